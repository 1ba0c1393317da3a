package titles_test

import (
	"testing"

	"ratingdesk/titles"
)

func TestProgressTo(t *testing.T) {
	im := func(event string, games, over int) titles.Norm {
		return titles.Norm{Level: titles.IM, Event: event, Games: games, Overscore: over}
	}
	gm := func(event string, games, over, gmGames, simGames int) titles.Norm {
		return titles.Norm{Level: titles.GM, Event: event, Games: games, Overscore: over, GMGames: gmGames, SIMGames: simGames}
	}
	tests := []struct {
		name    string
		title   titles.Level
		norms   []titles.Norm
		fixed   bool
		want    titles.TitleProgress
		missing string
	}{
		{
			name: "two IM norms over 24 games", title: titles.IM, fixed: true,
			norms: []titles.Norm{im("a", 12, 0), im("b", 12, 0)},
			want:  titles.TitleProgress{Title: titles.IM, Earned: true, Norms: 2, Games: 24},
		},
		{
			name: "no fixed rating (App. 2 item 2.9)", title: titles.IM,
			norms:   []titles.Norm{im("a", 12, 0), im("b", 12, 0)},
			want:    titles.TitleProgress{Title: titles.IM, Norms: 2, Games: 24, NeedFixedRating: true},
			missing: "a fixed rating",
		},
		{
			name: "overscores make up the games", title: titles.IM, fixed: true,
			norms: []titles.Norm{im("a", 10, 2), im("b", 10, 2)},
			want:  titles.TitleProgress{Title: titles.IM, Earned: true, Norms: 2, Games: 24},
		},
		{
			name: "one game short", title: titles.IM, fixed: true,
			norms:   []titles.Norm{im("a", 10, 1), im("b", 10, 2)},
			want:    titles.TitleProgress{Title: titles.IM, Norms: 2, Games: 23, NeedGames: 1},
			missing: "1 more game",
		},
		{
			name: "one norm of 30 games is not enough", title: titles.IM, fixed: true,
			norms:   []titles.Norm{im("a", 30, 5)},
			want:    titles.TitleProgress{Title: titles.IM, Norms: 1, Games: 35, NeedNorms: 1},
			missing: "1 more norm",
		},
		{
			name: "a GM norm counts for IM (App. 2 item 3c)", title: titles.IM, fixed: true,
			norms: []titles.Norm{gm("a", 12, 0, 3, 0), im("b", 12, 0)},
			want:  titles.TitleProgress{Title: titles.IM, Earned: true, Norms: 2, Games: 24},
		},
		{
			name: "an IM norm does not count for GM", title: titles.GM, fixed: true,
			norms:   []titles.Norm{gm("a", 12, 0, 5, 0), im("b", 12, 0)},
			want:    titles.TitleProgress{Title: titles.GM, Norms: 1, Games: 12, QuotaGames: 5, NeedNorms: 1, NeedGames: 12},
			missing: "1 more norm, 12 more games",
		},
		{
			name: "one section's GM and IM norms count once, the IM one", title: titles.IM, fixed: true,
			norms:   []titles.Norm{gm("a", 12, 1, 0, 0), im("a", 12, 4)},
			want:    titles.TitleProgress{Title: titles.IM, Norms: 1, Games: 16, NeedNorms: 1, NeedGames: 8},
			missing: "1 more norm, 8 more games",
		},
		{
			name: "GM quota with SIM replacements", title: titles.GM, fixed: true,
			norms: []titles.Norm{gm("a", 12, 0, 2, 2), gm("b", 12, 0, 1, 2)},
			// 3 GM games + min(2, 4/2) = 5.
			want: titles.TitleProgress{Title: titles.GM, Earned: true, Norms: 2, Games: 24, QuotaGames: 5},
		},
		{
			name: "at most two SIM replacements", title: titles.GM, fixed: true,
			norms:   []titles.Norm{gm("a", 12, 0, 1, 6), gm("b", 12, 0, 1, 6)},
			want:    titles.TitleProgress{Title: titles.GM, Norms: 2, Games: 24, QuotaGames: 4, NeedQuotaGames: 1},
			missing: "1 more game against a GM or a fixed 2600+ player",
		},
		{
			// A tester's "CCM 2 norms … norms complete" while no certificate
			// was issued for the secured one: a norm counts once the
			// player's games are finished (item 2.4c: W, and so n_g, is his
			// total score in the tournament).
			name: "a secured norm is not counted yet", title: titles.CCM, fixed: true,
			norms: []titles.Norm{
				{Level: titles.CCM, Event: "a", Games: 12},
				{Level: titles.CCM, Event: "b", Games: 12, Secured: true},
				{Level: titles.CCE, Event: "b", Games: 12, Overscore: 5, Secured: true},
			},
			want:    titles.TitleProgress{Title: titles.CCM, Norms: 1, Games: 12, NeedNorms: 1, NeedGames: 12, Secured: 1},
			missing: "1 more norm, 12 more games",
		},
		{
			name: "two secured norms from sections without an event", title: titles.CCE, fixed: true,
			norms: []titles.Norm{
				{Level: titles.CCM, Games: 12, Secured: true},
				{Level: titles.CCE, Games: 12, Secured: true},
			},
			want:    titles.TitleProgress{Title: titles.CCE, NeedNorms: 2, NeedGames: 24, Secured: 2},
			missing: "2 more norms, 24 more games",
		},
		{
			name: "nothing yet", title: titles.SIM,
			want:    titles.TitleProgress{Title: titles.SIM, NeedNorms: 2, NeedGames: 24, NeedFixedRating: true},
			missing: "2 more norms, 24 more games, a fixed rating",
		},
	}
	for _, tc := range tests {
		got := titles.ProgressTo(tc.title, tc.norms, tc.fixed)
		if got != tc.want {
			t.Errorf("%s: ProgressTo = %+v, want %+v", tc.name, got, tc.want)
		}
		if m := got.Missing(); m != tc.missing {
			t.Errorf("%s: Missing() = %q, want %q", tc.name, m, tc.missing)
		}
	}
}

func TestProgressAll(t *testing.T) {
	// Two SIM norms: SIM, IM, CCM and CCE earned, GM not.
	norms := []titles.Norm{
		{Level: titles.SIM, Event: "a", Games: 12, Overscore: 1},
		{Level: titles.SIM, Event: "b", Games: 12},
	}
	want := map[titles.Level]bool{titles.GM: false, titles.SIM: true, titles.IM: true, titles.CCM: true, titles.CCE: true}
	for _, p := range titles.ProgressAll(norms, true) {
		if p.Earned != want[p.Title] {
			t.Errorf("ProgressAll %v earned = %v, want %v", p.Title, p.Earned, want[p.Title])
		}
	}
}
