package main

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const (
	sampleSections = "../../testdata/sample-sections.xlsx"
	sampleDouble   = "../../testdata/sample-section-double.csv"
	sampleSecGames = "../../testdata/sample-sections-games.csv"
	sampleList     = "../../testdata/sample-list.xlsx"
)

// readCSVTable reads an output CSV (with its byte-order mark) into rows
// keyed by header.
func readCSVTable(t *testing.T, path string) []map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		t.Errorf("%s has no byte-order mark", path)
	}
	records, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))).ReadAll()
	if err != nil {
		t.Fatalf("reading %s: %v", path, err)
	}
	var rows []map[string]string
	for _, rec := range records[1:] {
		row := map[string]string{}
		for i, h := range records[0] {
			row[h] = rec[i]
		}
		rows = append(rows, row)
	}
	return rows
}

// normsRow finds the Norms row of a player and level.
func normsRow(rows []map[string]string, id, level string) map[string]string {
	for _, r := range rows {
		if r["ID"] == id && r["Title level"] == level {
			return r
		}
	}
	return nil
}

// wantLines checks that out holds every line of want (each trimmed of
// surrounding spaces, in any order).
func wantLines(t *testing.T, what, out string, want ...string) {
	t.Helper()
	lines := map[string]bool{}
	for _, l := range strings.Split(out, "\n") {
		lines[strings.Join(strings.Fields(l), " ")] = true
	}
	for _, w := range want {
		if !lines[strings.Join(strings.Fields(w), " ")] {
			t.Errorf("%s: no line %q in\n%s", what, w, out)
		}
	}
}

// TestNormsSampleSections runs `norms` on every bundled section and checks
// the figures the titles package gives for them: category, required
// points, norms achieved, secured and possible, a section failing the
// rated and fixed shares, and a withdrawn player.
func TestNormsSampleSections(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, file, sheet string
		want              []string
		norms             [][4]string // ID, level, Norm, Reason or Overscore
	}{
		{"GM norm section", sampleSections, "GM-A", []string{
			"Jubilee Invitational 2024 / GM-A",
			"average 2451.2308, category major 9; title norms: yes",
			// Bråten's opponents average 2458.17: 7½ for the GM norm.
			"13 Bråten, Håkon 2458.17 7½ 7 6 4½ 4½",
			"5 Kovačević, Marko 2450.42 8 7 6 4½ 4½",
			"No 5 Kovačević, Marko: GM norm, 8½ of 12 games (required 8), overscore 1",
			"No 1 Šimić, Tomislav: GM norm, 8 of 12 games (required 8), overscore 0",
			"No 2 Đorđević, Miloš: SIM norm, 7 of 12 games (required 7), overscore 0",
			"5–7 4 Ståhlberg, Åke SWE 2472 6 1 36 2449.50 2449.48",
		}, [][4]string{{"900102", "GM", "yes", "1"}, {"930101", "GM", "no", "score out of reach"}, {"180101", "IM", "yes", "0"}}},
		{"failing the rated and fixed shares", sampleSections, "VI-A", []string{
			"average 2228.7143, category minor L; title norms: no",
			"fails App. 2 item 1b: at least 75% rated players",
			"fails App. 2 item 1c: at least 60% players with a fixed rating",
		}, [][4]string{{"150102", "CCE", "no", "section is not a title tournament"}}},
		{"running section with a withdrawal", sampleSections, "M-7", []string{
			"Master norm, 11 players, start 2025-02-01, 42 of 55 games finished",
			"average 2315.6364, category major 3; title norms: yes",
			"No 7 Žukauskas, Darius: IM norm, 6½ of 10 games (required 6½), overscore 0",
			"No 3 Köhler, Bärbel: IM norm needs ½ more from 2 games (required 6½)",
		}, [][4]string{{"290101", "IM", "yes", "0"}, {"100101", "CCE", "no", "withdrawn"}, {"180104", "IM", "no", "not yet: ½ more from 2 games"}}},
		{"double round from CSV", sampleDouble, "", []string{
			"Invitational, 7 players, double round, start 2024-09-01, finished 2025-10-05, 42 of 42 games finished",
			"average 2088.5714, category minor F; title norms: yes",
			"No 5 Zanetti, Niccolò: CCE norm, 7 of 12 games (required 7), overscore 0",
		}, [][4]string{{"260101", "CCE", "yes", "0"}, {"260101", "CCM", "no", "opponents' average rating too low"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(dir, tt.sheet+"norms.csv")
			args := []string{"norms", "--crosstable", tt.file, "--out", out}
			if tt.sheet != "" {
				args = append(args, "--sheet", tt.sheet)
			}
			status, stdout, stderr := runCLI(t, args...)
			if status != exitOK {
				t.Fatalf("norms exited %d: %s", status, stderr)
			}
			wantLines(t, tt.name, stdout, tt.want...)
			rows := readCSVTable(t, out)
			for _, n := range tt.norms {
				r := normsRow(rows, n[0], n[1])
				if r == nil {
					t.Errorf("no Norms row for %s %s", n[0], n[1])
					continue
				}
				detail := r["Overscore"]
				if r["Norm"] == "no" {
					detail = r["Reason"]
				}
				if r["Norm"] != n[2] || detail != n[3] {
					t.Errorf("%s %s: Norm %q, %q; want %q, %q", n[0], n[1], r["Norm"], detail, n[2], n[3])
				}
			}
		})
	}
}

