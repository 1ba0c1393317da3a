package gui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// newTestDialogs are the main window's dialogs in a test window.
func newTestDialogs(t *testing.T) (*windowDialogs, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(900, 700))
	return &windowDialogs{app: a, win: w, prefs: settings{a.Preferences()}}, w
}

// focusedEntry is the entry that has the keyboard.
func focusedEntry(t *testing.T, w fyne.Window) *escapeEntry {
	t.Helper()
	e, ok := w.Canvas().Focused().(*escapeEntry)
	if !ok {
		t.Fatalf("focused %T, want the path entry", w.Canvas().Focused())
	}
	return e
}

// touch makes an empty file.
func touch(t *testing.T, path string) {
	t.Helper()
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestOpenTypedPath: the open dialog takes a typed path — a file name in
// the folder shown or a full path — and Enter opens it; a name that is no
// file is said and the dialog stays (issue 10 point 5). The keys are typed
// into the dialog as it opens, without selecting or clearing the folder
// proposed first (user test: the cursor stood before the folder, and a
// name typed made "games.csv/folder/").
func TestOpenTypedPath(t *testing.T) {
	dir, other := t.TempDir(), t.TempDir()
	touch(t, filepath.Join(dir, "games.csv"))
	touch(t, filepath.Join(other, "list.xlsx"))
	for _, tc := range []struct{ typed, want string }{
		{"games.csv", filepath.Join(dir, "games.csv")},
		{filepath.Join(other, "list.xlsx"), filepath.Join(other, "list.xlsx")},
	} {
		d, w := newTestDialogs(t)
		d.prefs.setKindFolder(kindGameList, dir)
		var got string
		d.chooseFile(kindGameList, func(path string) { got = path })
		e := focusedEntry(t, w)
		if e.Text != dir+string(filepath.Separator) {
			t.Errorf("the open dialog starts with %q, want the game lists' folder %q", e.Text, dir)
		}
		test.Type(e, tc.typed)
		e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if got != tc.want {
			t.Errorf("typing %q and Enter opened %q, want %q", tc.typed, got, tc.want)
		}
	}

	d, w := newTestDialogs(t)
	d.prefs.setKindFolder(kindGameList, dir)
	opened := false
	d.chooseFile(kindGameList, func(string) { opened = true })
	e := focusedEntry(t, w)
	test.Type(e, "gmaes.csv")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if opened {
		t.Errorf("a name that is no file was opened")
	}
	if !labelShown(w.Canvas().Overlays().Top(), "There is no file "+filepath.Join(dir, "gmaes.csv")) {
		t.Errorf("the open dialog does not say that %s is no file", filepath.Join(dir, "gmaes.csv"))
	}
}

// labelShown reports whether a label under o begins with text.
func labelShown(o fyne.CanvasObject, text string) bool {
	found := false
	walk(o, func(c fyne.CanvasObject) {
		if l, ok := c.(*widget.Label); ok && strings.HasPrefix(l.Text, text) {
			found = true
		}
	})
	return found
}

// walk calls f on o and everything under it.
func walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	f(o)
	switch c := o.(type) {
	case *fyne.Container:
		for _, k := range c.Objects {
			walk(k, f)
		}
	case fyne.Widget:
		for _, k := range test.WidgetRenderer(c).Objects() {
			walk(k, f)
		}
	}
}

// TestSaveFolderRememberedPerKind: a save dialog proposes the folder saved
// in last, whatever was saved there — not the inputs' folder (user test:
// the report's Save proposed testdata after the new list was saved
// elsewhere) — and the folder is kept in the preferences.
func TestSaveFolderRememberedPerKind(t *testing.T) {
	d, w := newTestDialogs(t)
	elsewhere := filepath.Join(t.TempDir(), "lists")
	if err := os.Mkdir(elsewhere, 0o755); err != nil {
		t.Fatal(err)
	}
	var got string
	save := func(kind fileKind, suggested string) *escapeEntry {
		d.chooseSave(kind, "Save", suggested, func(path string) {
			got = path
			d.prefs.rememberSaved(kind, filepath.Dir(path)) // as the shell does once saved
		})
		return focusedEntry(t, w)
	}
	e := save(kindNewList, "/inputs/rating-list-2026-1.xlsx")
	if e.Text != "/inputs/rating-list-2026-1.xlsx" {
		t.Errorf("first save suggests %q, want the suggestion as given", e.Text)
	}
	e.SetText(filepath.Join(elsewhere, "new.xlsx"))
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got != filepath.Join(elsewhere, "new.xlsx") {
		t.Fatalf("saved to %q", got)
	}
	e = save(kindNewList, "/inputs/rating-list-2026-2.xlsx")
	if want := filepath.Join(elsewhere, "rating-list-2026-2.xlsx"); e.Text != want {
		t.Errorf("the next new list suggests %q, want %q (the folder saved in last)", e.Text, want)
	}
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if e, want := save(kindReport, "/inputs/rating-report-2026-2.pdf"), filepath.Join(elsewhere, "rating-report-2026-2.pdf"); e.Text != want {
		t.Errorf("the report suggests %q, want %q (the folder saved in last)", e.Text, want)
	}
	if got := (settings{d.app.Preferences()}).kindFolder(kindNewList); got != elsewhere {
		t.Errorf("preferences hold %q for new lists, want %q", got, elsewhere)
	}
}

