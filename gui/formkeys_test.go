package gui

import (
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// withWindowDialogs gives a test shell the main window's own dialogs.
func withWindowDialogs(sh *shell) *windowDialogs {
	d := &windowDialogs{app: sh.app, win: sh.win, prefs: sh.prefs}
	sh.dialogs = d
	return d
}

// The keys of the form tests.
var (
	keyEnter  = &fyne.KeyEvent{Name: fyne.KeyReturn}
	keyEscape = &fyne.KeyEvent{Name: fyne.KeyEscape}
)

// pressKey passes a key to the canvas as the desktop driver does: to the
// widget that has the keyboard, else to the canvas's handler.
func pressKey(c fyne.Canvas, ev *fyne.KeyEvent) {
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
	} else if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// topForm is the content of the form dialog shown on top.
func topForm(t *testing.T, sh *shell) *widget.Form {
	t.Helper()
	var form *widget.Form
	walk(sh.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if f, ok := o.(*widget.Form); ok && form == nil {
			form = f
		}
	})
	if form == nil {
		t.Fatal("no form is shown")
	}
	return form
}

// assertFieldsPassKeys fails when a field of the form would swallow Enter
// and Escape: a plain entry or choice rather than escapeEntry and
// keySelect, which pass them on (bindFormKeys).
func assertFieldsPassKeys(t *testing.T, name string, form *widget.Form) {
	t.Helper()
	walk(form, func(o fyne.CanvasObject) {
		switch o.(type) {
		case *widget.Entry, *widget.Select, *widget.SelectEntry, *widget.RadioGroup:
			t.Errorf("the %s form has a %T, which keeps Enter and Escape from the form", name, o)
		}
	})
}

// TestCertificateFormKeys: in the certificates' form Enter saves (when
// the date can be read; otherwise the form stays) and Escape closes it
// without saving, from any of its fields or from none, as the guide's
// Keyboard section says of every dialog (user test shots 58–61: both were
// ignored).
func TestCertificateFormKeys(t *testing.T) {
	sh, _ := newTestShell(t)
	d := withWindowDialogs(sh)
	s := showSection(t, sh, "GM-A")
	dir := t.TempDir()

	test.Tap(s.certsBtn)
	form := topForm(t, sh)
	assertFieldsPassKeys(t, "certificates", form)
	formEntry(t, form, "Folder").SetText(filepath.Join(dir, "escaped"))
	formEntry(t, form, "Place of issue").TypedKey(keyEscape)
	if len(d.open) != 0 {
		t.Fatalf("Escape in the place of issue left %d dialogs open", len(d.open))
	}

	test.Tap(s.certsBtn)
	form = topForm(t, sh)
	formEntry(t, form, "Folder").SetText(filepath.Join(dir, "certs"))
	date := formEntry(t, form, "Date of issue")
	date.SetText("31/13/2025")
	date.TypedKey(keyEnter)
	if len(d.open) != 1 {
		t.Fatalf("Enter on a date that cannot be read: %d dialogs open, want the form still open", len(d.open))
	}
	date.SetText("31/12/2025")
	date.TypedKey(keyEnter)
	waitIdle(sh)
	if len(d.open) != 0 {
		t.Errorf("Enter on a good date left %d dialogs open", len(d.open))
	}
	// 13 norms in GM-A, 11 of them of titles their players hold, which
	// get no certificate (docs/rules.md "Titles held").
	if files, _ := filepath.Glob(filepath.Join(dir, "certs", "*.pdf")); len(files) != 2 {
		t.Errorf("Enter in the form saved %d certificates, want 2", len(files))
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "escaped", "*.pdf")); len(files) != 0 {
		t.Errorf("the form closed with Escape saved %d certificates", len(files))
	}

	test.Tap(s.certsBtn)
	formEntry(t, topForm(t, sh), "Folder").SetText(filepath.Join(dir, "none"))
	sh.win.Canvas().Unfocus()
	pressKey(sh.win.Canvas(), keyEscape)
	if len(d.open) != 0 {
		t.Errorf("Escape with no field focused left %d dialogs open", len(d.open))
	}
}

