package gui

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

var update = flag.Bool("update", false, "rewrite the markup masters in testdata/ from this run")

// assertMarkup compares what o renders to the master testdata/name. With
// -update a mismatching or missing master is replaced by this run's markup
// (the run still reports the difference once; run again to confirm).
func assertMarkup(t *testing.T, name string, o fyne.CanvasObject) {
	t.Helper()
	if test.AssertObjectRendersToMarkup(t, name, o) || !*update {
		return
	}
	failed := filepath.Join("testdata", "failed", name)
	if err := os.Rename(failed, filepath.Join("testdata", name)); err != nil {
		t.Fatalf("updating master %s: %v", name, err)
	}
	os.Remove(filepath.Dir(failed)) // only when empty; keeps testdata/ clean
	t.Logf("updated testdata/%s", name)
}
