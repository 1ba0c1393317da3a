package gui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// dialogs is how the app asks and tells the user things in windows of
// their own. The screens keep their logic in onX methods taking paths and
// answers; only this interface opens dialogs, and tests replace it.
type dialogs interface {
	// modal reports whether one of these dialogs is showing over the
	// window, or a system dialog beside it: the menu's shortcuts then do
	// nothing (a tester: Ctrl+S over the Preferences switched the tab
	// behind and opened a third dialog).
	modal() bool
	// chooseFile asks for an input file to open (openableExtensions),
	// starting in the folder opened from last (settings.startFolder; kind,
	// the kind of file the workspace needs next, when none was yet), and
	// calls then with its path; nothing when the user cancels.
	chooseFile(kind fileKind, then func(path string))
	// chooseSave asks where to save a file of kind, suggesting a path
	// (moved into the folder saved in last, settings.suggestIn), and calls
	// then with the path; nothing when the user cancels. The folder is
	// remembered once the file is saved (shell.saveFileThen).
	chooseSave(kind fileKind, title, suggested string, then func(path string))
	// chooseSavePath is chooseSave for an output of no particular kind.
	chooseSavePath(title, suggested string, then func(path string))
	// chooseFolder asks for a folder, starting in start, and calls then
	// with its path; nothing when the user cancels.
	chooseFolder(start string, then func(path string))
	// confirm asks a yes/no question; then runs only on yes (the button
	// labelled yes).
	confirm(title, message, yes string, then func())
	// confirmOr asks like confirm, and calls otherwise when the question
	// is closed without yes (Cancel, Escape).
	confirmOr(title, message, yes string, then, otherwise func())
	// confirmRisky asks like confirm, but Cancel is the default (Enter
	// and Escape keep things as they are): then runs only on the yes
	// button, or on key, its own key, shown on it (a tester quit without
	// saving by pressing Enter).
	confirmRisky(title, message, yes string, key fyne.KeyName, then func())
	// tell shows a message until the user closes it.
	tell(title, message string)
	// tellUntil shows a message like tell, and returns what closes it
	// before the user does (when what it says is no longer so).
	tellUntil(title, message string) (dismiss func())
	// showWindow opens content in a window of its own.
	showWindow(title string, content fyne.CanvasObject, size fyne.Size)
	// showPanel shows content over the main window, with a Close button;
	// closed, when not nil, is called once it is closed.
	showPanel(title string, content fyne.CanvasObject, closed func())
	// showForm shows a form with Save and Cancel; then runs on Save and
	// reports whether the form is done: when it is not (a value it cannot
	// take, said in the form), the form stays open with what was typed.
	// When it is, the form closes and then act, when not nil, runs: what
	// act tells or asks is shown after the form is gone (a message shown
	// while the form is open goes with it when it closes).
	showForm(title string, content fyne.CanvasObject, then func() (act func(), done bool))
}

// fileKind is a kind of file the app asks the user for. Each kind
// remembers the folder used last (settings.kindFolder), where its dialog
// starts when no folder has been opened from, or saved in, yet.
type fileKind string

// The kinds of file the dialogs remember a folder for.
const (
	kindRatingList   fileKind = "ratingList"   // a rating list opened
	kindGameList     fileKind = "gameList"     // a game list opened
	kindCrosstable   fileKind = "crosstable"   // a crosstable workbook opened
	kindNewList      fileKind = "newList"      // the new rating list saved
	kindReport       fileKind = "report"       // the period report saved
	kindNormDocs     fileKind = "normDocs"     // a statement of norms or norms workbook saved
	kindCertificates fileKind = "certificates" // the folder certificates are saved in
	kindOutput       fileKind = "output"       // any other output (a calculation sheet, a history file)
	kindOfficialList fileKind = "officialList" // an official list opened to reconcile with
	// kindAsSuggested asks in the folder of the path suggested, not the
	// one saved in last (settings.suggestIn): the Save dialog shown again
	// after a path it refused (shell.refuseInput).
	kindAsSuggested fileKind = "asSuggested"
)

