package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/pdfout"
	"ratingdesk/titles"
)

// folderNames lists a folder's entries; a missing folder has none.
func folderNames(dir string) []string {
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestOutputsCheckedFirst: every output is checked before any input is
// read, and a path that cannot be written is a usage error naming the
// folder, never a temporary file (issue 8: found after the whole period,
// exit 3, naming a hidden temp file).
func TestOutputsCheckedFirst(t *testing.T) {
	list, games := "../../testdata/worked-example/list.csv", "../../testdata/worked-example/games.csv"
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain.txt")
	if err := os.WriteFile(plain, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	report := filepath.Join(dir, "r.pdf")
	if err := os.WriteFile(report, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "r.csv")
	if err := os.Symlink(report, link); err != nil {
		t.Skip("needs symbolic links")
	}
	missing := filepath.Join(dir, "y")
	ok := filepath.Join(dir, "new.csv")
	rate := func(extra ...string) []string {
		return append([]string{"rate", "--list", list, "--results", games, "--period", "2026/1"}, extra...)
	}
	norms := func(extra ...string) []string {
		return append([]string{"norms", "--crosstable", sampleDouble}, extra...)
	}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"rate: missing folder", rate("--out", filepath.Join(missing, "new.csv")),
			"ratingdesk rate: cannot write --out " + filepath.Join(missing, "new.csv") + ": the folder " + missing + " does not exist"},
		{"rate: missing list and folder", []string{"rate", "--list", filepath.Join(dir, "none.csv"), "--results", games, "--period", "2026/1", "--out", filepath.Join(missing, "new.csv")},
			"the folder " + missing + " does not exist"},
		{"rate: report in a missing folder", rate("--out", ok, "--report", filepath.Join(missing, "r.pdf")),
			"ratingdesk rate: cannot write --report " + filepath.Join(missing, "r.pdf") + ": the folder " + missing + " does not exist"},
		{"rate: file as folder", rate("--out", filepath.Join(plain, "new.csv")),
			"cannot write --out " + filepath.Join(plain, "new.csv") + ": " + plain + " is a file, not a folder"},
		{"rate: out extension", rate("--out", filepath.Join(dir, "new.txt")),
			"cannot write --out " + filepath.Join(dir, "new.txt") + ": a .txt file cannot be written here: name the file .xlsx or .csv"},
		{"rate: report extension", rate("--out", ok, "--report", filepath.Join(dir, "r.csv")),
			"cannot write --report " + filepath.Join(dir, "r.csv") + ": a .csv file cannot be written here: name the file .pdf"},
		{"rate: same file", rate("--out", link, "--report", report),
			"--out and --report name the same file " + report},
		{"rate: excluded extension", rate("--out", ok, "--excluded", filepath.Join(dir, "ex.xlsx")),
			"cannot write --excluded " + filepath.Join(dir, "ex.xlsx") + ": a .xlsx file cannot be written here: name the file .csv"},
		{"rate: excluded is out", rate("--out", ok, "--excluded", ok),
			"--out and --excluded name the same file " + ok},
		{"rate: excluded is an input", rate("--out", ok, "--excluded", games),
			"ratingdesk rate: --excluded " + games + " is one of the inputs: inputs are never overwritten; name another output file"},
		{"rate: out is an input", rate("--out", games),
			"ratingdesk rate: --out " + games + " is one of the inputs: inputs are never overwritten; name another output file"},
		{"rate: excluded in a missing folder", rate("--out", ok, "--excluded", filepath.Join(missing, "ex.csv")),
			"ratingdesk rate: cannot write --excluded " + filepath.Join(missing, "ex.csv") + ": the folder " + missing + " does not exist"},
		{"rate: out is a folder", rate("--out", dir), "cannot write --out " + dir + ": "},
		{"norms: missing folder", norms("--out", filepath.Join(missing, "n.xlsx")),
			"ratingdesk norms: cannot write --out " + filepath.Join(missing, "n.xlsx") + ": the folder " + missing + " does not exist"},
		{"norms: pdf in a missing folder", norms("--out", filepath.Join(dir, "n.xlsx"), "--pdf", filepath.Join(missing, "s.pdf")),
			"ratingdesk norms: cannot write --pdf " + filepath.Join(missing, "s.pdf") + ": the folder " + missing + " does not exist"},
		{"norms: certificates is a file", norms("--out", filepath.Join(dir, "n.xlsx"), "--certificates", plain),
			"ratingdesk norms: --certificates " + plain + " is a file, not a folder; name a folder"},
		{"norms: certificates' parent missing", norms("--out", filepath.Join(dir, "n.xlsx"), "--certificates", filepath.Join(missing, "certs")),
			"the folder " + missing + " does not exist (only the last folder of the path is made)"},
	} {
		status, _, stderr := runCLI(t, tc.args...)
		if status != exitUsage || !strings.Contains(stderr, tc.want) || strings.Contains(stderr, ".tmp") {
			t.Errorf("%s: exit %d, stderr %q; want %d and %q", tc.name, status, stderr, exitUsage, tc.want)
		}
	}
	if names := folderNames(dir); !slices.Equal(names, []string{"plain.txt", "r.csv", "r.pdf"}) {
		t.Errorf("refused commands left %q", names)
	}
}

