package desk

import (
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/outputs"
)

// TestDuplicateInputsSaysGivenTwice: the same file named twice is "given
// twice"; a copy under another name "has the same content as" the first
// (a tester: the first message was given for one file named twice).
func TestDuplicateInputsSaysGivenTwice(t *testing.T) {
	abs, err := filepath.Abs("games.csv")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name       string
		paths      []string
		want, nope string
	}{
		{"same path", []string{"games.csv", "games.csv"}, "this file is given twice", "same content"},
		{"same file, absolute and relative", []string{"games.csv", abs}, "this file is given twice", "same content"},
		{"a copy", []string{"games.csv", "copy.csv"}, "this file has the same content as games.csv", "given twice"},
	} {
		var in []outputs.InputFile
		for _, p := range tt.paths {
			in = append(in, outputs.InputFile{Path: p, Kind: "game list", SHA256: "abc"})
		}
		ps, _ := duplicateInputs(in)
		if len(ps) != 1 || !strings.Contains(ps[0].Msg, tt.want) || strings.Contains(ps[0].Msg, tt.nope) {
			t.Errorf("%s: %v, want one problem saying %q", tt.name, ps, tt.want)
		}
	}
}
