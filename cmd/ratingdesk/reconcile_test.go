package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"ratingdesk/desk"
)

// replayLists replays the history sample and returns the folder of its
// quarters' lists.
func replayLists(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	status, _, stderr := runCLI(t, "replay", "--list", filepath.Join(historyDir, "start-list.csv"),
		"--results", filepath.Join(historyDir, "games.csv"), "--from", "2024/1", "--to", "2025/1",
		"--out", filepath.Join(dir, "history.csv"), "--lists", filepath.Join(dir, "lists"))
	if status != exitOK {
		t.Fatalf("replay = %d; stderr:\n%s", status, stderr)
	}
	return filepath.Join(dir, "lists")
}

// TestReconcileSeeded compares lists with seeded differences: exactly the
// seeded players are reported, each with its kind; the bundled official
// list (ICCF's columns, no RD) against the replay's last list, and two
// lists with RDs where one RD differs.
func TestReconcileSeeded(t *testing.T) {
	lists := replayLists(t)
	computed := filepath.Join(lists, "list-2025-1.csv")
	rdChanged := filepath.Join(t.TempDir(), "rd.csv")
	writeChangedRD(t, computed, rdChanged, "370101")
	cases := []struct {
		name, official string
		want           map[string]string
		summary        string
	}{
		{"official ICCF list", filepath.Join(historyDir, "official-2025-1.csv"), map[string]string{
			"999901": "only on the official list",
			"490101": "only on the computed list",
			"100101": "different number of games",
			"270101": "same games, different rating",
		}, "4 of 84 players differ:"},
		{"RD differs", rdChanged, map[string]string{"370101": "same games and rating, different RD"}, "1 of 83 players differs:"},
		{"identical", computed, map[string]string{}, "no differences: the 83 players agree"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "diff.csv")
			status, stdout, stderr := runCLI(t, "reconcile", "--official", c.official, "--computed", computed, "--out", out)
			if status != exitOK {
				t.Fatalf("reconcile = %d; stderr:\n%s", status, stderr)
			}
			if !strings.HasPrefix(stdout, c.summary) {
				t.Errorf("stdout = %q, want it to start %q", stdout, c.summary)
			}
			records := readCSVRecords(t, out)
			if got := strings.Join(records[0], ","); got != "ID,Name,Official rating,Computed rating,Δ,Official games,Computed games,Kind,Official RD,Computed RD" {
				t.Errorf("header = %s", got)
			}
			got := map[string]string{}
			for _, r := range records[1:] {
				got[r[0]] = r[7]
			}
			if len(got) != len(c.want) {
				t.Errorf("reconcile reports %v, want %v", got, c.want)
			}
			for id, kind := range c.want {
				if got[id] != kind {
					t.Errorf("kind of %s = %q, want %q", id, got[id], kind)
				}
			}
		})
	}
}

// TestReconcileRenamed: the same lists but for names — a name spelt
// without its accent, one only in capitals, and one renamed player whose
// rating differs too — give the changed names, in the summary and in the
// difference file's Computed name column (a tester: a changed name was
// not reported).
func TestReconcileRenamed(t *testing.T) {
	lists := replayLists(t)
	official := filepath.Join(lists, "list-2025-1.csv")
	dir := t.TempDir()
	step := []struct {
		id  string
		set map[string]string
	}{
		{"100101", map[string]string{"Name": "Fernandez, Martin"}},
		{"102101", map[string]string{"Name": "WÖGERER,  Andreas "}},
		{"150101", map[string]string{"Name": "Ostergaard, Soren", "Rating": "2400", "Rating exact": "2400"}},
	}
	from := official
	for i, s := range step {
		to := filepath.Join(dir, "computed"+strconv.Itoa(i)+".csv")
		writeChanged(t, from, to, s.id, s.set)
		from = to
	}
	out := filepath.Join(dir, "diff.csv")
	status, stdout, stderr := runCLI(t, "reconcile", "--official", official, "--computed", from, "--out", out)
	if status != exitOK {
		t.Fatalf("reconcile = %d; stderr:\n%s", status, stderr)
	}
	for _, want := range []string{"2 of 83 players differ:", "  1 same games, different rating\n",
		"  1 same entries, different name\n", "  (1 of them also named differently: see the Computed name column)\n"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout = %q, want it to hold %q", stdout, want)
		}
	}
	records := readCSVRecords(t, out)
	if got := records[0][len(records[0])-1]; got != "Computed name" {
		t.Errorf("last column = %q, want Computed name", got)
	}
	want := map[string][2]string{
		"100101": {"same entries, different name", "Fernandez, Martin"},
		"150101": {"same games, different rating", "Ostergaard, Soren"},
	}
	got := map[string][2]string{}
	for _, r := range records[1:] {
		got[r[0]] = [2]string{r[7], r[10]}
	}
	if len(got) != len(want) {
		t.Errorf("reconcile reports %v, want %v", got, want)
	}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("row of %s = %q, want %q", id, got[id], w)
		}
	}
}

