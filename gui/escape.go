package gui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// closable is a dialog that Escape can close without its affirmative
// action: Fyne's dialogs and file dialogs.
type closable interface {
	Show()
	Dismiss()
	SetOnClosed(func())
}

// shownDialog is a dialog shown and not yet closed, with what Enter does
// in it (submit: its main button; nil for none).
type shownDialog struct {
	dlg    closable
	submit func()
	// key names what the dialog asks for ("" for nothing in particular):
	// a dialog asked for again while one of its key is showing is not
	// shown twice (shown).
	key string
	// keys are what other keys do in the dialog (a risky confirmation's
	// own key: confirmRisky), when no widget has the keyboard.
	keys map[fyne.KeyName]func()
}

// The keys of the dialogs that a shortcut opens (shownDialog.key).
const (
	// fileDialogKey is an open or save dialog (Ctrl+O, Ctrl+S, Ctrl+E):
	// while one is showing, no other is opened over it.
	fileDialogKey = "file"
	// formKeyPrefix, followed by its title, is a form (the Preferences:
	// Ctrl+,).
	formKeyPrefix = "form: "
)

// modal reports whether a dialog is showing (dialogs.modal).
func (d *windowDialogs) modal() bool { return len(d.open) > 0 || d.nativeShown > 0 }

// shown reports whether a dialog of key is showing; always false for "".
func (d *windowDialogs) shown(key string) bool {
	if key == fileDialogKey && d.nativeShown > 0 {
		return true
	}
	return key != "" && slices.ContainsFunc(d.open, func(s shownDialog) bool { return s.key == key })
}

// showClosable shows dlg and lets Escape close it, as a desktop user
// expects of a dialog: Escape closes the dialog shown last that is still
// open, like its Cancel or Close button (nothing is saved or opened).
// Enter, when no widget has the keyboard, calls submit, the dialog's main
// button (nil: Enter does nothing).
func (d *windowDialogs) showClosable(dlg closable, submit func()) {
	d.showKeyed(dlg, submit, "")
}

// showKeyed shows dlg as showClosable does, as a dialog of key (shown).
func (d *windowDialogs) showKeyed(dlg closable, submit func(), key string) {
	d.open = append(d.open, shownDialog{dlg: dlg, submit: submit, key: key})
	dlg.SetOnClosed(func() { d.forget(dlg) })
	d.win.Canvas().SetOnTypedKey(d.onTypedKey)
	dlg.Show()
}

// forget takes dlg, closed, off the dialogs shown.
func (d *windowDialogs) forget(dlg closable) {
	if i := slices.IndexFunc(d.open, func(s shownDialog) bool { return s.dlg == dlg }); i >= 0 {
		d.open = slices.Delete(d.open, i, i+1)
	}
}

// onTypedKey closes the top dialog on Escape, and presses its main button
// on Enter, when no widget has the keyboard (a focused entry or choice
// passes them on itself: escapeEntry, keySelect).
func (d *windowDialogs) onTypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		d.closeTop()
	case fyne.KeyReturn, fyne.KeyEnter:
		d.submitTop()
	default:
		if n := len(d.open); n > 0 && d.open[n-1].keys[ev.Name] != nil {
			d.open[n-1].keys[ev.Name]()
		}
	}
}

// closeTop closes the dialog shown last that is still open, if any.
func (d *windowDialogs) closeTop() {
	if n := len(d.open); n > 0 {
		d.open[n-1].dlg.Dismiss()
	}
}

// submitTop presses the main button of the dialog shown last that is
// still open, if it has one.
func (d *windowDialogs) submitTop() {
	if n := len(d.open); n > 0 && d.open[n-1].submit != nil {
		d.open[n-1].submit()
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

// newFormEntry is an empty entry of a form: showForm makes its Escape
// close the form and its Enter press Save (bindFormKeys).
func newFormEntry() *escapeEntry { return newEscapeEntry(nil) }

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

// keySelect is a choice in a form that passes Escape and Enter on to the
// form (close it, press Save), which a focused choice would otherwise
// swallow.
type keySelect struct {
	widget.Select
	onEscape, onSubmit func()
}

// newKeySelect is a choice of options calling changed when one is chosen.
func newKeySelect(options []string, changed func(string)) *keySelect {
	s := &keySelect{}
	s.Options = options
	s.OnChanged = changed
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey closes the form on Escape, presses its Save on Enter, and
// moves through the choices otherwise.
func (s *keySelect) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case ev.Name == fyne.KeyEscape && s.onEscape != nil:
		s.onEscape()
	case (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && s.onSubmit != nil:
		s.onSubmit()
	default:
		s.Select.TypedKey(ev)
	}
}

// formKeys are what Enter and Escape do in a form: press its Save
// (submit), close it (escape).
type formKeys struct {
	escape, submit func()
}

// bindFormKeys makes Escape in every entry, choice and row of radio
// buttons of a form's content close the form and Enter press its Save,
// unless the field does something else with them already. It looks into
// forms, containers and scrolls.
func bindFormKeys(o fyne.CanvasObject, k formKeys) {
	escape, submit := k.escape, k.submit
	switch o := o.(type) {
	case *keyRadio:
		if o.onEscape == nil {
			o.onEscape = escape
		}
		if o.onSubmit == nil {
			o.onSubmit = submit
		}
	case *escapeEntry:
		if o.onEscape == nil {
			o.onEscape = escape
		}
		if o.OnSubmitted == nil && !o.MultiLine {
			o.OnSubmitted = func(string) { submit() }
		}
	case *keySelect:
		if o.onEscape == nil {
			o.onEscape = escape
		}
		if o.onSubmit == nil {
			o.onSubmit = submit
		}
	case *widget.Form:
		for _, it := range o.Items {
			bindFormKeys(it.Widget, k)
		}
	case *fyne.Container:
		for _, c := range o.Objects {
			bindFormKeys(c, k)
		}
	case *container.Scroll:
		bindFormKeys(o.Content, k)
	}
}
