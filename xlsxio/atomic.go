package xlsxio

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteFileAtomic writes a file so that a reader never sees it half written
// and a failure never damages what was there (WORKBOOK.md "General rules":
// outputs are written to a temporary file in the same folder and renamed
// into place). write fills a temporary file ".NAME-*.tmp" beside path; the
// file is synced, closed and renamed over path only when write succeeded.
// On any failure, and on a panic in write, the temporary file is removed
// and an existing file at path is left untouched.
//
// The new file gets the permissions of the file it replaces, or 0644 when
// there was none (os.CreateTemp makes 0600 files).
func WriteFileAtomic(path string, write func(io.Writer) error) error {
	if err := writeFileAtomic(path, write); err != nil {
		return fmt.Errorf("xlsxio: writing %s: %w", path, err)
	}
	return nil
}

func writeFileAtomic(path string, write func(io.Writer) error) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if base == "" {
		return errors.New("no file name")
	}
	mode := fs.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		if !fi.Mode().IsRegular() {
			return errors.New("not a regular file")
		}
		mode = fi.Mode().Perm()
	}
	tmp, err := os.CreateTemp(dir, "."+base+"-*.tmp")
	if err != nil {
		return err
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
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if err := tmp.Chmod(mode); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	done = true
	syncDir(dir)
	return nil
}

// syncDir makes a rename durable where the system allows it; folders cannot
// be synced everywhere (Windows), so failures are not errors.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	_ = d.Sync()
	_ = d.Close()
}

// OutputError refuses an output path: it names an input, a folder, or a
// kind of file that cannot be written (WORKBOOK.md "General rules": an
// output path equal to an input path is refused).
type OutputError struct {
	Path string
	// Msg says what is wrong with the path.
	Msg string
}

// Error gives the path and what is wrong with it.
func (e *OutputError) Error() string {
	return fmt.Sprintf("xlsxio: output %s: %s", e.Path, e.Msg)
}

// CheckOutputPath refuses an output path that is one of the inputs
// (WORKBOOK.md "General rules": inputs are never modified), or a folder.
// Paths are compared cleaned and absolute, and as files (os.SameFile) when
// both exist, so a link or another spelling of an input is refused too.
// The error is an *OutputError.
func CheckOutputPath(out string, inputs []string) error {
	if out == "" {
		return &OutputError{Path: out, Msg: "no output file named"}
	}
	outAbs, err := filepath.Abs(out)
	if err != nil {
		return &OutputError{Path: out, Msg: fmt.Sprintf("cannot resolve the path: %v", err)}
	}
	outInfo, outErr := os.Stat(out)
	if outErr == nil && outInfo.IsDir() {
		return &OutputError{Path: out, Msg: "is a folder; name a file"}
	}
	for _, in := range inputs {
		if in == "" {
			continue
		}
		same := false
		if inAbs, err := filepath.Abs(in); err == nil && inAbs == outAbs {
			same = true
		}
		if !same && outErr == nil {
			if inInfo, err := os.Stat(in); err == nil && os.SameFile(inInfo, outInfo) {
				same = true
			}
		}
		if same {
			return &OutputError{Path: out, Msg: fmt.Sprintf("is the input %s; inputs are never overwritten, name another output file", in)}
		}
	}
	return nil
}

// HashFile gives the SHA-256 of a file's content in lower-case hex, as the
// Notes sheet records every input (WORKBOOK.md "Outputs").
func HashFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("xlsxio: hashing %s: %w", path, err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("xlsxio: hashing %s: %w", path, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
