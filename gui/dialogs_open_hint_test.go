package gui

import (
	"strings"
	"testing"
)

// TestOpenDialogFirstRunWords: the first time, when no folder is
// proposed, the open dialog's entry does not speak of a folder shown (a
// tester: "its name in the folder shown", with none shown); it says
// where a name alone is looked for, as the hint below it does.
func TestOpenDialogFirstRunWords(t *testing.T) {
	d, w := newTestDialogs(t)
	d.chooseFile(kindGameList, func(string) {})
	e := focusedEntry(t, w)
	if e.Text != "" {
		t.Fatalf("the first open dialog proposes %q, want nothing", e.Text)
	}
	if strings.Contains(e.PlaceHolder, "shown") || !strings.Contains(e.PlaceHolder, "home folder") {
		t.Errorf("the entry's placeholder is %q, want the home folder named and no folder \"shown\"", e.PlaceHolder)
	}
}
