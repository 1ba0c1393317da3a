package outputs

// SetRename replaces the rename that Commit uses, for tests that make a
// commit fail midway; the returned function restores it.
func SetRename(f func(oldpath, newpath string) error) (restore func()) {
	old := rename
	rename = f
	return func() { rename = old }
}
