package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// copyFile copies the file from to the path to, for a test that needs an
// input at a given place.
func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// usageLines checks that a refused command line exited 2 with exactly
// the lines want on standard error (each "ratingdesk CMD: " and the
// sentence), then the hint to run -h, and wrote nothing to standard
// output.
func usageLines(t *testing.T, name string, args []string, want ...string) {
	t.Helper()
	status, stdout, stderr := runCLI(t, args...)
	cmd := "ratingdesk " + args[0]
	var lines []string
	for _, w := range want {
		lines = append(lines, cmd+": "+w)
	}
	lines = append(lines, "Run '"+cmd+" -h' for help.")
	if wantErr := strings.Join(lines, "\n") + "\n"; status != exitUsage || stderr != wantErr || stdout != "" {
		t.Errorf("%s: %q = %d, stdout %q, stderr\n%s\nwant %d and\n%s", name, args, status, stdout, stderr, exitUsage, wantErr)
	}
}

// TestReplayListsCheckedFirst: the lists --lists writes are known from
// --from, --to, --lists and --lists-format, and are checked with the
// other outputs before anything is read (a tester: an input among them
// was found only after every quarter was rated, naming no flag; --out
// among them was exit 3, "written twice").
func TestReplayListsCheckedFirst(t *testing.T) {
	dir := t.TempDir()
	lists := filepath.Join(dir, "rp")
	if err := os.Mkdir(lists, 0o755); err != nil {
		t.Fatal(err)
	}
	start, games := filepath.Join(historyDir, "start-list.csv"), filepath.Join(historyDir, "games.csv")
	startThere, gamesThere := filepath.Join(lists, "list-2024-1.csv"), filepath.Join(lists, "list-2024-2.csv")
	copyFile(t, start, startThere)
	copyFile(t, games, gamesThere)
	out := filepath.Join(dir, "h.csv")
	replay := func(list, results string, extra ...string) []string {
		return append([]string{"replay", "--list", list, "--results", results, "--from", "2024/1", "--to", "2024/2"}, extra...)
	}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"a list over --list", replay(startThere, games, "--out", out, "--lists", lists),
			"--lists " + lists + " would write " + startThere + " over the input --list " + startThere + ": inputs are never overwritten; name another folder"},
		{"a list over --results", replay(start, gamesThere, "--out", out, "--lists", lists),
			"--lists " + lists + " would write " + gamesThere + " over the input --results " + gamesThere + ": inputs are never overwritten; name another folder"},
		{"--out is a list", replay(start, games, "--out", filepath.Join(lists, "list-2024-3.csv"), "--lists", lists, "--to", "2024/3"),
			"--out and --lists name the same file " + filepath.Join(lists, "list-2024-3.csv") + ": name two different files"},
		{"--out is an xlsx list", replay(start, games, "--out", filepath.Join(dir, "list-2024-2.xlsx"), "--lists", dir, "--lists-format", "xlsx"),
			"--out and --lists name the same file " + filepath.Join(dir, "list-2024-2.xlsx") + ": name two different files"},
	} {
		usageLines(t, tc.name, tc.args, tc.want)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a refused replay wrote %s", out)
	}
	if names := folderNames(lists); !slices.Equal(names, []string{"list-2024-1.csv", "list-2024-2.csv"}) {
		t.Errorf("a refused replay changed the folder of its lists: %q", names)
	}
}

// TestNormsCertificateOverPDF: a certificate that --certificates would
// write over --pdf is a mistake of the command line (exit 2), found once
// the norms are computed (a certificate is named by the norm achieved)
// and before anything is written (a tester: exit 3, "written twice").
func TestNormsCertificateOverPDF(t *testing.T) {
	dir := t.TempDir()
	certs := filepath.Join(dir, "certs")
	if err := os.Mkdir(certs, 0o755); err != nil {
		t.Fatal(err)
	}
	pdf := filepath.Join(certs, "GM-norm-Kovacevic-900102.pdf")
	args := []string{"norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", filepath.Join(dir, "n.xlsx"), "--pdf", pdf, "--certificates", certs}
	usageLines(t, "--pdf is a certificate", args,
		"--pdf and --certificates name the same file "+pdf+" (the certificate of Kovačević, Marko's GM norm): name two different files")
	if names := folderNames(dir); !slices.Equal(names, []string{"certs"}) {
		t.Errorf("a refused norms wrote %q", names)
	}
	if names := folderNames(certs); len(names) != 0 {
		t.Errorf("a refused norms wrote certificates %q", names)
	}
}

