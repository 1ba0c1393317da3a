package gui

import (
	"path/filepath"
	"testing"
)

// TestOpenRemembersFolderPerKind: opening files remembers each one's
// folder under the kind it is, and Open starts in the list's folder
// until a list is open, then in the game lists' (issue 10 point 5).
func TestOpenRemembersFolderPerKind(t *testing.T) {
	sh, _ := newTestShell(t)
	kinds := &kindDialogs{fakeDialogs: &fakeDialogs{}}
	sh.dialogs = kinds
	sh.onOpen()
	if kinds.asked != kindRatingList {
		t.Errorf("Open with nothing open asks for %q, want %q", kinds.asked, kindRatingList)
	}
	openAndWait(t, sh, sampleList, filepath.Join("..", "testdata", "worked-example", "games.csv"))
	td, _ := filepath.Abs(filepath.Join("..", "testdata"))
	if got := sh.prefs.startFolder(kindRatingList); got != td {
		t.Errorf("rating lists start in %q, want %q", got, td)
	}
	if got, want := sh.prefs.startFolder(kindGameList), filepath.Join(td, "worked-example"); got != want {
		t.Errorf("game lists start in %q, want %q", got, want)
	}
	sh.onOpen()
	if kinds.asked != kindGameList {
		t.Errorf("Open with a list open asks for %q, want %q", kinds.asked, kindGameList)
	}
}

// kindDialogs records the kind of file asked for.
type kindDialogs struct {
	*fakeDialogs
	asked fileKind
}

func (d *kindDialogs) chooseFile(kind fileKind, then func(string)) {
	d.asked = kind
	d.fakeDialogs.chooseFile(kind, then)
}
