package xlsxio_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"ratingdesk/xlsxio"
)

// csvCase is a CSV rating list and what reading it must give: the players
// as "ID Name Cell" (Cell the origin of the row) when there is no error,
// and where every problem is, as problemPlaces writes it.
type csvCase struct {
	name    string
	content string
	players []string
	where   []string
}

// problemPlaces says where each problem is and its severity: "D2/E" for a
// cell, "line 3, column B/E" for the text of a line (the message begins
// with it), "file/W" for the file as a whole; sorted; without the warning
// of a rated list without a Games column (isNoGamesWarning) and that of
// the columns not read (isUnreadColumnsWarning: their Club columns).
func problemPlaces(t *testing.T, ps xlsxio.Problems) []string {
	t.Helper()
	var out []string
	for _, got := range asProblems(t, ps) {
		if isNoGamesWarning(got) || isUnreadColumnsWarning(got) {
			continue
		}
		place := got.Cell
		if place == "" {
			place = "file"
			if strings.HasPrefix(got.Msg, "line ") {
				place, _, _ = strings.Cut(got.Msg, ":")
			}
		}
		sev := "E"
		if got.Severity == xlsxio.Warning {
			sev = "W"
		}
		out = append(out, place+"/"+sev)
	}
	slices.Sort(out)
	return out
}

// runCSVCases reads every case as a rating list and checks the players and
// the problems.
func runCSVCases(t *testing.T, cases []csvCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			list, ps := xlsxio.ReadRatingList(writeTextFile(t, "list.csv", tt.content), xlsxio.ReadOptions{DefaultRD: 100})
			content := tt.content[:min(len(tt.content), 200)] // the start of large files
			want := slices.Clone(tt.where)
			slices.Sort(want)
			if got := problemPlaces(t, ps); !slices.Equal(got, want) {
				t.Errorf("ReadRatingList(%q): problems at %q, want %q\n%.2000v", content, got, want, ps)
			}
			if ps.HasErrors() {
				return
			}
			var got []string
			if list != nil {
				for i, p := range list.Players {
					got = append(got, fmt.Sprintf("%d %s %s", p.ID, p.Name, list.Rows[i].Origin.Cell))
				}
			}
			if !slices.Equal(got, tt.players) {
				t.Errorf("ReadRatingList(%q) = %.2000q, want %.2000q", content, got, tt.players)
			}
		})
	}
}

// TestReadCSVQuotes: an unbalanced quote is an error at the line and column
// where the field began, never a merged row; the lines it swallowed are
// read again, so that all problems are reported at once.
func TestReadCSVQuotes(t *testing.T) {
	runCSVCases(t, []csvCase{
		{name: "missing quote before the next quoted name",
			content: "ID,Name,Fed\n1,\"Alpha, Ann,ENG\n2,\"Beta, Bob\",GER\n3,Gamma,FRA\n",
			where:   []string{"line 2, column B/E"}},
		{name: "missing quote, no other quote in the file",
			content: "ID,Name,Fed\n1,\"Alpha,ENG\n2,Beta,GER\n",
			where:   []string{"line 2, column B/E"}},
		{name: "text after the closing quote",
			content: "ID,Name,Fed\n1,\"Alpha\" Ann,ENG\n2,Beta,GER\n",
			where:   []string{"line 2, column B/E"}},
		{name: "two broken fields are both reported",
			content: "ID,Name,Fed\n1,\"Alpha,ENG\n2,Beta,GER\n3,\"Gamma,FRA\n",
			where:   []string{"line 2, column B/E", "line 4, column B/E"}},
		{name: "a bad value after the broken field keeps its cell",
			content: "ID,Name,Fed,Rating,RD\n1,\"Alpha,ENG,2400,60\n2,Beta,GER,x,60\n",
			where:   []string{"line 2, column B/E", "D3/E"}},
		{name: "doubled quotes and a line break inside quotes",
			content: "ID,Name,Club\n1,\"Alpha \"\"Al\"\"\",\"North\nSouth\"\r\n2,Smith \"Jr\",K\n",
			players: []string{"1 Alpha \"Al\" A2", "2 Smith \"Jr\" A3"}},
		{name: "quoted field at the end of the file",
			content: "ID,Name\n1,\"Alpha, Ann\"",
			players: []string{"1 Alpha, Ann A2"}},
		{name: "empty quoted fields",
			content: "ID,Name,Club\n1,\"A\",\"\"\n",
			players: []string{"1 A A2"}},
	})
}