// writeChangedRD copies a list CSV, raising the RD (and RD exact) of one
// player by 10.
func writeChangedRD(t *testing.T, from, to, id string) {
	t.Helper()
	records := readCSVRecords(t, from)
	rd := 0
	for i, h := range records[0] {
		for _, r := range records[1:] {
			if h == "RD" && r[0] == id {
				rd, _ = strconv.Atoi(r[i])
			}
		}
	}
	v := strconv.Itoa(rd + 10)
	writeChanged(t, from, to, id, map[string]string{"RD": v, "RD exact": v})
}

// csvLine is one CSV record, every field quoted.
func csvLine(r []string) string {
	q := make([]string, len(r))
	for i, f := range r {
		q[i] = `"` + strings.ReplaceAll(f, `"`, `""`) + `"`
	}
	return strings.Join(q, ",") + "\r\n"
}

// TestReconcileUsage checks the command line mistakes of reconcile.
func TestReconcileUsage(t *testing.T) {
	status, _, stderr := runCLI(t, "reconcile", "--official", "a.csv")
	if status != exitUsage || !strings.Contains(stderr, "--computed is required") {
		t.Errorf("reconcile without --computed = %d, %q; want 2 and what is missing", status, stderr)
	}
}

// TestHistoryReports checks that --report of replay and reconcile writes
// a PDF with the other outputs, and that a --players ID not in the
// history is refused once the files are read, before any quarter is
// rated and anything is written.
func TestHistoryReports(t *testing.T) {
	dir := t.TempDir()
	list, games := filepath.Join(historyDir, "start-list.csv"), filepath.Join(historyDir, "games.csv")
	base := []string{"replay", "--list", list, "--results", games, "--from", "2024/1", "--to", "2025/1"}
	status, _, stderr := runCLI(t, append(base, "--out", filepath.Join(dir, "h.csv"), "--report", filepath.Join(dir, "h.pdf"), "--players", "520101,102101")...)
	if status != exitOK {
		t.Fatalf("replay --report = %d; stderr:\n%s", status, stderr)
	}
	status, _, stderr = runCLI(t, append(base, "--out", filepath.Join(dir, "x.csv"), "--report", filepath.Join(dir, "x.pdf"), "--players", "1234")...)
	if status != exitUsage || !strings.Contains(stderr, "--players: 1234 is not on the lists of the replay") {
		t.Errorf("replay --players 1234 = %d, %q; want 2 and the ID named", status, stderr)
	}
	if strings.Contains(stderr, "rating 2024/1") {
		t.Errorf("replay --players 1234 rated the quarters before refusing the ID:\n%s", stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "x.csv")); err == nil {
		t.Errorf("replay --players 1234 wrote x.csv, want nothing written")
	}
	status, _, stderr = runCLI(t, "reconcile", "--official", filepath.Join(historyDir, "official-2025-1.csv"),
		"--computed", filepath.Join(dir, "h.csv"), "--out", filepath.Join(dir, "d.csv"), "--report", filepath.Join(dir, "d.pdf"))
	if status != exitProblems {
		t.Errorf("reconcile against a history file = %d, want 1 (not a rating list); stderr:\n%s", status, stderr)
	}
	lists := replayLists(t)
	status, _, stderr = runCLI(t, "reconcile", "--official", filepath.Join(historyDir, "official-2025-1.csv"),
		"--computed", filepath.Join(lists, "list-2025-1.csv"), "--out", filepath.Join(dir, "d.csv"), "--report", filepath.Join(dir, "d.pdf"))
	if status != exitOK {
		t.Fatalf("reconcile --report = %d; stderr:\n%s", status, stderr)
	}
	for _, pdf := range []string{"h.pdf", "d.pdf"} {
		if b := mustRead(t, filepath.Join(dir, pdf)); !strings.HasPrefix(string(b), "%PDF") {
			t.Errorf("%s is not a PDF", pdf)
		}
	}
}