// TestDefaultRDRefused: a --default-rd given on the command line that is
// no RD (above 0, at most 350) is a mistake of the command line, for
// every command that takes it, whether or not a list needs it (a tester:
// 400 was a problem of the list file, exit 1; 0 was taken).
func TestDefaultRDRefused(t *testing.T) {
	dir := t.TempDir()
	list, games := "../../testdata/worked-example/list.csv", "../../testdata/worked-example/games.csv"
	out := filepath.Join(dir, "new.csv")
	commands := map[string][]string{
		"rate":           {"rate", "--list", list, "--results", games, "--period", "2026/1", "--out", out},
		"rate iccf-2017": {"rate", "--list", list, "--results", games, "--period", "2026/1", "--out", out, "--ruleset", "iccf-2017"},
		"replay":         {"replay", "--list", list, "--results", games, "--from", "2026/1", "--to", "2026/1", "--out", out},
		"check":          {"check", list},
		"titles":         {"titles", "--norms", "x.csv", "--list", list},
	}
	for name, args := range commands {
		for _, rd := range []string{"0", "-5", "400", "NaN"} {
			usageLines(t, name+" --default-rd "+rd, append(slices.Clone(args), "--default-rd", rd),
				"--default-rd "+rd+": want an RD above 0 and at most 350, given to every rated row without one")
		}
	}
	if names := folderNames(dir); len(names) != 0 {
		t.Errorf("refused commands wrote %q", names)
	}
}

// TestNormsPGNRequiredFlags: a PGN section needs --list and --type, and
// a missing one is a mistake of the command line named by its flag, both
// at once (a tester: without --type, exit 1 worded as the file's
// problem).
func TestNormsPGNRequiredFlags(t *testing.T) {
	pgn := "../../testdata/sample-games.pgn"
	out := filepath.Join(t.TempDir(), "n.xlsx")
	typeMissing := `--type is required with a PGN file: the event type, which a PGN file does not give, e.g. --type "Master norm"`
	listMissing := "--list is required with a PGN file: the rating list that gives the players' ratings, status and titles"
	usageLines(t, "no --type", []string{"norms", "--crosstable", pgn, "--list", sampleList, "--out", out}, typeMissing)
	usageLines(t, "neither", []string{"norms", "--crosstable", pgn, "--out", out}, listMissing, typeMissing)
	usageLines(t, "--sheet", []string{"norms", "--crosstable", pgn, "--list", sampleList, "--type", "Master norm", "--sheet", "M-7", "--out", out},
		"--sheet goes with a workbook (.xlsx): "+pgn+" is a PGN file, which holds one section; leave --sheet out")
}

