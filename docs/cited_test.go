package docs_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// outsideDocument matches a citation of the project brief's documents
// (its rules, workbook and command-line specifications, upper-case .md
// names, and its spec and seeds folders), which are not in the
// repository: code, app, PDFs and docs cite docs/ instead (a review found
// the brief's rules cited in a test and its workbook specification in
// docs/rules.d). The names are built from parts, so that this file names
// none of them itself.
var outsideDocument = regexp.MustCompile(`\b(` + strings.Join([]string{"RU" + "LES", "WORK" + "BOOK", "C" + "LI"}, "|") + `)\.md\b|shared/(spec|seeds)/`)

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