// TestReconcilePublished checks that reconcile compares the ratings and
// RDs as the lists publish them (docs/rules.md "Reconciling two lists"):
// an official Rating or RD that differs from the computed one, with
// exact columns that agree with it, is a difference; a Rating or RD
// corrected beside a stale exact value is refused at the exact cell
// (a tester: only the exact values were compared, so the correction was
// not found), and nothing is written.
func TestReconcilePublished(t *testing.T) {
	computed := filepath.Join(replayLists(t), "list-2025-1.csv")
	// 100101 in row 2: Rating 2231 (exact 2231.076322362045, H2), RD 85
	// (exact 84.86925906777074, I2), 181 games.
	tests := []struct {
		name       string
		set        map[string]string
		status     int
		kind, want string // the kind of 100101's row, or a part of stderr
	}{
		{"rating with its exact", map[string]string{"Rating": "2240", "Rating exact": "2240.2"}, exitOK,
			"same games, different rating", "2240,2231,-9,181,181"},
		{"RD with its exact", map[string]string{"RD": "95", "RD exact": "95.3"}, exitOK,
			"same games and rating, different RD", "same games and rating, different RD,95,85"},
		{"rating beside a stale exact", map[string]string{"Rating": "2240"}, exitProblems, "",
			"official.csv:H2: Rating exact 2231.076322362045 rounds to 2231, not to the Rating 2240 beside it"},
		{"RD beside a stale exact", map[string]string{"RD": "95"}, exitProblems, "",
			"official.csv:I2: RD exact 84.86925906777074 is published as 85 (rounded, limited to 30–250), not as the RD 95 beside it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			official, out := filepath.Join(dir, "official.csv"), filepath.Join(dir, "diff.csv")
			writeChanged(t, computed, official, "100101", tt.set)
			status, _, stderr := runCLI(t, "reconcile", "--official", official, "--computed", computed, "--out", out)
			if status != tt.status {
				t.Fatalf("reconcile(%v) = %v, want %v; stderr:\n%s", tt.set, status, tt.status, stderr)
			}
			if tt.status != exitOK {
				if !strings.Contains(stderr, tt.want) {
					t.Errorf("reconcile(%v) = %q, want %q in it", tt.set, stderr, tt.want)
				}
				if _, err := os.Stat(out); err == nil {
					t.Errorf("reconcile(%v) wrote %s, want nothing written", tt.set, out)
				}
				return
			}
			records := readCSVRecords(t, out)
			if len(records) != 2 || records[1][0] != "100101" || records[1][7] != tt.kind || !strings.Contains(strings.Join(records[1], ","), tt.want) {
				t.Errorf("reconcile(%v) = %q, want one row of 100101, %q, with %q", tt.set, records[1:], tt.kind, tt.want)
			}
		})
	}
}