// inputKind is the kind of an input file read as k; "" for a file that is
// none of them.
func inputKind(k xlsxio.Kind) fileKind {
	switch k {
	case xlsxio.RatingListKind:
		return kindRatingList
	case xlsxio.GameListKind:
		return kindGameList
	case xlsxio.CrosstableKind:
		return kindCrosstable
	}
	return ""
}

// windowDialogs are the dialogs of the main window: the system's own file
// dialogs on Windows and macOS (nativeDialogs), Fyne's elsewhere, made
// usable by keyboard (a typed path, Enter, the list view).
type windowDialogs struct {
	app   fyne.App
	win   fyne.Window
	prefs settings
	// open are the dialogs shown and not yet closed, the last on top:
	// Escape closes the top one (showClosable).
	open []shownDialog
	// nativeShown counts the system's open and save dialogs showing
	// (Windows runs them beside the window, which still takes the
	// shortcuts).
	nativeShown int
}

// askNative runs a system dialog (runNative), counted in nativeShown
// until its answer comes back (nativeDone).
func (d *windowDialogs) askNative(ask func() (string, error), then func(string)) {
	d.nativeShown++
	d.runNative(ask, then)
}

// chooseFile asks for an input file, starting in the folder opened last
// (or the folder of kind). The shell remembers the folder of the file
// opened (settings.rememberOpened).
func (d *windowDialogs) chooseFile(kind fileKind, then func(path string)) {
	if d.shown(fileDialogKey) {
		return // Ctrl+O again: the dialog showing is the one asked for
	}
	start, title := d.prefs.startFolder(kind), openTitle(kind)
	if nativeDialogs {
		d.askNative(func() (string, error) {
			return nativeOpen(title, start, openableExtensions())
		}, then)
		return
	}
	d.openByPath(title, start, then)
}

// openTitle is the title of the dialog asking for a file of kind: what
// it opens. An official list opened to reconcile with is one rating list
// (a tester: Open official list… offered game lists and crosstables);
// File › Open takes any kind of file.
func openTitle(kind fileKind) string {
	if kind == kindOfficialList {
		return "Open the official rating list to reconcile with"
	}
	return "Open a file: a rating list, game list, crosstable, PGN, TRF or FIDE list"
}

// chooseSave asks where to save a file of kind, proposing the folder
// saved in last. The shell remembers the folder once the file is saved
// (shell.saveFileThen, settings.rememberSaved): a path refused (an
// input, say) is not remembered.
func (d *windowDialogs) chooseSave(kind fileKind, title, suggested string, then func(path string)) {
	if d.shown(fileDialogKey) {
		return // Ctrl+S or Ctrl+E again, or over an open dialog
	}
	suggested = d.prefs.suggestIn(kind, suggested)
	if nativeDialogs {
		d.askNative(func() (string, error) { return nativeSave(title, suggested) }, then)
		return
	}
	d.savePathForm(title, suggested, then)
}

func (d *windowDialogs) chooseSavePath(title, suggested string, then func(path string)) {
	d.chooseSave(kindOutput, title, suggested, then)
}

// savePathForm asks for the path in a form of its own rather than in
// Fyne's save dialog: that one opens (and so truncates) the chosen file
// before the app can refuse an input (outputs.Check) or write
// atomically. The suggested path is proposed selected: a name typed
// replaces it and is saved in the suggested folder (resolveSavePath).
// Enter presses Save. A path whose folder cannot be saved in (it does
// not exist, it is read-only) is said in the form, which stays open with
// what was typed.
func (d *windowDialogs) savePathForm(title, suggested string, then func(path string)) {
	entry := newEscapeEntry(d.closeTop)
	entry.proposeText(suggested)
	browse := newKeyButton("Choose folder…", theme.FolderOpenIcon(), func() {
		path := resolveSavePath(entry.Text, suggested)
		d.chooseFolder(filepath.Dir(path), func(dir string) {
			entry.SetText(filepath.Join(dir, filepath.Base(path)))
		})
	})
	hint := widget.NewLabel("Type a name to save in " + filepath.Dir(suggested) + ", or a whole path. " +
		"The file is written whole or not at all; an input file is never overwritten, and an existing file is replaced only when you confirm.")
	content := container.NewVBox(border(nil, nil, nil, browse, entry), wrapped(hint))
	dlg := dialog.NewCustomWithoutButtons(title, content, d.win)
	save := func() {
		path := resolveSavePath(entry.Text, suggested)
		if problem := savePathProblem(path); problem != "" {
			hint.SetText(problem)
			hint.Importance = widget.DangerImportance
			hint.Refresh()
			return
		}
		dlg.Hide()
		then(path)
	}
	cancel := newKeyButton("Cancel", theme.CancelIcon(), dlg.Hide)
	saveButton := newKeyButton("Save", theme.ConfirmIcon(), save)
	saveButton.Importance = widget.HighImportance
	dlg.SetButtons([]fyne.CanvasObject{cancel, saveButton})
	entry.OnSubmitted = func(string) { save() } // Enter presses Save
	dlg.Resize(fyne.NewSize(680, 0))
	d.showKeyed(dlg, save, fileDialogKey)
	d.win.Canvas().Focus(entry)
}

