package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// excelUnicodeText is a table as Excel saves it as "Unicode text": UTF-16
// little endian with a byte-order mark, the cells separated by tabs, the
// lines by CR LF, a cell quoted when it holds a tab, a quote or a line
// break (a quote doubled inside it).
func excelUnicodeText(rows [][]string) string {
	var b strings.Builder
	for _, row := range rows {
		for j, c := range row {
			if j > 0 {
				b.WriteByte('\t')
			}
			if strings.ContainsAny(c, "\t\"\r\n") {
				c = `"` + strings.ReplaceAll(c, `"`, `""`) + `"`
			}
			b.WriteString(c)
		}
		b.WriteString("\r\n")
	}
	return utf16Text(b.String(), false, true)
}

// TestReadUnicodeTextTXT: Excel's "Unicode text" export is saved as .txt
// (docs/formats.md "Which files"); it is read as a CSV file is, told as
// the kind its header row says, accented names and all, under any case of
// the extension. Before, a .txt file was refused ("cannot read files named
// .txt").
func TestReadUnicodeTextTXT(t *testing.T) {
	list := excelUnicodeText([][]string{
		{"ID", "Name", "Fed", "Rating", "RD"},
		{"100001", "Šimić, Tomislav", "CRO", "2531", "55"},
		{"100002", "Østergaard, Søren", "DEN", "2400.5", "60"},
		{"100003", `Groß, "Matze" Matthias`, "GER", "2300", "70"},
		{"100004", "Đorđević, Miloš", "SRB", "", ""},
	})
	games := excelUnicodeText([][]string{
		{"White", "Black", "Result", "Finished", "Tournament"},
		{"100001", "100002", "½-½", "2025-10-01", "Kup Hrvatske\tA"},
		{"100003", "100004", "1-0", "2025-10-02", "Jubiläum"},
	})
	cross := excelUnicodeText([][]string{
		{"Tournament", "Čakovec Open"},
		{"Start", "2024-05-01"},
		{"No", "ID", "Name", "1", "2"},
		{"1", "100001", "Šimić, Tomislav", "x", "1"},
		{"2", "100002", "Østergaard, Søren", "0", "x"},
	})
	for _, name := range []string{"list.txt", "LIST.TXT"} {
		path := writeTextFile(t, name, list)
		if k, ps := xlsxio.DetectKind(path, xlsxio.ReadOptions{}); k != xlsxio.RatingListKind || len(ps) != 0 {
			t.Errorf("DetectKind(%s) = %v, %v; want a rating list", name, k, ps)
		}
		rl, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
		noErrors(t, ps)
		var got []string
		for _, p := range rl.Players {
			got = append(got, p.Name+" "+p.Fed)
		}
		want := []string{"Šimić, Tomislav CRO", "Østergaard, Søren DEN", `Groß, "Matze" Matthias GER`, "Đorđević, Miloš SRB"}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%s: players %q, want %q", name, got, want)
		}
		if rl.Players[1].Rating != 2400.5 || rl.Players[3].Rated || rl.Rows[2].Origin.Cell != "A4" || rl.CSV != xlsxio.CSVComma {
			t.Errorf("%s: players %+v, rows %+v, CSV %+v", name, rl.Players, rl.Rows, rl.CSV)
		}
	}
	gpath := writeTextFile(t, "games.txt", games)
	if k, _ := xlsxio.DetectKind(gpath, xlsxio.ReadOptions{}); k != xlsxio.GameListKind {
		t.Errorf("DetectKind(games.txt) = %v, want a game list", k)
	}
	gl, ps := xlsxio.ReadGameList(gpath, xlsxio.ReadOptions{})
	noErrors(t, ps)
	if len(gl.Games) != 2 || gl.Games[0].Tournament != "Kup Hrvatske\tA" || gl.Games[1].Tournament != "Jubiläum" {
		t.Errorf("games.txt: games %+v", gl.Games)
	}
	cpath := writeTextFile(t, "cross.txt", cross)
	if k, _ := xlsxio.DetectKind(cpath, xlsxio.ReadOptions{}); k != xlsxio.CrosstableKind {
		t.Errorf("DetectKind(cross.txt) = %v, want a crosstable", k)
	}
	cts, ps := xlsxio.ReadCrosstables(cpath, xlsxio.ReadOptions{})
	noErrors(t, ps)
	if len(cts) != 1 || cts[0].Name() != "Čakovec Open / cross" || cts[0].Section.Players[1].Name != "Østergaard, Søren" {
		t.Errorf("cross.txt: crosstables %+v", cts)
	}
	// A problem names its cell, as in a CSV file.
	bad := writeTextFile(t, "bad.txt", excelUnicodeText([][]string{{"ID", "Name", "Rating", "RD"}, {"1", "Ærø", "24x0", "50"}}))
	_, ps = xlsxio.ReadRatingList(bad, xlsxio.ReadOptions{})
	if want := bad + `:C2: Rating: "24x0" is not a number`; !strings.HasPrefix(ps.Error(), want) {
		t.Errorf("bad.txt: problems %q, want %q", ps.Error(), want)
	}
}