// TestReconcileWarningsOnce checks that each warning of the two lists is
// printed once, with --report as without it (a tester saw the computed
// list's warnings twice with --report): both lists are read once.
func TestReconcileWarningsOnce(t *testing.T) {
	computed := filepath.Join(replayLists(t), "list-2025-1.csv")
	official := filepath.Join(historyDir, "official-2025-1.csv")
	dir := t.TempDir()
	tests := []struct {
		name  string
		extra []string
	}{
		{"without --report", nil},
		{"with --report", []string{"--report", filepath.Join(dir, "diff.pdf")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"reconcile", "--official", official, "--computed", computed, "--out", filepath.Join(dir, "diff.csv")}, tt.extra...)
			status, _, stderr := runCLI(t, args...)
			if status != exitOK {
				t.Fatalf("reconcile(%v) = %v, want %v; stderr:\n%s", tt.extra, status, exitOK, stderr)
			}
			// official-2025-1.csv:F24 and list-2025-1.csv:E24 hold a rating of 977.
			want := []string{"official-2025-1.csv:F24: warning:", "list-2025-1.csv:E24: warning:"}
			for _, w := range want {
				if n := strings.Count(stderr, w); n != 1 {
					t.Errorf("reconcile(%v) prints %q %v times, want once; stderr:\n%s", tt.extra, w, n, stderr)
				}
			}
			if n := strings.Count(stderr, "\n"); n != len(want) {
				t.Errorf("reconcile(%v) prints %v lines, want %v; stderr:\n%s", tt.extra, n, len(want), stderr)
			}
		})
	}
}

// TestReconcileUnpublishedRatings checks the ratings on one list only:
// compared from 12 games, not under 12, where a list leaves the rating it
// does not publish empty (Tournament Rules 9.3), and standard output says
// how many were not compared on each list (a tester: an official list's
// empty rating of a player with 2 games beside the computed 1873 got no
// row and no word, while 1700 beside it was reported).
func TestReconcileUnpublishedRatings(t *testing.T) {
	type entry struct {
		id                 string
		official, computed string // the Rating cells
		games              string
		kind               string // "" for no row
	}
	tests := []struct {
		name    string
		entries []entry
		stdout  string
	}{
		{"every case", []entry{
			{"401014", "", "1873", "2", ""},
			{"401010", "", "2069", "27", "same games, different rating"},
			{"401020", "1700", "", "2", ""},
			{"401021", "1700", "1873", "2", "same games, different rating"},
			{"401022", "", "", "2", ""},
			{"401023", "", "1900", "11", ""},
			{"401024", "", "1900", "12", "same games, different rating"},
			{"401025", "1700", "", "30", "same games, different rating"},
			{"401026", "", "", "30", ""},
		}, "4 of 9 players differ:\n  4 same games, different rating\n" +
			"2 players under 12 games have no published rating on the official list: not compared (Tournament Rules 9.3)\n" +
			"1 player under 12 games has no published rating on the computed list: not compared (Tournament Rules 9.3)\n"},
		{"no other difference", []entry{
			{"401014", "", "1873", "2", ""},
			{"401001", "2585", "2585", "225", ""},
		}, "no differences: the 2 players agree (rating, RD where both lists have one, games, name)\n" +
			"1 player under 12 games has no published rating on the official list: not compared (Tournament Rules 9.3)\n"},
		{"one player", []entry{
			{"401001", "2585", "2585", "225", ""},
		}, "no differences: the 1 player agrees (rating, RD where both lists have one, games, name)\n"},
		{"none unpublished", []entry{
			{"401001", "2585", "2585", "225", ""},
			{"401022", "", "", "2", ""},
		}, "no differences: the 2 players agree (rating, RD where both lists have one, games, name)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			official, computed, out := filepath.Join(dir, "official.csv"), filepath.Join(dir, "computed.csv"), filepath.Join(dir, "diff.csv")
			head := "ICCF-id,Country,Title,Name,Games,Rating\n"
			off, comp := head, head
			for _, e := range tt.entries {
				off += e.id + ",AUT,,\"Grünwald, Björn-Ole\"," + e.games + "," + e.official + "\n"
				comp += e.id + ",AUT,,\"Grünwald, Björn-Ole\"," + e.games + "," + e.computed + "\n"
			}
			for path, text := range map[string]string{official: off, computed: comp} {
				if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			status, stdout, stderr := runCLI(t, "reconcile", "--official", official, "--computed", computed, "--out", out)
			if status != exitOK {
				t.Fatalf("reconcile = %d; stderr:\n%s", status, stderr)
			}
			if want := tt.stdout + "wrote " + out + "\n"; stdout != want {
				t.Errorf("reconcile stdout = %q, want %q", stdout, want)
			}
			got := map[string]string{}
			for _, r := range readCSVRecords(t, out)[1:] {
				got[r[0]] = r[7]
			}
			for _, e := range tt.entries {
				if got[e.id] != e.kind {
					t.Errorf("reconcile(official %q, computed %q, %s games) kind = %q, want %q", e.official, e.computed, e.games, got[e.id], e.kind)
				}
			}
		})
	}
}