// TestSaveMissingFolderStays: a path in a folder that cannot be made
// (its parent does not exist either: only the last folder is made, as
// for certificates) is said in the save dialog, which stays open with
// what was typed, and the folder is not remembered (tester: the dialog
// closed on "Not saved: the folder … does not exist", the name typed was
// lost, and the next Save proposed the missing folder).
func TestSaveMissingFolderStays(t *testing.T) {
	d, w := newTestDialogs(t)
	inputs := t.TempDir()
	missing := filepath.Join(t.TempDir(), "2026", "out", "new.xlsx")
	saved := false
	d.chooseSave(kindNewList, "Save", filepath.Join(inputs, "rating-list-2026-1.xlsx"), func(string) { saved = true })
	e := focusedEntry(t, w)
	e.SetText(missing)
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if saved {
		t.Fatalf("a path in a missing folder was given to save")
	}
	if w.Canvas().Overlays().Top() == nil || focusedEntry(t, w).Text != missing {
		t.Errorf("the save dialog closed or lost the path typed")
	}
	if want := "The folder " + filepath.Dir(filepath.Dir(missing)) + " does not exist (only the last folder of the path is made)"; !labelShown(w.Canvas().Overlays().Top(), want) {
		t.Errorf("the save dialog does not say %q", want)
	}
	if got := (settings{d.app.Preferences()}).lastSaveFolder(); got != "" {
		t.Errorf("the missing folder %q is remembered as the folder saved in", got)
	}
}

// TestResolveOpenPath: a typed path is a file to open, a folder to look
// into, or refused in words that say what to do: a missing file names the
// path, a spreadsheet of another kind is to be saved as .xlsx.
func TestResolveOpenPath(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"list.csv", "list.ods"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		text          string
		isDir         bool
		wantProblem   string
		wantNoProblem bool
	}{
		{"list.csv", false, "", true},
		{".", true, "", true},
		{"list.ods", false, "saved as .xlsx", false},
		{"missing.csv", false, "There is no file " + filepath.Join(dir, "missing.csv"), false},
	}
	for _, tt := range tests {
		_, isDir, problem := resolveOpenPath(tt.text, dir)
		if isDir != tt.isDir || (problem == "") != tt.wantNoProblem || !strings.Contains(problem, tt.wantProblem) {
			t.Errorf("resolveOpenPath(%q) = folder %v, problem %q; want folder %v, problem with %q", tt.text, isDir, problem, tt.isDir, tt.wantProblem)
		}
	}
}

// TestFileDialogsNotStacked: Ctrl+O (or File › Open) while an Open dialog
// is showing opens no second one over it, nor does Ctrl+S or Ctrl+E a
// Save dialog over it, nor Ctrl+, a second Preferences form (a tester:
// the first Open dialog stayed underneath the second). Once the dialog
// is closed, the next one opens.
func TestFileDialogsNotStacked(t *testing.T) {
	d, w := newTestDialogs(t)
	overlays := func() int { return len(w.Canvas().Overlays().List()) }
	d.chooseFile(kindGameList, func(string) {})
	d.chooseFile(kindGameList, func(string) {})
	d.chooseSave(kindNewList, "Save", filepath.Join(t.TempDir(), "new.xlsx"), func(string) {})
	if n := overlays(); n != 1 {
		t.Fatalf("%d dialogs are showing after Ctrl+O, Ctrl+O, Ctrl+S; want the first alone", n)
	}
	d.closeTop()
	if n := overlays(); n != 0 {
		t.Fatalf("%d dialogs are showing after Escape", n)
	}
	d.chooseSave(kindNewList, "Save", filepath.Join(t.TempDir(), "new.xlsx"), func(string) {})
	d.chooseSave(kindReport, "Save", filepath.Join(t.TempDir(), "report.pdf"), func(string) {})
	d.chooseFile(kindGameList, func(string) {})
	if n := overlays(); n != 1 {
		t.Fatalf("%d dialogs are showing after Ctrl+S, Ctrl+E, Ctrl+O; want the first alone", n)
	}
	d.closeTop()
	form := func() { d.showForm("Preferences", widget.NewForm(), func() (func(), bool) { return nil, true }) }
	form()
	form()
	if n := overlays(); n != 1 {
		t.Errorf("%d dialogs are showing after Ctrl+, twice; want one", n)
	}
}

