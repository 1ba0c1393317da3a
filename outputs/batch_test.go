package outputs_test

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"ratingdesk/outputs"
)

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.csv")
	if err := outputs.WriteFile(path, writeString("first")); err != nil {
		t.Fatalf("WriteFile = %v", err)
	}
	if fi, _ := os.Stat(path); runtime.GOOS != "windows" && fi.Mode().Perm() != 0o644 {
		t.Errorf("new file mode = %v, want 0644", fi.Mode().Perm())
	}
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := outputs.WriteFile(path, writeString("second")); err != nil {
		t.Fatalf("WriteFile = %v", err)
	}
	if got := content(path); got != "second" {
		t.Errorf("file holds %q, want %q", got, "second")
	}
	if names := dirNames(t, dir); !slices.Equal(names, []string{"out.csv"}) {
		t.Errorf("folder holds %q, want only out.csv", names)
	}
	if fi, _ := os.Stat(path); runtime.GOOS != "windows" && fi.Mode().Perm() != 0o640 {
		t.Errorf("mode = %v, want the replaced file's 0640", fi.Mode().Perm())
	}
}

func TestWriteFileFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.xlsx")
	mustWrite(t, path, "precious")
	boom := errors.New("boom")
	for _, tc := range []struct {
		name  string
		write func(io.Writer) error
	}{
		{"error", func(w io.Writer) error { _, _ = io.WriteString(w, strings.Repeat("partial ", 100000)); return boom }},
		{"panic", func(io.Writer) error { panic("writer panicked") }},
	} {
		var err error
		func() {
			defer func() { _ = recover() }()
			err = outputs.WriteFile(path, tc.write)
		}()
		var we *outputs.WriteError
		if tc.name == "error" && (!errors.Is(err, boom) || !errors.As(err, &we) || we.Path != path) {
			t.Errorf("%s: WriteFile = %v, want a *WriteError on %s wrapping %v", tc.name, err, path, boom)
		}
		if got := content(path); got != "precious" {
			t.Errorf("%s: existing file now holds %d bytes, want it untouched", tc.name, len(got))
		}
		if names := dirNames(t, dir); !slices.Equal(names, []string{"out.xlsx"}) {
			t.Errorf("%s: folder holds %q, want no temporary file left", tc.name, names)
		}
	}
	// A missing folder is named by the output, never by a temporary file.
	missing := filepath.Join(dir, "missing", "x.csv")
	err := outputs.WriteFile(missing, writeString("x"))
	if !errors.Is(err, fs.ErrNotExist) || strings.Contains(err.Error(), ".tmp") || !strings.Contains(err.Error(), missing) {
		t.Errorf("WriteFile(%q) = %v, want a not-exist error naming the output only", missing, err)
	}
}

// TestBatchAllOrNone: a failure while staging any output leaves every
// output as it was (issue 8: the report failed, --out was replaced).
func TestBatchAllOrNone(t *testing.T) {
	boom := errors.New("no space left on device")
	for _, failAt := range []int{0, 1, 2} {
		dir := t.TempDir()
		paths := []string{filepath.Join(dir, "new.xlsx"), filepath.Join(dir, "report.pdf"), filepath.Join(dir, "fresh.csv")}
		mustWrite(t, paths[0], "old list")
		mustWrite(t, paths[1], "old report")
		var b outputs.Batch
		var err error
		for i, p := range paths {
			write := writeString("new " + filepath.Base(p))
			if i == failAt {
				write = func(w io.Writer) error { _, _ = io.WriteString(w, "half"); return boom }
			}
			if err = b.Stage(p, write); err != nil {
				break
			}
		}
		b.Discard()
		if !errors.Is(err, boom) {
			t.Errorf("fail at %d: Stage = %v, want %v", failAt, err, boom)
		}
		want := []string{"old list", "old report", "<missing>"}
		for i, p := range paths {
			if got := content(p); got != want[i] {
				t.Errorf("fail at %d: %s holds %q, want %q", failAt, filepath.Base(p), got, want[i])
			}
		}
		if names := dirNames(t, dir); !slices.Equal(names, []string{"new.xlsx", "report.pdf"}) {
			t.Errorf("fail at %d: folder holds %q, want no temporary file", failAt, names)
		}
	}
}

