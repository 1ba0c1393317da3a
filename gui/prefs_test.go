package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
	"ratingdesk/pdfout"
)

func TestPrefsDefaults(t *testing.T) {
	a := test.NewTempApp(t)
	p := settings{a.Preferences()}
	if got := p.ruleset().ID; got != engine.DefaultRuleset {
		t.Errorf("ruleset %s, want %s", got, engine.DefaultRuleset)
	}
	if p.paper() != pdfout.A4 || p.defaultRD() != 0 || p.monthFirst() || p.theme() != themeSystem {
		t.Errorf("defaults: paper %v, default RD %v, month first %v, theme %q", p.paper(), p.defaultRD(), p.monthFirst(), p.theme())
	}
	if got := p.windowSize(); got != fyne.NewSize(defaultWidth, defaultHeight) {
		t.Errorf("window size %v on first start", got)
	}
	if _, ok := p.openFiles(); ok {
		t.Errorf("openFiles reports a previous start on the first")
	}
}

func TestPrefsFormSaves(t *testing.T) {
	sh, d := newTestShell(t)
	d.submitted = true
	form := newPrefsScreen(sh.prefs)
	form.ruleset.SetSelected(rulesetLabel(engine.Rulesets()[1]))
	form.paper.SetSelected(paperLetter)
	form.defaultRD.SetText("150")
	form.dateOrder.SetSelected(monthFirst)
	form.theme.SetSelected(themeDark)
	sh.savePrefs(form)
	waitIdle(sh)

	p := sh.prefs
	if p.ruleset().ID != engine.Rulesets()[1].ID || p.paper() != pdfout.Letter || p.defaultRD() != 150 || !p.monthFirst() || p.theme() != themeDark {
		t.Errorf("saved: ruleset %s, paper %v, default RD %v, month first %v, theme %q",
			p.ruleset().ID, p.paper(), p.defaultRD(), p.monthFirst(), p.theme())
	}
	if got := sh.period.selectedRuleset().ID; got != engine.Rulesets()[1].ID {
		t.Errorf("the Rating period tab shows ruleset %s, want the new default", got)
	}
	if got := sh.app.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantLight); got != theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark) {
		t.Errorf("the dark theme was not applied")
	}
	if got := p.readOptions(); got.DefaultRD != 150 || !got.MonthFirst {
		t.Errorf("read options %+v", got)
	}
}

func TestPrefsFormRefusesABadRD(t *testing.T) {
	sh, _ := newTestShell(t)
	form := newPrefsScreen(sh.prefs)
	for _, bad := range []string{"abc", "-5", "0", "400", "350.5"} {
		form.defaultRD.SetText(bad)
		if _, err := form.onSave(); err == nil || !strings.Contains(err.Error(), "type an RD above 0") {
			t.Errorf("default RD %q: error %v, want how to type it", bad, err)
		}
	}
	if sh.prefs.defaultRD() != 0 {
		t.Errorf("a bad default RD was stored: %v", sh.prefs.defaultRD())
	}
	form.defaultRD.SetText("")
	if changed, err := form.onSave(); err != nil || changed {
		t.Errorf("an empty default RD: changed %v, error %v; want no change and no error", changed, err)
	}
}

// TestPrefsRefuseRDAbove350OnTheSpot: a Default RD above 350 is refused
// in the form, which stays open and says under the field what is allowed
// (a tester: 400 was taken, and the Problems tab then blamed the rating
// list); an RD typed anew puts the field's hint back.
func TestPrefsRefuseRDAbove350OnTheSpot(t *testing.T) {
	sh, d := newTestShell(t)
	var form *widget.Form
	d.submitted = true
	d.fill = func(content fyne.CanvasObject) {
		form = content.(*widget.Form)
		test.Type(form.Items[defaultRDItem].Widget.(*escapeEntry), "400")
	}
	sh.onPreferences()
	if !d.formOpen {
		t.Fatalf("the Preferences closed on a default RD of 400")
	}
	if sh.prefs.defaultRD() != 0 {
		t.Errorf("a default RD of 400 was stored: %v", sh.prefs.defaultRD())
	}
	if hint := form.Items[defaultRDItem].HintText; !containsAll(hint, `"400" is not a rating deviation`, "above 0 and at most 350") {
		t.Errorf("the Default RD's hint says %q, want what is allowed", hint)
	}
	if len(d.told) > 0 {
		t.Errorf("told %q; want the refusal in the form alone", d.told)
	}
	form.Items[defaultRDItem].Widget.(*escapeEntry).SetText("350")
	if hint := form.Items[defaultRDItem].HintText; hint != defaultRDHint {
		t.Errorf("after a new RD was typed the hint says %q", hint)
	}
}

func TestDefaultRDReadsTheListAgain(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList)
	before := sh.session.ratingList()
	d.submitted = true
	form := newPrefsScreen(sh.prefs)
	form.defaultRD.SetText("120")
	sh.savePrefs(form)
	waitIdle(sh)
	if after := sh.session.ratingList(); after == before {
		t.Errorf("changing the default RD did not read the list again")
	}
}

func TestWindowSizeIsRemembered(t *testing.T) {
	sh, _ := newTestShell(t)
	sh.win.Resize(fyne.NewSize(1000, 700))
	sh.rememberWindow()
	if got := sh.prefs.windowSize(); got != fyne.NewSize(1000, 700) {
		t.Errorf("remembered window size %v, want 1000×700", got)
	}
	sh.prefs.setWindowSize(fyne.NewSize(10, 10))
	if got := sh.prefs.windowSize(); got != fyne.NewSize(1000, 700) {
		t.Errorf("a tiny size replaced the remembered one: %v", got)
	}
}
