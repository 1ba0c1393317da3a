package gui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProblemsTabCountsByThousands: the Problems tab's title writes its
// count as the banner does, "1,200", not "1200" (a tester: "Problems
// (120000)" beside "120,000 errors").
func TestProblemsTabCountsByThousands(t *testing.T) {
	sh, _ := newTestShell(t)
	var b strings.Builder
	b.WriteString("White,Black,Result,Finished\n")
	for i := range 600 { // players not on the sample list: 1,200 errors
		fmt.Fprintf(&b, "%d,%d,1-0,2025-10-01\n", 800001+2*i, 800002+2*i)
	}
	games := filepath.Join(t.TempDir(), "games.csv")
	if err := os.WriteFile(games, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	openAndWait(t, sh, sampleList, games)
	errs := len(sh.problems.problems.Errors())
	want := fmt.Sprintf("Problems (1,%03d)", len(sh.problems.problems)-1000)
	if errs < 1200 || sh.problems.item.Text != want {
		t.Errorf("with %d errors of %d problems the tab reads %q, want %q", errs, len(sh.problems.problems), sh.problems.item.Text, want)
	}
}

// TestCloseFileStaysOnWorkspace: closing a file from the Workspace keeps
// the Workspace in front even when the files left give errors across them
// (a tester, closing several files in a row, was sent to the Problems
// tab, where the next click landed in the wrong table).
func TestCloseFileStaysOnWorkspace(t *testing.T) {
	sh, _ := newTestShell(t)
	a, b := copyFile(t, sampleGames, t.TempDir()), copyFile(t, sampleGames, t.TempDir())
	c := copyFile(t, sampleGames, t.TempDir())
	openAndWait(t, sh, sampleList, a, b, c)
	if !sh.session.across.problems.HasErrors() {
		t.Fatalf("three copies of the games give no error across them")
	}
	sh.show(sh.workspace)
	sh.closeFile(c)
	waitIdle(sh)
	if !sh.session.across.problems.HasErrors() {
		t.Fatalf("two copies of the games give no error across them")
	}
	if got := sh.tabs.Selected(); got != sh.workspace.tab() {
		t.Errorf("after closing a file from the Workspace the tab in front is %q, want the Workspace", got.Text)
	}
}
