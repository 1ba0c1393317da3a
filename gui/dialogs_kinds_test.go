package gui

import (
	"path/filepath"
	"testing"
)

// TestOpenRemembersFolderPerKind: opening files remembers each one's
// folder under the kind it is, and Open starts in the folder opened from
// last, whatever its kind: a list opened from elsewhere moves it there
// (user test: Open resolved a bare name against testdata, the sample
// game lists' folder, after a list was opened from elsewhere).
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
	if got := sh.prefs.kindFolder(kindRatingList); got != td {
		t.Errorf("rating lists were opened from %q, want %q", got, td)
	}
	worked := filepath.Join(td, "worked-example")
	if got := sh.prefs.kindFolder(kindGameList); got != worked {
		t.Errorf("game lists were opened from %q, want %q", got, worked)
	}
	for _, k := range []fileKind{kindRatingList, kindGameList} {
		if got := sh.prefs.startFolder(k); got != worked {
			t.Errorf("Open for a %s starts in %q, want the folder opened from last %q", k, got, worked)
		}
	}
	sh.onOpen()
	if kinds.asked != kindGameList {
		t.Errorf("Open with a list open asks for %q, want %q", kinds.asked, kindGameList)
	}

	// A list opened from elsewhere: Open starts there, also for the game
	// lists that follow, and so does the next session.
	elsewhere := t.TempDir()
	openAndWait(t, sh, copyFile(t, filepath.Join(td, "worked-example", "list.csv"), elsewhere))
	if got := sh.prefs.startFolder(kindGameList); got != elsewhere {
		t.Errorf("after a list opened from %s, Open starts in %q", elsewhere, got)
	}
	if got := (settings{sh.app.Preferences()}).startFolder(kindGameList); got != elsewhere {
		t.Errorf("the preferences keep %q for the next Open, want %q", got, elsewhere)
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
