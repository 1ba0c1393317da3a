package outputs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// PathError refuses an output path before anything is written: it names
// an input, a folder, a folder that does not exist or cannot be written
// to, or a kind of file that cannot be written (docs/formats.md "General
// rules").
type PathError struct {
	// Path is the output as it was named.
	Path string
	// Msg says, in words for people, what is wrong with the path.
	Msg string
}

// Describes reports whether Msg says what the path is ("is one of the
// inputs: …", "is a folder; name a file"), a verb to follow the path's
// name ("--out new.csv is one of the inputs: …"), rather than what keeps
// it from being written ("the folder /x does not exist"), which follows
// "cannot write NAME:" (a tester: "cannot write --excluded new.csv: is
// the input new.csv; …" read oddly).
func (e *PathError) Describes() bool {
	return strings.HasPrefix(e.Msg, "is ")
}

// Error gives the path and what is wrong with it.
func (e *PathError) Error() string {
	return fmt.Sprintf("outputs: output %s: %s", e.Path, e.Msg)
}

// Check refuses an output path that cannot be written, before any work is
// done: no path; an extension not among exts (when exts is not empty,
// e.g. ".xlsx", ".csv"); a folder; one of the inputs (docs/formats.md "General
// rules": inputs are never modified; compared cleaned and absolute, and
// as files when both exist, so a link to an input is refused too); an
// existing file this process may not write (read-only, immutable, on a
// read-only file system: existingProblem); a folder that does not exist,
// is not a folder, or cannot be written to (a file is created there and
// removed to find out). The error is a *PathError.
func Check(path string, exts, inputs []string) error {
	return CheckMade(path, exts, inputs, "")
}

// CheckMade is Check for the outputs of a run that makes the folder made
// (one CheckDir said is to be made, made by Batch.MakeDir before the
// outputs are staged; docs/cli.md `norms --certificates`): a path
// directly in made is checked as Check checks it but for its folder,
// which does not exist yet; any other path as Check. An empty made is
// Check.
func CheckMade(path string, exts, inputs []string, made string) error {
	if path == "" {
		return &PathError{Path: path, Msg: "no output file named"}
	}
	if msg := extProblem(path, exts); msg != "" {
		return &PathError{Path: path, Msg: msg}
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return &PathError{Path: path, Msg: "is a folder; name a file"}
	} else if err == nil && !fi.Mode().IsRegular() {
		return &PathError{Path: path, Msg: "is not an ordinary file; name another output file"}
	}
	for _, in := range inputs {
		if in != "" && SameFile(path, in) {
			return &PathError{Path: path, Msg: inputMsg(path, in)}
		}
	}
	if msg := existingProblem(path); msg != "" {
		return &PathError{Path: path, Msg: msg}
	}
	if made != "" && SameFile(filepath.Dir(path), made) {
		return nil
	}
	if msg := folderProblem(filepath.Dir(path)); msg != "" {
		return &PathError{Path: path, Msg: msg}
	}
	return nil
}

// The messages of an existing output this process may not write
// (fileWriteProblem).
const (
	readOnlyMsg  = "is read-only: its permissions do not let it be written; make it writable or name another output file"
	protectedMsg = "is protected from changes (operation not permitted: the file is marked immutable or append-only, chattr +i or +a); remove the mark (chattr -i) or name another output file"
)

// existingProblem says why the existing ordinary file path cannot be
// replaced by this process (fileWriteProblem: read-only, immutable, on a
// read-only file system), "" when it can or does not exist: a usage
// error before any work rather than a failed write after it (a tester: a
// read-only --out was silently replaced; an immutable --report failed
// with exit 3 once the period was rated).
func existingProblem(path string) string {
	if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() {
		return ""
	}
	return fileWriteProblem(path)
}

// inputMsg says that the output path is the input in: "is one of the
// inputs: inputs are never overwritten; name another output file",
// naming the input when it is spelled otherwise (a link, another
// relative path).
func inputMsg(path, in string) string {
	named := ""
	if filepath.Clean(path) != filepath.Clean(in) {
		named = " (" + in + ")"
	}
	return "is one of the inputs" + named + ": inputs are never overwritten; name another output file"
}

// extProblem says why path's extension is not one of exts, "" when it is
// (or when exts is empty).
func extProblem(path string, exts []string) string {
	if len(exts) == 0 {
		return ""
	}
	ext := strings.ToLower(filepath.Ext(path))
	for _, e := range exts {
		if ext == e {
			return ""
		}
	}
	want := strings.Join(exts, " or ")
	if ext == "" {
		return "the name has no extension: name the file " + want
	}
	return fmt.Sprintf("a %s file cannot be written here: name the file %s", ext, want)
}

// CheckDir refuses a folder that outputs are written into (docs/cli.md `norms
// --certificates DIR`): no folder named, a file, a folder that cannot be
// written to. A folder that does not exist is accepted when the folder it
// would be made in exists and can be written to; create then says that it
// is to be made (Batch.MakeDir). The error is a *PathError.
func CheckDir(dir string) (create bool, err error) {
	if dir == "" {
		return false, &PathError{Path: dir, Msg: "no folder named"}
	}
	fi, err := os.Stat(dir)
	switch {
	case err == nil && !fi.IsDir():
		return false, &PathError{Path: dir, Msg: "is a file, not a folder; name a folder"}
	case err == nil:
		if msg := writableProblem(dir); msg != "" {
			return false, &PathError{Path: dir, Msg: msg}
		}
		return false, nil
	case !errors.Is(err, fs.ErrNotExist):
		return false, &PathError{Path: dir, Msg: fmt.Sprintf("the folder cannot be read: %s", cause(err))}
	}
	parent := filepath.Dir(filepath.Clean(dir))
	if msg := folderProblem(parent); msg != "" {
		return false, &PathError{Path: dir, Msg: msg + " (only the last folder of the path is made)"}
	}
	return true, nil
}

// folderProblem says why files cannot be written into dir, "" when they
// can.
func folderProblem(dir string) string {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Sprintf("the folder %s does not exist", folderName(dir))
	case err != nil:
		return fmt.Sprintf("the folder %s cannot be read: %s", folderName(dir), cause(err))
	case !fi.IsDir():
		return fmt.Sprintf("%s is a file, not a folder", dir)
	}
	return writableProblem(dir)
}

// writableProblem creates a file in dir and removes it again, and says
// why that failed, "" when it worked.
func writableProblem(dir string) string {
	f, err := os.CreateTemp(dir, ".ratingdesk-probe-*.tmp")
	if err != nil {
		return fmt.Sprintf("files cannot be created in the folder %s: %s", folderName(dir), cause(err))
	}
	_ = f.Close()
	_ = os.Remove(f.Name())
	return ""
}

// folderName is how a folder is named in messages.
func folderName(dir string) string {
	if dir == "." || dir == "" {
		return "the current folder"
	}
	return dir
}

// cause is the system's reason behind a file error, without the path
// (which may be a temporary file's).
func cause(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return err.Error()
}

// SameFile reports whether two paths name the same file: equal once
// cleaned and made absolute, or the same file on disk (a link, another
// spelling) when both exist.
func SameFile(a, b string) bool {
	x, errA := filepath.Abs(a)
	y, errB := filepath.Abs(b)
	if errA == nil && errB == nil && x == y {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}
