package gui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"ratingdesk/engine"
)

// menuItemFor finds the main-menu item bound to Ctrl/Cmd+key.
func menuItemFor(t *testing.T, m *fyne.MainMenu, key fyne.KeyName) *fyne.MenuItem {
	t.Helper()
	for _, menu := range m.Items {
		for _, it := range menu.Items {
			if s, ok := it.Shortcut.(*desktop.CustomShortcut); ok && s.KeyName == key && s.Modifier == fyne.KeyModifierShortcutDefault {
				return it
			}
		}
	}
	t.Fatalf("no menu item has the shortcut Ctrl/Cmd+%s", key)
	return nil
}

func TestShortcuts(t *testing.T) {
	sh, d := newTestShell(t)
	m := sh.mainMenu()

	d.openPath = sampleList
	menuItemFor(t, m, fyne.KeyO).Action()
	waitIdle(sh)
	openAndWait(t, sh, sampleGames)
	if sh.session.ratingList() == nil {
		t.Fatalf("Ctrl+O did not open the list")
	}

	sh.show(sh.workspace)
	menuItemFor(t, m, fyne.KeyF).Action()
	if sh.tabs.Selected() != sh.players.tab() || sh.win.Canvas().Focused() != sh.players.search {
		t.Errorf("Ctrl+F on the Workspace did not focus the players' search")
	}

	sh.period.periodEntry.SetText("2026/1")
	menuItemFor(t, m, fyne.KeyR).Action()
	waitIdle(sh)
	if sh.session.run == nil {
		t.Fatalf("Ctrl+R did not run the period: told %q", d.told)
	}
	menuItemFor(t, m, fyne.KeyF).Action()
	if sh.win.Canvas().Focused() != sh.period.search {
		t.Errorf("Ctrl+F on the Rating period tab did not focus the changes' search")
	}

	d.savePath = t.TempDir() + "/new.xlsx"
	menuItemFor(t, m, fyne.KeyS).Action()
	waitIdle(sh)
	if !strings.HasPrefix(sh.tasks.status.Text, "Saved the new rating list") {
		t.Errorf("Ctrl+S: status %q, told %q", sh.tasks.status.Text, d.told)
	}
}

func TestStartFiles(t *testing.T) {
	a := test.NewTempApp(t)
	p := settings{a.Preferences()}
	sample := []string{sampleList, sampleGames, "../testdata/no-such-file.xlsx"}
	if got, _ := startFiles(Options{Sample: sample}, p); !slices.Equal(got, sample[:2]) {
		t.Errorf("first start opens %q, want the sample files that exist", got)
	}
	p.setOpenFiles([]string{"/a/list.xlsx"})
	if got, _ := startFiles(Options{Sample: sample}, p); !slices.Equal(got, []string{"/a/list.xlsx"}) {
		t.Errorf("a later start opens %q, want the files open at the last close", got)
	}
	p.setOpenFiles(nil)
	if got, _ := startFiles(Options{Sample: sample}, p); len(got) != 0 {
		t.Errorf("after closing everything, a start opens %q, want nothing", got)
	}
	if got, _ := startFiles(Options{Files: []string{"x.csv"}, Sample: sample}, p); !slices.Equal(got, []string{"x.csv"}) {
		t.Errorf("files named on the command line: opens %q", got)
	}
}

func TestSelectTab(t *testing.T) {
	sh, _ := newTestShell(t)
	for name, s := range map[string]screen{"players": sh.players, "period": sh.period, "problems": sh.problems, "Workspace": sh.workspace} {
		sh.selectTab(name)
		if sh.tabs.Selected() != s.tab() {
			t.Errorf("selectTab(%q) shows %q", name, sh.tabs.Selected().Text)
		}
	}
}

func TestAboutBox(t *testing.T) {
	test.NewTempApp(t)
	b := newAboutBox("v1.2.3")
	if !strings.Contains(b.version.Text, "Version v1.2.3") {
		t.Errorf("version line %q", b.version.Text)
	}
	for _, rs := range engine.Rulesets() {
		if !strings.Contains(b.rules.Text, string(rs.ID)) {
			t.Errorf("the About box does not name the ruleset %s", rs.ID)
		}
	}
	for _, w := range []string{"valid since 01/10/2023", "Tournament Rules 2017", "2025 write-up"} {
		if !strings.Contains(b.rules.Text, w) {
			t.Errorf("the About box does not say %q", w)
		}
	}
}