// savePathProblem says, in words, why nothing can be saved at path
// (typed in a save dialog): no name, or a folder that cannot be written
// to, or that does not exist and cannot be made (saveFolder: a missing
// last folder is made when the file is saved); "" when it can. The
// extension and the inputs are checked when the file is saved
// (shell.saveFile).
func savePathProblem(path string) string {
	if path == "" {
		return "Type the name of the file to save, or a whole path."
	}
	var pe *outputs.PathError
	if _, err := saveFolder(path, nil); errors.As(err, &pe) {
		msg := pe.Msg
		if strings.HasPrefix(msg, "is ") { // "is a file, not a folder": the path is its subject
			msg = pe.Path + " " + msg
		}
		return capitalise(strings.TrimSuffix(msg, ".")) + ": type another folder, or press Choose folder…"
	}
	return ""
}

// resolveSavePath reads the path typed in a save dialog that suggested
// suggested: ~ is the home folder; a name or relative path is in the
// suggested folder; a folder typed gets the suggested file name; a name
// without an extension gets the suggested one. "" when nothing is typed.
func resolveSavePath(text, suggested string) string {
	t := strings.TrimSpace(text)
	if t == "" {
		return ""
	}
	t = expandHome(t)
	if !filepath.IsAbs(t) {
		t = filepath.Join(filepath.Dir(suggested), t)
	}
	t = filepath.Clean(t)
	if fi, err := os.Stat(t); err == nil && fi.IsDir() {
		return filepath.Join(t, filepath.Base(suggested))
	}
	if filepath.Ext(t) == "" {
		t += filepath.Ext(suggested)
	}
	return t
}

func (d *windowDialogs) chooseFolder(start string, then func(path string)) {
	if nativeDialogs {
		d.askNative(func() (string, error) { return nativeFolder("Choose a folder", start) }, then)
		return
	}
	fd := dialog.NewFolderOpen(func(u fyne.ListableURI, err error) {
		if err != nil || u == nil {
			return
		}
		then(u.Path())
	}, d.win)
	if u, err := storage.ListerForURI(storage.NewFileURI(start)); err == nil {
		fd.SetLocation(u)
	}
	fd.SetView(dialog.ListView)
	fd.Resize(dialogSize(d.win, 900, 620))
	d.showClosable(fd, nil)
}

// confirm asks in a dialog as wide as tell's, its height that of the
// message: Fyne's own confirmation measured a long message narrow and
// left an empty area under it (user test, "No games to rate").
func (d *windowDialogs) confirm(title, message, yes string, then func()) {
	d.confirmOr(title, message, yes, then, nil)
}

func (d *windowDialogs) confirmOr(title, message, yes string, then, otherwise func()) {
	c := dialog.NewCustomWithoutButtons(title, wrapped(widget.NewLabel(message)), d.win)
	answered := false
	confirmed := func() {
		answered = true
		c.Hide()
		then()
	}
	yesButton := newKeyButton(yes, theme.ConfirmIcon(), confirmed)
	yesButton.Importance = widget.HighImportance
	c.SetButtons([]fyne.CanvasObject{newKeyButton("Cancel", theme.CancelIcon(), c.Hide), yesButton})
	c.Resize(fyne.NewSize(messageWidth, 0))
	d.showClosable(c, confirmed)
	if otherwise != nil {
		// After showClosable's own (Fyne calls both): Cancel and Escape
		// close the question without yes.
		c.SetOnClosed(func() {
			if !answered {
				otherwise()
			}
		})
	}
}

