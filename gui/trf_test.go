package gui

import (
	"path/filepath"
	"slices"
	"testing"
	"unicode/utf16"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"ratingdesk/desk"
	"ratingdesk/xlsxio"
)

// sampleTRF writes the sample crosstables' section of sheet as a TRF in
// a fresh folder (desk.WriteTRF) and returns its path.
func sampleTRF(t *testing.T, sheet, name string) string {
	t.Helper()
	cts, ps := xlsxio.ReadCrosstables(sampleSections, xlsxio.ReadOptions{Sheet: sheet})
	if ps.HasErrors() {
		t.Fatal(ps)
	}
	out := filepath.Join(t.TempDir(), name)
	if _, err := desk.WriteTRF(out, cts[0], []string{sampleSections}); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestOpenTRFAddsItsSection: a TRF opened in the workspace shows its
// section in the Tournaments tab like a workbook's, with the same norms.
func TestOpenTRFAddsItsSection(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleTRF(t, "M-7", "m-7.trf"))
	ws := sh.workspace
	got := []string{ws.files.cellText(0, columnIndex(t, ws.files, "Kind")), ws.files.cellText(0, columnIndex(t, ws.files, "Contents"))}
	if want := []string{"crosstable", "1 section: M-7"}; !slices.Equal(got, want) {
		t.Errorf("workspace row %q, want %q", got, want)
	}
	l := sh.tournaments.list
	if len(l.shown) != 1 {
		t.Fatalf("the Tournaments tab lists %d sections, want the TRF's one", len(l.shown))
	}
	var row []string
	for _, c := range []string{"Section", "Players", "Games finished", "Norms", "File"} {
		row = append(row, l.cellText(0, columnIndex(t, l, c)))
	}
	want := []string{"Alpe Adria Masters 2025 / M-7", "11", "42 of 55", "6 secured, 4 possible", "m-7.trf"}
	if !slices.Equal(row, want) {
		t.Errorf("section row %q, want %q (as the workbook's sheet M-7)", row, want)
	}
}

// TestDroppedTRFOpens: dropping a TRF on the window opens it, whatever
// its extension.
func TestDroppedTRFOpens(t *testing.T) {
	sh, _ := newTestShell(t)
	sh.onDropped(fyne.NewPos(10, 10), []fyne.URI{
		storage.NewFileURI(sampleTRF(t, "GM-A", "gm-a.txt")),
		storage.NewFileURI(sampleTRF(t, "DR-1", "dr-1.trf")),
	})
	waitIdle(sh)
	if got := len(sh.session.sections()); got != 2 {
		t.Errorf("dropping two TRFs gave %d sections, want 2", got)
	}
}

// TestOpenDialogTakesTheNewKinds: the Open dialog's filter shows TRF, PGN,
// text and XML files besides workbooks and CSV files.
func TestOpenDialogTakesTheNewKinds(t *testing.T) {
	for _, ext := range []string{".xlsx", ".csv", ".trf", ".pgn", ".txt", ".xml"} {
		if !slices.Contains(openableExtensions(), ext) {
			t.Errorf("openableExtensions() = %q, want %s among them", openableExtensions(), ext)
		}
	}
	p := &xlsxio.Problem{File: "wc.trf", Cell: "line 14, column 112", Msg: "m"}
	if got, want := problemPlace(p), "In file wc.trf, line 14, column 112"; got != want {
		t.Errorf("problemPlace(%v) = %q, want %q", p, got, want)
	}
}

// TestOpenUnicodeText: a list saved by Excel as "Unicode text" (.txt:
// UTF-16, tab separated) opens as the rating list it is, accented names
// and all, as a CSV file would.
func TestOpenUnicodeText(t *testing.T) {
	sh, _ := newTestShell(t)
	text := "\ufeffID\tName\tFed\tRating\tRD\tGames\r\n100001\tŠimić, Tomislav\tCRO\t2531\t55\t140\r\n100002\tØstergaard, Søren\tDEN\t2400\t60\t88\r\n"
	var b []byte
	for _, u := range utf16.Encode([]rune(text)) {
		b = append(b, byte(u), byte(u>>8))
	}
	path := writeFile(t, "list.txt", string(b))
	openAndWait(t, sh, path)
	if len(sh.session.files) != 1 || sh.session.files[0].kind != xlsxio.RatingListKind || len(sh.session.files[0].problems) != 0 {
		t.Fatalf("opening %s: files %+v, want a rating list without problems", path, sh.session.files)
	}
	if p := sh.session.files[0].list.Players; len(p) != 2 || p[0].Name != "Šimić, Tomislav" || p[1].Name != "Østergaard, Søren" {
		t.Errorf("players %+v, want the two accented names", p)
	}
}
