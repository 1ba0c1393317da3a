//go:build unix

package outputs

import (
	"errors"
	"syscall"
)

// wOK is access(2)'s W_OK: may the file be written.
const wOK = 2

// fileWriteProblem says, as a PathError's Msg (docs/cli.md "What every
// command does the same way": an output that cannot be written is a
// usage error, found before any work), why this process may not write
// the existing file path, "" when it may: access(2) with W_OK, which
// says what the system will say when the file is replaced: the file's
// permissions (EACCES; root passes them), an immutable or append-only
// file (EPERM, root too: chattr +i), a read-only file system (EROFS).
func fileWriteProblem(path string) string {
	err := syscall.Access(path, wOK)
	var errno syscall.Errno
	switch {
	case err == nil:
		return ""
	case errors.As(err, &errno) && errno == syscall.EACCES:
		return readOnlyMsg
	case errors.As(err, &errno) && errno == syscall.EPERM:
		return protectedMsg
	case errors.As(err, &errno) && errno == syscall.EROFS:
		return "is on a read-only file system: name an output file elsewhere"
	}
	return "is a file that cannot be written: " + cause(err) + "; name another output file"
}