// TestBatchCommitRollsBack: a rename failing midway puts back every output
// already replaced and removes one that did not exist.
func TestBatchCommitRollsBack(t *testing.T) {
	boom := errors.New("rename failed")
	for _, failAt := range []int{0, 1, 2} {
		dir := t.TempDir()
		certs := filepath.Join(dir, "certs")
		paths := []string{filepath.Join(dir, "fresh.csv"), filepath.Join(dir, "new.xlsx"), filepath.Join(certs, "c.pdf")}
		mustWrite(t, paths[1], "old list")
		var b outputs.Batch
		if err := b.MakeDir(certs); err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			if err := b.Stage(p, writeString("new")); err != nil {
				t.Fatal(err)
			}
		}
		n := 0
		outputs.SetRename(&b, func(oldpath, newpath string) error {
			if n++; n-1 == failAt {
				return &os.LinkError{Op: "rename", Old: oldpath, New: newpath, Err: boom}
			}
			return os.Rename(oldpath, newpath)
		})
		err := b.Commit()
		b.Discard()
		var we *outputs.WriteError
		if !errors.Is(err, boom) || !errors.As(err, &we) || we.Path != paths[failAt] || strings.Contains(err.Error(), ".tmp") {
			t.Errorf("fail at %d: Commit = %v, want a *WriteError on %s", failAt, err, paths[failAt])
		}
		if got := []string{content(paths[0]), content(paths[1])}; !slices.Equal(got, []string{"<missing>", "old list"}) {
			t.Errorf("fail at %d: outputs hold %q, want them as they were", failAt, got)
		}
		if names := dirNames(t, dir); !slices.Equal(names, []string{"new.xlsx"}) {
			t.Errorf("fail at %d: folder holds %q, want only new.xlsx (no temp, no kept file, no folder made)", failAt, names)
		}
	}
}

func TestBatchCommit(t *testing.T) {
	dir := t.TempDir()
	a, c := filepath.Join(dir, "a.csv"), filepath.Join(dir, "c.pdf")
	mustWrite(t, a, "old")
	var b outputs.Batch
	defer b.Discard()
	for _, p := range []string{a, c} {
		if err := b.Stage(p, writeString("new "+filepath.Base(p))); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Stage(filepath.Join(dir, ".", "a.csv"), writeString("again")); err == nil {
		t.Errorf("Stage(the same file twice) = nil, want an error")
	}
	if got := content(a); got != "old" {
		t.Errorf("before Commit a.csv holds %q, want it untouched", got)
	}
	if err := b.Commit(); err != nil {
		t.Fatalf("Commit = %v", err)
	}
	if got := []string{content(a), content(c)}; !slices.Equal(got, []string{"new a.csv", "new c.pdf"}) {
		t.Errorf("after Commit: %q", got)
	}
	if names := dirNames(t, dir); !slices.Equal(names, []string{"a.csv", "c.pdf"}) {
		t.Errorf("folder holds %q, want the outputs only", names)
	}
	if err := b.Commit(); err == nil {
		t.Errorf("second Commit = nil, want an error")
	}
}

// TestStageRemovesStaleTemps: the temporary files a killed run left beside
// an output are removed by the next run that writes that output; those of
// other outputs and other files are kept.
func TestStageRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name   string
		target bool // the output exists
		kept   []string
	}{
		{"output exists", true, []string{".new.csv-x.tmp", ".new.csv.old", ".new.csv.xlsx-12.tmp", ".other.csv-12.tmp", "new.csv", "notes.tmp"}},
		{"no output yet", false, []string{".new.csv-55.old", ".new.csv-x.tmp", ".new.csv.old", ".new.csv.xlsx-12.tmp", ".other.csv-12.tmp", "notes.tmp"}},
	} {
		sub := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-"))
		if err := os.Mkdir(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		files := []string{".new.csv-123.tmp", ".new.csv-4294967295.tmp", ".new.csv.987.tmp", ".new.csv-55.old",
			".new.csv-x.tmp", ".new.csv.old", ".new.csv.xlsx-12.tmp", ".other.csv-12.tmp", "notes.tmp"}
		if tc.target {
			files = append(files, "new.csv")
		}
		for _, f := range files {
			mustWrite(t, filepath.Join(sub, f), "left over")
		}
		var b outputs.Batch
		if err := b.Stage(filepath.Join(sub, "new.csv"), writeString("x")); err != nil {
			t.Fatal(err)
		}
		b.Discard()
		if names := dirNames(t, sub); !slices.Equal(names, tc.kept) {
			t.Errorf("%s: folder holds %q, want %q", tc.name, names, tc.kept)
		}
	}
}

// TestInFolder: a folder to be made is made before the write and removed
// again when the write fails, so that a failed save leaves nothing; a
// folder that exists is left alone.
func TestInFolder(t *testing.T) {
	failed := errors.New("disk full")
	for _, tc := range []struct {
		name    string
		create  bool
		err     error
		wantDir bool
	}{
		{"made and written", true, nil, true},
		{"made, write failed", true, failed, false},
		{"existing, write failed", false, failed, true},
	} {
		dir := filepath.Join(t.TempDir(), "out")
		if !tc.create {
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		err := outputs.InFolder(dir, tc.create, func() error {
			if _, err := os.Stat(dir); err != nil {
				t.Errorf("%s: the folder is not there to write in: %v", tc.name, err)
			}
			if tc.err != nil {
				return tc.err
			}
			return outputs.WriteFile(filepath.Join(dir, "new.csv"), writeString("x"))
		})
		if !errors.Is(err, tc.err) {
			t.Errorf("%s: InFolder = %v, want %v", tc.name, err, tc.err)
		}
		if _, statErr := os.Stat(dir); (statErr == nil) != tc.wantDir {
			t.Errorf("%s: the folder is there %v, want %v", tc.name, statErr == nil, tc.wantDir)
		}
	}
}
