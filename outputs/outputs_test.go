package outputs_test

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"ratingdesk/outputs"
)

// dirNames lists a folder's entries, sorted.
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

// writeString is a writer function that writes s.
func writeString(s string) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, s)
		return err
	}
}

// mustWrite creates a file holding s.
func mustWrite(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// content is a file's content, or "<missing>".
func content(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return "<missing>"
	}
	return string(data)
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "list.xlsx")
	mustWrite(t, list, "x")
	link := filepath.Join(dir, "link.xlsx")
	haveLink := os.Symlink(list, link) == nil
	notDir := filepath.Join(dir, "plain")
	mustWrite(t, notDir, "x")
	xlsxCSV := []string{".xlsx", ".csv"}
	for _, tc := range []struct {
		name, out string
		exts      []string
		want      string // part of the message; "" for no error
	}{
		{"other file", filepath.Join(dir, "new.xlsx"), xlsxCSV, ""},
		{"upper-case extension", filepath.Join(dir, "NEW.CSV"), xlsxCSV, ""},
		{"any extension", filepath.Join(dir, "new.txt"), nil, ""},
		{"empty", "", xlsxCSV, "no output file named"},
		{"wrong extension", filepath.Join(dir, "new.txt"), xlsxCSV, "a .txt file cannot be written here: name the file .xlsx or .csv"},
		{"no extension", filepath.Join(dir, "new"), []string{".pdf"}, "the name has no extension: name the file .pdf"},
		{"folder", dir + string(os.PathSeparator) + ".", nil, "is a folder; name a file"},
		{"same path", list, xlsxCSV, "is one of the inputs: inputs are never overwritten; name another output file"},
		{"unclean spelling", dir + "/sub/../list.xlsx", xlsxCSV, "is one of the inputs: inputs are never overwritten"},
		{"missing folder", filepath.Join(dir, "y", "new.csv"), xlsxCSV, "the folder " + filepath.Join(dir, "y") + " does not exist"},
		{"missing folders", filepath.Join(dir, "x", "y", "new.csv"), xlsxCSV, "the folder " + filepath.Join(dir, "x", "y") + " does not exist"},
		{"file as folder", filepath.Join(notDir, "new.csv"), xlsxCSV, notDir + " is a file, not a folder"},
	} {
		err := outputs.Check(tc.out, tc.exts, []string{"games.csv", list})
		var pe *outputs.PathError
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: Check(%q) = %v, want nil", tc.name, tc.out, err)
		case tc.want != "" && !errors.As(err, &pe):
			t.Errorf("%s: Check(%q) = %v, want a *PathError", tc.name, tc.out, err)
		case tc.want != "" && (pe.Path != tc.out || !strings.Contains(pe.Msg, tc.want)):
			t.Errorf("%s: Check(%q) = %q on %q, want %q", tc.name, tc.out, pe.Msg, pe.Path, tc.want)
		}
	}
	if haveLink {
		want := "is one of the inputs (" + list + "): inputs are never overwritten"
		if err := outputs.Check(link, nil, []string{list}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Check(link to the input) = %v, want an error saying %q", err, want)
		}
	}
	for _, name := range dirNames(t, dir) {
		if strings.HasSuffix(name, ".tmp") {
			t.Errorf("Check left %s behind", name)
		}
	}
}

// TestCheckReadOnly refuses a folder that cannot be written to; root may
// write anywhere, so the test needs another user.
func TestCheckReadOnly(t *testing.T) {
	if runtime.GOOS == "windows" || os.Geteuid() == 0 {
		t.Skip("needs a user who cannot write to a read-only folder")
	}
	dir := filepath.Join(t.TempDir(), "ro")
	if err := os.Mkdir(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "new.csv")
	err := outputs.Check(out, nil, nil)
	var pe *outputs.PathError
	if !errors.As(err, &pe) || !strings.Contains(pe.Msg, "files cannot be created in the folder "+dir+": permission denied") {
		t.Errorf("Check(%q) = %v, want the folder refused", out, err)
	}
	if _, err := outputs.CheckDir(dir); err == nil {
		t.Errorf("CheckDir(%q) = nil, want an error", dir)
	}
}

// TestCheckFileNotWritable refuses an existing output this process may
// not write, before any work, as a PathError naming what it is (a tester:
// a read-only --out was silently replaced, an immutable --report failed
// after the work). A read-only file needs a user who is not root (root
// writes it; Windows: the read-only attribute, which chmod sets); an
// immutable file needs root and chattr on a file system that has the
// flag.
func TestCheckFileNotWritable(t *testing.T) {
	tests := []struct {
		name string
		mark func(t *testing.T, path string) // skips when it cannot
		want string
	}{
		{"read-only", markReadOnly, "is read-only: "},
		{"immutable", markImmutable, "is protected from changes (operation not permitted"},
		{"writable", func(*testing.T, string) {}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "ro.csv")
			if err := os.WriteFile(out, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			tt.mark(t, out)
			err := outputs.Check(out, []string{".csv"}, nil)
			var pe *outputs.PathError
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("Check(%s) = %v, want nil", tt.name, err)
			case tt.want != "" && (!errors.As(err, &pe) || !strings.HasPrefix(pe.Msg, tt.want) || !pe.Describes()):
				t.Errorf("Check(%s) = %v, want a PathError %q…", tt.name, err, tt.want)
			}
		})
	}
}

