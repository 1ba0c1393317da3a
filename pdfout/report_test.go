package pdfout_test

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/pdfout"
)

var update = flag.Bool("update", false, "rewrite the golden text dumps in testdata/")

// render writes a period report to a temporary file and returns its path
// and bytes.
func render(t testing.TB, res *engine.PeriodResult, in *engine.PeriodInput, opt pdfout.ReportOptions) (string, []byte) {
	t.Helper()
	var buf bytes.Buffer
	if err := pdfout.WritePeriodReport(&buf, res, in, opt); err != nil {
		t.Fatalf("WritePeriodReport: %v", err)
	}
	path := filepath.Join(t.TempDir(), "report.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, buf.Bytes()
}

// poppler runs a poppler-utils tool, skipping the test when it is missing.
func poppler(t *testing.T, tool string, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		t.Skipf("%s not installed (poppler-utils)", tool)
	}
	out, err := exec.Command(tool, args...).Output()
	if err != nil {
		t.Fatalf("%s %v: %v", tool, args, err)
	}
	return string(out)
}

// exampleOptions asks for the worked example player's sheet and a sheet of
// a player without games.
func exampleOptions() pdfout.ReportOptions {
	return pdfout.ReportOptions{
		ProgramVersion: "v1.2.3-test",
		Inputs: []outputs.InputFile{
			{Path: "/home/officer/ratings/2025/q4/list-2025-4.xlsx", Kind: "rating list", SHA256: strings.Repeat("ab01", 16)},
			{Path: "results/games-sep-nov-2025.csv", Kind: "game list", SHA256: strings.Repeat("9f3e", 16)},
		},
		Players: []engine.PlayerID{100001, 100006},
	}
}

func TestWorkedExampleFixture(t *testing.T) {
	res, _ := workedExample()
	p := res.Players[0]
	for _, c := range []struct {
		what      string
		got, want float64
	}{
		{"r′", p.Rating, 1903.568},
		{"RD′", p.RD, 78.16604},
	} {
		if math.Abs(c.got-c.want) > 1e-3 {
			t.Errorf("fixture %s = %v, want %v", c.what, c.got, c.want)
		}
	}
}

func TestPeriodReportText(t *testing.T) {
	res, in := workedExample()
	path, _ := render(t, res, in, exampleOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")
	for _, want := range []string{
		// Names with diacritics come out as written.
		"Đorđević, Milan", "Ševčík, Jiří", "Ståhlberg, Gideon", "Kıraç, Mehmet", "Gonçalves da Silva", "Müller, Hans-Jürgen",
		// Summary.
		"Rating period 2026/1", "1 Sep 2025", "30 Nov 2025", "iccf-2023", strings.Repeat("ab01", 16),
		"not finished", "forfeit (game not played)", "tournament not rated",
		// Worked example, steps a–g (2025 write-up).
		"2.3028", "0.4606", "1.4393", "0.8636", "2.8785", "0.4030", "4.6056", "0.2879",
		"0.358 + 0.155 = 0.513", "0.692 + 0.683 = 1.374", "0.327 + 0.386 = 0.713",
		"0.6471", "0.5000", "0.5025", "0.3276", "0.4867", "0.4280", "0.3138", "0.2573", "0.3583", "0.3215", "0.2010", "0.1752",
		"0.39739", "-0.07732", "0.04244", "-0.07466", "-0.33839", "-0.07184",
		"0.450006", "2.323361", "1903.568", "published 1904", "78.16604", "published 78", "82.06662",
		// Growth of the example player's RD to 80 and the footer.
		"80.00000", "Rating Desk v1.2.3-test", "ruleset iccf-2023",
		// A player without games, asked for by ID.
		"No rated game in the period",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("report text lacks %q", want)
		}
	}
	pages := strings.Count(text, "\f")
	for p := 1; p <= pages; p++ {
		if want := fmt.Sprintf("page %d of %d", p, pages); !strings.Contains(text, want) {
			t.Errorf("report text lacks footer %q", want)
		}
	}
}

