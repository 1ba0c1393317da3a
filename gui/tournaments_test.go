package gui

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/xuri/excelize/v2"

	"ratingdesk/xlsxio"
)

// The sample crosstables of testdata/: four sections, one a sheet, and the
// game list of their sections.
var (
	sampleSections      = filepath.Join("..", "testdata", "sample-sections.xlsx")
	sampleSectionsGames = filepath.Join("..", "testdata", "sample-sections-games.csv")
)

// showSection opens the sample crosstables and selects a section by sheet.
func showSection(t *testing.T, sh *shell, sheet string) *tournamentsScreen {
	t.Helper()
	if len(sh.session.sections()) == 0 {
		openAndWait(t, sh, sampleSections)
	}
	s := sh.tournaments
	if !s.selectSectionNamed(sheet) {
		t.Fatalf("no section %s among %d", sheet, len(s.sections))
	}
	if s.selected == nil || s.selected.table.Sheet != sheet {
		t.Fatalf("selected %v, want %s", s.selected, sheet)
	}
	return s
}

// playerRow is the table row showing start number no in column "No".
func playerRow(t *testing.T, st *sortTable, no string) int {
	t.Helper()
	r := rowWhere(st, columnIndex(t, st, "No"), no)
	if r < 0 {
		t.Fatalf("no row for No %s", no)
	}
	return r
}

func TestCrosstableIsAWorkspaceFile(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleSections)
	s := sh.workspace
	got := []string{s.files.cellText(0, columnIndex(t, s.files, "Kind")), s.files.cellText(0, columnIndex(t, s.files, "Status")),
		s.files.cellText(0, columnIndex(t, s.files, "Contents"))}
	// M-7's undated games are no warning without a rating list: a
	// crosstable's games have no dates unless a period is rated
	// (desk.UndatedWarnings); Status counts every problem placed in the
	// file, and there is none.
	// The 3 warnings are VI-A's unpublished players, whose typed Rating
	// the norms do not use: counted as the Problems tab lists them.
	want := []string{"crosstable", "read, 3 warnings", "4 sections: GM-A, VI-A, M-7, DR-1"}
	if !slices.Equal(got, want) {
		t.Errorf("workspace row %q, want %q", got, want)
	}
	if !strings.Contains(s.heading.Text, "Crosstables: 1, with 4 sections (Tournaments tab).") {
		t.Errorf("heading %q does not count the sections", s.heading.Text)
	}
	s.onFileActivated(0)
	if sh.tabs.Selected() != sh.tournaments.tab() {
		t.Errorf("double-tapping a crosstable shows %q, want the Tournaments tab", sh.tabs.Selected().Text)
	}
}

func TestTournamentsListEverySection(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleSections)
	l := sh.tournaments.list
	cols := []string{"Section", "Players", "Games finished", "Norms", "File"}
	want := [][]string{
		{"Jubilee Invitational 2024 / GM-A", "13", "78 of 78", "13 achieved (2 certificates)", "sample-sections.xlsx, sheet GM-A"},
		{"Veterans Invitational 2024 / VI-A", "10", "45 of 45", "no title norms", "sample-sections.xlsx, sheet VI-A"},
		{"Alpe Adria Masters 2025 / M-7", "11", "42 of 55", "6 secured, 4 possible", "sample-sections.xlsx, sheet M-7"},
		{"Nordic Double 2025 / DR-1", "7", "42 of 42", "3 achieved (2 certificates)", "sample-sections.xlsx, sheet DR-1"},
	}
	if len(l.shown) != len(want) {
		t.Fatalf("the list shows %d sections, want %d", len(l.shown), len(want))
	}
	for r, w := range want {
		var got []string
		for _, c := range cols {
			got = append(got, l.cellText(r, columnIndex(t, l, c)))
		}
		if !slices.Equal(got, w) {
			t.Errorf("section row %d = %q, want %q", r, got, w)
		}
	}
	if s := sh.tournaments; s.selected != s.sections[0] {
		t.Errorf("opening the crosstables selects %v, want the first section", s.selected)
	}
}