// markReadOnly makes path read-only, or skips the test where that does
// not keep this process from writing it (root on unix).
func markReadOnly(t *testing.T, path string) {
	t.Helper()
	if runtime.GOOS != "windows" && os.Geteuid() == 0 {
		t.Skip("running as root, who may write a read-only file: needs another user")
	}
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.Chmod(path, 0o644) })
}

// markImmutable marks path immutable (chattr +i), or skips the test where
// that cannot be done (not Linux, not root, no chattr, a file system
// without the flag).
func markImmutable(t *testing.T, path string) {
	t.Helper()
	if runtime.GOOS != "linux" || os.Geteuid() != 0 {
		t.Skip("chattr +i needs Linux and root")
	}
	if out, err := exec.Command("chattr", "+i", path).CombinedOutput(); err != nil {
		t.Skipf("chattr +i %s: %v %s", path, err, out)
	}
	t.Cleanup(func() { _ = exec.Command("chattr", "-i", path).Run() })
}

func TestCheckDir(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	mustWrite(t, file, "x")
	for _, tc := range []struct {
		name, dir string
		create    bool
		want      string
	}{
		{"existing", dir, false, ""},
		{"new", filepath.Join(dir, "certs"), true, ""},
		{"empty", "", false, "no folder named"},
		{"a file", file, false, "is a file, not a folder"},
		{"parent missing", filepath.Join(dir, "a", "certs"), false, "the folder " + filepath.Join(dir, "a") + " does not exist (only the last folder of the path is made)"},
	} {
		create, err := outputs.CheckDir(tc.dir)
		var pe *outputs.PathError
		switch {
		case tc.want == "" && (err != nil || create != tc.create):
			t.Errorf("%s: CheckDir(%q) = %v, %v; want %v, nil", tc.name, tc.dir, create, err, tc.create)
		case tc.want != "" && (!errors.As(err, &pe) || !strings.Contains(pe.Msg, tc.want)):
			t.Errorf("%s: CheckDir(%q) = %v, want %q", tc.name, tc.dir, err, tc.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "certs")); !os.IsNotExist(err) {
		t.Errorf("CheckDir made the folder; it only checks")
	}
}

// TestCheckMade: an output directly in the folder a run makes (norms
// --certificates) is not refused for that folder not existing yet, but
// is still checked for its extension; any other path is as Check.
func TestCheckMade(t *testing.T) {
	dir := t.TempDir()
	made := filepath.Join(dir, "c5")
	for _, tc := range []struct {
		name, out string
		want      string // part of the message; "" for no error
	}{
		{"in the folder made", filepath.Join(made, "statement.pdf"), ""},
		{"unclean spelling", made + "/./statement.pdf", ""},
		{"wrong extension", filepath.Join(made, "statement.txt"), "a .txt file cannot be written here"},
		{"below the folder made", filepath.Join(made, "x", "statement.pdf"), "the folder " + filepath.Join(made, "x") + " does not exist"},
		{"another missing folder", filepath.Join(dir, "c6", "statement.pdf"), "the folder " + filepath.Join(dir, "c6") + " does not exist"},
	} {
		err := outputs.CheckMade(tc.out, []string{".pdf"}, nil, made)
		var pe *outputs.PathError
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: CheckMade(%q) = %v, want nil", tc.name, tc.out, err)
		case tc.want != "" && (!errors.As(err, &pe) || !strings.Contains(pe.Msg, tc.want)):
			t.Errorf("%s: CheckMade(%q) = %v, want a *PathError saying %q", tc.name, tc.out, err, tc.want)
		}
	}
}

// TestOpenIn tells an output open in LibreOffice or Excel by the lock file
// beside it (a tester: a file open in LibreOffice was replaced without a
// word).
func TestOpenIn(t *testing.T) {
	tests := []struct {
		lock, program string
	}{
		{".~lock.new.csv#", "LibreOffice"},
		{"~$new.csv", "Excel"},
		{".~lock.other.csv#", ""},
		{"", ""},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		if tt.lock != "" {
			if err := os.WriteFile(filepath.Join(dir, tt.lock), []byte("x"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		out := filepath.Join(dir, "new.csv")
		program, lock := outputs.OpenIn(out)
		if want := tt.lock; tt.program == "" {
			want = ""
			if program != "" || lock != want {
				t.Errorf("OpenIn(%s) with %q = %q, %q, want none", out, tt.lock, program, lock)
			}
		} else if program != tt.program || lock != want {
			t.Errorf("OpenIn(%s) with %q = %q, %q, want %q, %q", out, tt.lock, program, lock, tt.program, want)
		}
	}
}
