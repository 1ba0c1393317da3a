package desk_test

import (
	"errors"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestDuplicateGamesEventSpelling: a copy of a game whose Section is empty
// (the tournament given) or spelled otherwise ("SF 12", "sf-12" for
// "SF12"), or whose tournament is spelled otherwise, is the error of a
// game given twice, in one file or across two (a tester: the copy without
// its Section was rated a second time; docs/rules.md "A game given
// twice"). Another section, or another tournament without a section, is
// another game.
func TestDuplicateGamesEventSpelling(t *testing.T) {
	const head = "White,Black,Result,Finished,Tournament,Section\n"
	const game = "101,102,½-½,2025-09-03,WC Semi-final 2024,SF12\n"
	tests := []struct {
		name  string
		files []string
		want  []string // file:cell of the errors of a game given twice
	}{
		{"no section", []string{head + game + "101,102,½-½,2025-09-03,WC Semi-final 2024,\n"}, []string{"games.csv:C3"}},
		{"no section first", []string{head + "101,102,½-½,2025-09-03,WC Semi-final 2024,\n" + game}, []string{"games.csv:C3"}},
		{"section with a space", []string{head + game + "101,102,½-½,2025-09-03,WC Semi-final 2024,SF 12\n"}, []string{"games.csv:C3"}},
		{"section with a dash, lower case", []string{head + game + "101,102,½-½,2025-09-03,WC Semi-final 2024,sf-12\n"}, []string{"games.csv:C3"}},
		{"tournament spelled otherwise", []string{head + game + "101,102,½-½,2025-09-03,wc semifinal 2024,SF_12\n"}, []string{"games.csv:C3"}},
		{"no section, in another file", []string{head + game, head + "101,102,½-½,2025-09-03,WC Semi-final 2024,\n"}, []string{"copy.csv:C2"}},
		{"another section", []string{head + game + "101,102,½-½,2025-09-03,WC Semi-final 2024,SF13\n"}, nil},
		{"another tournament without a section", []string{head + game + "101,102,½-½,2025-09-03,WC Final 2024,\n"}, nil},
	}
	for _, tt := range tests {
		var paths []string
		for i, content := range tt.files {
			paths = append(paths, writeTextFile(t, []string{"games.csv", "copy.csv"}[i], content))
		}
		_, ps := loadCup(t, paths...)
		var got []string
		for _, p := range ps {
			var pr *xlsxio.Problem
			if errors.As(error(p), &pr) && pr.Severity != xlsxio.Warning && strings.Contains(pr.Msg, "the same game") {
				got = append(got, pr.File[strings.LastIndexAny(pr.File, `/\`)+1:]+":"+pr.Cell)
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("%s: games given twice at %q, want %q\n%v", tt.name, got, tt.want, ps)
		}
	}
}