// TestOutputsCommittedTogether: when one output of a run cannot be
// written (a full disk while writing the report or a certificate), no
// output is changed (issue 8: --out was replaced although --report
// failed).
func TestOutputsCommittedTogether(t *testing.T) {
	full := errors.New("no space left on device")
	failing := 0
	r := renderers{
		report: func(w io.Writer, _ *engine.PeriodResult, _ *engine.PeriodInput, _ pdfout.ReportOptions) error {
			_, _ = io.WriteString(w, "%PDF-half")
			return full
		},
		certificate: func(w io.Writer, s titles.Section, p int, l titles.Level, opt pdfout.NormOptions) error {
			if failing++; failing == 2 { // GM-A's second and last certificate
				return full
			}
			return pdfout.WriteNormCertificate(w, s, p, l, opt)
		},
	}

	for _, tc := range []struct {
		name  string
		files []string // outputs, given old contents first
		args  func(files []string) []string
		want  string
	}{
		{"rate --out --report", []string{"new.csv", "report.pdf"}, func(f []string) []string {
			return []string{"rate", "--list", "../../testdata/worked-example/list.csv", "--results", "../../testdata/worked-example/games.csv",
				"--period", "2026/1", "--out", f[0], "--report", f[1]}
		}, "Nothing was changed: --out and --report are as they were before this run."},
		{"rate --out --excluded --report", []string{"new.csv", "excluded.csv", "report.pdf"}, func(f []string) []string {
			return []string{"rate", "--list", "../../testdata/sample-list.csv", "--results", "../../testdata/sample-games.csv",
				"--period", "2026/1", "--out", f[0], "--excluded", f[1], "--report", f[2]}
		}, "Nothing was changed: --out, --excluded and --report are as they were before this run."},
		{"norms --out --pdf --certificates", []string{"gm.xlsx", "gm.pdf"}, func(f []string) []string {
			return []string{"norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", f[0], "--pdf", f[1],
				"--certificates", filepath.Join(filepath.Dir(f[0]), "certs")}
		}, "Nothing was changed: --out, --pdf and the certificates in "},
	} {
		dir := t.TempDir()
		var paths []string
		for _, f := range tc.files {
			p := filepath.Join(dir, f)
			if err := os.WriteFile(p, []byte("old "+f), 0o644); err != nil {
				t.Fatal(err)
			}
			paths = append(paths, p)
		}
		var stdout, errOut bytes.Buffer
		status := runWith(tc.args(paths), &stdout, &errOut, r)
		stderr := errOut.String()
		if status != exitInternal || !strings.Contains(stderr, "no space left on device") || !strings.Contains(stderr, tc.want) ||
			strings.Contains(stderr, ".tmp") || strings.Contains(stderr, "outputs: ") {
			t.Errorf("%s: exit %d, stderr %q; want %d and %q", tc.name, status, stderr, exitInternal, tc.want)
		}
		for i, p := range paths {
			if got, _ := os.ReadFile(p); string(got) != "old "+tc.files[i] {
				t.Errorf("%s: %s now holds %d bytes, want its old content byte for byte", tc.name, tc.files[i], len(got))
			}
		}
		if names := folderNames(dir); !slices.Equal(names, slices.Sorted(slices.Values(tc.files))) {
			t.Errorf("%s: folder holds %q, want the old outputs only (no temp, no certificates' folder)", tc.name, names)
		}
	}
}

// TestStaleTempsRemoved: the temporary files a killed run left beside an
// output are removed by the next run that writes that output.
func TestStaleTempsRemoved(t *testing.T) {
	dir := t.TempDir()
	out, report := filepath.Join(dir, "new.csv"), filepath.Join(dir, "report.pdf")
	stale := []string{".new.csv-2918833.tmp", ".report.pdf-77.tmp", ".report.pdf.4242.tmp"}
	kept := []string{".other.csv-1.tmp", "notes.tmp"}
	for _, f := range append(stale, kept...) {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	status, _, stderr := runCLI(t, "rate", "--list", "../../testdata/worked-example/list.csv", "--results", "../../testdata/worked-example/games.csv",
		"--period", "2026/1", "--out", out, "--report", report)
	if status != exitOK {
		t.Fatalf("rate exited %d: %s", status, stderr)
	}
	want := slices.Sorted(slices.Values(append(append([]string{}, kept...), "new.csv", "report.pdf")))
	if names := folderNames(dir); !slices.Equal(names, want) {
		t.Errorf("folder holds %q, want %q", names, want)
	}
}