// TestPeriodReportWarnings: the warnings of the inputs (a game given twice
// is rated twice, with a warning) are on the summary page, which a rating
// officer files; a report without warnings has no such heading.
func TestPeriodReportWarnings(t *testing.T) {
	res, in := workedExample()
	opt := exampleOptions()
	opt.Warnings = []string{
		"games.csv:A7: warning: the same game as A3 (100001 against 100002, 1-0 on 2025-10-01): it is rated twice",
		"list.csv:B4: warning: \"Muller\" differs from the game list's \"Müller\"",
	}
	path, _ := render(t, res, in, opt)
	text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")
	summary, _, _ := strings.Cut(text, "\f")
	for _, want := range []string{"Warnings of the input files: 2 (they did not stop the period)", "games.csv:A7: warning: the same game as A3", "differs from the game list"} {
		if !strings.Contains(summary, want) {
			t.Errorf("report's first page lacks %q", want)
		}
	}
	path, _ = render(t, res, in, exampleOptions())
	if text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-"); strings.Contains(text, "Warnings of the input files") {
		t.Errorf("a report without warnings has a warnings heading")
	}
}

func TestPeriodReportChangeOrder(t *testing.T) {
	res, in := workedExample()
	path, _ := render(t, res, in, pdfout.ReportOptions{})
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	_, changes, ok := strings.Cut(text, "Changes in rating period")
	if !ok {
		t.Fatal("no change list in the report")
	}
	intro, rows, ok := strings.Cut(changes, "Total")
	if !ok {
		t.Fatal("no change list header")
	}
	// Folded: dordevic < goncalves < kirac < sevcik < stahlberg.
	order := []string{"Đorđević", "Gonçalves", "Kıraç", "Ševčík", "Ståhlberg"}
	last := -1
	for _, name := range order {
		i := strings.Index(rows, name)
		if i < 0 {
			t.Fatalf("change list lacks %s", name)
		}
		if i < last {
			t.Errorf("change list has %s out of order %v", name, order)
		}
		last = i
	}
	for _, absent := range []string{"Müller", "Łukasiewicz"} {
		if strings.Contains(rows, absent) {
			t.Errorf("change list has %s, who played no rated game", absent)
		}
	}
	if !strings.Contains(intro, "2 players without a rated game are left out") {
		t.Errorf("change list does not say how many players are left out")
	}
	// The very long name is cut with an ellipsis in the change list.
	if !strings.Contains(rows, "…") || strings.Contains(rows, "Sebastião Bragança") {
		t.Errorf("long name not cut with an ellipsis in the change list")
	}
}

func TestPeriodReportFontsEmbedded(t *testing.T) {
	res, in := workedExample()
	path, _ := render(t, res, in, exampleOptions())
	out := poppler(t, "pdffonts", path)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 3 {
		t.Fatalf("pdffonts lists no font:\n%s", out)
	}
	for _, line := range lines[2:] {
		f := strings.Fields(line)
		// name type… encoding emb sub uni object ID
		if len(f) < 7 || f[len(f)-5] != "yes" {
			t.Errorf("font not embedded: %q", line)
		}
		if strings.Contains(line, "Type 1") {
			t.Errorf("core (Type 1) font used: %q", line)
		}
	}
}

func TestPeriodReportDeterministic(t *testing.T) {
	res, in := workedExample()
	opt := exampleOptions()
	_, first := render(t, res, in, opt)
	for i := 0; i < 4; i++ {
		if _, again := render(t, res, in, opt); !bytes.Equal(first, again) {
			t.Fatalf("render %d differs from the first (%d vs %d bytes)", i+2, len(again), len(first))
		}
	}
	opt.Paper = pdfout.Letter
	if _, letter := render(t, res, in, opt); bytes.Equal(first, letter) {
		t.Errorf("A4 and Letter renders are identical")
	}
}

