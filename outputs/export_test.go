package outputs

// SetRename makes b's Commit move files into place with f, for tests that
// make a commit fail midway.
func SetRename(b *Batch, f func(oldpath, newpath string) error) {
	b.renameFn = f
}
