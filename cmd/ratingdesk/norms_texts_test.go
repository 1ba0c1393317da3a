package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeSection writes a crosstable CSV into a temporary folder.
func writeSection(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// halvesSection is a tester's section of nine players rated 2400 to 2440
// in steps of 5: No 8 scores 4 of 8 against Ra = 19345/8 = 2418.125, so
// his classic performance is exactly 2418.125 too; No 4's Ra is 2420.625.
const halvesSection = `Tournament,Edge E5
Section,h2h
Type,Master norm
Start,2025-01-01
Finished,2026-01-01

No,ID,Name,Fed,Rating,Status,1,2,3,4,5,6,7,8,9
1,800501,"P1, X",GER,2400,fixed,x,½,½,½,½,½,½,½,½
2,800502,"P2, X",FRA,2405,fixed,½,x,½,0,½,1,½,1,0
3,800503,"P3, X",ITA,2410,fixed,½,½,x,½,½,0,½,½,½
4,800504,"P4, X",ESP,2415,fixed,½,1,½,x,0,½,½,½,0
5,800505,"P5, X",NED,2420,fixed,½,½,½,1,x,1,0,0,½
6,800506,"P6, X",SWE,2425,fixed,½,0,1,½,0,x,1,½,½
7,800507,"P7, X",POL,2430,fixed,½,½,½,½,1,0,x,½,½
8,800508,"P8, X",CZE,2435,fixed,½,0,½,½,1,½,½,x,½
9,800509,"P9, X",HUN,2440,fixed,½,1,½,1,½,½,½,½,x
`

// TestNormsFiguresRoundHalfUp: a figure exactly on a half is rounded up
// everywhere, as the norms workbook rounds it (docs/rules.md §1.6, App. 2
// item 2.3): the summary's performance and Ra, the statement's Ra and the
// certificates' Ra are 2418.13 and 2420.63, where they were 2418.12 and
// 2420.62 (rounded to even) while the workbook said 2418.13.
func TestNormsFiguresRoundHalfUp(t *testing.T) {
	ct := writeSection(t, "e5.csv", halvesSection)
	dir := t.TempDir()
	certs := filepath.Join(dir, "certs")
	status, stdout, stderr := runCLI(t, "norms", "--crosstable", ct, "--out", filepath.Join(dir, "e5.xlsx"),
		"--pdf", filepath.Join(dir, "e5.pdf"), "--certificates", certs)
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	for _, want := range []string{
		"5–6     8  P8, X                        CZE    2435     4    1     16  2418.13  2418.12\n",
		"  4  P4, X                          2420.63 ", "  8  P8, X                          2418.13 ",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("summary lacks %q:\n%s", want, stdout)
		}
	}
	if strings.Contains(stdout, "2418.12 ") || strings.Contains(stdout, "2420.62") {
		t.Errorf("summary rounds a half to even:\n%s", stdout)
	}
	statement := pdfText(t, filepath.Join(dir, "e5.pdf"))
	if !strings.Contains(statement, "2420.63 2420.00 2419.38 2418.75 2418.13") || strings.Contains(statement, "2420.62") || strings.Contains(statement, "2418.12") {
		t.Errorf("statement: want Ra 2420.63 and 2418.13:\n%s", statement)
	}
	for file, want := range map[string]string{"CCM-norm-P8-800508.pdf": "Ra 2418.13", "CCM-norm-P4-800504.pdf": "Ra 2420.63"} {
		if text := pdfText(t, filepath.Join(certs, file)); !strings.Contains(text, want) || strings.Contains(text, want[:len(want)-1]+"2") {
			t.Errorf("certificate %s: want %q:\n%s", file, want, text)
		}
	}
	status, stdout, stderr = runCLI(t, "perf", "--opponents", "2400,2405,2410,2415,2420,2425,2430,2440", "--score", "4")
	if status != exitOK || !strings.Contains(stdout, "classic 2418.13\n") {
		t.Errorf("perf exited %d, want classic 2418.13:\n%s%s", status, stdout, stderr)
	}
}

