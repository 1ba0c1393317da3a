package gui

import (
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"testing"
)

// TestHeapProfile writes heap profiles of the app with a big list and game
// list open (open.pprof) and with the period run on them (run.pprof), for
// `go tool pprof -sample_index=inuse_space` (docs/performance.md "The
// desktop app's memory"). It runs only when RATINGDESK_HEAP names a folder
// holding list.csv and games.csv (e.g. those of scripts/desktop-memory.sh);
// the profiles are written beside them.
func TestHeapProfile(t *testing.T) {
	dir := os.Getenv("RATINGDESK_HEAP")
	if dir == "" {
		t.Skip("RATINGDESK_HEAP names no folder of list.csv and games.csv")
	}
	sh, _ := newTestShell(t)
	sh.period.periodEntry.SetText("2026/1")
	openAndWait(t, sh, filepath.Join(dir, "list.csv"), filepath.Join(dir, "games.csv"))
	sh.show(sh.period)
	writeHeapProfile(t, filepath.Join(dir, "open.pprof"))
	runPeriod(t, sh, "2026/1")
	sh.show(sh.players)
	sh.show(sh.period)
	writeHeapProfile(t, filepath.Join(dir, "run.pprof"))
	runtime.KeepAlive(sh)
}

// writeHeapProfile collects the garbage and writes the heap profile.
func writeHeapProfile(t *testing.T, path string) {
	t.Helper()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	t.Logf("%s: heap in use %.1f MB, live objects %.1f MB", filepath.Base(path), float64(m.HeapInuse)/1e6, float64(m.HeapAlloc)/1e6)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		t.Fatal(err)
	}
}
