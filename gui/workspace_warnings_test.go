package gui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWorkspaceSummaryWithWarnings: files that read with warnings are
// not "Everything is read" on the Workspace when a warning says that a
// column is not read (docs/rules.d/xlsxio-read.md "Columns not read"; a
// tester's list headed "Letzte Partie" lost its Last game column): the
// summary counts the warnings and points to the Problems tab.
func TestWorkspaceSummaryWithWarnings(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "testdata", "sample-list.csv"))
	if err != nil {
		t.Fatal(err)
	}
	list := filepath.Join(t.TempDir(), "list.csv")
	if err := os.WriteFile(list, []byte(strings.Replace(string(b), ",Last game,", ",Letzte Partie,", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	sh, _ := newTestShell(t)
	openAndWait(t, sh, list, sampleGames)
	got := sh.workspace.summary()
	if strings.Contains(got, "Everything is read") || !strings.Contains(got, "Every file is read, with 1 warning (Problems tab), and the games agree with the rating list") {
		t.Errorf("summary %q, want it to count the warning, not say everything is read", got)
	}
}

// TestWorkspaceCountsNormWarnings: the warnings of a crosstable's norms
// (a typed rating not used for an unpublished player, desk.ComputeNorms)
// are counted in the file's Status and in the summary, as the Problems
// tab lists them (a tester: "read" and "Everything is read" beside
// "Problems (3)").
func TestWorkspaceCountsNormWarnings(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames, sampleSections, sampleSectionsGames)
	n := len(sh.session.problems().Warnings())
	if n == 0 {
		t.Fatal("the samples have no warnings; this test needs VI-A's")
	}
	if got := sh.workspace.summary(); strings.Contains(got, "Everything is read") || !strings.Contains(got, fmt.Sprintf("Every file is read, with %d warning", n)) {
		t.Errorf("summary %q, want it to count the %d warnings", got, n)
	}
}
