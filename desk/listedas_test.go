package desk_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/xlsxio"
)

// TestNotOnListNamesTheListedPlayer: a game list's row whose ID is not
// on the list while its name is, under another ID, says so in the
// error, the names compared as names.Same compares them (a tester: 999999
// typed for Ševčík's 360101 said only that 999999 is not on the list).
func TestNotOnListNamesTheListedPlayer(t *testing.T) {
	src, err := os.ReadFile("../testdata/sample-games.csv")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, white, want string
	}{
		{"listed name", `"Ševčík, Jiří"`, "white player 999999 is not on the list; the list has Ševčík, Jiří as 360101"},
		{"case and spaces", `"ŠEVČÍK,  Jiří"`, "white player 999999 is not on the list; the list has Ševčík, Jiří as 360101"},
		{"another spelling", `"Sevcik, Jiri"`, "white player 999999 is not on the list"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := strings.Replace(string(src), `360101,420101,½-½,2025-09-18,WC Semi-final 2024,SF12,WC semi-final,,,,,"Ševčík, Jiří"`,
				`999999,420101,½-½,2025-09-18,WC Semi-final 2024,SF12,WC semi-final,,,,,`+tt.white, 1)
			if text == string(src) {
				t.Fatal("row 6 of sample-games.csv not found")
			}
			path := filepath.Join(t.TempDir(), "games.csv")
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			paths := []string{"../testdata/sample-list.xlsx", path}
			var opened []*desk.Input
			for _, p := range paths {
				opened = append(opened, desk.Open(p, xlsxio.ReadOptions{}))
			}
			cc, err := desk.CheckAcross(desk.Request{List: paths[0], Results: paths[1:]}, opened)
			if err != nil {
				t.Fatal(err)
			}
			errs := cc.Problems.Errors()
			if len(errs) != 1 || errs[0].Cell != "A6" || errs[0].Msg != tt.want {
				t.Errorf("CheckAcross(%s) = %v, want one error at A6: %q", tt.white, errs, tt.want)
			}
		})
	}
}