func TestPeriodReportPaper(t *testing.T) {
	res, in := workedExample()
	for _, c := range []struct {
		paper pdfout.Paper
		want  string
	}{
		{pdfout.A4, "595.28 x 841.89 pts"},
		{pdfout.Letter, "612 x 792 pts"},
	} {
		opt := exampleOptions()
		opt.Paper = c.paper
		path, _ := render(t, res, in, opt)
		info := poppler(t, "pdfinfo", path)
		if !strings.Contains(info, c.want) {
			t.Errorf("WritePeriodReport(paper %v): pdfinfo says\n%s\nwant page size %s", c.paper, info, c.want)
		}
		if m := regexp.MustCompile(`CreationDate:.*`).FindString(info); !strings.Contains(m, "Jan  1") || !strings.Contains(m, "2026") {
			t.Errorf("pdfinfo %q, want the period's first valid day, 1 Jan 2026", m)
		}
	}
}

func TestPeriodReportRepeatsHeader(t *testing.T) {
	res, in := synthetic(700)
	path, _ := render(t, res, in, pdfout.ReportOptions{Players: []engine.PlayerID{200001}})
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	pages := strings.Split(strings.TrimSuffix(text, "\f"), "\f")
	id := regexp.MustCompile(`\b(2\d{5})\b`)
	seen := map[string]int{}
	changePages := 0
	for n, page := range pages {
		if !strings.Contains(page, "Changes") || strings.Contains(page, "Calculation sheet") {
			continue
		}
		changePages++
		for _, h := range []string{"Name", "Fed", "Old", "New", "Change", "RD", "Games", "Score", "Total"} {
			if !strings.Contains(page, h) {
				t.Errorf("change list page %d lacks the header %q", n+1, h)
			}
		}
		for _, line := range strings.Split(page, "\n") {
			m := id.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			seen[m[1]]++
			// A row is one line: its name, numbers and total stay together.
			if f := strings.Fields(line); len(f) < 9 {
				t.Errorf("page %d: row broken apart: %q", n+1, line)
			}
		}
	}
	if changePages < 5 {
		t.Fatalf("change list has %d pages, want a long list", changePages)
	}
	want := 0
	for _, p := range res.Players {
		if p.PeriodGames > 0 {
			want++
			if seen[fmt.Sprint(p.Player.ID)] != 1 {
				t.Errorf("player %d appears %d times in the change list, want once", p.Player.ID, seen[fmt.Sprint(p.Player.ID)])
			}
		}
	}
	if len(seen) != want {
		t.Errorf("change list has %d players, want %d", len(seen), want)
	}
}

func TestPeriodReportGolden(t *testing.T) {
	res, in := workedExample()
	path, _ := render(t, res, in, exampleOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	golden := filepath.Join("testdata", "worked-example-report.txt")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("reading golden file (run go test -update): %v", err)
	}
	if text != string(want) {
		t.Errorf("report text differs from %s (run go test ./pdfout -update and review the diff)", golden)
	}
}

// rated rates the worked example's input with the engine.
func rated(t *testing.T, id engine.RulesetID) (*engine.PeriodResult, *engine.PeriodInput) {
	t.Helper()
	_, in := workedExample()
	in.Ruleset = mustRuleset(id)
	res, err := engine.RatePeriod(context.Background(), *in, nil)
	if err != nil {
		t.Fatalf("engine.RatePeriod(%s): %v", id, err)
	}
	return res, in
}

func TestPeriodReportFromEngine(t *testing.T) {
	res, in := rated(t, engine.ICCF2023)
	path, _ := render(t, res, in, pdfout.ReportOptions{AllPlayers: true})
	text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")
	for _, want := range []string{"1903.568", "published 1904", "78.16604", "82.06662", "0.39739", "-0.07184", "0.450006", "2.323361"} {
		if !strings.Contains(text, want) {
			t.Errorf("report of the engine's result lacks %q", want)
		}
	}
}

func TestPeriodReport2017(t *testing.T) {
	res, in := rated(t, engine.ICCF2017)
	path, _ := render(t, res, in, pdfout.ReportOptions{AllPlayers: true})
	text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")
	for _, want := range []string{"ruleset iccf-2017", "Rating Ro", "Calculation sheet: Kıraç, Mehmet", "Calculation sheet: Đorđević, Milan",
		"W_e", "ΔR = k·(W − W_e)", "k = r·g", "Rc = ", "D(p) = 640·log10(p/(1 − p))"} {
		if !strings.Contains(text, want) {
			t.Errorf("iccf-2017 report lacks %q", want)
		}
	}
	for _, absent := range []string{"Step (d)", "σ′"} {
		if strings.Contains(text, absent) {
			t.Errorf("iccf-2017 report has the Glicko step %q", absent)
		}
	}
	// The 2017 system has no RD (a tester: the summary said "RD grown").
	flat := strings.Join(strings.Fields(text), " ")
	for _, absent := range []string{"RD grown", "RD grew"} {
		if strings.Contains(flat, absent) {
			t.Errorf("iccf-2017 report says %q", absent)
		}
	}
}

