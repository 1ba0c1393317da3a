package gui

import (
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// dialogs is how the app asks and tells the user things in windows of
// their own. The screens keep their logic in onX methods taking paths and
// answers; only this interface opens dialogs, and tests replace it.
type dialogs interface {
	// chooseFile asks for an input file to open (.xlsx or .csv) and calls
	// then with its path; nothing when the user cancels.
	chooseFile(then func(path string))
	// chooseSavePath asks where to save a file, suggesting a path, and
	// calls then with the path chosen; nothing when the user cancels.
	chooseSavePath(title, suggested string, then func(path string))
	// chooseFolder asks for a folder, starting in start, and calls then
	// with its path; nothing when the user cancels.
	chooseFolder(start string, then func(path string))
	// confirm asks a yes/no question; then runs only on yes (the button
	// labelled yes).
	confirm(title, message, yes string, then func())
	// tell shows a message until the user closes it.
	tell(title, message string)
	// showWindow opens content in a window of its own.
	showWindow(title string, content fyne.CanvasObject, size fyne.Size)
	// showPanel shows content over the main window, with a Close button.
	showPanel(title string, content fyne.CanvasObject)
	// showForm shows a form with Save and Cancel; then runs on Save.
	showForm(title string, content fyne.CanvasObject, then func())
}

// windowDialogs are the dialogs of the main window.
type windowDialogs struct {
	app   fyne.App
	win   fyne.Window
	prefs settings
}

func (d *windowDialogs) chooseFile(then func(path string)) {
	fd := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			d.tell("Open", errorMessage("choosing a file to open", err))
			return
		}
		if r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		then(path)
	}, d.win)
	fd.SetFilter(storage.NewExtensionFileFilter(openableExtensions()))
	fd.SetConfirmText("Open")
	if dir := d.prefs.lastFolder(); dir != "" {
		if u, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			fd.SetLocation(u)
		}
	}
	fd.Resize(dialogSize(d.win, 900, 620))
	fd.Show()
}

// chooseSavePath asks for the path in a form of its own rather than in
// Fyne's save dialog: that one opens (and so truncates) the chosen file
// before the app can refuse an input (outputs.Check) or write
// atomically.
func (d *windowDialogs) chooseSavePath(title, suggested string, then func(path string)) {
	entry := widget.NewEntry()
	entry.SetText(suggested)
	browse := widget.NewButtonWithIcon("Choose folder…", theme.FolderOpenIcon(), func() {
		d.chooseFolder(filepath.Dir(entry.Text), func(dir string) {
			entry.SetText(filepath.Join(dir, filepath.Base(entry.Text)))
		})
	})
	hint := widget.NewLabel("The file is written whole or not at all; an input file is never overwritten, and an existing file is replaced only when you confirm.")
	content := container.NewVBox(container.NewBorder(nil, nil, nil, browse, entry), wrapped(hint))
	dlg := dialog.NewCustomConfirm(title, "Save", "Cancel", content, func(ok bool) {
		if ok && strings.TrimSpace(entry.Text) != "" {
			then(strings.TrimSpace(entry.Text))
		}
	}, d.win)
	entry.OnSubmitted = func(string) { dlg.Confirm() } // Enter presses Save
	dlg.Resize(fyne.NewSize(680, 0))
	dlg.Show()
	d.win.Canvas().Focus(entry)
}

func (d *windowDialogs) chooseFolder(start string, then func(path string)) {
	fd := dialog.NewFolderOpen(func(u fyne.ListableURI, err error) {
		if err != nil || u == nil {
			return
		}
		then(u.Path())
	}, d.win)
	if u, err := storage.ListerForURI(storage.NewFileURI(start)); err == nil {
		fd.SetLocation(u)
	}
	fd.Resize(dialogSize(d.win, 900, 620))
	fd.Show()
}

func (d *windowDialogs) confirm(title, message, yes string, then func()) {
	c := dialog.NewConfirm(title, message, func(ok bool) {
		if ok {
			then()
		}
	}, d.win)
	c.SetConfirmText(yes)
	c.SetDismissText("Cancel")
	c.Show()
}

func (d *windowDialogs) tell(title, message string) {
	l := widget.NewLabel(message)
	dlg := dialog.NewCustom(title, "Close", wrapped(l), d.win)
	dlg.Resize(fyne.NewSize(600, 0))
	dlg.Show()
}

func (d *windowDialogs) showWindow(title string, content fyne.CanvasObject, size fyne.Size) {
	w := d.app.NewWindow(title)
	w.SetContent(content)
	w.Resize(size)
	w.Show()
}

func (d *windowDialogs) showForm(title string, content fyne.CanvasObject, then func()) {
	dlg := dialog.NewCustomConfirm(title, "Save", "Cancel", content, func(ok bool) {
		if ok {
			then()
		}
	}, d.win)
	dlg.Resize(fyne.NewSize(620, 0))
	dlg.Show()
}

// dialogSize is a dialog's size: w × h, or less in a smaller window.
func dialogSize(win fyne.Window, w, h float32) fyne.Size {
	s := win.Canvas().Size()
	return fyne.NewSize(min(w, s.Width-40), min(h, s.Height-40))
}