func TestCrosstableGridAsTyped(t *testing.T) {
	sh, _ := newTestShell(t)
	s := showSection(t, sh, "GM-A")
	g := s.grid
	if got, want := len(g.columns), 4+13+1; got != want {
		t.Fatalf("the grid has %d columns, want No, Name, Fed, Rating, 13 results and Score", got)
	}
	r := playerRow(t, g, "1")
	text := func(r int, col string) string { return g.cellText(r, columnIndex(t, g, col)) }
	got := []string{text(r, "Name"), text(r, "Fed"), text(r, "Rating"), text(r, "1"), text(r, "2"), text(r, "10"), text(r, "Score")}
	want := []string{"Šimić, Tomislav", "CRO", "2531", "x", "½", "1", "8"}
	if !slices.Equal(got, want) {
		t.Errorf("row of No 1 = %q, want %q", got, want)
	}
	if got := text(playerRow(t, g, "10"), "1"); got != "0" {
		t.Errorf("No 10 against No 1 shows %q, want 0 (No 1 won)", got)
	}

	// A running section leaves its unfinished games empty.
	s = showSection(t, sh, "M-7")
	empty := 0
	for r := range s.grid.shown {
		for j := range 11 {
			if s.grid.cellText(r, 4+j) == "" {
				empty++
			}
		}
	}
	if empty != 2*(55-42) {
		t.Errorf("M-7 shows %d empty result cells, want two for each of its 13 unfinished games", empty)
	}
	// A double round shows both results in a cell.
	s = showSection(t, sh, "DR-1")
	if got := s.grid.cellText(playerRow(t, s.grid, "1"), 5); len(strings.Fields(got)) != 2 {
		t.Errorf("DR-1: No 1 against No 2 shows %q, want two results", got)
	}
}

func TestStandingsWithTieBreaksAndPerformances(t *testing.T) {
	sh, _ := newTestShell(t)
	s := showSection(t, sh, "GM-A")
	st := s.standings
	cols := []string{"Place", "No", "Name", "Score", "Finished", "Played", "Wins", "SB", "Performance", "Perf. iterative"}
	want := map[int][]string{ // as `ratingdesk norms --sheet GM-A` prints them
		0: {"1", "5", "Kovačević, Marko", "8½", "12", "12", "5", "47", "2697.04", "2698.53"},
		3: {"4", "3", "Müller, Jürgen", "6½", "12", "12", "2", "38.75", "2494.43", "2494.69"},
		4: {"5–7", "4", "Ståhlberg, Åke", "6", "12", "12", "1", "36", "2449.50", "2449.48"},
	}
	for r, w := range want {
		var got []string
		for _, c := range cols {
			got = append(got, st.cellText(r, columnIndex(t, st, c)))
		}
		if !slices.Equal(got, w) {
			t.Errorf("standings row %d = %q, want %q", r, got, w)
		}
	}
}

func TestRequirementsOfASectionWithoutNorms(t *testing.T) {
	sh, _ := newTestShell(t)
	s := showSection(t, sh, "VI-A")
	rq := s.requirements
	rule, result := columnIndex(t, rq, "Rule"), columnIndex(t, rq, "Result")
	r := rowWhere(rq, rule, "App. 2 item 1b")
	if r < 0 {
		t.Fatalf("no row for App. 2 item 1b")
	}
	if got := rq.cellText(r, result); got != "fail" {
		t.Errorf("item 1b: %q, want fail (the event has no assumed rating, item 3b)", got)
	}
	last := len(rq.shown) - 1
	if got := rq.cellText(last, result); got != "no" {
		t.Errorf("last row %q: %q, want that the section offers no norms", rq.cellText(last, 1), got)
	}
	if !strings.Contains(s.summary.Text, "The section offers no title norms: it fails App. 2 item 1b") {
		t.Errorf("summary %q does not say why there are no norms", s.summary.Text)
	}
	if !s.certsBtn.Disabled() || s.statementBtn.Disabled() {
		t.Errorf("no norm achieved: certificates enabled %v, statement enabled %v; want certificates off, statement on",
			!s.certsBtn.Disabled(), !s.statementBtn.Disabled())
	}
}

