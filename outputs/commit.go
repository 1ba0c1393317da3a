package outputs

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Commit puts every staged output into place, all of them or none: each
// file to be replaced is first kept aside (a second link to it, or the
// file itself moved aside where links are not possible), then every
// temporary file is renamed over its output. When a rename fails, every
// output already replaced gets its old file back (an output that did not
// exist is removed again), and the error says which output failed. Only
// when putting a file back fails too does the error say where its old
// content was kept. A committed batch removes its kept-aside files. The
// error is a *WriteError.
func (b *Batch) Commit() error {
	if b.done {
		return &WriteError{Path: joinPaths(b.files), Err: errors.New("the batch is finished")}
	}
	b.done = true
	for _, f := range b.files {
		if err := f.keepOld(); err != nil {
			return b.rollBack(&WriteError{Path: f.target, Err: asTarget(err, f.target)})
		}
	}
	for _, f := range b.files {
		if err := b.rename(f.tmp, f.target); err != nil {
			return b.rollBack(&WriteError{Path: f.target, Err: asTarget(err, f.target)})
		}
		f.placed = true
	}
	for _, f := range b.files {
		if f.backup != "" {
			_ = os.Remove(f.backup)
		}
	}
	syncDirs(b.files)
	return nil
}

// keepOld keeps the file a staged output replaces under a name of its own
// (".NAME-DIGITS.old"), as a second link when the system allows it, so
// that the output stays in place, else by moving it aside.
func (f *stagedFile) keepOld() error {
	fi, err := os.Lstat(f.target)
	if errors.Is(err, os.ErrNotExist) {
		f.existed = false
		return nil
	}
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return errors.New("not an ordinary file any more")
	}
	f.existed = true
	dir, base := filepath.Split(f.target)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, oldPattern(base))
	if err != nil {
		return err
	}
	name := tmp.Name()
	_ = tmp.Close()
	_ = os.Remove(name)
	if err := os.Link(f.target, name); err == nil {
		f.backup = name
		return nil
	}
	if err := os.Rename(f.target, name); err != nil {
		return err
	}
	f.backup, f.movedAside = name, true
	return nil
}

// rollBack puts back what a failed commit replaced, removes the temporary
// files and the folders made, and returns err, extended when a file could
// not be put back.
func (b *Batch) rollBack(err *WriteError) error {
	var lost []string
	for i := len(b.files) - 1; i >= 0; i-- {
		if msg := b.files[i].restore(); msg != "" {
			lost = append(lost, msg)
		}
	}
	b.cleanUp()
	if len(lost) > 0 {
		return &WriteError{Path: err.Path, Err: fmt.Errorf("%w; and %s", err.Err, joinLines(lost))}
	}
	return err
}

// restore undoes one output's part of a commit; it says what could not be
// undone, "" when all was.
func (f *stagedFile) restore() string {
	switch {
	case f.placed && f.backup != "":
		if err := os.Rename(f.backup, f.target); err != nil {
			return fmt.Sprintf("%s could not be put back: its old content is in %s", f.target, f.backup)
		}
	case f.placed && !f.existed:
		_ = os.Remove(f.target)
	case f.movedAside:
		if err := os.Rename(f.backup, f.target); err != nil {
			return fmt.Sprintf("%s could not be put back: its old content is in %s", f.target, f.backup)
		}
	case f.backup != "":
		_ = os.Remove(f.backup)
	}
	f.placed = false
	return ""
}

// joinPaths names the outputs of a batch.
func joinPaths(files []*stagedFile) string {
	var s string
	for i, f := range files {
		if i > 0 {
			s += ", "
		}
		s += f.target
	}
	return s
}
