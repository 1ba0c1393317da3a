package pdfout

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// WriteFile writes a document to path atomically: write renders into a
// temporary file in the same directory, which then replaces path in one
// rename. A reader never sees a half-written PDF, and a failed render
// leaves an existing file at path as it was.
func WriteFile(path string, write func(io.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return fmt.Errorf("pdfout: writing %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	bw := bufio.NewWriterSize(tmp, 1<<16)
	if err = write(bw); err != nil {
		return fmt.Errorf("pdfout: writing %s: %w", path, err)
	}
	if err = bw.Flush(); err != nil {
		return fmt.Errorf("pdfout: writing %s: %w", path, err)
	}
	if err = tmp.Chmod(0o644); err != nil {
		return fmt.Errorf("pdfout: writing %s: %w", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("pdfout: writing %s: %w", path, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("pdfout: writing %s: %w", path, err)
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("pdfout: writing %s: %w", path, err)
	}
	return nil
}

// InputFile is one file a document was computed from, with its SHA-256 so
// that the printed report can be matched to the exact inputs.
type InputFile struct {
	// Path is the file as it was named on the command line or in the app.
	Path string
	// Kind says what the file is: "rating list", "game list", "crosstable".
	Kind string
	// SHA256 is the hex SHA-256 of the file's bytes.
	SHA256 string
}

// NewInputFile reads the file at path and returns it with its SHA-256.
func NewInputFile(path, kind string) (InputFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return InputFile{}, fmt.Errorf("pdfout: hashing %s: %w", path, err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return InputFile{}, fmt.Errorf("pdfout: hashing %s: %w", path, err)
	}
	return InputFile{Path: path, Kind: kind, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}
