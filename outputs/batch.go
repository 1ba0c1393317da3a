package outputs

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// WriteError is a failure to write an output: Path is the output as named
// (never a temporary file's name), Err the reason, e.g. a full disk.
type WriteError struct {
	Path string
	Err  error
}

// Error names the output and the reason.
func (e *WriteError) Error() string { return "outputs: writing " + e.Path + ": " + reason(e.Err) }

// reason is what went wrong without the file name an *fs.PathError or
// *os.LinkError repeats (it may be a temporary file's).
func reason(err error) string {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err.Error()
	case errors.As(err, &le):
		return le.Err.Error()
	}
	return err.Error()
}

// Unwrap gives the reason, so that errors.Is finds fs.ErrPermission or a
// full disk.
func (e *WriteError) Unwrap() error { return e.Err }

// stagedFile is one output of a batch.
type stagedFile struct {
	target, tmp string
	existed     bool
	backup      string // the replaced file, kept until the batch is committed
	movedAside  bool   // backup is the replaced file itself, not a second link
	placed      bool   // tmp was renamed over target
}

// Batch is the outputs of one run, committed together (docs/rules.md
// "Atomic output"): Stage writes each to a temporary file beside it
// (fully written, synced, closed), Commit renames them all into place, or,
// when one rename fails, puts back every file it replaced, so that either
// every output is new or every output is as it was. Discard (deferred by
// the caller) removes what is left when the batch is not committed. The
// zero Batch is ready to use; a Batch is not safe for concurrent use.
type Batch struct {
	files []*stagedFile
	dirs  []string // folders MakeDir made, removed when not committed
	done  bool
	// renameFn moves a file into place: os.Rename when nil (tests set it to
	// make a commit fail midway).
	renameFn func(oldpath, newpath string) error
}

// rename moves a staged file into place.
func (b *Batch) rename(oldpath, newpath string) error {
	if b.renameFn != nil {
		return b.renameFn(oldpath, newpath)
	}
	return os.Rename(oldpath, newpath)
}

// Paths are the outputs staged, in order.
func (b *Batch) Paths() []string {
	paths := make([]string, len(b.files))
	for i, f := range b.files {
		paths[i] = f.target
	}
	return paths
}

// MakeDir makes the folder dir when it does not exist (its parent must);
// a folder made is removed again when the batch is not committed and the
// folder is empty.
func (b *Batch) MakeDir(dir string) error {
	if b.done {
		return &WriteError{Path: dir, Err: errors.New("the batch is finished")}
	}
	if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
		return nil
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		return &WriteError{Path: dir, Err: err}
	}
	b.dirs = append(b.dirs, dir)
	return nil
}

// Stage writes an output to a temporary file ".NAME-DIGITS.tmp" beside
// path: write fills it, then it is flushed, given the permissions of the
// file it will replace (0644 when there is none), synced and closed.
// Stale temporary files of NAME (left by a killed run) are removed first.
// On a failure, and on a panic in write, the temporary file is removed;
// nothing at path changes before Commit. The error is a *WriteError.
func (b *Batch) Stage(path string, write func(io.Writer) error) error {
	if b.done {
		return &WriteError{Path: path, Err: errors.New("the batch is finished")}
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if base == "" {
		return &WriteError{Path: path, Err: errors.New("no file name")}
	}
	for _, f := range b.files {
		if SameFile(f.target, path) {
			return &WriteError{Path: path, Err: fmt.Errorf("the same file as %s, written twice in one run", f.target)}
		}
	}
	f := &stagedFile{target: path}
	mode := fs.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		if !fi.Mode().IsRegular() {
			return &WriteError{Path: path, Err: errors.New("not an ordinary file")}
		}
		mode, f.existed = fi.Mode().Perm(), true
	}
	removeStale(dir, base)
	tmp, err := stageTemp(dir, base, mode, write)
	if err != nil {
		return &WriteError{Path: path, Err: asTarget(err, path)}
	}
	f.tmp = tmp
	b.files = append(b.files, f)
	return nil
}

// stageTemp writes a complete temporary file for base in dir and returns
// its name; on failure (or a panic in write) it removes it.
func stageTemp(dir, base string, mode fs.FileMode, write func(io.Writer) error) (string, error) {
	tmp, err := os.CreateTemp(dir, tempPattern(base))
	if err != nil {
		return "", err
	}
	done := false
	defer func() {
		if !done {
			_ = tmp.Close()
			_ = os.Remove(tmp.Name())
		}
	}()
	bw := bufio.NewWriterSize(tmp, 1<<16)
	if err := write(bw); err != nil {
		return "", err
	}
	if err := bw.Flush(); err != nil {
		return "", err
	}
	if err := tmp.Chmod(mode); err != nil {
		return "", err
	}
	if err := tmp.Sync(); err != nil {
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	done = true
	return tmp.Name(), nil
}

// asTarget names the output instead of its temporary file in a file
// error, keeping the reason (so that errors.Is still finds it).
func asTarget(err error, target string) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &fs.PathError{Op: pe.Op, Path: target, Err: pe.Err}
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return &fs.PathError{Op: le.Op, Path: target, Err: le.Err}
	}
	return err
}

// Discard removes the temporary files of a batch that was not committed,
// and the folders MakeDir made when they are empty. It does nothing after
// Commit, so callers defer it.
func (b *Batch) Discard() {
	if b.done {
		return
	}
	b.done = true
	b.cleanUp()
}

// cleanUp removes every temporary file not renamed into place, and the
// folders made when they are empty.
func (b *Batch) cleanUp() {
	for _, f := range b.files {
		if !f.placed && f.tmp != "" {
			_ = os.Remove(f.tmp)
		}
	}
	for i := len(b.dirs) - 1; i >= 0; i-- {
		_ = os.Remove(b.dirs[i])
	}
}

// InFolder calls write, which writes into dir, after making dir when
// create is set (CheckDir said it is to be made: only the last folder of
// the path, as Batch.MakeDir makes it); a folder made is removed again
// when write fails and the folder is empty, so that a failed or
// cancelled save leaves nothing behind (docs/rules.md "Atomic output").
// The app saves into a folder typed that does not exist yet so, as its
// certificates are saved. The error of making the folder is a
// *WriteError; write's own comes back as it is.
func InFolder(dir string, create bool, write func() error) error {
	if !create {
		return write()
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		return &WriteError{Path: dir, Err: err}
	}
	err := write()
	if err != nil {
		_ = os.Remove(dir) // only an empty folder goes
	}
	return err
}

// WriteFile writes one file atomically, as a batch of one: a reader never
// sees it half written, and a failure (or a panic in write) leaves an
// existing file at path as it was and no temporary file behind. The new
// file gets the permissions of the file it replaces, else 0644.
func WriteFile(path string, write func(io.Writer) error) error {
	var b Batch
	defer b.Discard()
	if err := b.Stage(path, write); err != nil {
		return err
	}
	return b.Commit()
}

// syncDirs makes renames durable where the system allows it; folders
// cannot be synced everywhere (Windows), so failures are not errors.
func syncDirs(files []*stagedFile) {
	seen := map[string]bool{}
	for _, f := range files {
		dir := filepath.Dir(f.target)
		if seen[dir] {
			continue
		}
		seen[dir] = true
		if d, err := os.Open(dir); err == nil {
			_ = d.Sync()
			_ = d.Close()
		}
	}
}

// joinLines joins messages into one sentence list.
func joinLines(msgs []string) string { return strings.Join(msgs, "; ") }