func TestNormsPerPlayerAndLevel(t *testing.T) {
	sh, _ := newTestShell(t)
	s := showSection(t, sh, "GM-A")
	sh.show(s)
	s.showView(viewNorms)
	n := s.norms
	r := playerRow(t, n, "1")
	get := func(col string) string { return n.cellText(r, columnIndex(t, n, col)) }
	// `ratingdesk norms --sheet GM-A`: No 1 Šimić, GM norm, 8 of 12 games
	// (required 8), R_a 2444.58.
	if got := []string{get("R_a"), get("Score"), get("GM"), get("SIM"), get("Left")}; !slices.Equal(got, []string{"2444.58", "8", "achieved", "achieved", "0"}) {
		t.Errorf("No 1: R_a, score, GM, SIM, left = %q", got)
	}
	if tint := n.tintAt(r, columnIndex(t, n, "GM")); tint == nil {
		t.Errorf("an achieved norm is not shaded")
	}
	n.selectRow(n.shown[r])
	if want := "GM achieved (required 8, overscore 0)"; !strings.Contains(s.normDetail.Text, want) {
		t.Errorf("detail %q, want it to say %q", s.normDetail.Text, want)
	}

	// A running section: No 3 Köhler has secured the CCM norm and needs ½
	// more from 2 games for the IM norm; No 8 Fernández is out of reach at
	// GM, his opponents' average too low (the statement's "Ra too low").
	s = showSection(t, sh, "M-7")
	n = s.norms
	r = playerRow(t, n, "3")
	if got := []string{get("IM"), get("CCM"), get("Left")}; !slices.Equal(got, []string{"possible: needs ½", "secured", "2"}) {
		t.Errorf("M-7 No 3: IM, CCM, left = %q", got)
	}
	n.selectRow(n.shown[r])
	if want := "IM possible: needs ½ more from 2 games (required 6½)"; !strings.Contains(s.normDetail.Text, want) {
		t.Errorf("detail %q, want it to say %q", s.normDetail.Text, want)
	}
	r = playerRow(t, n, "8")
	if got := get("GM"); got != "Ra too low" {
		t.Errorf("M-7 No 8 GM: %q, want Ra too low", got)
	}
	if tint := n.tintAt(r, columnIndex(t, n, "GM")); tint != nil {
		t.Errorf("an out-of-reach norm is shaded %v", tint)
	}
	// Sorting by a level puts the best status first.
	test.Tap(headerButton(t, n, "CCM"))
	if got := n.cellText(0, columnIndex(t, n, "CCM")); got != "secured" {
		t.Errorf("sorted by CCM, the first row shows %q", got)
	}
}

