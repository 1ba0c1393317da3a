package main

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"ratingdesk/pdfout"
	"ratingdesk/titles"
)

// TestUnknownFlagWithOtherMistakes: an unknown flag is one of the
// mistakes of the command line, said with every other one, the flags
// after it read as well (a tester: `rate --paper letter --default-rd 400
// --lst x` said only `unknown flag --lst`, hiding six mistakes).
func TestUnknownFlagWithOtherMistakes(t *testing.T) {
	out := filepath.Join(t.TempDir(), "new.csv")
	for _, tc := range []struct {
		name string
		args []string
		want []string
	}{
		{"rate, the tester's", []string{"rate", "--paper", "letter", "--default-rd", "400", "--lst", "x"}, []string{
			"unknown flag --lst",
			"--list is required: the rating list the period starts from",
			"--results is required: at least one game list or crosstable workbook (for a quarter without games, --allow-no-games without --results)",
			"--period is required, e.g. --period 2026/1",
			"--out is required: NEW.xlsx or NEW.csv",
			"--default-rd 400: want an RD above 0 and at most 350, given to every rated row without one",
			"--paper goes with --report: it chooses the paper size of the report PDF",
		}},
		{"flags after the unknown one are read", []string{"rate", "--lst=x", "--list", "l.csv", "--results", "g.csv", "--period", "2026/5", "--out", out, "--bogus", "1"}, []string{
			"unknown flag --lst",
			"unknown flag --bogus",
			`--period "2026/5": want YYYY/Q with Q from 1 to 4, e.g. 2026/1`,
		}},
		{"a value refused is said once", []string{"norms", "--scale", "abc", "--crosstable", sampleDouble, "--out", out}, []string{
			`--scale "abc" is not a number`,
		}},
		{"a flag that is no flag, once", []string{"check", "---x", "--period", "2026/5", "a.csv"}, []string{
			"---x is not a flag: write a flag -name or --name",
			`--period "2026/5": want YYYY/Q with Q from 1 to 4, e.g. 2026/1`,
		}},
		{"check: the word after an unknown flag is a file", []string{"check", "--perod", "a.csv"}, []string{
			"unknown flag --perod",
		}},
		{"perf", []string{"perf", "--opponent", "2300", "--score", "1"}, []string{
			"unknown flag --opponent",
			"--opponents is required, e.g. --opponents 2300,2500",
		}},
	} {
		usageLines(t, tc.name, tc.args, tc.want...)
	}
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("refused commands wrote %s", out)
	}
}

// TestUnexpectedArgumentsNamed: the words that are not flags are named
// (a tester: `rate … extra` said "unexpected arguments" without saying
// which), and the flags after them are still read.
func TestUnexpectedArgumentsNamed(t *testing.T) {
	dir := t.TempDir()
	list, games := "../../testdata/worked-example/list.csv", "../../testdata/worked-example/games.csv"
	rate := []string{"rate", "--list", list, "--results", games, "--period", "2026/1", "--out", filepath.Join(dir, "n.csv")}
	usageLines(t, "rate, one", append(slices.Clone(rate), "extra"),
		"unexpected argument extra: name files with --list and --results")
	usageLines(t, "rate, two, one with a space", append(slices.Clone(rate), "extra", "b c"),
		`unexpected arguments extra, "b c": name files with --list and --results`)
	usageLines(t, "rate, flags after the word", []string{"rate", "extra", "--list", list, "--results", games, "--period", "2026/1", "--out", filepath.Join(dir, "n.csv")},
		"unexpected argument extra: name files with --list and --results")
	usageLines(t, "replay", []string{"replay", "x.csv", "--list", list, "--results", games, "--from", "2026/1", "--to", "2026/1", "--out", filepath.Join(dir, "h.csv")},
		"unexpected argument x.csv: name files with --list and --results")
	usageLines(t, "reconcile", []string{"reconcile", "--official", list, "--computed", list, "--out", filepath.Join(dir, "d.csv"), "--", "-x"},
		"unexpected argument -x: name files with --official and --computed")
	usageLines(t, "trf", []string{"trf", "--crosstable", sampleDouble, "--out", filepath.Join(dir, "s.trf"), "other.csv"},
		"unexpected argument other.csv: name the crosstable with --crosstable")
	usageLines(t, "perf", []string{"perf", "--opponents", "2300", "--score", "1", "2400"},
		"unexpected argument 2400: give the ratings with --opponents")
	if names := folderNames(dir); len(names) != 0 {
		t.Errorf("refused commands wrote %q", names)
	}
}