// TestMenuShortcutsDoNothingOverADialog: while a dialog shows, a menu
// shortcut neither opens another dialog nor switches the tab behind it (a
// tester: Ctrl+S over the Preferences showed Rating period behind and put
// "Nothing to save yet" over both).
func TestMenuShortcutsDoNothingOverADialog(t *testing.T) {
	sh, d := newTestShell(t)
	sh.show(sh.workspace)
	d.modalShown = true
	for _, menu := range sh.mainMenu().Items {
		for _, it := range menu.Items {
			if it.Shortcut == nil || it.Action == nil || it.Label == "Quit" {
				continue
			}
			it.Action()
			if got := sh.tabs.Selected(); got != sh.workspace.tab() {
				t.Errorf("%s over a dialog switched to the tab %q", it.Label, got.Text)
				sh.show(sh.workspace)
			}
		}
	}
	if len(d.told)+len(d.windows)+len(d.forms) > 0 {
		t.Errorf("shortcuts over a dialog showed %q, windows %q, %d forms", d.told, d.windows, len(d.forms))
	}
	d.modalShown = false
	for _, it := range sh.mainMenu().Items[1].Items {
		if it.Label == "Save new list…" {
			it.Action()
		}
	}
	if sh.tabs.Selected() != sh.period.tab() {
		t.Errorf("Save new list… with no dialog showing did not show the Rating period tab")
	}
}

// TestOpenDialogTitledForItsKind: the dialog of Open official list… is
// titled for the official rating list it opens, not for every kind of
// file File › Open takes (a tester).
func TestOpenDialogTitledForItsKind(t *testing.T) {
	for kind, want := range map[fileKind]string{
		kindOfficialList: "Open the official rating list to reconcile with",
		kindRatingList:   "Open a file: a rating list, game list, crosstable, PGN, TRF or FIDE list",
	} {
		d, w := newTestDialogs(t)
		d.chooseFile(kind, func(string) {})
		if !labelShown(w.Canvas().Overlays().Top(), want) {
			t.Errorf("chooseFile(%v) is not titled %q", kind, want)
		}
	}
}

// TestSaveMakesTheMissingFolder: a path typed in a save dialog whose last
// folder does not exist is taken, and the save makes the folder, as the
// certificates' form makes its folder (a tester: "The folder … does not
// exist", with no way to make it); a save that fails leaves no folder
// behind, and says nothing was saved.
func TestSaveMakesTheMissingFolder(t *testing.T) {
	d, w := newTestDialogs(t)
	path := filepath.Join(t.TempDir(), "2026-1", "rating-list-2026-1.xlsx")
	var got string
	d.chooseSave(kindNewList, "Save", filepath.Join(t.TempDir(), "rating-list-2026-1.xlsx"), func(p string) { got = p })
	e := focusedEntry(t, w)
	e.SetText(path)
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got != path {
		t.Fatalf("the save dialog gave %q, want %q in a folder to be made", got, path)
	}

	sh, fd := newTestShell(t)
	for _, fail := range []bool{false, true} {
		dir := filepath.Join(t.TempDir(), "out")
		out := filepath.Join(dir, "list.csv")
		sh.saveFile(kindNewList, out, nil, []string{".csv"}, "the new rating list", func() error {
			if fail {
				return errors.New("the disk is full")
			}
			return os.WriteFile(out, []byte("ID\n"), 0o644)
		})
		waitIdle(sh)
		_, err := os.Stat(dir)
		switch {
		case !fail && (err != nil || !strings.Contains(sh.tasks.status.Text, "Saved the new rating list to "+out+" (the folder out was made for it).")):
			t.Errorf("saving into a missing folder: folder %v, status %q, told %q", err, sh.tasks.status.Text, fd.told)
		case fail && (err == nil || !strings.HasPrefix(fd.lastTold(), "Not saved")):
			t.Errorf("a failed save into a missing folder left the folder (%v) or told %q", err, fd.lastTold())
		}
	}
}