func TestSaveStatementAndCertificates(t *testing.T) {
	sh, d := newTestShell(t)
	s := showSection(t, sh, "GM-A")
	dir := t.TempDir()

	d.savePath = filepath.Join(dir, "statement.pdf")
	test.Tap(s.statementBtn)
	waitIdle(sh)
	assertPDF(t, d.savePath)
	if want := storage.NewFileURI(d.savePath).String(); !slices.Contains(d.opened, want) {
		t.Errorf("after saving the statement, opened %q, want %q", d.opened, want)
	}

	certs := filepath.Join(dir, "certificates")
	d.submitted = true
	d.fill = func(content fyne.CanvasObject) {
		formEntry(t, content, "Folder").SetText(certs)
		formEntry(t, content, "Place of issue").SetText("Zagreb")
	}
	test.Tap(s.certsBtn)
	waitIdle(sh)
	// Every player achieved a norm, but 11 of them hold its title or a
	// higher one: no certificate for them (docs/rules.md "Titles held"),
	// as `ratingdesk norms --certificates` writes.
	files, err := filepath.Glob(filepath.Join(certs, "*.pdf"))
	if err != nil || len(files) != 2 {
		t.Fatalf("certificates saved: %q (%v), want 2, one per player with a norm achieved above the title held; told %q", files, err, d.told)
	}
	for _, f := range files {
		assertPDF(t, f)
	}
	if !slices.Contains(files, filepath.Join(certs, "GM-norm-Kovacevic-900102.pdf")) || slices.Contains(files, filepath.Join(certs, "GM-norm-Simic-900101.pdf")) {
		t.Errorf("certificates %q: want Kovačević's GM norm (he holds SIM), not Šimić's (he holds GM)", files)
	}
	if want := "Saved 2 certificates of Jubilee Invitational 2024 / GM-A to " + certs + ". None for 11 players: the title of the norm or a higher one is held."; sh.tasks.status.Text != want {
		t.Errorf("status %q, want %q", sh.tasks.status.Text, want)
	}
	if want := storage.NewFileURI(certs).String(); !slices.Contains(d.opened, want) {
		t.Errorf("after saving the certificates, opened %q, want the folder %q", d.opened, want)
	}
	if got := sh.prefs.certificatePlace(); got != "Zagreb" {
		t.Errorf("place of issue remembered %q, want Zagreb", got)
	}

	// Again: the form offers the place, and replacing asks first.
	d.fill = func(content fyne.CanvasObject) {
		if got := formEntry(t, content, "Place of issue").Text; got != "Zagreb" {
			t.Errorf("the form offers the place %q, want the one used last", got)
		}
		formEntry(t, content, "Folder").SetText(certs)
	}
	d.answer = false
	test.Tap(s.certsBtn)
	waitIdle(sh)
	if len(d.confirms) != 1 || !strings.Contains(d.confirms[0], "2 files") {
		t.Errorf("saving over the certificates asked %q, want one question naming the 2 files", d.confirms)
	}
}