// TestNormsOutputs writes the workbook, the statement and the
// certificates, reads the workbook back for `titles`, and checks that the
// same input gives the same bytes.
func TestNormsOutputs(t *testing.T) {
	dir := t.TempDir()
	out, pdf, certs := filepath.Join(dir, "gm.xlsx"), filepath.Join(dir, "gm.pdf"), filepath.Join(dir, "certs")
	status, stdout, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", out, "--pdf", pdf, "--certificates", certs)
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	for _, f := range []string{out, pdf, filepath.Join(certs, "GM-norm-Kovacevic-900102.pdf"), filepath.Join(certs, "CCM-norm-Braten-380101.pdf")} {
		if info, err := os.Stat(f); err != nil || info.Size() == 0 {
			t.Errorf("%s not written: %v", f, err)
		}
		if !strings.Contains(stdout, "wrote "+f) {
			t.Errorf("stdout does not say %s was written", f)
		}
	}
	// Every player achieved a norm, but 11 of them hold its title or a
	// higher one (docs/rules.md "Titles held").
	entries, _ := os.ReadDir(certs)
	if len(entries) != 2 {
		t.Errorf("%d certificates, want 2 (Kovačević, a SIM with a GM norm, and Bråten, untitled)", len(entries))
	}
	again := filepath.Join(dir, "again.xlsx")
	if status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", again); status != exitOK {
		t.Fatalf("second norms exited %d: %s", status, stderr)
	}
	a, _ := os.ReadFile(out)
	b, _ := os.ReadFile(again)
	if !bytes.Equal(a, b) {
		t.Error("two runs on the same crosstable wrote different workbooks")
	}
}

// TestNormsCertificatesOfTitlesHeld: no certificate is written for a norm
// of the title a player holds, or of a lower one, and one line a player
// says which were not written (docs/rules.md "Titles held").
func TestNormsCertificatesOfTitlesHeld(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		written []string
		lines   []string
		absent  []string
	}{
		{"GM-A", []string{"--crosstable", sampleSections, "--sheet", "GM-A"},
			[]string{"GM-norm-Kovacevic-900102.pdf", "CCM-norm-Braten-380101.pdf"},
			[]string{
				"Šimić, Tomislav holds GM: no certificate for GM, SIM, IM, CCM, CCE norms",
				"Đorđević, Miloš holds GM: no certificate for SIM, IM, CCM, CCE norms",
				"Müller, Jürgen holds SIM: no certificate for IM, CCM, CCE norms",
				"Østergaard, Søren holds IM: no certificate for IM, CCM, CCE norms",
				"Kıraç, Emre holds IM: no certificate for CCM, CCE norms",
			},
			[]string{"GM-norm-Simic-900101.pdf", "SIM-norm-Dordevic-930101.pdf", "IM-norm-Muller-180101.pdf", "CCM-norm-Kirac-520101.pdf", "Kovačević, Marko holds", "Bråten, Håkon holds"}},
		{"double round", []string{"--crosstable", sampleDouble},
			[]string{"CCE-norm-Molgaard-150103.pdf", "CCE-norm-Zanetti-260101.pdf"},
			[]string{"Ďurica, Ľubomír holds CCE: no certificate for the CCE norm"},
			[]string{"no certificate was written"}},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		certs := filepath.Join(dir, "certs")
		args := append([]string{"norms", "--out", filepath.Join(dir, "n.csv"), "--certificates", certs}, tt.args...)
		status, stdout, stderr := runCLI(t, args...)
		if status != exitOK {
			t.Fatalf("%s: norms exited %d: %s", tt.name, status, stderr)
		}
		var names []string
		entries, _ := os.ReadDir(certs)
		for _, e := range entries {
			names = append(names, e.Name())
		}
		slices.Sort(names)
		want := slices.Sorted(slices.Values(tt.written))
		if !slices.Equal(names, want) {
			t.Errorf("%s: certificates written %q, want %q", tt.name, names, want)
		}
		wantLines(t, "stdout", stdout, tt.lines...)
		for _, a := range tt.absent {
			if strings.Contains(stdout, a) {
				t.Errorf("%s: stdout says %q:\n%s", tt.name, a, stdout)
			}
		}
	}
}