// TestReadCSVLineEnds: \n, \r\n and lone \r in one file each end a record
// outside quotes.
func TestReadCSVLineEnds(t *testing.T) {
	runCSVCases(t, []csvCase{
		{name: "mixed line ends",
			content: "ID,Name\r\n1,A\n2,B\r3,C\r\n4,D\r5,E\n",
			players: []string{"1 A A2", "2 B A3", "3 C A4", "4 D A5", "5 E A6"}},
		{name: "mixed blank lines are rows",
			content: "ID,Name\r\r\n1,A\n\r2,B",
			players: []string{"1 A A3", "2 B A5"}},
		{name: "lone CR only (classic Mac)",
			content: "ID,Name\r1,A\r2,B\r",
			players: []string{"1 A A2", "2 B A3"}},
		{name: "line ends inside quotes",
			content: "ID,Name,Club\r1,A,\"x\ry\r\nz\"\r2,B,K\r",
			players: []string{"1 A A2", "2 B A3"}},
		{name: "value problems name their cells",
			content: "ID,Name,Rating,RD\r1,A,x,60\n2,B,2000,y\r\n",
			where:   []string{"C2/E", "D3/E"}},
	})
}

// utf16Text encodes s as UTF-16, little or big endian, with or without a
// byte-order mark.
func utf16Text(s string, bigEndian, bom bool) string {
	if bom {
		s = "\ufeff" + s
	}
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		if bigEndian {
			b = append(b, byte(u>>8), byte(u))
		} else {
			b = append(b, byte(u), byte(u>>8))
		}
	}
	return string(b)
}

// TestReadCSVEncodings: UTF-8 with or without BOM, UTF-16 (Excel's
// "Unicode text") and Windows-1252 (Excel's "CSV (Comma delimited)") are
// read; Windows-1252 with a warning.
func TestReadCSVEncodings(t *testing.T) {
	unicodeText := "ID\tName\tFed\r\n1\tMüller\tGER\r\n2\tŁukasz Ōta\tPOL\r\n"
	unicodePlayers := []string{"1 Müller A2", "2 Łukasz Ōta A3"}
	late1252, late1252Players := "ID,Name\n", []string(nil)
	for i := 1; i <= 5000; i++ {
		late1252 += fmt.Sprintf("%d,A\n", i)
		late1252Players = append(late1252Players, fmt.Sprintf("%d A A%d", i, i+1))
	}
	late1252 += "5001,Jos\xe9\n"
	late1252Players = append(late1252Players, "5001 José A5002")
	runCSVCases(t, []csvCase{
		{name: "UTF-8", content: "ID,Name\n1,Müller\n", players: []string{"1 Müller A2"}},
		{name: "UTF-8 with BOM", content: "\ufeffID,Name\n1,Müller\n", players: []string{"1 Müller A2"}},
		{name: "UTF-16 LE with BOM", content: utf16Text(unicodeText, false, true), players: unicodePlayers},
		{name: "UTF-16 BE with BOM", content: utf16Text(unicodeText, true, true), players: unicodePlayers},
		{name: "UTF-16 LE without BOM", content: utf16Text(unicodeText, false, false), players: unicodePlayers},
		{name: "UTF-16 BE without BOM", content: utf16Text(unicodeText, true, false), players: unicodePlayers},
		{name: "Windows-1252",
			content: "ID;Name;Fed\r\n1;M\xfcller;GER\r\n2;\x8aeri\xe6 \x80;SRB\r\n",
			players: []string{"1 Müller A2", "2 Šeriæ € A3"},
			where:   []string{"file/W"}},
		{name: "Windows-1252 after the sniffed lines", content: late1252, players: late1252Players, where: []string{"file/W"}},
		{name: "UTF-8 BOM with a Windows-1252 line",
			content: "\ufeffID,Name\n1,A\n2,M\xfcller\n",
			where:   []string{"line 3/E"}},
		{name: "a byte Windows-1252 does not define",
			content: "ID,Name\n1,M\xfcller\n2,\x81x\n",
			where:   []string{"file/W", "line 3/E"}},
	})
}