// TestFlagsWhereTheyDoNotApply: a flag given where it does not apply is
// refused, one line, as --players without --report is, rather than
// ignored (a tester).
func TestFlagsWhereTheyDoNotApply(t *testing.T) {
	dir := t.TempDir()
	trf := filepath.Join(dir, "gm-a.trf")
	if status, _, stderr := runCLI(t, "trf", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", trf); status != exitOK {
		t.Fatalf("trf exited %d: %s", status, stderr)
	}
	list, games := "../../testdata/worked-example/list.csv", "../../testdata/worked-example/games.csv"
	out := filepath.Join(dir, "out", "x.csv")
	if err := os.Mkdir(filepath.Dir(out), 0o755); err != nil {
		t.Fatal(err)
	}
	outX := filepath.Join(dir, "out", "x.xlsx")
	rate := []string{"rate", "--list", list, "--results", games, "--period", "2026/1"}
	replay := []string{"replay", "--list", list, "--results", games, "--from", "2026/1", "--to", "2026/1"}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"norms --sheet on a CSV file", []string{"norms", "--crosstable", sampleDouble, "--sheet", "A", "--out", out},
			"--sheet goes with a workbook (.xlsx): " + sampleDouble + " is a CSV file, which holds one section; leave --sheet out"},
		{"norms --sheet on a TRF", []string{"norms", "--crosstable", trf, "--sheet", "A", "--out", out},
			"--sheet goes with a workbook (.xlsx): " + trf + " is a TRF, which holds one section; leave --sheet out"},
		{"trf --sheet on a CSV file", []string{"trf", "--crosstable", sampleDouble, "--sheet", "A", "--out", filepath.Join(dir, "out", "x.trf")},
			"--sheet goes with a workbook (.xlsx): " + sampleDouble + " is a CSV file, which holds one section; leave --sheet out"},
		{"check --sheet without a workbook", []string{"check", "--sheet", "A", list, games},
			"--sheet goes with a workbook (.xlsx): none of the files is one, and a CSV file, a TRF or a PGN file has no sheets; leave --sheet out"},
		{"rate --paper without --report", append(slices.Clone(rate), "--out", out, "--paper", "letter"),
			"--paper goes with --report: it chooses the paper size of the report PDF"},
		{"rate --csv-locale with an xlsx output", append(slices.Clone(rate), "--out", outX, "--csv-locale", "de"),
			"--csv-locale goes with a .csv --out or --excluded: an .xlsx workbook has no separator or decimal mark to choose"},
		{"replay --lists-format without --lists", append(slices.Clone(replay), "--out", out, "--lists-format", "xlsx"),
			"--lists-format goes with --lists: it chooses the kind of file of each quarter's list"},
		{"replay --paper without --report", append(slices.Clone(replay), "--out", out, "--paper", "letter"),
			"--paper goes with --report: it chooses the paper size of the report PDF"},
		{"replay --csv-locale with xlsx outputs", append(slices.Clone(replay), "--out", outX, "--csv-locale", "de"),
			"--csv-locale goes with a .csv --out or --lists in csv: an .xlsx workbook has no separator or decimal mark to choose"},
		{"reconcile --paper without --report", []string{"reconcile", "--official", list, "--computed", list, "--out", out, "--paper", "letter"},
			"--paper goes with --report: it chooses the paper size of the report PDF"},
		{"norms --paper without PDFs", []string{"norms", "--crosstable", sampleDouble, "--out", out, "--paper", "letter"},
			"--paper goes with --pdf or --certificates: it chooses the paper size of the statement of norms and the certificates"},
		{"norms --td without PDFs", []string{"norms", "--crosstable", sampleDouble, "--out", out, "--td", "Ana Horvat"},
			"--td goes with --pdf or --certificates: the statement of norms and the certificates print it, and nothing else does"},
		{"norms with an argument", []string{"norms", "--crosstable", sampleDouble, "--out", out, "extra"},
			"unexpected argument extra: name the crosstable with --crosstable"},
		{"titles --default-rd without --list", []string{"titles", "--norms", "x.csv", "--default-rd", "100"},
			"--default-rd goes with --list: it is given to the list's rated rows without an RD"},
	} {
		usageLines(t, tc.name, tc.args, tc.want)
	}
	if names := folderNames(filepath.Dir(out)); len(names) != 0 {
		t.Errorf("refused commands wrote %q", names)
	}
}

// TestUnknownSheetIsUsage: a --sheet the workbook does not have is a
// mistake of the command line (exit 2) for check as for norms and trf,
// in the same words (a tester: check said exit 1).
func TestUnknownSheetIsUsage(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x")
	want := `--sheet "Nope": ` + sampleSections + ` has no sheet of that name; its sheets are "GM-A", "VI-A", "M-7", "DR-1"`
	usageLines(t, "check", []string{"check", "--sheet", "Nope", sampleSections}, want)
	usageLines(t, "check, a CSV file besides", []string{"check", sampleDouble, "--sheet", "Nope", sampleSections}, want)
	usageLines(t, "norms", []string{"norms", "--crosstable", sampleSections, "--sheet", "Nope", "--out", out + ".xlsx"}, want)
	usageLines(t, "trf", []string{"trf", "--crosstable", sampleSections, "--sheet", "Nope", "--out", out + ".trf"}, want)
	if status, stdout, stderr := runCLI(t, "check", "--sheet", "GM-A", sampleSections); status != exitOK {
		t.Errorf("check --sheet GM-A = %d, %q, %q; want 0", status, stdout, stderr)
	}
}

// TestPlayersItems: every bad item of --players is said at once, in the
// words perf says an --opponents item (listItems; a tester: a trailing
// comma said `"" is not an ICCF ID`, and only the first bad item was
// said).
func TestPlayersItems(t *testing.T) {
	dir := t.TempDir()
	rate := []string{"rate", "--list", "../../testdata/worked-example/list.csv", "--results", "../../testdata/worked-example/games.csv",
		"--period", "2026/1", "--out", filepath.Join(dir, "n.csv"), "--report", filepath.Join(dir, "r.pdf")}
	usageLines(t, "a trailing comma", append(slices.Clone(rate), "--players", "100001,"),
		"--players: item 2 is empty: give ICCF IDs separated by commas, or all")
	usageLines(t, "two bad items", append(slices.Clone(rate), "--players", "100001,abc,,-4"),
		"--players: item 2, abc, is not an ICCF ID (want IDs separated by commas, or all)",
		"--players: item 3 is empty: give ICCF IDs separated by commas, or all",
		"--players: item 4, -4, is not an ICCF ID (want IDs separated by commas, or all)")
	usageLines(t, "perf", []string{"perf", "--opponents", "2300,", "--score", "1"},
		"--opponents: item 2 is empty: give one rating per game, separated by commas")
}