// TestNormsOfASectionStartedBefore2017: App. 2 applies to events from 1
// April 2017; an older section's norms follow the earlier rules (App. 2
// head note), so the summary, the statement and the certificates' message
// say that Rating Desk does not compute them, not that the section fails
// App. 2 and offers no norms (a tester).
func TestNormsOfASectionStartedBefore2017(t *testing.T) {
	ct := writeSection(t, "old.csv", strings.Replace(halvesSection, "Start,2025-01-01", "Start,2016-05-01", 1))
	dir := t.TempDir()
	certs := filepath.Join(dir, "certs")
	status, stdout, stderr := runCLI(t, "norms", "--crosstable", ct, "--out", filepath.Join(dir, "old.csv"),
		"--pdf", filepath.Join(dir, "old.pdf"), "--certificates", certs)
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	const earlier = "norms of sections started before 1 April 2017 follow the earlier rules (App. 2 head note) and are not computed by Rating Desk"
	wantLines(t, "stdout", stdout,
		"average 2420.0000, category major 7; title norms: not computed",
		"  "+earlier,
		"no certificate was written to "+certs+": "+earlier)
	if strings.Contains(stdout, "fails") || strings.Contains(stdout, "offers no title norms") {
		t.Errorf("summary says the section fails App. 2:\n%s", stdout)
	}
	statement := pdfText(t, filepath.Join(dir, "old.pdf"))
	if !strings.Contains(statement, "not computed: "+earlier) || strings.Contains(statement, "offers no title norms") {
		t.Errorf("statement does not say the norms are not computed:\n%s", statement)
	}
	if !strings.Contains(statement, "its norms follow the earlier rules (App. 2 head note), which Rating Desk does not compute") {
		t.Errorf("statement's key lacks the earlier rules:\n%s", statement)
	}
	rows := readCSVTable(t, filepath.Join(dir, "old.csv"))
	if row := normsRow(rows, "800508", "CCM"); row == nil || !strings.HasPrefix(row["Reason"], "earlier rules, not computed") {
		t.Errorf("Norms sheet, No 8 CCM: %v, want the earlier rules as the reason", row)
	}
	// No App. 2 figure is presented as its norms (a TD re-tester: "out of
	// reach", "no" and 7.5 beside "earlier rules, not computed").
	if row := normsRow(rows, "800508", "CCM"); row == nil || row["Status"] != "not computed" || row["Norm"] != "" || row["Required"] != "" {
		t.Errorf("Norms sheet, No 8 CCM: %v, want Status not computed, Norm and Required empty", row)
	}
	wantLines(t, "stdout", stdout, "required points: not computed (started 2016-05-01, before 1 April 2017: earlier rules)")
	if strings.Contains(stdout, "required points (") {
		t.Errorf("summary prints the points required of App. 2:\n%s", stdout)
	}
}

// markedSection: No 1 has neither an ICCF nor a FIDE rating and counts
// with the mean of the rated players (App. 2 item 2.10, the mark ²); he
// wins a game by forfeit against No 2 and scores 6½ of 8.
const markedSection = `Tournament,Marks Cup
Type,Master norm
Start,2024-05-01
Finished,2025-06-01

No,ID,Name,Fed,Rating,Status,1,2,3,4,5,6,7,8,9
1,101,"Unrated, Ulf",GER,,unrated,x,+,1,1,1,1,½,½,½
2,102,"Player, B",ITA,2450,fixed,-,x,½,½,½,½,½,½,½
3,103,"Player, C",ESP,2450,fixed,0,½,x,½,½,½,½,½,½
4,104,"Player, D",POL,2450,fixed,0,½,½,x,½,½,½,½,½
5,105,"Player, E",USA,2450,fixed,0,½,½,½,x,½,½,½,½
6,106,"Player, F",GER,2450,fixed,0,½,½,½,½,x,½,½,½
7,107,"Player, G",ITA,2450,fixed,½,½,½,½,½,½,x,½,½
8,108,"Player, H",ESP,2450,fixed,½,½,½,½,½,½,½,x,½
9,109,"Player, I",POL,2450,fixed,½,½,½,½,½,½,½,½,x
`

// TestNormCertificateMarksAndPerformance: a certificate explains a
// rating's mark only when its table shows it: the unrated player's own
// certificate lists no player with the mark ², so it has no "² Mean
// rating" note (a tester: Kowalczyk's), while an opponent's lists him and
// has it. His performance is over the 7 games played, the forfeit left
// out, while the norm counts 8: the certificate says so.
func TestNormCertificateMarksAndPerformance(t *testing.T) {
	ct := writeSection(t, "marks.csv", markedSection)
	dir := t.TempDir()
	certs := filepath.Join(dir, "certs")
	status, stdout, stderr := runCLI(t, "norms", "--crosstable", ct, "--out", filepath.Join(dir, "m.csv"), "--certificates", certs)
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	own, _ := filepath.Glob(filepath.Join(certs, "*-101.pdf"))
	other, _ := filepath.Glob(filepath.Join(certs, "*-107.pdf"))
	if len(own) == 0 || len(other) == 0 {
		t.Fatalf("no certificate for No 1 or No 7:\n%s", stdout)
	}
	const note = "² Mean rating of the players"
	text := pdfText(t, own[0])
	if strings.Contains(text, note) || strings.Contains(text, "²") {
		t.Errorf("No 1's certificate explains a mark its table does not show:\n%s", text)
	}
	if !strings.Contains(text, "(iterative, S = 640; over the 7 games played, forfeits left out)") {
		t.Errorf("No 1's certificate does not say its performance leaves the forfeit out:\n%s", text)
	}
	if o := pdfText(t, other[0]); !strings.Contains(o, "2450²") || !strings.Contains(o, note) {
		t.Errorf("No 7's certificate lacks the mark ² and its note:\n%s", o)
	}
	if o := pdfText(t, other[0]); strings.Contains(o, "forfeits left out") {
		t.Errorf("No 7's certificate speaks of forfeits he had none of:\n%s", o)
	}
}
