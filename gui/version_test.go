package gui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"ratingdesk/desk"
)

// TestOutputsRecordTheVersionAboutShows: in a build without a version
// stamp the new list's Notes and the period report give the version About
// shows, "development build" (user test: the Notes' Program version was
// empty and the PDFs said "Rating Desk" alone).
func TestOutputsRecordTheVersionAboutShows(t *testing.T) {
	sh, d := newTestShell(t)
	sh.version = "" // not stamped by the build
	if about := newAboutBox(sh.version).version.Text; !strings.HasPrefix(about, "Version "+desk.DevelopmentBuild+".") {
		t.Fatalf("About says %q, want Version %s", about, desk.DevelopmentBuild)
	}
	openAndWait(t, sh, filepath.Join("..", "testdata", "worked-example", "list.csv"), filepath.Join("..", "testdata", "worked-example", "games.csv"))
	runPeriod(t, sh, "2026/1")
	dir := t.TempDir()

	list := filepath.Join(dir, "new.xlsx")
	sh.period.saveListTo(list)
	waitIdle(sh)
	if got := notesValue(t, list, "Program version"); got != desk.DevelopmentBuild {
		t.Errorf("the new list's Notes give the program version %q, want %q (told %q)", got, desk.DevelopmentBuild, d.told)
	}

	report := filepath.Join(dir, "report.pdf")
	sh.period.saveReportTo(report)
	waitIdle(sh)
	pdf, err := os.ReadFile(report)
	if err != nil {
		t.Fatalf("the report was not saved: %v (told %q)", err, d.told)
	}
	if want := utf16BE("Rating Desk " + desk.DevelopmentBuild); !bytes.Contains(pdf, want) {
		t.Errorf("the report's Producer is not %q", "Rating Desk "+desk.DevelopmentBuild)
	}
}

// notesValue is the value next to label in the Notes sheet of a workbook.
func notesValue(t *testing.T, path, label string) string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Notes")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if len(r) > 1 && r[0] == label {
			return r[1]
		}
	}
	t.Fatalf("the Notes sheet has no %q", label)
	return ""
}

// utf16BE is s as a PDF text string: UTF-16BE with its byte order mark.
func utf16BE(s string) []byte {
	b := []byte{0xfe, 0xff}
	for _, r := range s {
		b = append(b, byte(r>>8), byte(r))
	}
	return b
}