// confirmRisky is confirm with Cancel the main button: Enter cancels, and
// only the yes button or its key (with no widget holding the keyboard)
// goes on.
func (d *windowDialogs) confirmRisky(title, message, yes string, key fyne.KeyName, then func()) {
	c := dialog.NewCustomWithoutButtons(title, wrapped(widget.NewLabel(message)), d.win)
	confirmed := func() {
		c.Hide()
		then()
	}
	cancel := newKeyButton("Cancel", theme.CancelIcon(), c.Hide)
	cancel.Importance = widget.HighImportance
	yesButton := newKeyButton(fmt.Sprintf("%s (%s)", yes, key), theme.ConfirmIcon(), confirmed)
	yesButton.Importance = widget.DangerImportance
	c.SetButtons([]fyne.CanvasObject{yesButton, cancel})
	c.Resize(fyne.NewSize(messageWidth, 0))
	d.open = append(d.open, shownDialog{dlg: c, submit: c.Hide, keys: map[fyne.KeyName]func(){key: confirmed}})
	c.SetOnClosed(func() { d.forget(c) })
	d.win.Canvas().SetOnTypedKey(d.onTypedKey)
	c.Show()
}

func (d *windowDialogs) tell(title, message string) { d.tellUntil(title, message) }

func (d *windowDialogs) tellUntil(title, message string) (dismiss func()) {
	l := widget.NewLabel(message)
	dlg := dialog.NewCustomWithoutButtons(title, wrapped(l), d.win)
	dlg.SetButtons([]fyne.CanvasObject{newKeyButton("Close", nil, dlg.Hide)})
	dlg.Resize(fyne.NewSize(messageWidth, 0))
	d.showClosable(dlg, dlg.Hide)
	return dlg.Hide
}

func (d *windowDialogs) showWindow(title string, content fyne.CanvasObject, size fyne.Size) {
	w := d.app.NewWindow(title)
	w.SetContent(content)
	w.Resize(size)
	// Escape closes a window of reading (the guide, About) as it does a
	// dialog (showClosable).
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			w.Close()
		}
	})
	w.Show()
}

// showForm shows the form; Enter in any of its entries and choices (and
// when none has the keyboard) presses Save, Escape closes it as Cancel
// does (bindFormKeys), as the guide's Keyboard section says of every
// dialog.
func (d *windowDialogs) showForm(title string, content fyne.CanvasObject, then func() (act func(), done bool)) {
	if d.shown(formKeyPrefix + title) {
		return // Ctrl+, again: the form showing is the one asked for
	}
	dlg := dialog.NewCustomWithoutButtons(title, content, d.win)
	cancel := newKeyButton("Cancel", theme.CancelIcon(), dlg.Hide)
	submit := func() {
		act, done := then()
		if !done {
			return
		}
		dlg.Hide()
		if act != nil {
			act()
		}
	}
	save := newKeyButton("Save", theme.ConfirmIcon(), submit)
	save.Importance = widget.HighImportance
	dlg.SetButtons([]fyne.CanvasObject{cancel, save})
	dlg.Resize(fyne.NewSize(formWidth(content), 0))
	bindFormKeys(content, formKeys{escape: dlg.Hide, submit: submit})
	d.showKeyed(dlg, submit, formKeyPrefix+title)
}

// formWidth is the width of a form's dialog: 620, or the width the
// content asks for (plus the dialog's padding) when it is wider.
func formWidth(content fyne.CanvasObject) float32 {
	return max(620, content.MinSize().Width+2*theme.Padding()+2*theme.InnerPadding())
}

// messageWidth is the width of a dialog that tells or asks in words: its
// message, measured wrapWidth wide (wrapped), fits inside it with the
// dialog's padding.
const messageWidth = wrapWidth + 40

// dialogSize is a dialog's size: w × h, or less in a smaller window.
func dialogSize(win fyne.Window, w, h float32) fyne.Size {
	s := win.Canvas().Size()
	return fyne.NewSize(min(w, s.Width-40), min(h, s.Height-40))
}
