package xlsxio

import (
	"errors"
	"fmt"
	"io"

	"ratingdesk/outputs"
)

// WriteFileAtomic writes a file so that a reader never sees it half written
// and a failure never damages what was there (docs/formats.md "General rules":
// outputs are written to a temporary file in the same folder and renamed
// into place). It is outputs.WriteFile, a batch of one: write fills a
// temporary file ".NAME-*.tmp" beside path (stale ones of a killed run are
// removed first); the file is synced, closed and renamed over path only
// when write succeeded. On any failure, and on a panic in write, the
// temporary file is removed and an existing file at path is left
// untouched. Errors name path, never the temporary file.
//
// The new file gets the permissions of the file it replaces, or 0644 when
// there was none.
func WriteFileAtomic(path string, write func(io.Writer) error) error {
	err := outputs.WriteFile(path, write)
	var we *outputs.WriteError
	if errors.As(err, &we) {
		return fmt.Errorf("xlsxio: writing %s: %w", path, we.Err)
	}
	return err
}

// OutputError refuses an output path: it names an input, a folder, a
// folder that does not exist or cannot be written to, or a kind of file
// that cannot be written (docs/formats.md "General rules": an output path
// equal to an input path is refused). It is outputs.PathError.
type OutputError = outputs.PathError

// CheckOutputPath refuses an output path that is one of the inputs
// (docs/formats.md "General rules": inputs are never modified), a folder, or
// in a folder that does not exist or cannot be written to (outputs.Check:
// paths are compared cleaned and absolute, and as files when both exist,
// so a link or another spelling of an input is refused too). The error is
// an *OutputError.
func CheckOutputPath(out string, inputs []string) error {
	return outputs.Check(out, nil, inputs)
}