func TestPeriodReportAllPlayers(t *testing.T) {
	res, in := workedExample()
	path, _ := render(t, res, in, pdfout.ReportOptions{AllPlayers: true})
	text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")
	if got := strings.Count(text, "Calculation sheet: "); got < 5 {
		t.Errorf("AllPlayers printed %d sheet headings, want at least one per player with games (5)", got)
	}
	// Kıraç's game against the new player used the start rating 2150.
	if !strings.Contains(text, "start rating") || !strings.Contains(text, "2150.000") {
		t.Errorf("sheet does not show rj from the start rating")
	}
}

func TestPeriodReportOddNames(t *testing.T) {
	res, in := workedExample()
	res.Players[0].Player.Name = "Smiley 😀 Tab\tName\x00"
	res.Players[1].Player.Name = ""
	res.Players[2].Player.Name = "Nguyễn, Thị Minh Khai"
	path, _ := render(t, res, in, pdfout.ReportOptions{AllPlayers: true})
	text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")
	if !strings.Contains(text, "Smiley ? Tab Name") {
		t.Errorf("emoji and control characters not replaced")
	}
	if !strings.Contains(text, "Nguyên, Thi Minh Khai") {
		t.Errorf("Vietnamese letters the Go fonts lack not replaced by the nearest letter")
	}
	if !strings.Contains(text, "player 100002") {
		t.Errorf("player without a name not shown by ID")
	}
}

func TestWritePeriodReportErrors(t *testing.T) {
	res, in := workedExample()
	if err := pdfout.WritePeriodReport(io.Discard, nil, in, pdfout.ReportOptions{}); err == nil {
		t.Errorf("WritePeriodReport(nil result) = nil, want an error")
	}
	err := pdfout.WritePeriodReport(io.Discard, res, in, pdfout.ReportOptions{Players: []engine.PlayerID{999}})
	if err == nil || !strings.HasPrefix(err.Error(), "pdfout: ") {
		t.Errorf("WritePeriodReport(unknown player) = %v, want a pdfout error", err)
	}
	// Without the input the report still renders.
	if err := pdfout.WritePeriodReport(io.Discard, res, nil, pdfout.ReportOptions{AllPlayers: true}); err != nil {
		t.Errorf("WritePeriodReport(nil input) = %v", err)
	}
}

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.pdf")
	res, in := workedExample()
	write := func(w io.Writer) error { return pdfout.WritePeriodReport(w, res, in, pdfout.ReportOptions{}) }
	if err := pdfout.WriteFile(path, write); err != nil {
		t.Fatalf("WriteFile: %v", err)
	}
	data, err := os.ReadFile(path)
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatalf("WriteFile wrote %d bytes (%v), want a PDF", len(data), err)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o644 {
		t.Errorf("WriteFile mode = %v, want 0644", fi.Mode().Perm())
	}
	// A failing render leaves the existing file as it was and no temp file.
	boom := errors.New("boom")
	err = pdfout.WriteFile(path, func(w io.Writer) error {
		io.WriteString(w, "partial")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Errorf("WriteFile(failing) = %v, want it to wrap %v", err, boom)
	}
	again, _ := os.ReadFile(path)
	if !bytes.Equal(again, data) {
		t.Errorf("failed WriteFile changed the existing file")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("directory holds %d entries after a failed write, want 1 (no temp file left)", len(entries))
	}
	if err := pdfout.WriteFile(filepath.Join(dir, "missing", "x.pdf"), write); err == nil {
		t.Errorf("WriteFile into a missing directory = nil, want an error")
	}
}

