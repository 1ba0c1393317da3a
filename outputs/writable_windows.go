//go:build windows

package outputs

import "os"

// fileWriteProblem says, as a PathError's Msg, why the existing file path
// cannot be replaced, "" when it can: on Windows a file with the
// read-only attribute (os.Stat gives it no write permission), which a
// rename over it fails on. A file another program holds open fails when
// it is written (exit 3), as before.
func fileWriteProblem(path string) string {
	fi, err := os.Stat(path)
	if err != nil || fi.Mode().Perm()&0o200 != 0 {
		return ""
	}
	return readOnlyMsg
}
