package outputs

import (
	"os"
	"path/filepath"
	"strings"
)

// tempPattern is the os.CreateTemp pattern of an output's temporary file.
func tempPattern(base string) string { return "." + base + "-*.tmp" }

// oldPattern is the os.CreateTemp pattern of a replaced file kept aside
// while a batch commits.
func oldPattern(base string) string { return "." + base + "-*.old" }

// removeStale removes the temporary files a killed run left for the
// output base in dir: ".BASE-DIGITS.tmp", and ".BASE.DIGITS.tmp" as the
// PDF writer named them before. A kept-aside ".BASE-DIGITS.old" is removed
// only when the output itself exists, so that an old file is never lost.
func removeStale(dir, base string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	_, statErr := os.Stat(filepath.Join(dir, base))
	haveTarget := statErr == nil
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() {
			continue
		}
		if isStale(name, base, haveTarget) {
			_ = os.Remove(filepath.Join(dir, name))
		}
	}
}

// isStale reports whether name is a leftover of the output base.
func isStale(name, base string, haveTarget bool) bool {
	switch {
	case digitsBetween(name, "."+base+"-", ".tmp"), digitsBetween(name, "."+base+".", ".tmp"):
		return true
	case haveTarget && digitsBetween(name, "."+base+"-", ".old"):
		return true
	}
	return false
}

// digitsBetween reports whether name is prefix, one or more decimal
// digits (os.CreateTemp's random part), and suffix.
func digitsBetween(name, prefix, suffix string) bool {
	if !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, suffix) || len(name) <= len(prefix)+len(suffix) {
		return false
	}
	for _, r := range name[len(prefix) : len(name)-len(suffix)] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
