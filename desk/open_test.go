package desk_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode/utf16"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// cupListTabs is cupList with tabs between its cells, as Excel's "Unicode
// text" separates them.
const cupListTabs = "ID\tName\tFed\tRating\tRD\tGames\r\n" +
	"101\tAa, Anna\tGER\t2500\t50\t100\r\n" +
	"102\tBb, Bert\tITA\t2400\t60\t20\r\n" +
	"103\tCc, Cleopatra\tUSA\t2300\t55\t80\r\n" +
	"104\tDd, Dirk\tESP\t\t\t\r\n"

// unicodeText is s as Excel saves "Unicode text": UTF-16 little endian
// with a byte-order mark.
func unicodeText(s string) string {
	var b []byte
	for _, u := range utf16.Encode([]rune("\ufeff" + s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return string(b)
}

// TestLoadPeriodUnicodeText: a period is rated from Excel's "Unicode
// text" (.txt) as from the CSV files of the same tables.
func TestLoadPeriodUnicodeText(t *testing.T) {
	req := func(list, games string) desk.Request {
		return desk.Request{List: list, Results: []string{games}, Period: engine.Period{Year: 2026, Quarter: 1}, Ruleset: engine.Rulesets()[0]}
	}
	csvLP, ps := desk.LoadPeriod(req(writeTextFile(t, "list.csv", cupList), writeTextFile(t, "games.csv", cupGames)))
	noErrors(t, ps)
	txtLP, ps := desk.LoadPeriod(req(writeTextFile(t, "list.txt", unicodeText(cupListTabs)),
		writeTextFile(t, "games.txt", unicodeText(strings.ReplaceAll(cupGames, ",", "\t")))))
	noErrors(t, ps)
	if !reflect.DeepEqual(txtLP.Input.Players, csvLP.Input.Players) || len(txtLP.Input.Games) != len(csvLP.Input.Games) || len(txtLP.Input.Games) == 0 {
		t.Fatalf("players %+v, %d games; want the CSV files' %+v, %d games", txtLP.Input.Players, len(txtLP.Input.Games), csvLP.Input.Players, len(csvLP.Input.Games))
	}
	for i, g := range txtLP.Input.Games {
		c := csvLP.Input.Games[i]
		if g.White != c.White || g.Black != c.Black || g.Outcome != c.Outcome || !g.Finished.Equal(c.Finished) || g.Origin.Cell != c.Origin.Cell {
			t.Errorf("game %d = %+v, want the CSV file's %+v", i, g, c)
		}
	}
}

// TestOpen: one function reads any input by its kind, for the app and
// the command line alike.
func TestOpen(t *testing.T) {
	for _, tc := range []struct {
		name, content string
		want          xlsxio.Kind
		ok            bool
		msg           string
	}{
		{"list.csv", cupList, xlsxio.RatingListKind, true, ""},
		{"games.csv", cupGames, xlsxio.GameListKind, true, ""},
		{"cup.csv", crosstableCSV, xlsxio.CrosstableKind, true, ""},
		{"notes.csv", "just,some\ntext,here\n", xlsxio.Unknown, false, "no header row was found"},
		{"empty.csv", "", xlsxio.Unknown, false, "the file is empty (0 bytes)"},
		// Excel's "Unicode text" (UTF-16, tab separated), saved as .txt.
		{"list.txt", unicodeText(cupListTabs), xlsxio.RatingListKind, true, ""},
		{"games.TXT", unicodeText(strings.ReplaceAll(cupGames, ",", "\t")), xlsxio.GameListKind, true, ""},
		{"notes.txt", unicodeText("just\tsome\r\ntext\there\r\n"), xlsxio.Unknown, false, "no header row was found"},
	} {
		in := desk.Open(writeTextFile(t, tc.name, tc.content), xlsxio.ReadOptions{})
		read := in.List != nil || in.Games != nil || len(in.Crosstables) > 0
		if in.Kind != tc.want || read != tc.ok || in.Problems.HasErrors() == tc.ok {
			t.Errorf("Open(%q) = kind %v, read %v, problems %v; want %v, %v", tc.name, in.Kind, read, in.Problems, tc.want, tc.ok)
		}
		if tc.ok && len(in.Count()) == 0 {
			t.Errorf("Open(%q).Count() is empty, want the rows accounted for", tc.name)
		}
		if !tc.ok {
			var p *xlsxio.Problem
			if !errors.As(error(in.Problems[len(in.Problems)-1]), &p) || !strings.HasPrefix(p.Msg, tc.msg) {
				t.Errorf("Open(%q) problems %v, want one saying %q", tc.name, in.Problems, tc.msg)
			}
		}
	}
}

// TestOpenNoHeaderRowSeen: a file with no header row of any kind is told
// which row seems meant as one and which of its headings were not taken,
// at that row (a tester's "ICCF No" list got only NoHeaderRow).
func TestOpenNoHeaderRowSeen(t *testing.T) {
	for _, tc := range []struct {
		content, cell, want string
	}{
		{"ICCF No;Surname;Elo\n101001;Müller;2412\n", "A1", `"ICCF No" is not a heading of a rating list; if it holds the ID, head it ID`},
		{"Notes\n\nWeiss;Schwarz;Result\n1;2;1-0\n", "A3", `"Weiss" and "Schwarz" are not headings of a game list`},
	} {
		in := desk.Open(writeTextFile(t, "l.csv", tc.content), xlsxio.ReadOptions{})
		var p *xlsxio.Problem
		if len(in.Problems) != 1 || !errors.As(error(in.Problems[0]), &p) || p.Cell != tc.cell ||
			!strings.HasPrefix(p.Msg, desk.NoHeaderRow) || !strings.Contains(p.Msg, tc.want) {
			t.Errorf("Open(%q) = %v, want one error at %s saying %q", tc.content, in.Problems, tc.cell, tc.want)
		}
	}
}