// TestCertificatesAllTitlesHeld: a section whose norms achieved are all
// of titles their players hold has no certificate to save, and the app
// says why, player by player, as `ratingdesk norms --certificates` does.
func TestCertificatesAllTitlesHeld(t *testing.T) {
	sh, d := newTestShell(t)
	ct := filepath.Join(t.TempDir(), "held.csv")
	content := "Tournament,Held Cup\nSection,A\nType,Master norm\nStart,2024-05-01\n\nNo,ID,Name,Fed,Title,Rating,Status,1,2,3,4,5,6,7,8,9\n"
	feds := []string{"GER", "ITA", "ESP", "POL", "USA"}
	for i := range 9 {
		title := "IM" // the others' CCM norms
		if i == 0 {
			title = "GM"
		}
		row := []string{strconv.Itoa(i + 1), strconv.Itoa(101 + i), fmt.Sprintf("\"Player, %c\"", 'A'+i), feds[i%len(feds)], title, "2450", "fixed"}
		for j := range 9 {
			switch {
			case j == i:
				row = append(row, "x")
			case i == 0:
				row = append(row, "1")
			case j == 0:
				row = append(row, "0")
			default:
				row = append(row, "½")
			}
		}
		content += strings.Join(row, ",") + "\n"
	}
	if err := os.WriteFile(ct, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	openAndWait(t, sh, ct)
	s := sh.tournaments
	if !s.selectSectionNamed("A") {
		t.Fatalf("no section A among %d; told %q", len(s.sections), d.told)
	}
	if !s.certsBtn.Disabled() || s.certsBtn.Text != "Certificates (titles held)" {
		t.Errorf("certificates button %q, disabled %v; want %q, disabled", s.certsBtn.Text, s.certsBtn.Disabled(), "Certificates (titles held)")
	}
	s.onSaveCertificates()
	told := d.lastTold()
	for _, want := range []string{"No certificate to save: ", "Player, A holds GM: no certificate for GM, SIM, IM, CCM, CCE norms", "Player, I holds IM: no certificate for CCM, CCE norms"} {
		if !strings.Contains(told, want) {
			t.Errorf("told %q, want it to say %q", told, want)
		}
	}
	if d.formOpen {
		t.Errorf("the certificates' form opened with no certificate to save")
	}
}

func TestSaveNormsWorkbook(t *testing.T) {
	sh, d := newTestShell(t)
	s := showSection(t, sh, "M-7")
	d.savePath = filepath.Join(t.TempDir(), "norms.xlsx")
	test.Tap(s.normsBookBtn)
	waitIdle(sh)
	norms, ps := xlsxio.ReadNorms(d.savePath, xlsxio.ReadOptions{})
	if ps.HasErrors() || len(norms) == 0 {
		t.Fatalf("ReadNorms(%s) = %d norms, %v; told %q", d.savePath, len(norms), ps, d.told)
	}
	if len(d.opened) != 0 {
		t.Errorf("a workbook was opened: %q", d.opened)
	}
}

func TestNormDocumentsNeverOverwriteAnInput(t *testing.T) {
	sh, d := newTestShell(t)
	dir := t.TempDir()
	input := copyFile(t, sampleSections, dir)
	before, _ := os.ReadFile(input)
	openAndWait(t, sh, input)
	s := sh.tournaments
	d.savePath = input
	test.Tap(s.normsBookBtn)
	waitIdle(sh)
	if after, _ := os.ReadFile(input); !bytes.Equal(before, after) {
		t.Fatalf("saving the norms over the crosstable changed it")
	}
	if !containsAll(d.lastTold(), "Not saved", input) {
		t.Errorf("told %q, want that it was not saved", d.lastTold())
	}
	d.savePath = strings.TrimSuffix(input, ".xlsx") + ".pdf"
	if err := os.WriteFile(d.savePath, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	d.answer = false
	test.Tap(s.statementBtn)
	waitIdle(sh)
	if got, _ := os.ReadFile(d.savePath); string(got) != "mine" || len(d.confirms) != 1 {
		t.Errorf("an existing PDF was replaced without asking (asked %q)", d.confirms)
	}
}

func TestBrokenCrosstableShowsItsCell(t *testing.T) {
	sh, _ := newTestShell(t)
	path := copyFile(t, sampleSections, t.TempDir())
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.SetCellValue("GM-A", "J11", "2"); err != nil { // No 1 against No 2
		t.Fatal(err)
	}
	broken := filepath.Join(filepath.Dir(path), "broken-sections.xlsx")
	if err := f.SaveAs(broken); err != nil {
		t.Fatal(err)
	}
	f.Close()
	openAndWait(t, sh, broken)

	p := sh.problems
	r := rowWhere(p.table, columnIndex(t, p.table, "Cell"), "J11")
	if r < 0 {
		t.Fatalf("the Problems tab has no row for J11: %v", p.problems)
	}
	if got := []string{p.table.cellText(r, 0), p.table.cellText(r, 1), p.table.cellText(r, 2)}; !slices.Equal(got, []string{"error", "broken-sections.xlsx", "GM-A"}) {
		t.Errorf("severity, file, sheet = %q", got)
	}
	if sh.tabs.Selected() != p.tab() {
		t.Errorf("opening a broken crosstable does not show the Problems tab")
	}
	if got := sh.workspace.files.cellText(0, 0); got != "crosstable" {
		t.Errorf("the broken file's kind reads %q", got)
	}
	// A tester: the Tournaments tab said no crosstable was open, the
	// Workspace "with 0 sections".
	want := "No section can be shown: broken-sections.xlsx has 1 error (see the Problems tab)."
	if len(sh.tournaments.sections) != 0 || !strings.HasPrefix(sh.tournaments.heading.Text, want) {
		t.Errorf("a broken crosstable lists %d sections; heading %q, want it to start %q", len(sh.tournaments.sections), sh.tournaments.heading.Text, want)
	}
	want = "Crosstables: 1, with no section to show: broken-sections.xlsx has 1 error (Problems tab)."
	if !strings.Contains(sh.workspace.heading.Text, want) {
		t.Errorf("the Workspace says %q, want %q in it", sh.workspace.heading.Text, want)
	}
}

func TestCrosstablesAreResultsOfThePeriod(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames, sampleSections, sampleSectionsGames)
	if !strings.Contains(sh.period.gamesInfo.Text, "4 crosstable sections of 1 file") {
		t.Errorf("games read %q do not mention the crosstables", sh.period.gamesInfo.Text)
	}
	runPeriod(t, sh, "2026/1")
	if got := sh.session.run.req.Results; len(got) != 3 {
		t.Errorf("the period read the results %q, want the game lists and the crosstable", got)
	}
	_, want := rateDirectly(t, sampleList, []string{sampleGames, sampleSections, sampleSectionsGames}, "2026/1")
	res := sh.session.run.result
	if len(res.Rated) != len(want.Rated) || len(res.Players) != len(want.Players) || len(res.Rated) != 311 {
		t.Errorf("rated %d games for %d players, want %d for %d (the CLI rates 311)", len(res.Rated), len(res.Players), len(want.Rated), len(want.Players))
	}
}

func TestTournamentsRender(t *testing.T) {
	sh, _ := newTestShell(t)
	sh.win.Resize(fyne.NewSize(1240, 760))
	s := showSection(t, sh, "M-7")
	sh.show(s)
	s.showView(viewNorms)
	s.norms.selectRow(2) // No 3
	assertMarkup(t, "tournaments_norms.xml", s.content)
	s.showView(viewCrosstable)
	assertMarkup(t, "tournaments_crosstable.xml", s.content)
}

// formEntry is the entry of a form's item labelled label.
func formEntry(t *testing.T, form fyne.CanvasObject, label string) *escapeEntry {
	t.Helper()
	for _, it := range form.(*widget.Form).Items {
		if it.Text != label {
			continue
		}
		if e, ok := it.Widget.(*escapeEntry); ok {
			return e
		}
		for _, o := range it.Widget.(*fyne.Container).Objects {
			if e, ok := o.(*escapeEntry); ok {
				return e
			}
		}
	}
	t.Fatalf("the form has no entry %q", label)
	return nil
}

// assertPDF checks that path holds a PDF.
func assertPDF(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%s was not saved: %v", path, err)
	}
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Errorf("%s is not a PDF", path)
	}
}

