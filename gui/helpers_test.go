package gui

import (
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The sample workbooks of testdata/ (tests run in gui/).
var (
	sampleList  = filepath.Join("..", "testdata", "sample-list.xlsx")
	sampleGames = filepath.Join("..", "testdata", "sample-games.xlsx")
)

// fakeDialogs stands in for the dialogs: it records what the app tells
// and asks, and answers as set.
type fakeDialogs struct {
	told      []string // "title: message"
	confirms  []string
	answer    bool   // the answer to confirm
	savePath  string // the path chooseSavePath answers ("" cancels)
	openPath  string // the path chooseFile answers ("" cancels)
	windows   []string
	contents  []fyne.CanvasObject
	forms     []fyne.CanvasObject
	submitted bool // whether showForm's Save is pressed
	// formOpen is whether the last form shown stayed open after its Save
	// (a value it could not take).
	formOpen bool
	// fill, when set, fills in a form before its Save is pressed.
	fill       func(content fyne.CanvasObject)
	folderPath string // the folder chooseFolder answers ("" cancels)
	// opened are the URLs the shell asked the system's viewer to open.
	opened []string
	// dismissed are the messages of tellUntil closed by the app.
	dismissed []string
	// modalShown is what modal answers: a dialog showing.
	modalShown bool
	// closePanels close the panels shown (showPanel), in the order shown.
	closePanels []func()

	// saveTitles and saveSuggested are the titles and the paths the save
	// dialogs asked proposed, in order; answering is set while the
	// answer of one runs: a save dialog the answer opens again (a path
	// refused) is left open, not answered.
	saveTitles, saveSuggested []string
	answering                 bool
}

func (d *fakeDialogs) modal() bool { return d.modalShown }

func (d *fakeDialogs) chooseFolder(_ string, then func(string)) {
	if d.folderPath != "" {
		then(d.folderPath)
	}
}

func (d *fakeDialogs) chooseFile(_ fileKind, then func(string)) {
	if d.openPath != "" {
		then(d.openPath)
	}
}

func (d *fakeDialogs) chooseSave(_ fileKind, title, suggested string, then func(string)) {
	d.chooseSavePath(title, suggested, then)
}

func (d *fakeDialogs) chooseSavePath(title, suggested string, then func(string)) {
	d.saveTitles, d.saveSuggested = append(d.saveTitles, title), append(d.saveSuggested, suggested)
	if d.savePath != "" && !d.answering {
		d.answering = true
		defer func() { d.answering = false }()
		then(d.savePath)
	}
}

func (d *fakeDialogs) confirm(title, message, _ string, then func()) {
	d.confirms = append(d.confirms, title+": "+message)
	if d.answer {
		then()
	}
}

func (d *fakeDialogs) confirmOr(title, message, yes string, then, otherwise func()) {
	d.confirm(title, message, yes, then)
	if !d.answer && otherwise != nil {
		otherwise()
	}
}

func (d *fakeDialogs) confirmRisky(title, message, yes string, _ fyne.KeyName, then func()) {
	d.confirm(title, message, yes, then)
}

func (d *fakeDialogs) tell(title, message string) { d.told = append(d.told, title+": "+message) }

func (d *fakeDialogs) tellUntil(title, message string) func() {
	d.tell(title, message)
	return func() { d.dismissed = append(d.dismissed, title+": "+message) }
}

func (d *fakeDialogs) showWindow(title string, content fyne.CanvasObject, _ fyne.Size) {
	d.windows = append(d.windows, title)
	d.contents = append(d.contents, content)
}

func (d *fakeDialogs) showForm(_ string, content fyne.CanvasObject, then func() (func(), bool)) {
	d.forms = append(d.forms, content)
	if d.fill != nil {
		d.fill(content)
	}
	d.formOpen = true
	if d.submitted {
		act, done := then()
		d.formOpen = !done
		if done && act != nil {
			act()
		}
	}
}

// lastTold is the last message told, "" when none.
func (d *fakeDialogs) lastTold() string {
	if len(d.told) == 0 {
		return ""
	}
	return d.told[len(d.told)-1]
}

// newTestShell builds the main window in a test app with fake dialogs.
func newTestShell(t testing.TB) (*shell, *fakeDialogs) {
	t.Helper()
	a := test.NewTempApp(t)
	d := &fakeDialogs{}
	w := test.NewTempWindow(t, nil)
	sh := newShell(a, w, "test", d)
	// A fixed day, after the window of 2027/1 has closed: what the
	// screens show does not depend on the day the tests run.
	sh.now = func() time.Time { return time.Date(2026, 12, 15, 12, 0, 0, 0, time.UTC) }
	sh.openURL = func(u *url.URL) error {
		d.opened = append(d.opened, u.String())
		return nil
	}
	w.SetContent(sh.content)
	w.Resize(fyne.NewSize(1240, 780))
	return sh, d
}

// waitIdle waits until the shell's background work has finished.
func waitIdle(sh *shell) { sh.tasks.running.Wait() }

// openAndWait opens files and waits until they are read.
func openAndWait(t testing.TB, sh *shell, paths ...string) {
	t.Helper()
	sh.openPaths(paths, nil)
	waitIdle(sh)
}

// runPeriod runs period p on the open files with the Run button.
func runPeriod(t testing.TB, sh *shell, p string) {
	t.Helper()
	sh.show(sh.period)
	sh.period.periodEntry.SetText(p)
	if sh.period.runButton.Disabled() {
		t.Fatalf("Run is disabled: %s", sh.period.reason.Text)
	}
	test.Tap(sh.period.runButton)
	waitIdle(sh)
	if sh.session.run == nil {
		t.Fatalf("period %s did not run; told %q, problems %v", p, sh.dialogs.(*fakeDialogs).told, sh.session.problems())
	}
}

// copyFile copies src into dir and returns the copy's path.
func copyFile(t testing.TB, src, dir string) string {
	t.Helper()
	in, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	dst := filepath.Join(dir, filepath.Base(src))
	out, err := os.Create(dst)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	return dst
}

// liveObjects lists o and everything its renderers show now, as drawn
// (test.LaidOutObjects builds new renderers, which hold no table cells).
func liveObjects(o fyne.CanvasObject) []fyne.CanvasObject {
	out := []fyne.CanvasObject{o}
	switch c := o.(type) {
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(c).Objects() {
			out = append(out, liveObjects(child)...)
		}
	case *fyne.Container:
		for _, child := range c.Objects {
			out = append(out, liveObjects(child)...)
		}
	}
	return out
}

// headerButton finds the rendered header of a table's column.
func headerButton(t testing.TB, st *sortTable, title string) *keyButton {
	t.Helper()
	for _, o := range liveObjects(st.table) {
		if b, ok := o.(*keyButton); ok && b.Text == title {
			return b
		}
	}
	t.Fatalf("no header %q is shown", title)
	return nil
}

// renderedCell finds a rendered cell of a table at table row r, column c.
func renderedCell(t testing.TB, st *sortTable, r, c int) *tableCell {
	t.Helper()
	for _, o := range liveObjects(st.table) {
		if cell, ok := o.(*tableCell); ok && cell.id.Row == r && cell.id.Col == c && cell.Visible() {
			return cell
		}
	}
	t.Fatalf("cell (%d, %d) is not shown", r, c)
	return nil
}

// columnIndex is the index of a table's column by title.
func columnIndex(t testing.TB, st *sortTable, title string) int {
	t.Helper()
	for i, c := range st.columns {
		if c.title == title {
			return i
		}
	}
	t.Fatalf("no column %q", title)
	return -1
}

// rowWhere is the table row whose column col shows text, or -1.
func rowWhere(st *sortTable, col int, text string) int {
	for r := range st.shown {
		if st.cellText(r, col) == text {
			return r
		}
	}
	return -1
}

// containsAll reports whether s holds every part.
func containsAll(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}

// openListAndGames writes a rating list and a game list (CSV texts) into a
// new folder as list.csv and games.csv and opens both in sh.
func openListAndGames(t testing.TB, sh *shell, list, games string) {
	t.Helper()
	dir := t.TempDir()
	paths := []string{filepath.Join(dir, "list.csv"), filepath.Join(dir, "games.csv")}
	for i, text := range []string{list, games} {
		if err := os.WriteFile(paths[i], []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	openAndWait(t, sh, paths...)
}