func TestParsePaper(t *testing.T) {
	for _, c := range []struct {
		in   string
		want pdfout.Paper
		ok   bool
	}{
		{"", pdfout.A4, true},
		{"A4", pdfout.A4, true},
		{" a4 ", pdfout.A4, true},
		{"Letter", pdfout.Letter, true},
		{"us-letter", pdfout.Letter, true},
		{"legal", pdfout.A4, false},
	} {
		got, err := pdfout.ParsePaper(c.in)
		if got != c.want || (err == nil) != c.ok {
			t.Errorf("ParsePaper(%q) = %v, %v; want %v, ok %v", c.in, got, err, c.want, c.ok)
		}
	}
}

func ExampleParsePaper() {
	p, _ := pdfout.ParsePaper("Letter")
	fmt.Println(p)
	_, err := pdfout.ParsePaper("legal")
	fmt.Println(err)
	// Output:
	// letter
	// pdfout: unknown paper "legal" (want a4 or letter)
}

// BenchmarkReport20k renders the summary and change list of a
// 20,000-player period (issue 13: under 1 s and 200 MB).
func BenchmarkReport20k(b *testing.B) {
	res, in := synthetic(20000)
	b.ReportAllocs()
	for b.Loop() {
		var n countingWriter
		if err := pdfout.WritePeriodReport(&n, res, in, pdfout.ReportOptions{ProgramVersion: "bench"}); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(n)/1e6, "MB/report")
	}
}

// countingWriter counts the bytes written to it.
type countingWriter int

func (c *countingWriter) Write(p []byte) (int, error) {
	*c += countingWriter(len(p))
	return len(p), nil
}

// TestPeriodReportCancelled: a report whose context is done stops before
// its calculation sheets, writing nothing, with an error that is
// context.Canceled (the app's Cancel of a report with a sheet for every
// player, which took minutes and could not be stopped); a live context
// gives the report WritePeriodReport gives.
func TestPeriodReportCancelled(t *testing.T) {
	res, in := synthetic(50)
	opt := pdfout.ReportOptions{AllPlayers: true, ProgramVersion: "test"}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var buf bytes.Buffer
	err := pdfout.WritePeriodReportContext(ctx, &buf, res, in, opt)
	if !errors.Is(err, context.Canceled) || buf.Len() != 0 {
		t.Errorf("WritePeriodReportContext(cancelled) = %v, %d bytes; want context.Canceled and nothing written", err, buf.Len())
	}
	var live, plain bytes.Buffer
	if err := pdfout.WritePeriodReportContext(context.Background(), &live, res, in, opt); err != nil {
		t.Fatal(err)
	}
	if err := pdfout.WritePeriodReport(&plain, res, in, opt); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(live.Bytes(), plain.Bytes()) {
		t.Errorf("WritePeriodReportContext gives %d bytes, WritePeriodReport %d: want the same report", live.Len(), plain.Len())
	}
}

// TestPeriodReportProgress: the report tells its progress through the
// calculation sheets, from none made to all, which the app shows while a
// sheet for every player takes seconds.
func TestPeriodReportProgress(t *testing.T) {
	res, in := workedExample()
	opt := exampleOptions()
	var got []string
	opt.Progress = func(done, total int) { got = append(got, fmt.Sprintf("%d/%d", done, total)) }
	if err := pdfout.WritePeriodReport(io.Discard, res, in, opt); err != nil {
		t.Fatal(err)
	}
	if want := "0/2 1/2 2/2"; strings.Join(got, " ") != want {
		t.Errorf("progress %q, want %q", strings.Join(got, " "), want)
	}
}

// TestAllSheetsCount: the count the app shows beside "a calculation sheet
// for every player who played" is the number of sheets AllPlayers makes,
// on a period with players who did not play.
func TestAllSheetsCount(t *testing.T) {
	res, in := synthetic(300)
	total := 0
	opt := pdfout.ReportOptions{AllPlayers: true, Progress: func(_, n int) { total = n }}
	if err := pdfout.WritePeriodReport(io.Discard, res, in, opt); err != nil {
		t.Fatal(err)
	}
	got := pdfout.AllSheetsCount(res)
	if got != total || got == 0 || got == len(res.Players) {
		t.Errorf("AllSheetsCount = %d, the report made %d sheets (%d players)", got, total, len(res.Players))
	}
}

