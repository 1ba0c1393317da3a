package titles_test

import (
	"slices"
	"testing"

	"ratingdesk/titles"
)

func TestLevelCovers(t *testing.T) {
	tests := []struct {
		held, l titles.Level
		want    bool
	}{
		{titles.GM, titles.GM, true},
		{titles.GM, titles.CCE, true},
		{titles.IM, titles.IM, true},
		{titles.IM, titles.CCM, true},
		{titles.IM, titles.SIM, false},
		{titles.CCE, titles.CCM, false},
		{0, titles.CCE, false}, // no title held
		{titles.GM, 0, false},  // not a level
	}
	for _, tt := range tests {
		if got := tt.held.Covers(tt.l); got != tt.want {
			t.Errorf("Level(%v).Covers(%v) = %v, want %v", tt.held, tt.l, got, tt.want)
		}
	}
}

// TestCertificatesOfTitleHolders: the hero's certificate is at the highest
// level he achieved, and none is due when the title he holds is that level
// or a higher one (docs/rules.md "Titles held").
func TestCertificatesOfTitleHolders(t *testing.T) {
	gmScore := concat(repeat(titles.Win, 7), repeat(titles.Draw, 3), repeat(titles.Loss, 2))       // 8½: GM norm
	imScore := concat(repeat(titles.Win, 4), repeat(titles.Draw, 5), repeat(titles.Loss, 3))       // 6½: IM norm
	secured := concat(repeat(titles.Win, 8), repeat(titles.Draw, 1), repeat(titles.Unfinished, 3)) // GM secured
	all := []titles.Level{titles.GM, titles.SIM, titles.IM, titles.CCM, titles.CCE}
	tests := []struct {
		name      string
		results   []titles.Result
		held      []string
		certified titles.Level // 0: none
		withheld  []titles.Level
	}{
		{"GM norm, no title", gmScore, nil, titles.GM, nil},
		{"GM norm, holds GM", gmScore, []string{"GM"}, 0, all},
		{"GM norm, holds SIM", gmScore, []string{"SIM"}, titles.GM, nil},
		{"GM norm, holds LGM", gmScore, []string{"LGM"}, titles.GM, nil},
		{"IM norm, holds IM", imScore, []string{"IM"}, 0, all[2:]},
		{"IM norm, holds CCE and SIM", imScore, []string{"CCE", "sim"}, 0, all[2:]},
		{"IM norm, holds CCM", imScore, []string{"CCM"}, titles.IM, nil},
		{"IM norm, holds IA", imScore, []string{"IA"}, titles.IM, nil},
		{"GM norm secured, holds GM", secured, []string{"GM"}, 0, nil},
	}
	for _, tt := range tests {
		s := heroSection()
		setHero(&s, tt.results...)
		s.Players[0].Titles = tt.held
		w, err := titles.WatchNorms(s)
		if err != nil {
			t.Fatalf("%s: WatchNorms: %v", tt.name, err)
		}
		certified, held := w.Certificates(s)
		var gotLevel titles.Level
		for _, c := range certified {
			if c.Player == 0 {
				gotLevel = c.Level
			}
		}
		var gotHeld []titles.Level
		for _, h := range held {
			if h.Player == 0 {
				gotHeld = h.Levels
				if want := titles.HighestHeld(tt.held); h.Held != want {
					t.Errorf("%s: Certificates held %v, want %v", tt.name, h.Held, want)
				}
			}
		}
		if gotLevel != tt.certified || !slices.Equal(gotHeld, tt.withheld) {
			t.Errorf("%s: Certificates(%q) = certificate %v, withheld %v, want %v, %v", tt.name, tt.held, gotLevel, gotHeld, tt.certified, tt.withheld)
		}
	}
}

// TestCertificatesOnePerPlayer: every player with a norm achieved is
// either certified once or withheld, never both.
func TestCertificatesOnePerPlayer(t *testing.T) {
	s := heroSection()
	setHero(&s, concat(repeat(titles.Win, 7), repeat(titles.Draw, 3), repeat(titles.Loss, 2))...)
	for i := range s.Players {
		if i%2 == 1 {
			s.Players[i].Titles = []string{"GM"}
		}
	}
	w, err := titles.WatchNorms(s)
	if err != nil {
		t.Fatal(err)
	}
	certified, held := w.Certificates(s)
	if len(certified) == 0 || len(held) == 0 {
		t.Fatalf("Certificates = %v, %v; want some of each", certified, held)
	}
	seen := map[int]int{}
	for _, c := range certified {
		seen[c.Player]++
	}
	for _, h := range held {
		seen[h.Player]++
		if h.Player%2 != 1 {
			t.Errorf("Certificates withheld player %d, who holds no title", h.Player)
		}
	}
	for i := range s.Players {
		achieved := false
		for _, l := range titles.Levels() {
			c, _ := w.Check(i, l)
			achieved = achieved || c.Status == titles.Achieved
		}
		if want := map[bool]int{true: 1, false: 0}[achieved]; seen[i] != want {
			t.Errorf("Certificates lists player %d %d times, want %d", i, seen[i], want)
		}
	}
}
