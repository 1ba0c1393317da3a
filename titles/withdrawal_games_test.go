package titles_test

import (
	"testing"

	"ratingdesk/titles"
)

// wdAPlayers are the players of a tester's section (Adriatic Jubilee 2024,
// GM-A): No 5 and No 13 withdrew with the withdrawal accepted.
func wdAPlayers() []titles.SectionPlayer {
	ps := fixedPlayers(2580, 2520, 2455, 2610, 2390, 2470, 2405, 2350, 0, 2490, 0, 2545, 2330)
	for i, tt := range []string{"GM", "SIM", "IM", "GM", "CCM", "", "LGM", "CCE", "", "IM", "", "SIM", "LIM"} {
		if tt != "" {
			ps[i].Titles = []string{tt}
		}
	}
	ps[5].Status, ps[12].Status = titles.Unfixed, titles.Unfixed
	ps[8].Status, ps[8].FIDE = titles.Unrated, 2300
	ps[10].Status = titles.Unrated
	ps[4].Withdrawn, ps[12].Withdrawn = titles.WithdrawalAccepted, titles.WithdrawalAccepted
	return ps
}

// wdARows are its results; No 5 won his game against No 11 by forfeit,
// after his withdrawal.
var wdARows = []string{
	"x 1 = = 0 0 = = = 1 1 = +",
	"0 x = 1 = = 0 = = 1 1 = +",
	"= = x = 0 = 1 0 * = 0 0 1",
	"= 0 = x = = 1 = = = 1 = +",
	"1 = 1 = x 1 0 = = = + = =",
	"1 = = = 0 x 0 = = 1 = 1 1",
	"= 1 0 0 1 1 x 0 = = 1 = =",
	"= = 1 = = = 1 x = = = = =",
	"= = * = = = = = x = = = 1",
	"0 0 = = = 0 = = = x 1 = =",
	"0 0 1 0 - = 0 = = 0 x = =",
	"= = 1 = = 0 = = = = = x 1",
	"- - 0 - = 0 = = 0 = = 0 x",
}

// TestAcceptedWithdrawalNormGames: after an accepted withdrawal the norm
// is the title result of the games played before it (App. 2 item 3a), so
// n of the overscore is those games ("the total number of games played by
// the player", item 2.4c) and the norm is credited with them ("the number
// of actual games played" plus n_g), as its score is. A tester: No 5
// Wójcik scored 6½ in 11 played games, his 12th a forfeit win after the
// withdrawal; the Norms sheet said Games 12 and the CCE overscore used
// n = 12 (13), so `titles` counted 25 games where 11 + 12 = 23 are earned.
// A forfeit of a player who did not withdraw stays in W and n (No 1).
func TestAcceptedWithdrawalNormGames(t *testing.T) {
	s := sectionFromTable(t, wdAPlayers(), false, wdARows...)
	w, err := titles.WatchNorms(s)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		no                  int
		level               titles.Level
		earned              bool
		n, overscore, games int
		gmGames, simGames   int
	}{
		{5, titles.SIM, false, 11, 0, 11, 2, 2},
		{5, titles.IM, true, 11, 1, 11, 2, 2},
		{5, titles.CCM, true, 11, 5, 11, 2, 2},
		{5, titles.CCE, true, 11, 12, 11, 2, 2},
		{1, titles.SIM, true, 12, 0, 12, 1, 2},
		{1, titles.CCE, true, 12, 14, 12, 1, 2},
		{7, titles.IM, true, 12, 1, 12, 2, 2},
	}
	for _, tc := range tests {
		c, _ := w.Check(tc.no-1, tc.level)
		if c.Earned() != tc.earned || c.OverscoreGames(s) != tc.n || c.Overscore != tc.overscore || c.Games != tc.games ||
			c.GMGames != tc.gmGames || c.SIMGames != tc.simGames {
			t.Errorf("WatchNorms(wdA) No %d %s = earned %v, n %d, overscore %d, games %d, GM/SIM games %d/%d, want %v, %d, %d, %d, %d/%d",
				tc.no, tc.level, c.Earned(), c.OverscoreGames(s), c.Overscore, c.Games, c.GMGames, c.SIMGames,
				tc.earned, tc.n, tc.overscore, tc.games, tc.gmGames, tc.simGames)
		}
	}
	var norms []titles.Norm
	for _, n := range w.Norms(s, "Adriatic Jubilee 2024 / GM-A") {
		if n.Player == s.Players[4].ID {
			norms = append(norms, n)
		}
	}
	if p := titles.ProgressTo(titles.CCE, norms, true); p.Games != 23 {
		t.Errorf("ProgressTo(CCE, No 5's norms).Games = %d, want 23 (11 games + overscore 12)", p.Games)
	}
}

// TestAcceptedWithdrawalQuotaGames: a game not played against a GM after
// an accepted withdrawal is no game of the GM quota (Tournament Rules
// 10.2c; App. 2 item 3a).
func TestAcceptedWithdrawalQuotaGames(t *testing.T) {
	rows := append([]string(nil), wdARows...)
	rows[3] = "= 0 = x - = 1 = = = 1 = +"
	rows[4] = "1 = 1 + x 1 0 = = = 1 = ="
	rows[10] = "0 0 1 0 0 = 0 = = 0 x = ="
	s := sectionFromTable(t, wdAPlayers(), false, rows...)
	w, err := titles.WatchNorms(s)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := w.Check(4, titles.IM)
	if !c.Earned() || c.Games != 11 || c.GMGames != 1 || c.SIMGames != 2 {
		t.Errorf("WatchNorms(wdA, No 5 forfeit v. GM No 4) IM = earned %v, games %d, GM/SIM games %d/%d, want true, 11, 1/2",
			c.Earned(), c.Games, c.GMGames, c.SIMGames)
	}
}
