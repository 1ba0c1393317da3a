package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestOutputNotWritable: an existing output this process may not write
// is a usage error before any work, naming the file in words (a tester:
// as root an immutable --report failed with exit 3 after the period was
// rated; as another user a read-only --out was silently replaced). The
// read-only file needs a user who is not root, the immutable one root and
// chattr.
func TestOutputNotWritable(t *testing.T) {
	list, games := "../../testdata/worked-example/list.csv", "../../testdata/worked-example/games.csv"
	tests := []struct {
		name, flag string
		mark       func(t *testing.T, path string)
		want       string
	}{
		{"read-only --out", "--out", readOnlyFile, " is read-only: "},
		{"immutable --report", "--report", immutableFile, " is protected from changes (operation not permitted"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			outs := map[string]string{"--out": filepath.Join(dir, "new.csv"), "--report": filepath.Join(dir, "report.pdf")}
			marked := outs[tt.flag]
			if err := os.WriteFile(marked, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			tt.mark(t, marked)
			status, stdout, stderr := runCLI(t, "rate", "--list", list, "--results", games, "--period", "2026/1", "--out", outs["--out"], "--report", outs["--report"])
			if want := "ratingdesk rate: " + tt.flag + " " + marked + tt.want; status != exitUsage || !strings.Contains(stderr, want) || stdout != "" {
				t.Errorf("rate with %s = %d, %q,\n%s\nwant %d and %q, nothing done", tt.name, status, stdout, stderr, exitUsage, want)
			}
			if data, _ := os.ReadFile(marked); string(data) != "old" {
				t.Errorf("rate with %s changed it", tt.name)
			}
			if names := folderNames(dir); len(names) != 1 {
				t.Errorf("rate with %s left %q, want only the marked file", tt.name, names)
			}
		})
	}
}

// readOnlyFile makes path read-only, or skips the test where that does
// not keep this process from writing it (root on unix).
func readOnlyFile(t *testing.T, path string) {
	t.Helper()
	if runtime.GOOS != "windows" && os.Geteuid() == 0 {
		t.Skip("running as root, who may write a read-only file: needs another user")
	}
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.Chmod(path, 0o644) })
}

// immutableFile marks path immutable, or skips the test where it cannot
// (not Linux, not root, no chattr, a file system without the flag).
func immutableFile(t *testing.T, path string) {
	t.Helper()
	if runtime.GOOS != "linux" || os.Geteuid() != 0 {
		t.Skip("chattr +i needs Linux and root")
	}
	if out, err := exec.Command("chattr", "+i", path).CombinedOutput(); err != nil {
		t.Skipf("chattr +i %s: %v %s", path, err, out)
	}
	t.Cleanup(func() { _ = exec.Command("chattr", "-i", path).Run() })
}

// TestOutputOpenWarned: an output with an office program's lock file
// beside it is written, with a warning naming the file and the program
// (a tester: a CSV open in LibreOffice was replaced without a word); not
// refused, since a lock file outlives a crash.
func TestOutputOpenWarned(t *testing.T) {
	tests := []struct {
		lock, program string
	}{
		{".~lock.norms.csv#", "LibreOffice"},
		{"~$norms.csv", "Excel"},
	}
	ct := writeTemp(t, "cup.csv", sectionCommaCSV)
	for _, tt := range tests {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, tt.lock), nil, 0o644); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, "norms.csv")
		status, _, stderr := runCLI(t, "norms", "--crosstable", ct, "--out", out)
		want := "ratingdesk norms: warning: --out " + out + " seems to be open in " + tt.program + " (its lock file " + tt.lock + " is beside it)"
		if _, err := os.Stat(out); status != exitOK || err != nil || !strings.Contains(stderr, want) {
			t.Errorf("norms with %s = %d, %v,\n%s\nwant %d, the file written, and %q", tt.lock, status, err, stderr, exitOK, want)
		}
	}
}

