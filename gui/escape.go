package gui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// closable is a dialog that Escape can close without its affirmative
// action: Fyne's dialogs and file dialogs.
type closable interface {
	Show()
	Dismiss()
	SetOnClosed(func())
}

// showClosable shows dlg and lets Escape close it, as a desktop user
// expects of a dialog: Escape closes the dialog shown last that is still
// open, like its Cancel or Close button (nothing is saved or opened).
func (d *windowDialogs) showClosable(dlg closable) {
	d.open = append(d.open, dlg)
	dlg.SetOnClosed(func() {
		if i := slices.Index(d.open, dlg); i >= 0 {
			d.open = slices.Delete(d.open, i, i+1)
		}
	})
	d.win.Canvas().SetOnTypedKey(d.onTypedKey)
	dlg.Show()
}

// onTypedKey closes the top dialog on Escape when no widget has the
// keyboard (a focused entry passes Escape on itself: escapeEntry).
func (d *windowDialogs) onTypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		d.closeTop()
	}
}

// closeTop closes the dialog shown last that is still open, if any.
func (d *windowDialogs) closeTop() {
	if n := len(d.open); n > 0 {
		d.open[n-1].Dismiss()
	}
}

// escapeEntry is an entry in a dialog that passes Escape on to close the
// dialog, which an entry with the keyboard would otherwise swallow.
type escapeEntry struct {
	widget.Entry
	onEscape func()
}

// newEscapeEntry is an empty entry calling onEscape on Escape.
func newEscapeEntry(onEscape func()) *escapeEntry {
	e := &escapeEntry{onEscape: onEscape}
	e.ExtendBaseWidget(e)
	return e
}

// proposeText shows text proposed for the user to take or type over: all
// of it selected, the cursor at its end. Typed characters replace it (a
// name typed alone is resolved against it: resolveOpenPath,
// resolveSavePath), End or an arrow key keeps it to edit, and Enter takes
// it as it is (user test: the cursor at the start of the path put a typed
// name in front of the folder).
func (e *escapeEntry) proposeText(text string) {
	e.SetText(text)
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// TypedKey closes the dialog on Escape and edits the text otherwise.
func (e *escapeEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(ev)
}
