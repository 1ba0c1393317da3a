package docs_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// outsideDocument names the project brief's documents, which are not in
// the repository: code, app, PDFs and docs cite docs/ instead (a review
// found RULES.md in a test and WORKBOOK.md in docs/rules.d).
var outsideDocument = regexp.MustCompile(`\b(RULES|WORKBOOK|CLI)\.md\b|shared/(spec|seeds)/`)

// TestCitesOnlyTheRepository: no Go source, Markdown or text file of the
// repository cites a document that is not in it.
func TestCitesOnlyTheRepository(t *testing.T) {
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != ".." && (strings.HasPrefix(name, ".") || name == "out" || name == "bin") {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(path) {
		case ".go", ".md", ".txt", ".toml":
		default:
			return nil
		}
		if filepath.Base(path) == "cited_test.go" {
			return nil
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(text), "\n") {
			if m := outsideDocument.FindString(line); m != "" {
				t.Errorf("%s:%d cites %q, which is not in the repository: cite docs/ instead", path, i+1, m)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
