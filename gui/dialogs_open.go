package gui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// openPathDialog is the open dialog where the system's own is not used
// (Linux): a path typed, or a file name in the folder proposed, opened with
// Enter; Browse… picks it from Fyne's file list instead.
type openPathDialog struct {
	d     *windowDialogs
	start string
	then  func(path string)
	entry *escapeEntry
	msg   *widget.Label
	dlg   *dialog.CustomDialog
}

// openByPath shows the open dialog titled title, the path entry focused
// and proposing the start folder (selected, so that a name typed replaces
// it and is looked for in that folder).
func (d *windowDialogs) openByPath(title, start string, then func(path string)) {
	o := &openPathDialog{d: d, start: start, then: then}
	o.entry = newEscapeEntry(d.closeTop)
	// No folder is shown the first time (a tester read "the folder
	// shown" with none): a name alone is then looked for in the home
	// folder, as the hint below says.
	o.entry.SetPlaceHolder("the file's full path, or its name in your home folder")
	if start != "" {
		o.entry.SetPlaceHolder("the file's full path, or its name after the folder")
		o.entry.proposeText(start + string(filepath.Separator))
	}
	o.entry.OnSubmitted = func(string) { o.open() } // Enter presses Open
	o.msg = widget.NewLabel(o.hint())
	browse := newKeyButton("Browse…", theme.FolderOpenIcon(), o.browse)
	openButton := newKeyButton("Open", theme.FileIcon(), o.open)
	openButton.Importance = widget.HighImportance
	cancel := newKeyButton("Cancel", theme.CancelIcon(), func() { o.dlg.Hide() })
	content := container.NewVBox(o.entry, wrapped(o.msg))
	o.dlg = dialog.NewCustomWithoutButtons(title, content, d.win)
	o.dlg.SetButtons([]fyne.CanvasObject{cancel, browse, openButton})
	o.dlg.Resize(fyne.NewSize(min(720, d.win.Canvas().Size().Width-40), 0))
	d.showKeyed(o.dlg, o.open, fileDialogKey)
	d.win.Canvas().Focus(o.entry)
}

// hint says what the entry takes.
func (o *openPathDialog) hint() string {
	where := "your home folder"
	if o.start != "" {
		where = o.start
	}
	return fmt.Sprintf("Type the path of a %s file, or its name in %s, and press Enter; or press Browse… to pick it from a list.", openableNames(), where)
}

// open opens the file typed; a folder typed is browsed; a name that is no
// file is said in the dialog, which stays open.
func (o *openPathDialog) open() {
	path, isDir, problem := resolveOpenPath(o.entry.Text, o.start)
	switch {
	case problem != "":
		o.msg.SetText(problem)
		o.msg.Importance = widget.DangerImportance
		o.msg.Refresh()
	case isDir:
		o.dlg.Hide()
		o.d.browseFile(path, o.then)
	default:
		o.dlg.Hide()
		o.then(path)
	}
}

// browse leaves the typed path for Fyne's file list, in the folder typed
// (or the start folder).
func (o *openPathDialog) browse() {
	dir := o.start
	if path, isDir, problem := resolveOpenPath(o.entry.Text, o.start); problem == "" || isDir {
		if !isDir {
			path = filepath.Dir(path)
		}
		if fi, err := os.Stat(path); err == nil && fi.IsDir() {
			dir = path
		}
	}
	o.dlg.Hide()
	o.d.browseFile(dir, o.then)
}

// resolveOpenPath reads a typed path: ~ is the home folder, a relative
// path is in start. It says whether the path is a folder, or in words
// why it cannot be opened.
func resolveOpenPath(text, start string) (path string, isDir bool, problem string) {
	t := strings.TrimSpace(text)
	if t == "" {
		return "", false, "Type the path of the file to open, or pick it with Browse…"
	}
	t = expandHome(t)
	if !filepath.IsAbs(t) {
		base := start
		if base == "" {
			base, _ = os.UserHomeDir()
		}
		t = filepath.Join(base, t)
	}
	t = filepath.Clean(t)
	fi, err := os.Stat(t)
	switch {
	case err != nil:
		return t, false, fmt.Sprintf("There is no file %s: check the name and the folder, or pick the file with Browse…", t)
	case fi.IsDir():
		return t, true, ""
	case !slices.Contains(openableExtensions(), strings.ToLower(filepath.Ext(t))):
		return t, false, fmt.Sprintf("%s is not a file Rating Desk opens: rating lists, game lists and crosstables are read from %s files; "+
			"a spreadsheet of another kind (.ods, .xls, .numbers) can be opened in Excel or LibreOffice and saved as .xlsx.", filepath.Base(t), openableNames())
	}
	return t, false, ""
}

// expandHome reads a path typed beginning with ~ (~, ~/x, ~\x) as in
// the home folder.
func expandHome(t string) string {
	if home, err := os.UserHomeDir(); err == nil && (t == "~" || strings.HasPrefix(t, "~/") || strings.HasPrefix(t, `~\`)) {
		return filepath.Join(home, t[1:])
	}
	return t
}

// browseFile shows Fyne's open dialog in dir, in its list view (names are
// not cut, and a big folder scrolls quickly), offering the files it opens
// (openableExtensions).
func (d *windowDialogs) browseFile(dir string, then func(path string)) {
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
	fd.SetView(dialog.ListView)
	if dir != "" {
		if u, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			fd.SetLocation(u)
		}
	}
	fd.Resize(dialogSize(d.win, 900, 620))
	d.showKeyed(fd, nil, fileDialogKey)
}
