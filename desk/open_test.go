package desk_test

import (
	"errors"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/xlsxio"
)

// TestOpen: one function reads any input by its kind, for the app and
// the command line alike.
func TestOpen(t *testing.T) {
	for _, tc := range []struct {
		name, content string
		want          xlsxio.Kind
		ok            bool
		msg           string
	}{
		{"list.csv", cupList, xlsxio.RatingListKind, true, ""},
		{"games.csv", cupGames, xlsxio.GameListKind, true, ""},
		{"cup.csv", crosstableCSV, xlsxio.CrosstableKind, true, ""},
		{"notes.csv", "just,some\ntext,here\n", xlsxio.Unknown, false, "no header row was found"},
		{"empty.csv", "", xlsxio.Unknown, false, "the file is empty (0 bytes)"},
	} {
		in := desk.Open(writeTextFile(t, tc.name, tc.content), xlsxio.ReadOptions{})
		read := in.List != nil || in.Games != nil || len(in.Crosstables) > 0
		if in.Kind != tc.want || read != tc.ok || in.Problems.HasErrors() == tc.ok {
			t.Errorf("Open(%q) = kind %v, read %v, problems %v; want %v, %v", tc.name, in.Kind, read, in.Problems, tc.want, tc.ok)
		}
		if tc.ok && len(in.Count()) == 0 {
			t.Errorf("Open(%q).Count() is empty, want the rows accounted for", tc.name)
		}
		if !tc.ok {
			var p *xlsxio.Problem
			if !errors.As(error(in.Problems[len(in.Problems)-1]), &p) || !strings.HasPrefix(p.Msg, tc.msg) {
				t.Errorf("Open(%q) problems %v, want one saying %q", tc.name, in.Problems, tc.msg)
			}
		}
	}
}