// nineCSV writes a Master norm section of nine players rated 2450 as a
// CSV crosstable in dir: title(i) is player i's title (0-based), cell(i, j)
// his result against j (i < j; the other cell is its reverse).
func nineCSV(t *testing.T, dir string, title func(i int) string, cell func(i, j int) string) string {
	t.Helper()
	reverse := map[string]string{"1": "0", "0": "1", "½": "½", "": ""}
	content := "Tournament,Test Cup\nType,Master norm\nStart,2024-05-01\n\nNo,ID,Name,Fed,Title,Rating,Status,1,2,3,4,5,6,7,8,9\n"
	feds := []string{"GER", "ITA", "ESP", "POL", "USA"}
	for i := range 9 {
		row := []string{strconv.Itoa(i + 1), strconv.Itoa(101 + i), fmt.Sprintf("\"Player, %c\"", 'A'+i), feds[i%len(feds)], title(i), "2450", "fixed"}
		for j := range 9 {
			switch {
			case j == i:
				row = append(row, "x")
			case i < j:
				row = append(row, cell(i, j))
			default:
				row = append(row, reverse[cell(j, i)])
			}
		}
		content += strings.Join(row, ",") + "\n"
	}
	path := filepath.Join(dir, "nine.csv")
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestNormsNoCertificateForTitlesHeld: when every norm achieved is of a
// title its player holds, no certificate and no folder is written, and the
// output says why.
func TestNormsNoCertificateForTitlesHeld(t *testing.T) {
	dir := t.TempDir()
	// A GM wins every game; the others, IMs, draw among themselves and
	// achieve CCM norms.
	ct := nineCSV(t, dir, func(i int) string {
		if i == 0 {
			return "GM"
		}
		return "IM"
	}, func(i, _ int) string {
		if i == 0 {
			return "1"
		}
		return "½"
	})
	certs := filepath.Join(dir, "certs")
	status, stdout, stderr := runCLI(t, "norms", "--crosstable", ct, "--out", filepath.Join(dir, "n.csv"), "--certificates", certs)
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	wantLines(t, "stdout", stdout,
		"Player, A holds GM: no certificate for GM, SIM, IM, CCM, CCE norms",
		"Player, I holds IM: no certificate for CCM, CCE norms",
		"no certificate was written to "+certs+": every norm achieved is of a title its player holds")
	if _, err := os.Stat(certs); !os.IsNotExist(err) {
		t.Errorf("the certificates' folder was made: %v", err)
	}
}

// TestNormsOneGameLeft: a norm still possible with one game left says
// "from 1 game", in the summary and in the Norms sheet's Reason.
func TestNormsOneGameLeft(t *testing.T) {
	dir := t.TempDir()
	// Every game drawn but A against B, not finished: A has 3½ of 7, one
	// game left, and needs 4 for the IM norm.
	ct := nineCSV(t, dir, func(int) string { return "" }, func(i, j int) string {
		if i == 0 && j == 1 {
			return ""
		}
		return "½"
	})
	out := filepath.Join(dir, "n.csv")
	status, stdout, stderr := runCLI(t, "norms", "--crosstable", ct, "--out", out)
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	if !strings.Contains(stdout, "No 1 Player, A: IM norm needs ½ more from 1 game (required 4)") || strings.Contains(stdout, "1 games") {
		t.Errorf("stdout does not say the norm needs ½ more from 1 game:\n%s", stdout)
	}
	row := normsRow(readCSVTable(t, out), "101", "IM")
	if row == nil || row["Reason"] != "not yet: ½ more from 1 game" {
		t.Errorf("Norms sheet, No 1 IM: %v, want Reason %q", row, "not yet: ½ more from 1 game")
	}
}

func TestNormsNeedsASheet(t *testing.T) {
	out := filepath.Join(t.TempDir(), "norms.xlsx")
	status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--out", out)
	if status != exitUsage {
		t.Fatalf("exit %d, want %d", status, exitUsage)
	}
	for _, sheet := range []string{"GM-A", "VI-A", "M-7", "DR-1"} {
		if !strings.Contains(stderr, `--sheet "`+sheet+`"`) {
			t.Errorf("stderr does not list sheet %s: %q", sheet, stderr)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Error("norms wrote its output although the section was not chosen")
	}
}

func TestNormsUsageErrors(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "n.xlsx")
	tests := [][]string{
		{"norms", "--out", out},
		{"norms", "--crosstable", sampleDouble},
		{"norms", "--crosstable", sampleDouble, "--out", filepath.Join(dir, "n.ods")},
		{"norms", "--crosstable", sampleDouble, "--out", sampleDouble},
		{"norms", "--crosstable", sampleDouble, "--out", out, "--scale", "500"},
		{"norms", "--crosstable", sampleDouble, "--out", out, "--pdf", out},
		{"norms", "--crosstable", sampleDouble, "--out", filepath.Join(dir, "missing", "n.xlsx")},
		{"norms", "--crosstable", sampleDouble, "--out", out, "--paper", "a3"},
		{"norms", "--crosstable", sampleSections, "--sheet", "Nope", "--out", out},
	}
	for _, args := range tests {
		if status, _, stderr := runCLI(t, args...); status != exitUsage {
			t.Errorf("%q: exit %d, want %d (%s)", args, status, exitUsage, stderr)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("refused commands wrote %d files", len(entries))
	}
}

func TestNormsInputProblems(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.csv")
	content := "Tournament,T\nStart,2024-05-01\nNo,ID,Name,Fed,Rating,Status,1,2,3\n" +
		"1,1,A,GER,2400,fixed,x,1,½\n2,2,B,ITA,2400,fixed,1,x,\n3,3,C,ESP,2400,fixed,½,,x\n"
	if err := os.WriteFile(bad, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "n.xlsx")
	status, _, stderr := runCLI(t, "norms", "--crosstable", bad, "--out", out)
	if status != exitProblems {
		t.Fatalf("exit %d, want %d", status, exitProblems)
	}
	wantLines(t, "stderr", stderr,
		bad+":H4: No 1 against No 2 is 1 here but 1 in G5 (No 2 against No 1): the two cells must agree (1 with 0, ½ with ½, + with -, empty with empty)",
		bad+":G5: No 2 against No 1 is 1 here but 1 in H4 (No 1 against No 2): the two cells must agree (1 with 0, ½ with ½, + with -, empty with empty)")
	noStart := filepath.Join(dir, "nostart.csv")
	if err := os.WriteFile(noStart, []byte(strings.Replace(strings.Replace(content, "Start,2024-05-01\n", "", 1), "1,x,\n", "0,x,\n", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	status, _, stderr = runCLI(t, "norms", "--crosstable", noStart, "--out", out)
	if status != exitProblems || !strings.HasPrefix(stderr, noStart+": the block above the table has no Start") {
		t.Errorf("no Start: exit %d, stderr %q", status, stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Error("norms wrote its output despite input problems")
	}
}

func TestPerf(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--opponents", "2300,2500", "--score", "1.5", "--scale", "400"}, "classic 2590.85\niterative 2605.32\n"},
		{[]string{"--opponents", "2400, 2400", "--score", "1½", "--scale", "400"}, "classic 2590.85\niterative 2590.85\n"},
		{[]string{"--opponents", "2200,2600", "--score", "1.5", "--scale", "400"}, "classic 2590.85\niterative 2649.04\n"},
		{[]string{"--opponents", "2300,2500", "--score", "1.5"}, "classic 2705.36\niterative 2714.37\n"},
	}
	for _, tt := range tests {
		status, stdout, stderr := runCLI(t, append([]string{"perf"}, tt.args...)...)
		if status != exitOK || stdout != tt.want {
			t.Errorf("perf %q = %d %q (%s), want 0 %q", tt.args, status, stdout, stderr, tt.want)
		}
	}
	for _, score := range []string{"0", "2"} {
		status, stdout, stderr := runCLI(t, "perf", "--opponents", "2300,2500", "--score", score)
		if status != exitProblems || stdout != "classic undefined\niterative undefined\n" || !strings.Contains(stderr, "undefined") {
			t.Errorf("perf at score %s = %d %q %q, want 1 and undefined", score, status, stdout, stderr)
		}
	}
	for _, args := range [][]string{
		{"--score", "1"},
		{"--opponents", "2300"},
		{"--opponents", "2300,abc", "--score", "1"},
		{"--opponents", "2300,2400", "--score", "3"},
		{"--opponents", "2300,2400", "--score", "-1"},
		{"--opponents", "2300,2400", "--score", "1", "--scale", "173.7"},
	} {
		if status, _, _ := runCLI(t, append([]string{"perf"}, args...)...); status != exitUsage {
			t.Errorf("perf %q: exit %d, want %d", args, status, exitUsage)
		}
	}
}

// TestPerfRefusesImplausibleInput: an opponent's rating outside the bounds
// the rating files are read with (2.300 is 2.3, not 2300), an empty item
// and a score that is no multiple of ½ or more than the games give are
// refused, every problem at once, with exit status 2 (docs/cli.md `perf`).
func TestPerfRefusesImplausibleInput(t *testing.T) {
	const help = "Run 'ratingdesk perf -h' for help."
	tests := []struct {
		opponents, score string
		want             []string
	}{
		{"2.300,2500", "1", []string{"ratingdesk perf: --opponents: item 1, 2.300, is not a rating between 500 and 3500"}},
		{"2300,2500", "0.75", []string{"ratingdesk perf: --score 0.75 is not a score: a game scores 1, ½ or 0, so a score is a multiple of ½ (0.5)"}},
		{"2300,,2500", "1", []string{"ratingdesk perf: --opponents: item 2 is empty: give one rating per game, separated by commas"}},
		{"2300,2500,", "1", []string{"ratingdesk perf: --opponents: item 3 is empty: give one rating per game, separated by commas"}},
		{"2300,2500", "2½", []string{"ratingdesk perf: --score 2½ is more than the 2 games can give (a game scores at most 1)"}},
		{"2300", "1.5", []string{"ratingdesk perf: --score 1.5 is more than the 1 game can give (a game scores at most 1)"}},
		{"499;3501, 2400", "1", []string{
			"ratingdesk perf: --opponents: item 1, 499, is not a rating between 500 and 3500",
			"ratingdesk perf: --opponents: item 2, 3501, is not a rating between 500 and 3500",
		}},
		{"2.300,,abc", "0.75", []string{
			"ratingdesk perf: --opponents: item 1, 2.300, is not a rating between 500 and 3500",
			"ratingdesk perf: --opponents: item 2 is empty: give one rating per game, separated by commas",
			"ratingdesk perf: --opponents: item 3, abc, is not a rating between 500 and 3500",
			"ratingdesk perf: --score 0.75 is not a score: a game scores 1, ½ or 0, so a score is a multiple of ½ (0.5)",
		}},
	}
	for _, tt := range tests {
		status, stdout, stderr := runCLI(t, "perf", "--opponents", tt.opponents, "--score", tt.score)
		want := strings.Join(append(tt.want, help), "\n") + "\n"
		if status != exitUsage || stdout != "" || stderr != want {
			t.Errorf("perf --opponents %q --score %q = %d, stdout %q, stderr\n%s\nwant %d and\n%s", tt.opponents, tt.score, status, stdout, stderr, exitUsage, want)
		}
	}
	// The bounds themselves are ratings.
	if status, stdout, stderr := runCLI(t, "perf", "--opponents", "500,3500", "--score", "1"); status != exitOK {
		t.Errorf("perf --opponents 500,3500 = %d %q %q, want 0", status, stdout, stderr)
	}
}

// TestTitlesSaysFixedRatingsNotChecked: without --list the fixed-rating
// condition is not checked, and a last line on standard output says so,
// also when no title's norms are complete (docs/rules.md "Commands",
// titles); with --list it is checked, and no such line is printed.
func TestTitlesSaysFixedRatingsNotChecked(t *testing.T) {
	gm := filepath.Join(t.TempDir(), "gm.csv")
	if status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", gm); status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	tests := []struct {
		args []string
		want bool
	}{
		{[]string{"titles", gm}, true},
		{[]string{"titles", gm, "--list", sampleList}, false},
	}
	for _, tt := range tests {
		status, stdout, stderr := runCLI(t, tt.args...)
		if status != exitOK {
			t.Fatalf("%q exited %d: %s", tt.args, status, stderr)
		}
		last := stdout[strings.LastIndex(strings.TrimSuffix(stdout, "\n"), "\n")+1:]
		if got := last == "fixed ratings not checked: give --list to check them\n"; got != tt.want || strings.Count(stdout, "fixed ratings not checked") > 1 {
			t.Errorf("%q: last line %q; want the line saying fixed ratings are not checked: %v", tt.args, last, tt.want)
		}
		if strings.Contains(stderr, "not checked") {
			t.Errorf("%q: stderr %q says it too", tt.args, stderr)
		}
	}
}

func TestTitles(t *testing.T) {
	dir := t.TempDir()
	gm := filepath.Join(dir, "gm.xlsx")
	if status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", gm); status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	// A second GM norm for Kovačević from another event, as a norms CSV
	// would carry it.
	other := filepath.Join(dir, "other.csv")
	content := "ID,Name,Title level,Norm,Overscore,Event,Games,GM games,SIM games\n" +
		"900102,\"Kovačević, Marko\",GM,yes,2,Adriatic Memorial / GM,12,4,2\n" +
		"900102,\"Kovačević, Marko\",SIM,no,,Adriatic Memorial / GM,12,4,2\n"
	if err := os.WriteFile(other, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	// Files may follow --norms and come before other flags.
	status, stdout, stderr := runCLI(t, "titles", "--norms", gm, other, "--list", sampleList)
	if status != exitOK {
		t.Fatalf("titles exited %d: %s", status, stderr)
	}
	// GM-A credits Kovačević with 12 games + overscore 1 and 1 GM game, 5
	// SIM games (counted as 2); the other event with 12 + 2 and 4 + 1.
	wantLines(t, "titles", stdout,
		"900102 Kovačević, Marko",
		"GM 2 norms (2 needed), 27 games (24 needed), 8 games towards the GM quota (5 needed): title earned",
		"holds SIM on the list: titles up to SIM not shown",
		"900101 Šimić, Tomislav",
		"holds GM on the list: titles up to GM not shown",
		"380101 Bråten, Håkon", // no title on the list: every title with a norm
		"CCM 1 norm (2 needed), 12 games (24 needed): needs 1 more norm, 12 more games, a fixed rating",
	)
	if strings.Contains(stdout, "Šimić, Tomislav\n  GM") {
		t.Errorf("titles shows progress towards the GM title Šimić holds:\n%s", stdout)
	}
	status, stdout, _ = runCLI(t, "titles", gm, other)
	// Without a list nothing says who holds what: every title is shown.
	wantLines(t, "titles without a list", stdout,
		"900101 Šimić, Tomislav",
		"GM 1 norm (2 needed), 12 games (24 needed), 3 games towards the GM quota (5 needed): needs 1 more norm, 12 more games, 2 more games against GMs or fixed 2600+ players",
	)
	if status != exitOK || !strings.Contains(stdout, "title earned") && !strings.Contains(stdout, "not checked: give --list") {
		t.Errorf("titles without a list = %d %q", status, stdout)
	}
	if !strings.Contains(stdout, "norms complete; the title also needs a fixed rating (not checked: give --list)") {
		t.Errorf("titles without a list does not say the fixed rating was not checked:\n%s", stdout)
	}
	if status, _, _ := runCLI(t, "titles"); status != exitUsage {
		t.Errorf("titles without files: exit %d, want %d", status, exitUsage)
	}
	if status, _, _ := runCLI(t, "titles", "--norms", sampleList); status != exitProblems {
		t.Errorf("titles on a rating list: exit %d, want %d", status, exitProblems)
	}
}

func TestCheckCrosstables(t *testing.T) {
	status, stdout, stderr := runCLI(t, "check", sampleSections, sampleDouble)
	if status != exitOK {
		t.Fatalf("check exited %d: %s", status, stderr)
	}
	if !strings.Contains(stdout, "crosstable workbook with 4 sections: Jubilee Invitational 2024 / GM-A (13 players)") ||
		!strings.Contains(stdout, "crosstable file with 1 section: Nordic Double 2025 / DR-1 (7 players)") {
		t.Errorf("check output %q", stdout)
	}
}

// TestRateCrosstables rates the bundled sections end to end: the
// crosstable workbook with the running section's game list.
func TestRateCrosstables(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "new.csv")
	status, stdout, stderr := runCLI(t, "rate", "--list", sampleList, "--results", sampleSections, "--results", sampleSecGames, "--period", "2026/1", "--out", out)
	if status != exitOK {
		t.Fatalf("rate exited %d: %s", status, stderr)
	}
	if !strings.Contains(stdout, "players: 83 on the list and 3 new from the crosstables,") {
		t.Errorf("summary %q: want the 83 players of the list and the 3 new ones", stdout)
	}
	rows := readCSVRows(t, out)
	checks := []struct {
		id, col, want string
	}{
		{"900102", "Period games", "12"}, // Kovačević, GM-A
		{"150103", "Period games", "12"}, // Mølgaard, the double round
		{"360103", "Period games", "8"},  // Kučera, VI-A: one game lost by forfeit
		{"540201", "Period games", "9"},  // Papadakis, new to ICCF
		{"540201", "Name", "Papadakis, Giorgos"},
		{"540201", "Fed", "GRE"},
		{"540201", "Status", "unpublished"},
		{"100101", "Period games", "2"}, // Fernández: 2 of his 4 played games in the window
	}
	for _, c := range checks {
		if got := rows[c.id][c.col]; got != c.want {
			t.Errorf("player %s: %s = %q, want %q", c.id, c.col, got, c.want)
		}
	}
	// Without the game list the running section's games have no date.
	status, _, stderr = runCLI(t, "rate", "--list", sampleList, "--results", sampleSections, "--period", "2026/1", "--out", filepath.Join(dir, "new2.csv"))
	if status != exitProblems || !strings.Contains(stderr, "sample-sections.xlsx:M-7!") {
		t.Errorf("undated crosstable games: exit %d, stderr %q", status, stderr)
	}
	status, _, stderr = runCLI(t, "rate", "--list", sampleList, "--results", sampleSections, "--period", "2026/1", "--assign-undated", "--out", out+"3.csv")
	if status != exitOK {
		t.Errorf("with --assign-undated: exit %d, %s", status, stderr)
	}
}

// TestTitlesWarnsOfAnEventGivenTwice: norms files of one event, an older
// and a newer computation of a section, count once, from the first file
// given, and a warning at the second file says so (a tester: the order of
// the files decided without a word).
func TestTitlesWarnsOfAnEventGivenTwice(t *testing.T) {
	dir := t.TempDir()
	first, second := filepath.Join(dir, "gm.xlsx"), filepath.Join(dir, "gm-again.csv")
	for _, out := range []string{first, second} {
		if status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", out); status != exitOK {
			t.Fatalf("norms exited %d: %s", status, stderr)
		}
	}
	status, _, stderr := runCLI(t, "titles", first, second)
	if status != exitOK {
		t.Fatalf("titles exited %d: %s", status, stderr)
	}
	if n := strings.Count(stderr, "are in "+first+" as well"); n != 1 || !strings.HasPrefix(stderr, second) {
		t.Errorf("stderr %q, want one warning at %s naming %s", stderr, second, first)
	}
	if _, _, stderr := runCLI(t, "titles", first); stderr != "" {
		t.Errorf("one file: stderr %q, want none", stderr)
	}
}

// TestTitlesCountsNoNormOfAnEventGivenBefore: two norms files of one
// event with different norms (GM-A, and GM-A with Muñoz's games
// cancelled) count the first file's norms and none of the second's, in
// either order (a tester: the warning said the second file's were not
// counted, yet Ståhlberg's IM norm, only in the cancelled file, was, and
// in the other order Muñoz's, Kıraç's and Bråten's CCM and CCE norms,
// only in the file of the section at the start).
func TestTitlesCountsNoNormOfAnEventGivenBefore(t *testing.T) {
	dir := t.TempDir()
	start, cancelled := filepath.Join(dir, "gm-a.xlsx"), filepath.Join(dir, "gm-a-cancelled.csv")
	for _, args := range [][]string{
		{"norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", start},
		{"norms", "--crosstable", "../../testdata/sample-section-cancelled.csv", "--out", cancelled},
	} {
		if status, _, stderr := runCLI(t, args...); status != exitOK {
			t.Fatalf("%v exited %d: %s", args, status, stderr)
		}
	}
	tests := []struct {
		first, second string
		// leak is a line only the second file's norms give.
		leak string
	}{
		{start, cancelled, "460101 Ståhlberg, Åke\n  IM "},
		{cancelled, start, "190101 Muñoz, Íñigo"},
	}
	for _, tt := range tests {
		_, alone, _ := runCLI(t, "titles", tt.first)
		status, got, stderr := runCLI(t, "titles", tt.first, tt.second)
		if status != exitOK || !strings.Contains(stderr, "are in "+tt.first+" as well") {
			t.Fatalf("titles %s %s: exit %d, stderr %q", tt.first, tt.second, status, stderr)
		}
		if got != alone {
			t.Errorf("titles(%v, %v) = %v, want %v", tt.first, tt.second, got, alone)
		}
		if strings.Contains(got, tt.leak) {
			t.Errorf("titles(%v, %v) = %v, want no %q", tt.first, tt.second, got, tt.leak)
		}
	}
}

// TestNormsSummaryCountsTheGamesThatCount: in a section where a withdrawn
// player's games were cancelled (App. 2 item 3a), the summary writes a
// norm's score out of the games that count, as the certificate does, not
// out of the statement's games at the start (a tester: "7½ of 12 games"
// beside a certificate's "7½ of 11").
func TestNormsSummaryCountsTheGamesThatCount(t *testing.T) {
	out := filepath.Join(t.TempDir(), "norms.csv")
	status, stdout, stderr := runCLI(t, "norms", "--crosstable", "../../testdata/sample-section-cancelled.csv", "--out", out)
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	for _, want := range []string{
		"No 5 Kovačević, Marko: GM norm, 7½ of 11 games (required 7)",
		// The figures it is measured against are printed (a tester: the
		// table showed GM 8, the norm line "required 7").
		"required points fixed at the start (– where R_a is below R_p − 200)",
		"required points recalculated without the cancelled games of Muñoz, Íñigo (App. 2 item 3a): the norms below are measured against these",
		" 10  Gonçalves, João                2458.18    7   6½   5½    4    4\n 12  Kıraç, Emre",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("summary lacks %q:\n%s", want, stdout)
		}
	}
}

// TestNormsSummaryOfAnAcceptedWithdrawal: No 12 withdrew (accepted) with
// two forfeit losses and a forfeit win after it; his IM norm is scored in
// the 9 games he played (App. 2 item 3a), and the summary says so beside
// the section's 12 games, as the certificate does; his overscore is over those 9 games (App. 2
// item 2.4c, n = the games played: 9·(65000−ΣWei)/ΣWei < 1, where 12 games
// gave 1).
func TestNormsSummaryOfAnAcceptedWithdrawal(t *testing.T) {
	out := filepath.Join(t.TempDir(), "norms.csv")
	status, stdout, stderr := runCLI(t, "norms", "--crosstable", "../../testdata/sample-section-withdrawal.csv", "--out", out)
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	// Worded as the certificate words it: "6½ of 12 games" read as a
	// score out of 12 (a tester).
	want := "No 12 Kıraç, Emre: IM norm, 6½ from 9 games played, of 12 (required 6; played before an accepted withdrawal), overscore 0"
	if !strings.Contains(stdout, want) {
		t.Errorf("summary lacks %q:\n%s", want, stdout)
	}
	// His certificate lists all 12 results and says under them what the
	// score counts.
	certs := filepath.Join(t.TempDir(), "certs")
	if status, _, stderr := runCLI(t, "norms", "--crosstable", "../../testdata/sample-section-withdrawal.csv", "--out", out, "--certificates", certs); status != exitOK {
		t.Fatalf("norms --certificates exited %d: %s", status, stderr)
	}
	text := pdfText(t, filepath.Join(certs, "IM-norm-Kirac-520101.pdf"))
	for _, want := range []string{"6½ from 9 games played, of 12", "Score: the 9 games played before the accepted withdrawal; the forfeits after it are not counted (App. 2 item 3a)."} {
		if !strings.Contains(text, want) {
			t.Errorf("certificate lacks %q:\n%s", want, text)
		}
	}
}

// TestNormsSaysHowToAnnounceATitleTournament: a section whose type is not
// one of the title tournaments by default fails TR 10.0.1, and the summary
// says how the crosstable announces it (a tester typed "Type,GM").
func TestNormsSaysHowToAnnounceATitleTournament(t *testing.T) {
	data, err := os.ReadFile("../../testdata/sample-section-cancelled.csv")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(strings.Replace(string(data), "Type,GM norm\n", "Type,GM\n", 1), "Title tournament,yes\n", "", 1)
	path := filepath.Join(t.TempDir(), "gm.csv")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	status, stdout, stderr := runCLI(t, "norms", "--crosstable", path, "--out", filepath.Join(t.TempDir(), "n.csv"))
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	want := "  fails Tournament Rules 10.0.1: announced as a title tournament\n    (a section of type \"GM\" is a title tournament only when the block above the table says so: add the line \"Title tournament,yes\" if it was announced as one)\n"
	if !strings.Contains(stdout, want) {
		t.Errorf("summary lacks %q:\n%s", want, stdout)
	}
}

// TestNormsCertificatesOfASectionWithoutNorms: a finished section that
// offers no title norms writes no certificate and says why, not that no
// norm is achieved "yet" (a tester).
func TestNormsCertificatesOfASectionWithoutNorms(t *testing.T) {
	dir := t.TempDir()
	status, stdout, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "VI-A", "--out", filepath.Join(dir, "vi.csv"), "--certificates", filepath.Join(dir, "certs"))
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	if want := ": the section offers no title norms (see \"title norms: no\" above)\n"; !strings.Contains(stdout, want) || strings.Contains(stdout, "yet") {
		t.Errorf("summary %q, want it to end %q", stdout, want)
	}
}

// TestTitlesSaysWhoIsNotOnTheList: a player with norms whom --list does
// not hold is warned of, at his first norm, naming the list, and his
// complete norms say the fixed rating is not checked for that reason,
// not that he needs one (a tester: Petrović and Müller, missing from the
// list, were said to "need a fixed rating").
func TestTitlesSaysWhoIsNotOnTheList(t *testing.T) {
	dir := t.TempDir()
	norms := writeFileIn(t, dir, "a.csv", "ID,Name,Title level,Norm,Overscore,Event,Games,GM games,SIM games\n"+
		"100004,\"Petrović, Đorđe\",SIM,yes,0,Cup 1 / A,12,1,2\n"+
		"100004,\"Petrović, Đorđe\",SIM,yes,0,Cup 2 / A,12,1,2\n"+
		"900102,\"Kovačević, Marko\",CCE,yes,0,Cup 1 / A,12,1,2\n")
	status, stdout, stderr := runCLI(t, "titles", norms, "--list", sampleList)
	if status != exitOK {
		t.Fatalf("titles exited %d: %s", status, stderr)
	}
	want := norms + ":A2: warning: 100004 Petrović, Đorđe is not on the rating list " + sampleList + ": whether the rating is fixed, which a title needs, is not checked"
	if !strings.Contains(stderr, want) || strings.Count(stderr, "not on the rating list") != 1 {
		t.Errorf("titles(a player not on the list) stderr = %q, want once %q", stderr, want)
	}
	wantLines(t, "titles", stdout, "SIM 2 norms (2 needed), 24 games (24 needed): norms complete; the title also needs a fixed rating (not checked: not on the list)")
	if strings.Contains(stdout, ": needs a fixed rating") {
		t.Errorf("titles(a player not on the list) = %q, want no %q", stdout, ": needs a fixed rating")
	}
}

// TestTitlesSaysAFileGivenTwice: the same norms file given twice is read
// once and warned of, as rate and check say a file given twice (a
// tester: it was counted once without a word); the warnings of a
// workbook name its sheet, as every other workbook message does (a
// tester: "Bpgn.xlsx:A6").
func TestTitlesSaysAFileGivenTwice(t *testing.T) {
	dir := t.TempDir()
	gm, copied := filepath.Join(dir, "gm.xlsx"), filepath.Join(dir, "copy.xlsx")
	for _, out := range []string{gm, copied} {
		if status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", out); status != exitOK {
			t.Fatalf("norms exited %d: %s", status, stderr)
		}
	}
	_, alone, _ := runCLI(t, "titles", gm)
	tests := []struct {
		name  string
		files []string
		want  string
	}{
		{"the same name twice", []string{gm, gm}, gm + ": warning: this file is given twice (as " + gm + " before): its norms are counted once; give each file once\n"},
		{"another name of the file", []string{gm, filepath.Join(dir, ".", "gm.xlsx")}, "this file is given twice"},
		{"a copy", []string{gm, copied}, copied + ":Norms!A2: warning: the norms of Jubilee Invitational 2024 / GM-A are in " + gm + " as well"},
	}
	for _, tt := range tests {
		status, stdout, stderr := runCLI(t, append([]string{"titles"}, tt.files...)...)
		if status != exitOK || !strings.Contains(stderr, tt.want) || strings.Count(stderr, "warning") != 1 {
			t.Errorf("titles(%s) = %d, %q; want %d and one warning %q", tt.name, status, stderr, exitOK, tt.want)
		}
		if stdout != alone {
			t.Errorf("titles(%s) = %q, want %q", tt.name, stdout, alone)
		}
	}
}