// TestPeriodFlagNamed: a period that cannot be read is said with the
// flag that gave it (a tester: `--period 2026/5` said `period "2026/5"`).
func TestPeriodFlagNamed(t *testing.T) {
	dir := t.TempDir()
	list, games := "../../testdata/worked-example/list.csv", "../../testdata/worked-example/games.csv"
	usageLines(t, "rate", []string{"rate", "--list", list, "--results", games, "--period", "2026/5", "--out", filepath.Join(dir, "n.csv")},
		`--period "2026/5": want YYYY/Q with Q from 1 to 4, e.g. 2026/1`)
	usageLines(t, "check", []string{"check", "--period", "2026/5", list, games},
		`--period "2026/5": want YYYY/Q with Q from 1 to 4, e.g. 2026/1`)
	usageLines(t, "replay", []string{"replay", "--list", list, "--results", games, "--from", "2026-9", "--to", "26/1", "--out", filepath.Join(dir, "h.csv")},
		`--from "2026-9": want YYYY/Q with Q from 1 to 4, e.g. 2026/1`,
		`--to "26/1": want YYYY/Q with Q from 1 to 4, e.g. 2026/1`)
}

// TestNormsOutputsInCertificatesFolder: --certificates makes its folder
// for every output of the run, so --out and --pdf may be named in it
// (a tester: `--pdf out/c5/statement.pdf --certificates out/c5` said the
// folder did not exist); all or none: a run that fails leaves no folder.
func TestNormsOutputsInCertificatesFolder(t *testing.T) {
	for _, tc := range []struct {
		name  string
		args  []string
		files []string
	}{
		{"with certificates", []string{"--crosstable", sampleDouble}, []string{"CCE-norm-Molgaard-150103.pdf", "CCE-norm-Zanetti-260101.pdf", "norms.xlsx", "statement.pdf"}},
		{"no certificate to write", []string{"--crosstable", sampleSections, "--sheet", "VI-A"}, []string{"norms.xlsx", "statement.pdf"}},
	} {
		c5 := filepath.Join(t.TempDir(), "c5")
		args := append(append([]string{"norms"}, tc.args...), "--out", filepath.Join(c5, "norms.xlsx"),
			"--pdf", filepath.Join(c5, "statement.pdf"), "--certificates", c5)
		status, _, stderr := runCLI(t, args...)
		if got := folderNames(c5); status != exitOK || !slices.Equal(got, tc.files) {
			t.Errorf("%s: norms = %d, %q, wrote %q; want 0 and %q", tc.name, status, stderr, got, tc.files)
		}
	}
	c5 := filepath.Join(t.TempDir(), "c5")
	full := errors.New("no space left on device")
	r := renderers{certificate: func(io.Writer, titles.Section, int, titles.Level, pdfout.NormOptions) error { return full }}
	var stdout, stderr strings.Builder
	status := runWith([]string{"norms", "--crosstable", sampleDouble, "--out", filepath.Join(c5, "norms.xlsx"), "--certificates", c5}, &stdout, &stderr, r)
	if _, err := os.Stat(c5); status != exitInternal || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("norms with a failing certificate = %d, %q, folder %v; want %d and no folder", status, stderr.String(), err, exitInternal)
	}
}
