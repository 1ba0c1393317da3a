package gui

import (
	"testing"

	"ratingdesk/xlsxio"
)

func TestPrefsDocumentsSave(t *testing.T) {
	sh, d := newTestShell(t)
	d.submitted = true
	if got := sh.prefs.csvFormat(); got != (xlsxio.CSVFormat{}) {
		t.Errorf("default CSV format %v, want the input's (zero)", got)
	}
	form := newPrefsScreen(sh.prefs)
	form.documents.issuer.SetText(" ICCF ")
	form.documents.director.SetText("Ana Horvat")
	form.documents.arbiter.SetText("Jürgen Müller")
	form.documents.csvLocale.SetSelected(csvLocaleChoices[2].label)
	sh.savePrefs(form)
	waitIdle(sh)

	opt := sh.tournaments.normOptions()
	if opt.Issuer != "ICCF" || opt.Director != "Ana Horvat" || opt.Arbiter != "Jürgen Müller" {
		t.Errorf("normOptions() = issuer %q, director %q, arbiter %q; want the preferences", opt.Issuer, opt.Director, opt.Arbiter)
	}
	if got := sh.prefs.csvFormat(); got != xlsxio.CSVSemicolon {
		t.Errorf("csvFormat() = %v, want %v", got, xlsxio.CSVSemicolon)
	}
	// The form shows them again as saved.
	again := newPrefsScreen(sh.prefs)
	if again.documents.director.Text != "Ana Horvat" || again.documents.csvLocale.Selected != csvLocaleChoices[2].label {
		t.Errorf("form shows director %q, CSV %q", again.documents.director.Text, again.documents.csvLocale.Selected)
	}
}
