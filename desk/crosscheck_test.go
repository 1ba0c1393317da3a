package desk_test

import (
	"slices"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// TestCheckAcrossSample: the sample list with its game list and
// crosstables, without the game list that dates section M-7, checks
// without error; the crosstables' 3 players not on the list join the
// period; M-7's 36 undated games are one warning without a period and
// rate's 36 errors with one (docs/rules.md, check across the files). The
// files are taken as Open read them, and none of their own problems is
// repeated.
func TestCheckAcrossSample(t *testing.T) {
	paths := []string{"../testdata/sample-list.xlsx", "../testdata/sample-games.xlsx", "../testdata/sample-sections.xlsx"}
	var opened []*desk.Input
	for _, p := range paths {
		in := desk.Open(p, xlsxio.ReadOptions{})
		if in.Problems.HasErrors() {
			t.Fatalf("%s: %v", p, in.Problems)
		}
		opened = append(opened, in)
	}
	req := desk.Request{List: paths[0], Results: paths[1:]}
	cc, err := desk.CheckAcross(req, opened)
	if err != nil {
		t.Fatal(err)
	}
	if cc.Games != 356 || cc.NewPlayers != 3 {
		t.Errorf("games %d, new players %d; want 356 and 3", cc.Games, cc.NewPlayers)
	}
	if len(cc.Problems) != 1 || cc.Problems[0].Severity != xlsxio.Warning || cc.Problems[0].Sheet != "M-7" || cc.Problems[0].Cell != "K10" ||
		!strings.HasPrefix(cc.Problems[0].Msg, "36 played games have no finish date (K10, M10, N10, O10, Q10, R10, T10, L11, N11, O11 and 26 more): rate refuses them") {
		t.Errorf("problems %v, want one warning for M-7's 36 undated games", cc.Problems)
	}

	req.Period = engine.Period{Year: 2026, Quarter: 1}
	cc, err = desk.CheckAcross(req, opened)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(cc.Problems.Errors()); n != 36 || !strings.Contains(cc.Problems[0].Msg, "not assigned to period 2026/1") {
		t.Errorf("with a period: %d errors (%v), want rate's 36", n, cc.Problems)
	}
	req.AssignUndated = true
	if cc, _ = desk.CheckAcross(req, opened); len(cc.Problems) != 0 {
		t.Errorf("with the undated games assigned: %v, want none", cc.Problems)
	}
}

// TestUndatedWarningsInCellOrder: the undated games of a crosstable are
// listed, and their warning placed, in the order of the file's places
// (xlsxio.CompareCells), not in the crosstable's order of pairs (a
// tester: a TRF's warning sat at line 6, column 152 and listed columns
// 152, 162, 112 …). The rounds here are such that the pairs' order
// differs from the columns'.
func TestUndatedWarningsInCellOrder(t *testing.T) {
	trf := "012 Open 2024 / O1\n" +
		"001    1      Aa, Ann                                            101             1.0    2     3 w 1     2 b 0\n" +
		"001    2      Bb, Bob                                            102             2.0    1  0000 - -     1 w 1     3 b 1\n" +
		"001    3      Cc, Cid                                            103             0.0    3     1 b 0  0000 - -     2 w 0\n"
	tests := []struct {
		name, file, content string
		want                string
	}{
		{"a TRF", "section.trf", trf,
			"line 2, column 92: 3 played games have no finish date (line 2, column 92, line 2, column 102, line 3, column 112)"},
		{"a crosstable as CSV", "section.csv",
			"Tournament,Open 2024\nSection,O1\n\nNo,ID,Name,1,2,3\n1,101,\"Aa, Ann\",x,0,1\n2,102,\"Bb, Bob\",1,x,1\n3,103,\"Cc, Cid\",0,0,x\n",
			"E5: 3 played games have no finish date (E5, F5, F6)"},
	}
	for _, tt := range tests {
		in := desk.Open(writeTextFile(t, tt.file, tt.content), xlsxio.ReadOptions{})
		if in.Problems.HasErrors() {
			t.Fatalf("%s: %v", tt.name, in.Problems)
		}
		list := desk.Open("../testdata/sample-list.csv", xlsxio.ReadOptions{})
		ps := desk.UndatedWarnings([]*desk.Input{list, in})
		if len(ps) != 1 {
			t.Fatalf("UndatedWarnings(%s) = %v, want one warning", tt.name, ps)
		}
		if got := ps[0].Cell + ": " + ps[0].Msg; !strings.HasPrefix(got, tt.want+": ") {
			t.Errorf("UndatedWarnings(%s) = %q, want %q…", tt.name, got, tt.want)
		}
	}
}

// TestUndatedWarningsWithoutList: without a rating list open, the
// undated games of a crosstable are not warned of (it is opened for its
// norms, which need no finish dates; a period needs a list), those of a
// game list still are; with a list both are (docs/rules.md "Reading
// rating lists and game lists", check across the files).
func TestUndatedWarningsWithoutList(t *testing.T) {
	list := desk.Open("../testdata/sample-list.csv", xlsxio.ReadOptions{})
	games := desk.Open("../testdata/sample-games-undated.csv", xlsxio.ReadOptions{})
	section := desk.Open(writeTextFile(t, "section.csv",
		"Tournament,Open 2024\nSection,O1\n\nNo,ID,Name,1,2,3\n1,101,\"Aa, Ann\",x,0,1\n2,102,\"Bb, Bob\",1,x,1\n3,103,\"Cc, Cid\",0,0,x\n"), xlsxio.ReadOptions{})
	for _, in := range []*desk.Input{list, games, section} {
		if in.Problems.HasErrors() {
			t.Fatalf("%s: %v", in.Path, in.Problems)
		}
	}
	tests := []struct {
		name   string
		opened []*desk.Input
		want   []string // the files warned of
	}{
		{"crosstable alone", []*desk.Input{section}, nil},
		{"game list alone", []*desk.Input{games}, []string{games.Path}},
		{"both without a list", []*desk.Input{games, section}, []string{games.Path}},
		{"both with a list", []*desk.Input{list, games, section}, []string{games.Path, section.Path}},
	}
	for _, tt := range tests {
		var got []string
		for _, p := range desk.UndatedWarnings(tt.opened) {
			got = append(got, p.File)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("UndatedWarnings(%s) warns of %q, want %q", tt.name, got, tt.want)
		}
	}
}
