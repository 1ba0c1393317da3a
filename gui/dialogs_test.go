package gui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestSaveDialogEnter: Enter in the save dialog's path presses Save
// (issue 10 point 5).
func TestSaveDialogEnter(t *testing.T) {
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(900, 700))
	d := &windowDialogs{app: a, win: w, prefs: settings{a.Preferences()}}
	var got string
	d.chooseSavePath("Save the new rating list", "/tmp/new.xlsx", func(path string) { got = path })
	entry, ok := w.Canvas().Focused().(*escapeEntry)
	if !ok {
		t.Fatalf("focused %T, want the path entry", w.Canvas().Focused())
	}
	entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got != "/tmp/new.xlsx" {
		t.Errorf("Enter in the save dialog saved to %q, want %q", got, "/tmp/new.xlsx")
	}
}

// TestSaveDialogTypedName: a name typed into the save dialog as it opens
// replaces the path proposed and is saved in the folder proposed; a name
// without an extension gets the proposed one, a folder typed the proposed
// name, and the proposed path is kept whole by End (user test: the cursor
// stood at the start, and a name typed went in front of the path).
func TestSaveDialogTypedName(t *testing.T) {
	dir, other := t.TempDir(), t.TempDir()
	suggested := filepath.Join(dir, "rating-list-2026-1.xlsx")
	for _, tc := range []struct {
		keys        []fyne.KeyName
		typed, want string
	}{
		{nil, "new.csv", filepath.Join(dir, "new.csv")},
		{nil, "new", filepath.Join(dir, "new.xlsx")},
		{nil, other, filepath.Join(other, "rating-list-2026-1.xlsx")},
		{nil, filepath.Join(other, "x.xlsx"), filepath.Join(other, "x.xlsx")},
		{[]fyne.KeyName{fyne.KeyEnd, fyne.KeyBackspace, fyne.KeyBackspace, fyne.KeyBackspace, fyne.KeyBackspace}, "csv", filepath.Join(dir, "rating-list-2026-1.csv")},
	} {
		d, w := newTestDialogs(t)
		got := ""
		d.chooseSavePath("Save the new rating list", suggested, func(path string) { got = path })
		e := focusedEntry(t, w)
		for _, k := range tc.keys {
			e.TypedKey(&fyne.KeyEvent{Name: k})
		}
		test.Type(e, tc.typed)
		e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if got != tc.want {
			t.Errorf("typing %q (after %v) and Enter saved to %q, want %q", tc.typed, tc.keys, got, tc.want)
		}
	}
}

// TestEscapeClosesTheTopDialog: Escape closes the dialog shown last, as
// its Cancel or Close button would (nothing is saved), from the window or
// from a path entry that has the keyboard.
func TestEscapeClosesTheTopDialog(t *testing.T) {
	d, w := newTestDialogs(t)
	escape := &fyne.KeyEvent{Name: fyne.KeyEscape}
	confirmed := false
	d.confirm("Replace the file?", "new.xlsx exists.", "Replace", func() { confirmed = true })
	d.tell("Saved", "The report was written.")
	if n := len(d.open); n != 2 {
		t.Fatalf("%d dialogs open, want 2", n)
	}
	w.Canvas().OnTypedKey()(escape)
	if n := len(d.open); n != 1 {
		t.Fatalf("after Escape %d dialogs open, want 1 (the confirmation under the message)", n)
	}
	w.Canvas().OnTypedKey()(escape)
	if len(d.open) != 0 || confirmed {
		t.Errorf("after a second Escape: %d dialogs open, confirmed %v; want none open and nothing confirmed", len(d.open), confirmed)
	}
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Errorf("an overlay is still shown: %T", top)
	}

	saved := ""
	d.chooseSavePath("Save the new rating list", "/tmp/new.xlsx", func(path string) { saved = path })
	focusedEntry(t, w).TypedKey(escape)
	if len(d.open) != 0 || saved != "" {
		t.Errorf("Escape in the save dialog's path: %d dialogs open, saved to %q; want it closed and nothing saved", len(d.open), saved)
	}
	w.Canvas().OnTypedKey()(escape) // nothing open: nothing happens
}

// TestEnterPressesTheMainButton: with no field focused, Enter presses the
// main button of the dialog on top: a question's yes, a message's Close.
func TestEnterPressesTheMainButton(t *testing.T) {
	d, w := newTestDialogs(t)
	confirmed := false
	d.confirm("Replace the file?", "new.xlsx exists.", "Replace", func() { confirmed = true })
	d.tell("Saved", "The report was written.")
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(d.open) != 1 || confirmed {
		t.Fatalf("after Enter on the message: %d dialogs open, confirmed %v; want the question open", len(d.open), confirmed)
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEnter})
	if len(d.open) != 0 || !confirmed {
		t.Errorf("after Enter on the question: %d dialogs open, confirmed %v; want it confirmed and closed", len(d.open), confirmed)
	}
}