func TestCalculationSheetMarksAssumedColours(t *testing.T) {
	// A crosstable's game gives no colours (docs/rules.md "Colour
	// unknown"): its colour on the calculation sheet is marked and
	// explained, not printed as a fact (an app tester: Šimić "White" in
	// all 12 games of a crosstable).
	_, in := workedExample()
	in.Games[1].ColoursAssumed = true // 100003 against 100001, a draw
	res, err := engine.RatePeriod(context.Background(), *in, nil)
	if err != nil {
		t.Fatal(err)
	}
	path, _ := render(t, res, in, pdfout.ReportOptions{Players: []engine.PlayerID{100001}})
	flat := strings.Join(strings.Fields(poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")), " ")
	for _, want := range []string{"Black*", `* Colour assumed: a crosstable does not say who had White, so the player with the lower start number is taken as White (docs/rules.md "Colour unknown"). The ruleset's colour terms α0 and α1 are 0, so no rating depends on it.`} {
		if !strings.Contains(flat, want) {
			t.Errorf("calculation sheet lacks %q:\n%s", want, flat)
		}
	}
	if strings.Count(flat, "White*")+strings.Count(flat, "Black*") != 1 {
		t.Errorf("colours marked assumed: %d, want the one game's", strings.Count(flat, "White*")+strings.Count(flat, "Black*"))
	}
}

// TestCalculationSheetNamesPjAndN: the calculation sheet heads the games
// counted with n (m is the mean (μ + μj)/2 of step c) and writes Pj as the
// sum p− + p+ it is, with a note that it is not a probability (a tester
// read Pj = 1.374 as a probability; docs/rules.md §1.1 "The update step,
// formula by formula").
func TestCalculationSheetNamesPjAndN(t *testing.T) {
	res, in := workedExample()
	path, _ := render(t, res, in, pdfout.ReportOptions{Players: []engine.PlayerID{100001}})
	flat := strings.Join(strings.Fields(poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")), " ")
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Games counted in the period (n = 3)", true},
		{"where m = (μ + μj)/2", true},
		{"Pj = p− + p+", true},
		{"0.692 + 0.683 = 1.374", true},
		{"p− and p+ are the probabilities of the game's result yj with the opponent at μj − σj and at μj + σj; " +
			"Pj = p− + p+ is their sum (twice their average, so up to 2), not a probability (docs/rules.md §1.1).", true},
		{"(m = 3)", false},
		{"Pj (of the result)", false},
	} {
		if got := strings.Contains(flat, c.text); got != c.want {
			t.Errorf("calculation sheet contains %q = %v, want %v:\n%s", c.text, got, c.want, flat)
		}
	}
}

// TestPeriodReportCountsAssumedColours: the summary counts the rated games
// whose colours a crosstable does not give (docs/rules.md "Colour
// unknown"), and says nothing of them when every game's colours are known.
func TestPeriodReportCountsAssumedColours(t *testing.T) {
	const label = "of them with colours assumed, from a crosstable"
	res, in := rated(t, engine.ICCF2023)
	path, _ := render(t, res, in, pdfout.ReportOptions{})
	if text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-"); strings.Contains(text, label) {
		t.Errorf("report of a game list's period counts games with colours assumed")
	}
	_, in = workedExample()
	in.Ruleset = mustRuleset(engine.ICCF2023)
	for i := range in.Games {
		in.Games[i].ColoursAssumed = true
	}
	res, err := engine.RatePeriod(context.Background(), *in, nil)
	if err != nil {
		t.Fatal(err)
	}
	path, _ = render(t, res, in, pdfout.ReportOptions{})
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	want := regexp.MustCompile(regexp.QuoteMeta(label) + `.*\s` + strconv.Itoa(len(res.Rated)) + `\s`)
	if len(res.Rated) == 0 || !want.MatchString(text) {
		t.Errorf("report summary lacks %q with %d games", label, len(res.Rated))
	}
}
