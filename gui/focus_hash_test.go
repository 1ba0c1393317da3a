package gui

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// TestFocusHashesOffTheUIGoroutineOnce: coming back to the window hashes
// the files whose stamp is unchanged off the UI goroutine, whatever their
// size (before, files up to 16 MB in all were hashed on it, holding the
// window up), and each file once, though it is both an open file and
// an official list (before, it was hashed twice); an edit that keeps the
// stamp is still found, and the file read again.
func TestFocusHashesOffTheUIGoroutineOnce(t *testing.T) {
	const (
		good   = "ID,Name,Rating,RD,Games\n100001,Alpha,1900,76,40\n100002,Beta,1750,150,14\n"
		edited = "ID,Name,Rating,RD,Games\n100001,Alpha,1910,76,40\n100002,Beta,1750,150,14\n"
	)
	sh, _ := newTestShell(t)
	list := filepath.Join(t.TempDir(), "list.csv")
	if err := os.WriteFile(list, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	openAndWait(t, sh, list)
	sh.history.openOfficialPath(list)
	waitIdle(sh)
	if sh.history.officialOf(list) == nil {
		t.Fatalf("the list was not opened as an official list")
	}
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

	var (
		mu      sync.Mutex
		hashed  = map[string]int{}
		waited  bool // a hash waited for the UI goroutine to go on
		release = make(chan struct{})
	)
	old := hashFile
	t.Cleanup(func() { hashFile = old })
	hashFile = func(path string) (string, error) {
		select {
		case <-release:
		case <-time.After(3 * time.Second):
			mu.Lock()
			waited = true
			mu.Unlock()
		}
		mu.Lock()
		hashed[path]++
		mu.Unlock()
		return old(path)
	}
	sh.onFocusGained() // returns before any file is hashed
	close(release)
	waitIdle(sh)
	hashFile = old

	mu.Lock()
	defer mu.Unlock()
	if waited {
		t.Errorf("onFocusGained hashed on the UI goroutine: it returned only after the hash")
	}
	if got := hashed[list]; got != 1 {
		t.Errorf("onFocusGained hashed list.csv %d times, want 1", got)
	}
	if f := sh.session.ratingList(); f == nil || f.list == nil || f.list.Players[0].Rating != 1910 {
		t.Errorf("after coming back, the list reads %+v, want the first rating 1910", f)
	}
	if o := sh.history.officialOf(list); o == nil || o.Players[0].Rating != 1910 {
		t.Errorf("after coming back, the official list reads %+v, want the first rating 1910", o)
	}
}