// TestNormsOutputNotAList: the norms workbook and CSV Rating Desk wrote,
// given where a rating list or results are expected, are named as what
// they are (a tester: reconcile read the Standings sheet as a list and
// went on, check gave 52 "ID … is given twice").
func TestNormsOutputNotAList(t *testing.T) {
	dir := t.TempDir()
	xlsx, csv := filepath.Join(dir, "gm.xlsx"), filepath.Join(dir, "gm.csv")
	for _, out := range []string{xlsx, csv} {
		if status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", out); status != exitOK {
			t.Fatalf("norms --out %s = %d: %s", out, status, stderr)
		}
	}
	list := "../../testdata/worked-example/list.csv"
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"check", csv}, "gm.csv:A1: this is Rating Desk's norms output (norms --out: its Norms sheet"},
		{[]string{"check", xlsx}, "gm.xlsx:Standings!A1: this is Rating Desk's norms output (norms --out: its Standings sheet"},
		{[]string{"reconcile", "--official", list, "--computed", xlsx, "--out", filepath.Join(dir, "d.csv")}, "not a rating list"},
		{[]string{"titles", "--norms", xlsx, "--list", csv}, "gm.csv:A1: this is Rating Desk's norms output"},
		{[]string{"rate", "--list", list, "--results", csv, "--period", "2026/1", "--out", filepath.Join(dir, "r.csv")}, "not a results source: give a game list or crosstable;"},
	}
	for _, tt := range tests {
		status, stdout, stderr := runCLI(t, tt.args...)
		if status != exitProblems || !strings.Contains(stdout+stderr, tt.want) {
			t.Errorf("%v = %d,\n%s%s\nwant %d and %q", tt.args, status, stdout, stderr, exitProblems, tt.want)
		}
	}
}

// TestReconcileSummaryGroupsThousands: the summary writes its counts as
// the app does, with thousands grouped (a tester: "19 of 20000 players
// differ" on the command line, "19 of 20,000" in the app).
func TestReconcileSummaryGroupsThousands(t *testing.T) {
	rows := make([]desk.ReconcileRow, 1200)
	for i := range rows {
		rows[i].Kind = desk.OnlyOfficial
	}
	var b strings.Builder
	printReconcileSummary(&b, &desk.Reconciliation{Rows: rows, Compared: 20000}, "", "")
	for _, want := range []string{"1,200 of 20,000 players differ:", "  1,200 "} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("summary = %q, want it to contain %q", b.String(), want)
		}
	}
	b.Reset()
	printReconcileSummary(&b, &desk.Reconciliation{Compared: 20000, Agree: 20000}, "", "")
	if want := "no differences: the 20,000 players agree"; !strings.Contains(b.String(), want) {
		t.Errorf("summary = %q, want it to contain %q", b.String(), want)
	}
}