// TestEscapeClosesAReadingWindow: Escape closes a window of reading (the
// user guide, About) as it closes a dialog.
func TestEscapeClosesAReadingWindow(t *testing.T) {
	d, _ := newTestDialogs(t)
	d.showWindow("About Rating Desk", widget.NewLabel("Rating Desk"), fyne.NewSize(400, 300))
	var about fyne.Window
	for _, w := range d.app.Driver().AllWindows() {
		if w.Title() == "About Rating Desk" {
			about = w
		}
	}
	if about == nil {
		t.Fatal("the About window is not shown")
	}
	about.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	for _, w := range d.app.Driver().AllWindows() {
		if w.Title() == "About Rating Desk" {
			t.Errorf("the About window is still open after Escape")
		}
	}
}

// TestFormStaysOpenUntilDone: a form's Save closes it only when the form
// is done; otherwise it stays, with what was typed (user test: the
// certificates' form closed on a date it could not read).
func TestFormStaysOpenUntilDone(t *testing.T) {
	d, w := newTestDialogs(t)
	entry := widget.NewEntry()
	done := false
	d.showForm("Save", widget.NewForm(widget.NewFormItem("Date", entry)), func() (func(), bool) { return nil, done })
	entry.SetText("31/13/2025")
	save := buttonLabelled(t, w.Canvas().Overlays().Top(), "Save")
	test.Tap(save)
	if len(d.open) != 1 || entry.Text != "31/13/2025" {
		t.Fatalf("after a Save the form refused: %d dialogs open, entry %q; want the form open as typed", len(d.open), entry.Text)
	}
	done = true
	test.Tap(save)
	if len(d.open) != 0 {
		t.Errorf("after a Save the form took, %d dialogs open, want none", len(d.open))
	}
}

// buttonLabelled is the button under o whose text is label.
func buttonLabelled(t *testing.T, o fyne.CanvasObject, label string) *widget.Button {
	t.Helper()
	var found *widget.Button
	walk(o, func(c fyne.CanvasObject) {
		if b, ok := c.(*keyButton); ok && b.Text == label {
			found = &b.Button
		}
		if b, ok := c.(*widget.Button); ok && b.Text == label {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button %q", label)
	}
	return found
}

// TestConfirmFitsItsMessage: a question with a long message is as tall as
// its message and buttons need, with no empty area under the text (user
// test: "No games to rate" showed a large empty area).
func TestConfirmFitsItsMessage(t *testing.T) {
	d, w := newTestDialogs(t)
	msg := strings.Repeat("None of the 934 games read finished in the window of period 2027/1 (2026-09-01 – 2026-11-30). ", 4)
	d.confirm("No games to rate in period 2027/1", msg, "Run anyway", func() {})
	box := w.Canvas().Overlays().Top().(*widget.PopUp).Content
	if got, need := box.Size().Height, box.MinSize().Height; got > need+1 {
		t.Errorf("the question is %v tall, its content needs %v: an empty area under the message", got, need)
	}
	if !labelShown(box, "None of the 934 games") || buttonLabelled(t, box, "Run anyway") == nil {
		t.Errorf("the question does not show its message and its Run anyway button")
	}
}

// TestFormTellsAfterItCloses: what a form's Save tells once the form is
// done (a folder that cannot be made) is shown after the form closes and
// stays on the screen (a tester: the certificates' form closed and took
// the error with it, and nothing was saved without a word).
func TestFormTellsAfterItCloses(t *testing.T) {
	d, w := newTestDialogs(t)
	d.showForm("Save", widget.NewForm(widget.NewFormItem("Folder", widget.NewEntry())), func() (func(), bool) {
		return func() { d.tell("Certificates not saved", "the folder's parent does not exist") }, true
	})
	test.Tap(buttonLabelled(t, w.Canvas().Overlays().Top(), "Save"))
	if len(d.open) != 1 || w.Canvas().Overlays().Top() == nil {
		t.Fatalf("after Save: %d dialogs open, top overlay %v; want the message", len(d.open), w.Canvas().Overlays().Top())
	}
	if buttonLabelled(t, w.Canvas().Overlays().Top(), "Close") == nil {
		t.Errorf("the dialog on top is not the message")
	}
}
