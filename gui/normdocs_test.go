package gui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestCertificateDateReadAsPreferences: the date of issue is read as the
// files' text dates are (Preferences › Text dates, DD/MM/YYYY by
// default), so 31/12/2025 saves the certificates; a date that cannot be
// read is said in the form, which stays open with what was typed (user
// test: it said so in a message and closed, losing the place and folder).
func TestCertificateDateReadAsPreferences(t *testing.T) {
	sh, d := newTestShell(t)
	s := showSection(t, sh, "GM-A")
	dir := t.TempDir()
	d.submitted = true

	bad := filepath.Join(dir, "bad")
	var form *widget.Form
	d.fill = func(content fyne.CanvasObject) {
		form = content.(*widget.Form)
		formEntry(t, content, "Folder").SetText(bad)
		formEntry(t, content, "Place of issue").SetText("Zagreb")
		formEntry(t, content, "Date of issue").SetText("31/13/2025")
	}
	test.Tap(s.certsBtn)
	waitIdle(sh)
	if !d.formOpen {
		t.Errorf("the form closed on a date it could not read")
	}
	if len(d.told) != 0 {
		t.Errorf("a bad date was told in a message of its own: %q", d.told)
	}
	if hint := form.Items[certDateItem].HintText; !strings.Contains(hint, `"31/13/2025" was not understood`) || !strings.Contains(hint, "DD/MM/YYYY") {
		t.Errorf("the form says %q under the date, want why 31/13/2025 was not understood", hint)
	}
	if got := formEntry(t, form, "Place of issue").Text; got != "Zagreb" {
		t.Errorf("the place typed became %q", got)
	}
	// Corrected, the date no longer has the old complaint under it
	// (tester: '"31.13.2025" was not understood' stayed under 31.12.2025,
	// with the check mark beside it).
	formEntry(t, form, "Date of issue").SetText("31/12/2025")
	if hint := form.Items[certDateItem].HintText; strings.Contains(hint, "was not understood") || !strings.Contains(hint, "Preferences › Text dates") {
		t.Errorf("after correcting the date, the form says %q under it, want how dates are read", hint)
	}
	if files, _ := filepath.Glob(filepath.Join(bad, "*.pdf")); len(files) != 0 {
		t.Errorf("certificates saved with a bad date: %q", files)
	}

	good := filepath.Join(dir, "good")
	d.fill = func(content fyne.CanvasObject) {
		formEntry(t, content, "Folder").SetText(good)
		formEntry(t, content, "Place of issue").SetText("Zagreb")
		formEntry(t, content, "Date of issue").SetText("31/12/2025")
	}
	test.Tap(s.certsBtn)
	waitIdle(sh)
	if d.formOpen {
		t.Errorf("the form stayed open on 31/12/2025 (DD/MM/YYYY)")
	}
	if files, _ := filepath.Glob(filepath.Join(good, "*.pdf")); len(files) != 2 {
		t.Errorf("with the date 31/12/2025, %d certificates saved, want 2; told %q", len(files), d.told)
	}
}

// TestParseIssueDate: the date of issue follows the preferences' order
// of text dates, as xlsxio.ParseDate reads the files'.
func TestParseIssueDate(t *testing.T) {
	dec31 := time.Date(2025, 12, 31, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		text       string
		monthFirst bool
		want       time.Time
		ok         bool
	}{
		{"2025-12-31", false, dec31, true},
		{"2025-12-31", true, dec31, true},
		{"31/12/2025", false, dec31, true},
		{"31.12.2025", true, dec31, true},
		{"12/31/2025", true, dec31, true},
		{"12/31/2025", false, time.Time{}, false},
		{"31/12/2025", true, time.Time{}, false},
		{" ", false, time.Time{}, true},
		{"tomorrow", false, time.Time{}, false},
	} {
		got, err := parseIssueDate(tc.text, tc.monthFirst)
		if (err == nil) != tc.ok || !got.Equal(tc.want) {
			t.Errorf("parseIssueDate(%q, month first %v) = %v, %v; want %v, ok %v", tc.text, tc.monthFirst, got, err, tc.want, tc.ok)
		}
	}
}

// TestIssueDateSaysWhatIsWrong: a date of issue in the shape typed but
// not in the calendar says why, as the files' reader says it of a cell
// (a tester: 31/02/2025 was told to be typed as DD/MM/YYYY, which it
// was); text that is no date says how to type one.
func TestIssueDateSaysWhatIsWrong(t *testing.T) {
	tests := []struct {
		text       string
		monthFirst bool
		want       string
	}{
		{"31/02/2025", false, "February 2025 has no day 31 (read as DD/MM/YYYY, as Preferences › Text dates says)"},
		{"02/31/2025", true, "February 2025 has no day 31 (read as MM/DD/YYYY, as Preferences › Text dates says)"},
		{"2025-02-31", false, "February 2025 has no day 31"},
		{"31.02.2025", false, "February 2025 has no day 31"},
		{"31/13/2025", false, "13 is not a month (read as DD/MM/YYYY, as Preferences › Text dates says)"},
		{"soon", false, "type the date as YYYY-MM-DD or DD/MM/YYYY, e.g. 2026-01-15, or leave it empty"},
	}
	for _, tt := range tests {
		_, err := parseIssueDate(tt.text, tt.monthFirst)
		if err == nil || err.Error() != tt.want {
			t.Errorf("parseIssueDate(%q, month first %v) = %v, want %q", tt.text, tt.monthFirst, err, tt.want)
		}
	}
	if _, err := parseIssueDate("29/02/2024", false); err != nil {
		t.Errorf("29/02/2024: %v", err)
	}
}