// TestPreferencesFormKeys: in the Preferences Enter saves and Escape
// closes without saving, from an entry, from a choice, and from no field.
func TestPreferencesFormKeys(t *testing.T) {
	sh, _ := newTestShell(t)
	d := withWindowDialogs(sh)

	sh.onPreferences()
	form := topForm(t, sh)
	assertFieldsPassKeys(t, "Preferences", form)
	rd := formEntry(t, form, "Default RD")
	rd.SetText("150")
	rd.TypedKey(keyEscape)
	if len(d.open) != 0 || sh.prefs.defaultRD() != 0 {
		t.Fatalf("Escape in the default RD: %d dialogs open, default RD %v; want it closed and nothing saved", len(d.open), sh.prefs.defaultRD())
	}

	sh.onPreferences()
	rd = formEntry(t, topForm(t, sh), "Default RD")
	rd.SetText("150")
	rd.TypedKey(keyEnter)
	if len(d.open) != 0 || sh.prefs.defaultRD() != 150 {
		t.Errorf("Enter in the default RD: %d dialogs open, default RD %v; want it closed and 150 saved", len(d.open), sh.prefs.defaultRD())
	}

	for _, key := range []*fyne.KeyEvent{keyEscape, keyEnter} {
		sh.onPreferences()
		var choice *keySelect
		walk(topForm(t, sh), func(o fyne.CanvasObject) {
			if c, ok := o.(*keySelect); ok && choice == nil {
				choice = c
			}
		})
		if choice == nil {
			t.Fatal("the Preferences show no choice of ruleset")
		}
		choice.TypedKey(key)
		if len(d.open) != 0 {
			t.Errorf("%s on the ruleset choice left %d dialogs open", key.Name, len(d.open))
		}
	}

	// A row of radio buttons with the keyboard (tapped, or reached by
	// Tab) passes Enter and Escape on, and its arrow keys move the choice.
	sh.onPreferences()
	theme := formRadio(t, topForm(t, sh), themeDark)
	tapOption(t, sh, theme, themeDark)
	if sh.win.Canvas().Focused() != theme {
		t.Errorf("the tapped theme choice does not have the keyboard")
	}
	sh.win.Canvas().Focused().TypedKey(keyEnter)
	if len(d.open) != 0 || sh.prefs.theme() != themeDark {
		t.Errorf("Enter after choosing the dark theme: %d dialogs open, theme %q; want it closed and dark saved", len(d.open), sh.prefs.theme())
	}

	sh.onPreferences()
	theme = formRadio(t, topForm(t, sh), themeDark)
	sh.win.Canvas().Focus(theme)
	theme.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if theme.Selected != themeLight {
		t.Errorf("Left from dark chose %q, want %q", theme.Selected, themeLight)
	}
	theme.TypedKey(keyEscape)
	if len(d.open) != 0 || sh.prefs.theme() != themeDark {
		t.Errorf("Escape on the theme choice: %d dialogs open, theme %q; want it closed and dark kept", len(d.open), sh.prefs.theme())
	}

	sh.onPreferences()
	formEntry(t, topForm(t, sh), "Default RD").SetText("90")
	pressKey(sh.win.Canvas(), keyEnter)
	if len(d.open) != 0 || sh.prefs.defaultRD() != 90 {
		t.Errorf("Enter with no field focused: %d dialogs open, default RD %v; want it closed and 90 saved", len(d.open), sh.prefs.defaultRD())
	}
}

// formRadio is the row of radio buttons of a form that offers option.
func formRadio(t *testing.T, form *widget.Form, option string) *keyRadio {
	t.Helper()
	var found *keyRadio
	walk(form, func(o fyne.CanvasObject) {
		if r, ok := o.(*keyRadio); ok && slices.Contains(r.Options, option) {
			found = r
		}
	})
	if found == nil {
		t.Fatalf("the form has no radio button %q", option)
	}
	return found
}

// tapOption taps the radio button labelled option in r, where it is drawn.
func tapOption(t *testing.T, sh *shell, r *keyRadio, option string) {
	t.Helper()
	x := float32(0)
	for _, o := range r.Options {
		if o == option {
			test.TapCanvas(sh.win.Canvas(), fyne.CurrentApp().Driver().AbsolutePositionForObject(r).AddXY(x+5, r.Size().Height/2))
			return
		}
		x += radioOptionWidth(o)
	}
	t.Fatalf("no option %q in %v", option, r.Options)
}