// TestReadCSVSeparators: comma, semicolon and tab, sniffed by the header
// row, or named by Excel's sep= first line, which is no row.
func TestReadCSVSeparators(t *testing.T) {
	runCSVCases(t, []csvCase{
		{name: "tab", content: "ID\tName\tClub\n1\tSmith, John\tK\n", players: []string{"1 Smith, John A2"}},
		{name: "semicolon", content: "ID;Name;Club\n1;Smith, John;K\n", players: []string{"1 Smith, John A2"}},
		{name: "comma", content: "ID,Name,Club\n1,Smith; John,K\n", players: []string{"1 Smith; John A2"}},
		{name: "sep=tab line", content: "sep=\t\nID\tName\n1\tA\n", players: []string{"1 A A2"}},
		{name: "quoted sep= line", content: "\"sep=;\"\r\nID;Name\r\n1;A,B\r\n", players: []string{"1 A,B A2"}},
		{name: "sep= line after a BOM", content: "\ufeffsep=,\nID,Name\n1,A;B\n", players: []string{"1 A;B A2"}},
	})
}

// TestReadCSVShiftedRows: a value beyond the last headed column is an
// error at that cell (an unquoted separator shifted the row), the row's
// one problem: its values are not read (no warning about the column
// without a heading). A line with more fields than the header row, the
// extra ones empty, is read and warned of at its first extra field: the
// helper's case of a TD's test (2026-11-27), an unquoted "Smith, John"
// on a line ending with an empty field, moved the Club into Notes with
// no message; trailing empty fields within the header's are fine.
func TestReadCSVShiftedRows(t *testing.T) {
	runCSVCases(t, []csvCase{
		{name: "unquoted comma in a name",
			content: "ID,Name,Club\n1,Smith, John,Kent\n2,Brown,Leeds\n",
			where:   []string{"D2/E"}},
		{name: "two shifted rows",
			content: "ID;Name;Club\n1;Smith; John;Kent\n2;Brown;Leeds\n3;Gray;; ;x\n",
			where:   []string{"D2/E", "E4/E"}},
		{name: "trailing empty fields beyond the header's",
			content: "ID,Name,Club\n1,A,K,,\n2,B,,, \n3,C,L\n",
			players: []string{"1 A A2", "2 B A3", "3 C A4"},
			where:   []string{"D2/W", "D3/W"}},
		{name: "trailing empty fields within the header's",
			content: "ID,Name,Club,,\n1,A,K,,\n2,B,,, \n3,C,L\n",
			players: []string{"1 A A2", "2 B A3", "3 C A4"}},
		{name: "an unquoted separator on a line that ends with an empty field",
			content: "ID,Name,Rating,RD,Club,Notes\n100001,Anna,2000,80,Praha,\n100002,Berg,2100,70,Smith, John,\n",
			players: []string{"100001 Anna A2", "100002 Berg A3"},
			where:   []string{"G3/W"}},
	})
}

// TestReadCSVLimits: a field over 32,767 characters (UTF-16 units), a line over 16,384
// fields and a file over 1,048,576 rows are refused at the line.
func TestReadCSVLimits(t *testing.T) {
	runCSVCases(t, []csvCase{
		{name: "long field",
			content: "ID,Name\n1," + strings.Repeat("é", 32768) + "\n2,B\n",
			where:   []string{"line 2, column B/E"}},
		{name: "longest field",
			content: "ID,Name,Club\n1,A," + strings.Repeat("é", 32767) + "\n",
			players: []string{"1 A A2"}},
		// Counted as a spreadsheet counts, in UTF-16 units: an emoji is
		// two, and 16,384 of them do not fit a cell (a tester: the CSV
		// was read, and writing the workbook failed).
		{name: "long field of emoji",
			content: "ID,Name\n1," + strings.Repeat("😀", 16384) + "\n2,B\n",
			where:   []string{"line 2, column B/E"}},
		{name: "longest field of emoji",
			content: "ID,Name,Club\n1,A," + strings.Repeat("😀", 16383) + "é\n",
			players: []string{"1 A A2"}},
		{name: "unclosed quote running on",
			content: "ID,Name\n1,\"" + strings.Repeat("x", 200000) + "\n2,B\n3,\"C\n",
			where:   []string{"line 2, column B/E", "line 4, column B/E"}},
		{name: "too many fields",
			content: "ID,Name\n1,A" + strings.Repeat(",", 16384) + "\n2,B\n",
			where:   []string{"line 2/E"}},
		{name: "too many rows",
			content: "ID,Name\n" + strings.Repeat("\n", 1<<20-2) + "1,A\n2,B\n",
			where:   []string{"line 1048577/E"}},
	})
}

