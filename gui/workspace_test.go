package gui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"ratingdesk/xlsxio"
)

func TestOpenShowsEachFileWithItsStatus(t *testing.T) {
	sh, d := newTestShell(t)
	d.openPath = sampleList
	sh.onOpen() // Ctrl/Cmd+O
	waitIdle(sh)
	openAndWait(t, sh, sampleGames)
	s := sh.workspace
	kind, file, status, contents := columnIndex(t, s.files, "Kind"), columnIndex(t, s.files, "File"),
		columnIndex(t, s.files, "Status"), columnIndex(t, s.files, "Contents")
	want := [][]string{
		{"rating list", "sample-list.xlsx", "read", "83 rows: 83 players"},
		{"game list", "sample-games.xlsx", "read", "149 rows: 149 games"},
	}
	for r, w := range want {
		got := []string{s.files.cellText(r, kind), s.files.cellText(r, file), s.files.cellText(r, status), s.files.cellText(r, contents)}
		if !slices.Equal(got, w) {
			t.Errorf("file row %d = %q, want %q", r, got, w)
		}
	}
	if !strings.Contains(s.heading.Text, "the Rating period tab can run the period") {
		t.Errorf("heading %q, want that the period can run", s.heading.Text)
	}
	if !strings.Contains(sh.win.Title(), "sample-list.xlsx") {
		t.Errorf("window title %q does not name the list", sh.win.Title())
	}
}

func TestSecondRatingListReplacesTheFirst(t *testing.T) {
	sh, _ := newTestShell(t)
	other := filepath.Join("..", "testdata", "sample-list.csv")
	openAndWait(t, sh, sampleList, sampleGames)
	openAndWait(t, sh, other)
	if got := len(sh.session.files); got != 2 {
		t.Errorf("workspace holds %d files, want the new list and the games", got)
	}
	if got := sh.session.ratingList().path; got != absPath(other) {
		t.Errorf("rating list %s, want %s", got, other)
	}
	if !strings.Contains(sh.tasks.status.Text, "sample-list.csv replaces the rating list sample-list.xlsx") {
		t.Errorf("status %q does not say the list was replaced", sh.tasks.status.Text)
	}
}

func TestCloseFile(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	s := sh.workspace
	if !s.closeButton.Disabled() {
		t.Errorf("Close file is enabled with no file selected")
	}
	s.files.selectRow(1)
	test.Tap(s.closeButton)
	if got := sh.session.paths(); len(got) != 1 || got[0] != absPath(sampleList) {
		t.Errorf("after closing the games, open files %q", got)
	}
	if got, _ := sh.prefs.openFiles(); len(got) != 1 {
		t.Errorf("remembered open files %q, want the list alone", got)
	}
}

func TestDroppedFilesOpen(t *testing.T) {
	sh, d := newTestShell(t)
	folder := t.TempDir()
	sh.onDropped(fyne.NewPos(10, 10), []fyne.URI{
		storage.NewFileURI(absPath(sampleList)),
		storage.NewFileURI(folder),
		storage.NewFileURI(absPath(sampleGames)),
	})
	waitIdle(sh)
	if got := len(sh.session.files); got != 2 {
		t.Errorf("dropping opened %d files, want 2", got)
	}
	if got := d.lastTold(); !containsAll(got, "Not opened", folder, "not a folder") {
		t.Errorf("told %q, want why the folder was left out", got)
	}
}

func TestRecentFiles(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList)
	openAndWait(t, sh, sampleGames)
	want := []string{absPath(sampleGames), absPath(sampleList)}
	if got := sh.prefs.recent(); !slices.Equal(got, want) {
		t.Errorf("recent files %q, want newest first %q", got, want)
	}
	s := sh.workspace
	if !slices.Equal(s.recentPaths, want) {
		t.Errorf("workspace shows recent %q, want %q", s.recentPaths, want)
	}
	// The menu lists them too.
	var recent *fyne.MenuItem
	for _, it := range sh.mainMenu().Items[0].Items {
		if it.Label == "Open recent" {
			recent = it
		}
	}
	if recent == nil || recent.ChildMenu == nil || len(recent.ChildMenu.Items) != 2 {
		t.Fatalf("File menu has no Open recent with 2 files: %+v", recent)
	}

	sh.closeFile(absPath(sampleList))
	s.onRecentSelected(1)
	waitIdle(sh)
	if sh.session.ratingList() == nil {
		t.Errorf("tapping a recent list did not open it")
	}

	for i := range maxRecent + 3 {
		sh.prefs.addRecent(filepath.Join("dir", string(rune('a'+i))+".csv"))
	}
	if got := len(sh.prefs.recent()); got != maxRecent {
		t.Errorf("recent files keep %d, want %d", got, maxRecent)
	}
}

