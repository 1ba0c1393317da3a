package xlsxio_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// dirNames lists a folder's entries.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.csv")
	if err := xlsxio.WriteFileAtomic(path, func(w io.Writer) error {
		_, err := io.WriteString(w, "first")
		return err
	}); err != nil {
		t.Fatalf("WriteFileAtomic = %v", err)
	}
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := xlsxio.WriteFileAtomic(path, func(w io.Writer) error {
		_, err := io.WriteString(w, "second")
		return err
	}); err != nil {
		t.Fatalf("WriteFileAtomic = %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "second" {
		t.Errorf("file holds %q, want %q", got, "second")
	}
	if names := dirNames(t, dir); len(names) != 1 || names[0] != "out.csv" {
		t.Errorf("folder holds %q, want only out.csv", names)
	}
	if runtime.GOOS != "windows" {
		if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o640 {
			t.Errorf("mode = %v, want the replaced file's 0640", fi.Mode().Perm())
		}
	}
}

func TestWriteFileAtomicFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.xlsx")
	if err := os.WriteFile(path, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := xlsxio.WriteFileAtomic(path, func(w io.Writer) error {
		if _, err := io.WriteString(w, strings.Repeat("partial ", 100000)); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("WriteFileAtomic = %v, want it to wrap %v", err, boom)
	}
	if !strings.HasPrefix(err.Error(), "xlsxio: writing ") {
		t.Errorf("error %q lacks the package prefix", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "precious" {
		t.Errorf("existing file now holds %d bytes, want it untouched", len(got))
	}
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("folder holds %q, want no temporary file left", names)
	}

	// A panic in the writer also leaves nothing behind.
	func() {
		defer func() { _ = recover() }()
		_ = xlsxio.WriteFileAtomic(path, func(w io.Writer) error { panic("writer panicked") })
	}()
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("after a panic the folder holds %q, want no temporary file left", names)
	}

	// A folder that does not exist is an error, and nothing is created.
	if err := xlsxio.WriteFileAtomic(filepath.Join(dir, "missing", "x.csv"), func(io.Writer) error { return nil }); err == nil {
		t.Errorf("WriteFileAtomic into a missing folder = nil, want an error")
	}
}

func TestCheckOutputPath(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "list.xlsx")
	if err := os.WriteFile(list, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.xlsx")
	haveLink := os.Symlink(list, link) == nil
	wd, _ := os.Getwd()
	rel, relErr := filepath.Rel(wd, list)

	for _, tc := range []struct {
		name   string
		out    string
		inputs []string
		refuse bool
	}{
		{"other file", filepath.Join(dir, "new.xlsx"), []string{list}, false},
		{"no inputs", filepath.Join(dir, "new.xlsx"), nil, false},
		{"same path", list, []string{"games.csv", list}, true},
		{"unclean spelling", filepath.Join(dir, "sub", "..", "list.xlsx"), []string{list}, true},
		{"relative spelling", rel, []string{list}, relErr == nil},
		{"link to input", link, []string{list}, haveLink},
		{"folder", dir, []string{list}, true},
		{"empty", "", []string{list}, true},
	} {
		err := xlsxio.CheckOutputPath(tc.out, tc.inputs)
		var oe *xlsxio.OutputError
		switch {
		case tc.refuse && !errors.As(err, &oe):
			t.Errorf("%s: CheckOutputPath(%q, %q) = %v, want an *OutputError", tc.name, tc.out, tc.inputs, err)
		case tc.refuse && oe.Path != tc.out:
			t.Errorf("%s: OutputError.Path = %q, want %q", tc.name, oe.Path, tc.out)
		case !tc.refuse && err != nil:
			t.Errorf("%s: CheckOutputPath(%q, %q) = %v, want nil", tc.name, tc.out, tc.inputs, err)
		}
	}
}