// TestReplayListNotWritable: a list --lists would write that this process
// may not write is refused before any quarter is rated, with the usage
// line, as --out is (a tester: a read-only list-2024-3.csv was refused
// only once every quarter was rated, exit 2 without "Run … -h"); one with
// an office program's lock file beside it is warned of before the work.
func TestReplayListNotWritable(t *testing.T) {
	tests := []struct {
		name string
		mark func(t *testing.T, path string)
		want string
	}{
		{"read-only", readOnlyFile, " is read-only: "},
		{"immutable", immutableFile, " is protected from changes (operation not permitted"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			lists := filepath.Join(dir, "lists")
			if err := os.Mkdir(lists, 0o755); err != nil {
				t.Fatal(err)
			}
			marked := filepath.Join(lists, "list-2024-3.csv")
			if err := os.WriteFile(marked, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			tt.mark(t, marked)
			status, stdout, stderr := runCLI(t, "replay", "--list", filepath.Join(historyDir, "start-list.csv"),
				"--results", filepath.Join(historyDir, "games.csv"), "--from", "2024/1", "--to", "2025/1",
				"--out", filepath.Join(dir, "h.csv"), "--lists", lists)
			want := "ratingdesk replay: --lists " + marked + tt.want
			if status != exitUsage || !strings.Contains(stderr, want) || !strings.Contains(stderr, "Run 'ratingdesk replay -h' for help.") || strings.Contains(stderr, "rating 2024/1") || stdout != "" {
				t.Errorf("replay with a %s list = %d, %q,\n%s\nwant %d, %q and the usage line, before any work", tt.name, status, stdout, stderr, exitUsage, want)
			}
		})
	}
}

// TestReplayListOpenWarned: a list --lists writes with a lock file
// beside it is warned of before the work, as --out is.
func TestReplayListOpenWarned(t *testing.T) {
	dir := t.TempDir()
	lists := filepath.Join(dir, "lists")
	if err := os.Mkdir(lists, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(lists, ".~lock.list-2024-3.csv#"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	status, _, stderr := runCLI(t, "replay", "--list", filepath.Join(historyDir, "start-list.csv"),
		"--results", filepath.Join(historyDir, "games.csv"), "--from", "2024/1", "--to", "2025/1",
		"--out", filepath.Join(dir, "h.csv"), "--lists", lists)
	want := "ratingdesk replay: warning: --lists " + filepath.Join(lists, "list-2024-3.csv") + " seems to be open in LibreOffice"
	if status != exitOK || !strings.Contains(stderr, want) {
		t.Errorf("replay with an open list = %d,\n%s\nwant %d and %q", status, stderr, exitOK, want)
	}
}

// TestCertificateNotWritable: a certificate that cannot be written, whose
// name is known once the norms are computed, is refused then, before
// anything is written, worded as --out is and with the usage line (a
// tester: refused without "Run 'ratingdesk norms -h' for help."); one with
// an office program's lock file beside it is warned of (a tester: silent).
func TestCertificateNotWritable(t *testing.T) {
	tests := []struct {
		name string
		mark func(t *testing.T, path string)
		want string
	}{
		{"read-only", readOnlyFile, " is read-only: "},
		{"immutable", immutableFile, " is protected from changes (operation not permitted"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			certs := filepath.Join(dir, "certs")
			if err := os.Mkdir(certs, 0o755); err != nil {
				t.Fatal(err)
			}
			marked := filepath.Join(certs, "GM-norm-Kovacevic-900102.pdf")
			if err := os.WriteFile(marked, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			tt.mark(t, marked)
			out := filepath.Join(dir, "gm.csv")
			status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", out, "--certificates", certs)
			want := "ratingdesk norms: --certificates " + marked + tt.want
			if _, err := os.Stat(out); status != exitUsage || !strings.Contains(stderr, want) || !strings.Contains(stderr, "Run 'ratingdesk norms -h' for help.") || err == nil {
				t.Errorf("norms with a %s certificate = %d,\n%s\nwant %d, %q and the usage line, nothing written", tt.name, status, stderr, exitUsage, want)
			}
		})
	}
}

// TestCertificateOpenWarned: a certificate with a lock file beside it is
// written, with the warning every output gets.
func TestCertificateOpenWarned(t *testing.T) {
	dir := t.TempDir()
	certs := filepath.Join(dir, "certs")
	if err := os.Mkdir(certs, 0o755); err != nil {
		t.Fatal(err)
	}
	lock := ".~lock.GM-norm-Kovacevic-900102.pdf#"
	if err := os.WriteFile(filepath.Join(certs, lock), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", filepath.Join(dir, "gm.csv"), "--certificates", certs)
	want := "ratingdesk norms: warning: --certificates " + filepath.Join(certs, "GM-norm-Kovacevic-900102.pdf") + " seems to be open in LibreOffice (its lock file " + lock
	if status != exitOK || !strings.Contains(stderr, want) {
		t.Errorf("norms with an open certificate = %d,\n%s\nwant %d and %q", status, stderr, exitOK, want)
	}
}
