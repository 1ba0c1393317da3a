package pdfout

import (
	"fmt"
	"strconv"

	"ratingdesk/engine"
	"ratingdesk/internal/words"
)

// eloSheet prints the calculation sheet of the Elo-style iccf-2017 system
// (Appendix 1 of the 2017 Tournament Rules, docs/rules.md §1.7): the old rating
// R_o, the games with the opponents' ratings, W and W_e, and then the
// formula that applied:
//   - items 6, 7, 9 (at least 30 games, at most 50 in the period):
//     k = r·g, ΔR = k·(W − W_e) per game, R_n = R_o + ΣΔR;
//   - items 14, 15 (fewer than 30 games) or 16 (more than 50 in the
//     period): item 5, R_p = R_c + D(p)·F.
//
// The breakdown of item 5 is recomputed with the engine's Formula5Games and
// printed only when it gives back the engine's rating to the bit; otherwise
// the sheet shows the rating alone.
func (rd *reportData) eloSheet(d *Document, p engine.PlayerResult) {
	if !eloStart(d, p) {
		return
	}
	rd.gamesTable(d, p)

	item6 := p.Player.Rated && p.Player.Games >= engine.ProvisionalGames2017 && p.NumTerms() <= engine.BulkGames2017
	sumW, sumDR := rd.eloExpected(d, p, item6)
	var lines []Field
	if item6 {
		k := engine.KFactor2017(p.Player.Rating, p.Player.Games)
		lines = []Field{
			{"Formula", "items 6, 7 and 9: at least 30 rated games and at most 50 in the period"},
			{"k = r·g", fmt.Sprintf("%s (Ro = %s, gn = %d; item 9)", words.Fixed(k, 4), words.Fixed(p.Player.Rating, 4), p.Player.Games)},
			{"Rn", fmt.Sprintf("Ro + ΣΔR = %s + (%s) = %s", words.Fixed(p.Player.Rating, 4), words.Fixed(sumDR, 4), words.Fixed(p.Rating, 4))},
		}
	} else {
		lines = formula5Lines(p, sumW)
	}
	d.Subheading("New rating (Appendix 1)")
	d.Fields(30, lines)
	d.Subheading("After the period")
	d.Fields(30, []Field{
		{"Published", fmt.Sprintf("%s → %d (rounded half up; item 17)", words.Fixed(p.Rating, 4), p.PublishedRating)},
		{"Rated games", fmt.Sprintf("%d + %d = %d (%s; Tournament Rules 9.3)", p.Player.Games, p.PeriodGames, p.Games, p.Status)},
		{"Score", fmt.Sprintf("%s from %s", score(p.PeriodScore), words.Count(p.PeriodGames, "game", "games"))},
	})
}

// eloStart prints the player's state at the start of the period, and for a
// player without a rated game in the period what becomes of him; it
// reports whether the computation follows.
func eloStart(d *Document, p engine.PlayerResult) bool {
	d.Subheading("At the start of the period")
	start := words.Fixed(p.Player.Rating, 4) + ", carried from the previous list"
	if !p.Player.Rated {
		start = "unrated"
		if p.NumTerms() > 0 {
			start += fmt.Sprintf("; first start rating %s (Tournament Rules 9.4, Appendix 1 item 11)", words.Fixed(p.PreRating, 4))
		}
	}
	d.Fields(30, []Field{
		{"Rating Ro", start},
		{"Rated games gn", fmt.Sprintf("%d before the period (%s)", p.Player.Games, engine.StatusOf(p.Player.Rated, p.Player.Games))},
	})
	if p.NumTerms() == 0 {
		d.Subheading("No rated game in the period")
		if p.Rated {
			d.Paragraph(Regular, 9, fmt.Sprintf("The rating stays %s, published %d.", words.Fixed(p.Rating, 4), p.PublishedRating))
		} else {
			d.Paragraph(Regular, 9, "The player stays unrated.")
		}
		return false
	}
	return true
}

// eloExpected prints each game's expected result W_e (and ΔR under item
// 6) with the sums, and returns the sums of W and ΔR.
func (rd *reportData) eloExpected(d *Document, p engine.PlayerResult, item6 bool) (sumW, sumDR float64) {
	d.Subheading("Expected results W_e = 1/(1 + 10^(−D/640)), D = Ro − Rj limited to ±560 (Appendix 1 items 3, 8)")
	cols := []Column{
		{Title: "j", Width: 7, Align: Right},
		{Title: "Opponent"},
		{Title: "Rj", Width: 20, Align: Right},
		{Title: "source of Rj", Width: 32, Align: Center},
		{Title: "W", Width: 12, Align: Right},
		{Title: "W_e", Width: 16, Align: Right},
	}
	if item6 {
		cols = append(cols, Column{Title: "ΔR = k·(W − W_e)", Width: 30, Align: Right})
	}
	t := d.NewTable(cols, TableStyle{Size: 8, Zebra: true})
	var sumWe float64
	for j, term := range p.Terms() {
		row := []string{strconv.Itoa(j + 1), rd.name(term.Opponent), words.Fixed(term.OppRating, 4), sourceText(term.OppSource),
			score(term.Score), words.Fixed(term.We, 4)}
		if item6 {
			row = append(row, words.Fixed(term.DeltaR, 4))
		}
		t.Row(row...)
		sumW += term.Score
		sumWe += term.We
		sumDR += term.DeltaR
	}
	sums := []string{"Σ", "", "", "", score(sumW), words.Fixed(sumWe, 4)}
	if item6 {
		sums = append(sums, words.Fixed(sumDR, 4))
	}
	t.RowBold(sums...)
	return sumW, sumDR
}

// formula5Lines explains a new rating by item 5 (items 14–16): the
// breakdown recomputed with Formula5Games when it gives back the engine's
// rating to the bit, else the rating alone. sumW is the period's score.
func formula5Lines(p engine.PlayerResult, sumW float64) []Field {
	what := "items 14 and 15: fewer than 30 rated games, item 5 on all the player's games"
	prior, hasOwn := p.Player.Games, p.Player.Rated
	if p.Player.Rated && p.Player.Games >= engine.ProvisionalGames2017 {
		what = "item 16: more than 50 games in the period, item 5 on this period's games"
		prior = 0
	}
	lines := []Field{{"Formula", what}}
	opp := make([]float64, p.NumTerms())
	for j, term := range p.Terms() {
		opp[j] = term.OppRating
	}
	rc, pf, rating := engine.Formula5Games(p.Player.Rating, hasOwn, prior, opp, sumW)
	if rating == p.Rating {
		if hasOwn && prior > 0 {
			lines = append(lines, Field{"Earlier games", fmt.Sprintf("%d, entering as scored 50%% against opponents averaging Ro (reading of items 14–15)", prior)})
		}
		lines = append(lines,
			Field{"Rc, p", fmt.Sprintf("Rc = %s (opponents' average), p = %s (score fraction, limited to 0.1–0.9)", words.Fixed(rc, 4), words.Fixed(pf, 4))},
			Field{"D(p), F", fmt.Sprintf("D(p) = 640·log10(p/(1 − p)) = %s, F = −2p² + 2p + 0.5 = %s",
				words.Fixed(engine.RatingDifference2017(pf), 4), words.Fixed(engine.Correction2017(pf), 4))},
			Field{"Rp", fmt.Sprintf("Rc + D(p)·F = %s", words.Fixed(p.Rating, 4))},
		)
	} else {
		lines = append(lines, Field{"Rp", words.Fixed(p.Rating, 4)})
	}
	return lines
}
