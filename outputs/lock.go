package outputs

import (
	"os"
	"path/filepath"
)

// lockFiles are the files an office program keeps beside a document it
// has open: LibreOffice's ".~lock.NAME#" and Excel's owner file "~$NAME".
var lockFiles = []struct{ program, prefix, suffix string }{
	{"LibreOffice", ".~lock.", "#"},
	{"Excel", "~$", ""},
}

// OpenIn says which office program seems to have the output path open: the
// program whose lock file is beside it (LibreOffice's ".~lock.NAME#",
// Excel's "~$NAME"), and that lock file's name; "" when there is none.
// Replacing such a file works on Linux and macOS, but the program goes on
// showing the old content and may save it over the new, so the command
// warns (docs/cli.md "What every command does the same way"); it does not
// refuse, since a lock file outlives a program that crashed. (On Windows a
// file Excel holds open cannot be replaced: the write fails, exit 3.)
func OpenIn(path string) (program, lock string) {
	dir, name := filepath.Split(path)
	for _, l := range lockFiles {
		lock = l.prefix + name + l.suffix
		if fi, err := os.Lstat(filepath.Join(dir, lock)); err == nil && !fi.IsDir() {
			return l.program, lock
		}
	}
	return "", ""
}
