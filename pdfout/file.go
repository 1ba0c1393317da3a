package pdfout

import (
	"errors"
	"fmt"
	"io"

	"ratingdesk/outputs"
)

// WriteFile writes a document to path atomically (outputs.WriteFile, a
// batch of one): write renders into a temporary file in the same
// directory, which then replaces path in one rename. A reader never sees
// a half-written PDF, a failed render leaves an existing file at path as
// it was, and errors name path, never the temporary file. The file gets
// the permissions of the file it replaces, else 0644.
func WriteFile(path string, write func(io.Writer) error) error {
	err := outputs.WriteFile(path, write)
	var we *outputs.WriteError
	if errors.As(err, &we) {
		return fmt.Errorf("pdfout: writing %s: %w", path, we.Err)
	}
	return err
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