// TestReadCSVTooLarge: a file over 256 MiB is refused by its size, before
// it is read.
func TestReadCSVTooLarge(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.csv")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(256<<20 + 1); err != nil { // sparse: no disk space used
		t.Fatal(err)
	}
	f.Close()
	list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	if list != nil || len(ps) != 1 || ps[0].Cell != "" || !strings.Contains(ps[0].Msg, "at most 256.0 MB") {
		t.Errorf("ReadRatingList(257 MB file) = %v, %v, want one error saying the limit", list, ps)
	}
}

// TestReadCSVRecordNumbers: a row's number is its record as a spreadsheet
// shows the file: blank records count, a quoted field over several lines
// is one row; problems of the text name the physical line.
func TestReadCSVRecordNumbers(t *testing.T) {
	runCSVCases(t, []csvCase{
		{name: "blank lines count",
			content: "ID,Name\n\n1,A\n\n\n2,B\n",
			players: []string{"1 A A3", "2 B A6"}},
		{name: "multi-line field is one row",
			content: "ID,Name,Club\n1,\"A\nB\",K\n\n2,C,L\n",
			players: []string{"1 A\nB A2", "2 C A4"}},
		{name: "parse errors name the physical line",
			content: "ID,Name,Club\n1,A,\"North\nSouth\"\n2,\"C,L\n",
			where:   []string{"line 4, column B/E"}},
		{name: "value errors name the row after a multi-line field",
			content: "ID,Name,Club,Rating\n1,A,\"North\nSouth\",2000\n2,C,L,x\n",
			where:   []string{"D3/E"}},
	})
}

// TestDetectKindDamagedCSV: the kind of a CSV file with damaged lines or
// another encoding is still told; the problems of its lines are left to
// the reader.
func TestDetectKindDamagedCSV(t *testing.T) {
	tests := []struct {
		name, content string
		warnings      int
	}{
		{"unclosed quote", "ID,Name\n1,\"A\n2,B\n", 0},
		{"shifted row", "ID,Name\n1,Smith, John\n", 0},
		{"UTF-16", utf16Text("ID\tName\r\n1\tA\r\n", false, true), 0},
		{"Windows-1252", "ID,Name\n1,M\xfcller\n", 1},
	}
	for _, tt := range tests {
		k, ps := xlsxio.DetectKind(writeTextFile(t, "list.csv", tt.content), xlsxio.ReadOptions{})
		if k != xlsxio.RatingListKind || ps.HasErrors() || len(ps.Warnings()) != tt.warnings {
			t.Errorf("DetectKind(%s) = %v, %v, want a rating list with %d warnings", tt.name, k, ps, tt.warnings)
		}
	}
}

// TestReadCSVLarge reads lists larger than the parser's buffer, with
// quoted names, doubled quotes, line breaks in quotes and every line end,
// in each encoding: nothing is lost or moved at the buffer's edges.
func TestReadCSVLarge(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("ID,Name,Club\r\n")
	var want []string
	ends := []string{"\n", "\r\n", "\r"}
	for i := 1; i <= 20000; i++ {
		name := fmt.Sprintf("Müller \"%d\", Ann", i)
		club := "K"
		if i%7 == 0 {
			club = "North\r\nSouth"
		}
		fmt.Fprintf(&sb, "%d,\"%s\",\"%s\"%s", i, strings.ReplaceAll(name, `"`, `""`), club, ends[i%3])
		want = append(want, fmt.Sprintf("%d %s A%d", i, name, i+1))
	}
	text := sb.String()
	latin := strings.NewReplacer("ü", "\xfc").Replace(text)
	runCSVCases(t, []csvCase{
		{name: "UTF-8", content: text, players: want},
		{name: "UTF-16", content: utf16Text(text, false, true), players: want},
		{name: "Windows-1252", content: latin, players: want, where: []string{"file/W"}},
	})
}