// TestMissingFlagsAllAtOnce: every missing required flag is said at once
// (a tester: `rate` said only that --list was required).
func TestMissingFlagsAllAtOnce(t *testing.T) {
	usageLines(t, "rate", []string{"rate"},
		"--list is required: the rating list the period starts from",
		"--results is required: at least one game list or crosstable workbook (for a quarter without games, --allow-no-games without --results)",
		"--period is required, e.g. --period 2026/1",
		"--out is required: NEW.xlsx or NEW.csv")
	usageLines(t, "replay", []string{"replay", "--to", "2026/1"},
		"--list is required: the rating list the first period starts from",
		"--results is required: at least one game list or crosstable workbook",
		"--from is required: the first list made, e.g. --from 2024/1",
		"--out is required: HISTORY.xlsx or HISTORY.csv")
	usageLines(t, "norms", []string{"norms"},
		"--crosstable is required: the crosstable of the section",
		"--out is required: NORMS.xlsx or NORMS.csv")
	usageLines(t, "trf", []string{"trf"},
		"--crosstable is required: the crosstable of the section",
		"--out is required: SECTION.trf")
	usageLines(t, "reconcile", []string{"reconcile"},
		"--official is required: the official list, e.g. as ICCF publishes it",
		"--computed is required: the list to compare with the official one",
		"--out is required: DIFF.xlsx or DIFF.csv")
}

// TestFlagMistakesOneLine: an unknown flag, a flag without its value and
// a value of the wrong kind are one line each and the hint, said with
// the other mistakes, not the whole flag list (a tester); -h still lists
// the flags.
func TestFlagMistakesOneLine(t *testing.T) {
	rateMissing := []string{"--list is required: the rating list the period starts from",
		"--results is required: at least one game list or crosstable workbook (for a quarter without games, --allow-no-games without --results)"}
	usageLines(t, "unknown flag", []string{"rate", "--lst", "x"}, append([]string{"unknown flag --lst"}, append(rateMissing,
		"--period is required, e.g. --period 2026/1", "--out is required: NEW.xlsx or NEW.csv")...)...)
	usageLines(t, "no value", []string{"rate", "--period", "2026/1", "--out"},
		append([]string{"--out needs a value"}, append(rateMissing, "--out is required: NEW.xlsx or NEW.csv")...)...)
	usageLines(t, "not a number", []string{"norms", "--scale", "abc"}, `--scale "abc" is not a number`,
		"--crosstable is required: the crosstable of the section", "--out is required: NORMS.xlsx or NORMS.csv")
	usageLines(t, "not a switch value", []string{"check", "--month-first=maybe", "x.csv"},
		"--month-first=maybe: a switch is given alone (--month-first), or as --month-first=true or --month-first=false")
	usageLines(t, "titles", []string{"titles", "-x"}, "unknown flag --x", "name at least one norms file with --norms")
	status, _, stderr := runCLI(t, "rate", "-h")
	if status != exitOK || !strings.HasPrefix(stderr, "usage: ratingdesk rate ") || !strings.Contains(stderr, "\nflags:\n  -allow-no-games\n") {
		t.Errorf("rate -h = %d, %q; want 0 and the flags", status, stderr)
	}
	if status, _, stderr := runCLI(t); status != exitUsage || !strings.HasPrefix(stderr, "usage: ratingdesk COMMAND") {
		t.Errorf("no command = %d, %q; want %d and the commands", status, stderr, exitUsage)
	}
}

// TestHelpIsDocumented: each command's -h is in docs/cli.md word for
// word, so that the reference cannot drift from the program; no -h
// depends on the day it is run (norms --issued-on says "today", not
// today's date, which docs/cli.md could not show: a tester).
func TestHelpIsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	today := time.Now().Format(time.DateOnly)
	for _, c := range commands(pdfRenderers()) {
		if c.name == "version" {
			continue // no flags; its -h is one sentence
		}
		status, _, help := runCLI(t, c.name, "-h")
		if strings.Contains(help, today) {
			t.Errorf("%s -h gives today's date %s: the help would change every day", c.name, today)
		}
		if status != exitOK || !strings.Contains(string(doc), "```\n"+help+"```\n") {
			t.Errorf("%s -h = %d,\n%s\nwant 0 and the same text in a block of docs/cli.md", c.name, status, help)
		}
	}
}