func TestSectionWithoutStartHasNoNormsButRates(t *testing.T) {
	sh, _ := newTestShell(t)
	path := copyFile(t, sampleSections, t.TempDir())
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.SetCellValue("GM-A", "B4", ""); err != nil { // Start
		t.Fatal(err)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	openAndWait(t, sh, sampleList, sampleGames, path, sampleSectionsGames)

	p := sh.problems
	r := rowWhere(p.table, columnIndex(t, p.table, "Cell"), "B4")
	if r < 0 || p.table.cellText(r, columnIndex(t, p.table, "Sheet")) != "GM-A" {
		t.Fatalf("the Problems tab has no row for GM-A!B4: %v", p.problems)
	}
	// The 3 warnings are VI-A's unpublished players, whose typed Rating
	// (2300, the tournament level) the norms do not use (desk.ComputeNorms).
	if !strings.HasPrefix(p.banner.Text, "No norms for some sections: 1 error and 3 warnings. The rating period can still run") {
		t.Errorf("banner %q", p.banner.Text)
	}
	if got := sh.workspace.files.cellText(2, columnIndex(t, sh.workspace.files, "Status")); got != "read, no norms for 1 section, 3 warnings" {
		t.Errorf("the crosstable's status reads %q", got)
	}
	s := showSection(t, sh, "GM-A")
	if got := s.list.cellText(0, columnIndex(t, s.list, "Norms")); got != "not computed (see Problems)" {
		t.Errorf("GM-A norms %q", got)
	}
	if !s.statementBtn.Disabled() || !s.certsBtn.Disabled() || !s.normsBookBtn.Disabled() {
		t.Errorf("the documents of a section without norms can be saved")
	}
	if !strings.HasPrefix(s.normDetail.Text, "No norms: In file "+filepath.Base(path)+", sheet GM-A, cell B4") {
		t.Errorf("norms line %q, want why there are none", s.normDetail.Text)
	}
	if got := s.grid.cellText(0, columnIndex(t, s.grid, "Score")); got != "8" {
		t.Errorf("the crosstable still shows the score from titles.Standings: %q", got)
	}
	runPeriod(t, sh, "2026/1")
}

// TestGamesFinishedLeaveOutCancelledGames checks that a section whose
// norms cannot be computed (no Start) counts its games as the norms do:
// the games of a player whose games were cancelled count for nobody (App.
// 2 item 3a; titles.Section.FinishedGames), so the Tournaments list and
// the section's summary give the count the statement of norms gives.
func TestGamesFinishedLeaveOutCancelledGames(t *testing.T) {
	sh, _ := newTestShell(t)
	path := filepath.Join(t.TempDir(), "cancelled.csv")
	csv := "Tournament,Cup\nSection,A\nType,Open\nRated,yes\n\n" +
		"No,ID,Name,Fed,Rating,Status,Withdrawn,1,2,3,4\n" +
		"1,100001,\"Ahl, Anna\",GER,2100,fixed,,x,1,½,1\n" +
		"2,100002,\"Berg, Bo\",FRA,2100,fixed,cancelled,0,x,0,\n" +
		"3,100003,\"Cruz, Cy\",ESP,2100,fixed,,½,1,x,\n" +
		"4,100004,\"Dahl, Di\",SWE,2100,fixed,,0,,,x\n"
	if err := os.WriteFile(path, []byte(csv), 0o644); err != nil {
		t.Fatal(err)
	}
	openAndWait(t, sh, path)
	s := sh.tournaments
	if len(s.sections) != 1 {
		t.Fatalf("sections %d, want 1 (problems %v)", len(s.sections), sh.problems.problems)
	}
	if s.sections[0].norms != nil {
		t.Fatalf("the section without Start has norms")
	}
	if got := s.list.cellText(0, columnIndex(t, s.list, "Games finished")); got != "2 of 3" {
		t.Errorf("Games finished = %q, want %q", got, "2 of 3")
	}
	if got := s.summary.Text; !strings.Contains(got, "2 of 3 games finished") {
		t.Errorf("summary %q, want it to say 2 of 3 games finished", got)
	}
}

func TestNormsOfAnAcceptedWithdrawal(t *testing.T) {
	// No 12 Kıraç withdrew (accepted): 4½ from 11 games in the standings,
	// with two forfeit losses and a forfeit win; his norms count only the 8
	// games he played, 3½ (App. 2 item 3a). The Norms tab says so beside
	// its own count, not the standings' 11 games.
	sh, _ := newTestShell(t)
	openAndWait(t, sh, filepath.Join("..", "testdata", "sample-section-cancelled.csv"))
	s := sh.tournaments
	if !s.selectSectionNamed("GM-A") {
		t.Fatalf("no section GM-A among %d", len(s.sections))
	}
	sh.show(s)
	st := s.standings
	r := playerRow(t, st, "12")
	if got := st.cellText(r, columnIndex(t, st, "Score")); got != "4½" {
		t.Errorf("standings No 12: score %q, want 4½", got)
	}
	s.showView(viewNorms)
	n := s.norms
	r = playerRow(t, n, "12")
	get := func(col string) string { return n.cellText(r, columnIndex(t, n, col)) }
	if got := []string{get("Score"), get("Games"), get("Left")}; !slices.Equal(got, []string{"3½", "8", "0"}) {
		t.Errorf("norms No 12: score, games, left = %q, want 3½, 8, 0", got)
	}
	n.selectRow(n.shown[r])
	// Worded as the certificate and the norms summary word it.
	if want := "3½ from 8 games played, of 11 (withdrawal accepted: only played games count for a norm"; !strings.Contains(s.normDetail.Text, want) {
		t.Errorf("detail %q, want it to say %q", s.normDetail.Text, want)
	}
	// No 11's games were cancelled: no R_a, and his norms say why in the
	// statement's words (a tester: R_a 2455.08 and "out of reach" on the
	// tab, "withdrawn" on the PDF).
	r = playerRow(t, n, "11")
	if got := []string{get("R_a"), get("GM"), get("CCE")}; !slices.Equal(got, []string{"–", "withdrawn", "withdrawn"}) {
		t.Errorf("norms No 11: R_a, GM, CCE = %q, want –, withdrawn, withdrawn", got)
	}
}