// TestUnreadableFileIsRecent: a file opened that cannot be read (an
// empty CSV) was opened all the same: it goes first in Open recent, and
// the next Open starts in its folder, whatever kind of file it was (a
// tester: neither changed). A file that is not there is neither.
func TestUnreadableFileIsRecent(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList)
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.csv")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	openAndWait(t, sh, empty)
	if got := sh.prefs.recent(); len(got) == 0 || got[0] != empty {
		t.Errorf("recent files %q, want %s first", got, empty)
	}
	if got := sh.prefs.startFolder(kindGameList); got != dir {
		t.Errorf("the next Open starts in %q, want %q", got, dir)
	}
	missing := filepath.Join(t.TempDir(), "gone.csv")
	openAndWait(t, sh, missing)
	if got := sh.prefs.recent(); slices.Contains(got, missing) {
		t.Errorf("recent files %q hold %s, which is not there", got, missing)
	}
	if got := sh.prefs.startFolder(kindGameList); got != dir {
		t.Errorf("after a file not found the next Open starts in %q, want %q", got, dir)
	}
}

func TestChangedFileIsReadAgainOnFocus(t *testing.T) {
	sh, _ := newTestShell(t)
	dir := t.TempDir()
	list := copyFile(t, filepath.Join("..", "testdata", "worked-example", "list.csv"), dir)
	openAndWait(t, sh, list)
	if got := sh.players.table.cellText(0, 4); got != "1900" {
		t.Fatalf("first rating %q, want 1900", got)
	}

	sh.onFocusGained() // nothing changed: nothing is read
	waitIdle(sh)
	data, _ := os.ReadFile(list)
	data = []byte(strings.Replace(string(data), ",1900,76,40,1900,", ",1910,76,40,1910,", 1))
	if err := os.WriteFile(list, data, 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(list, later, later); err != nil {
		t.Fatal(err)
	}
	if got := sh.session.changed(); len(got) != 1 {
		t.Fatalf("changed files %q, want the list", got)
	}
	sh.onFocusGained()
	waitIdle(sh)
	if got := sh.players.table.cellText(0, 4); got != "1910" {
		t.Errorf("after the file changed, first rating %q, want 1910", got)
	}
	if !strings.Contains(sh.tasks.status.Text, "list.csv") {
		t.Errorf("status %q does not say the list was read again", sh.tasks.status.Text)
	}

	sh.onReload()
	if !strings.Contains(sh.tasks.status.Text, "No open file has changed") {
		t.Errorf("Reload with nothing changed says %q", sh.tasks.status.Text)
	}
	if err := os.Remove(list); err != nil {
		t.Fatal(err)
	}
	sh.onReload()
	waitIdle(sh)
	f := sh.session.ratingList()
	if f == nil || !f.problems.HasErrors() || !strings.Contains(f.problems[0].Msg, "moved, renamed or deleted") {
		t.Errorf("a deleted file reads as %+v, want an error saying it is gone", f)
	}
}

func TestUnknownFileIsAProblem(t *testing.T) {
	sh, _ := newTestShell(t)
	path := filepath.Join(t.TempDir(), "notes.csv")
	if err := os.WriteFile(path, []byte("Hello,World\n1,2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	openAndWait(t, sh, path)
	ps := sh.session.problems()
	if len(ps) == 0 || ps[0].Severity != xlsxio.Error || !strings.Contains(ps[0].Msg, "no header row") {
		t.Errorf("problems %v, want that no header row was found", ps)
	}
	if got := sh.workspace.files.cellText(0, 0); got != "unknown" {
		t.Errorf("kind %q, want unknown", got)
	}
	contents := columnIndex(t, sh.workspace.files, "Contents")
	// Its error names no cell: it is not a file Rating Desk reads (a
	// tester: "fix its errors first" with no cell to fix).
	if got := sh.workspace.files.cellText(0, contents); !strings.Contains(got, "not used: close it or replace it") {
		t.Errorf("contents %q, want that nothing of the file is used, and to close it", got)
	}
}

func TestEmptyWorkspaceOffersTheSample(t *testing.T) {
	sh, _ := newTestShell(t)
	sh.sample = []string{sampleList, sampleGames}
	sh.changed()
	s := sh.workspace
	if !s.sampleButton.Visible() || !strings.HasPrefix(s.heading.Text, "No file is open.") {
		t.Fatalf("empty workspace: sample button shown %v, heading %q", s.sampleButton.Visible(), s.heading.Text)
	}
	test.Tap(s.sampleButton)
	waitIdle(sh)
	if len(sh.session.files) != 2 || s.sampleButton.Visible() {
		t.Errorf("after opening the sample: %d files, button shown %v", len(sh.session.files), s.sampleButton.Visible())
	}
}

// TestSameSizeEditIsReadAgain: an edit that keeps the file's size,
// saved with its modification time set back (or within the same
// second), is seen by its content (session.stampCheck: the SHA-256 of the
// bytes read), on Reload, when the user comes back to the window and
// before a run; also when the files are hashed off the UI goroutine
// (hashOnUI), and for a file read with an error, which the reader does
// not hash (a tester: such an edit went unnoticed).
func TestSameSizeEditIsReadAgain(t *testing.T) {
	const (
		good   = "ID,Name,Rating,RD,Games\n100001,Alpha,1900,76,40\n100002,Beta,1750,150,14\n"
		edited = "ID,Name,Rating,RD,Games\n100001,Alpha,1910,76,40\n100002,Beta,1750,150,14\n"
		broken = "ID,Name,Rating,RD,Games\n100001,Alpha,19O0,76,40\n100002,Beta,1750,150,14\n"
	)
	for _, tc := range []struct {
		name           string
		before         string
		trigger        func(sh *shell)
		offUIGoroutine bool
	}{
		{"reload", good, (*shell).onReload, false},
		{"focus", good, (*shell).onFocusGained, false},
		{"run", good, func(sh *shell) { sh.period.onRun() }, false},
		{"reload, hashed off the UI goroutine", good, (*shell).onReload, true},
		{"focus, hashed off the UI goroutine", good, (*shell).onFocusGained, true},
		{"reload of a file read with an error", broken, (*shell).onReload, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.offUIGoroutine {
				old := hashOnUI
				hashOnUI = 0
				t.Cleanup(func() { hashOnUI = old })
			}
			sh, _ := newTestShell(t)
			list := filepath.Join(t.TempDir(), "list.csv")
			if err := os.WriteFile(list, []byte(tc.before), 0o644); err != nil {
				t.Fatal(err)
			}
			openAndWait(t, sh, list)
			info, err := os.Stat(list)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(list, []byte(edited), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Chtimes(list, info.ModTime(), info.ModTime()); err != nil {
				t.Fatal(err)
			}
			if now, _ := stampOf(list); now.size != info.Size() || !now.modTime.Equal(info.ModTime()) {
				t.Fatalf("the edit changed the stamp: %v, was %v %v", now, info.ModTime(), info.Size())
			}
			if got := sh.session.changed(); !slices.Equal(got, []string{list}) {
				t.Errorf("changed() = %q, want [%s]", got, list)
			}
			tc.trigger(sh)
			waitIdle(sh)
			f := sh.session.ratingList()
			if f == nil || f.list == nil || f.list.Players[0].Rating != 1910 {
				t.Fatalf("after %s the list reads %+v, want the first rating 1910", tc.name, f)
			}
			if got := sh.session.changed(); len(got) != 0 {
				t.Errorf("after reading it again, changed() = %q, want none", got)
			}
		})
	}
}
