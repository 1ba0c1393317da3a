package outputs

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
)

// InputFile is one file a run read, as every output records it: the Notes
// sheet of a workbook and the inputs of a PDF report (docs/formats.md
// "Outputs": each input file with its SHA-256), so that an output can be
// matched to the exact files it was computed from.
type InputFile struct {
	// Path is the file as it was named on the command line or in the app.
	Path string
	// Kind says what the file was read as: "rating list", "game list",
	// "crosstable" ("results" for a results source that could not be
	// told apart).
	Kind string
	// SHA256 is the file's SHA-256 in lower-case hex (HashFile).
	SHA256 string
}

// HashFile gives the SHA-256 of a file's content in lower-case hex, as the
// outputs record every input (docs/formats.md "Outputs").
func HashFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("outputs: hashing %s: %w", path, err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("outputs: hashing %s: %w", path, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// NewInputFile reads the file at path and returns it, of the given kind,
// with its SHA-256 (HashFile).
func NewInputFile(path, kind string) (InputFile, error) {
	sum, err := HashFile(path)
	if err != nil {
		return InputFile{}, err
	}
	return InputFile{Path: path, Kind: kind, SHA256: sum}, nil
}
