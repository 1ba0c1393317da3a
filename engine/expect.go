package engine

// Expectation is what the rating system expects of one game (Rules 2.2c–d):
// the probabilities of a win, a draw and a loss, each the average of the two
// evaluations at the opponent's μ_j − σ_j and μ_j + σ_j, and the expected
// score.
type Expectation struct {
	// Win, Draw and Loss are the averaged probabilities (Pw_j⁻ + Pw_j⁺)/2,
	// (Pd_j⁻ + Pd_j⁺)/2 and (Pl_j⁻ + Pl_j⁺)/2 of Rules 2.2d; they sum to 1.
	Win, Draw, Loss float64
	// Score is Win + Draw/2.
	Score float64
}

// Expect gives the expectation of a player rated r against an opponent rated
// oppR with RD oppRD, the player having White when white is true (x_j = +1;
// it matters only when Params.Alpha0 or Alpha1 is not 0). The opponent's
// uncertainty enters as in Rules 2.2d: each probability is the average of
// the evaluations at μ_j − σ_j and μ_j + σ_j, i.e. P_j/2.
func Expect(p Params, r, oppR, oppRD float64, white bool) Expectation {
	x := -1.0
	if white {
		x = 1
	}
	mu := standardise(&p, r, 1500)
	muj := standardise(&p, oppR, 1500)
	sj := standardise(&p, oppRD, 0)
	wm, dm, lm := outcomeProbs(&p, mu, muj-sj, x)
	wp, dp, lp := outcomeProbs(&p, mu, muj+sj, x)
	return averaged(wm, dm, lm, wp, dp, lp)
}

// Expectation is the expectation of the player whose update used term t
// against its opponent, as Expect gives it for his pre-period rating
// (Rules 2.2d): the average of the probabilities at μ_j − σ_j and
// μ_j + σ_j that the term holds, so that the rating workbook's Games sheet
// does not compute them a second time.
func (t *Term) Expectation() Expectation {
	return averaged(t.PwMinus, t.PdMinus, t.PlMinus, t.PwPlus, t.PdPlus, t.PlPlus)
}

// averaged is the Expectation of the probabilities at μ_j − σ_j (wm, dm,
// lm) and at μ_j + σ_j (wp, dp, lp), Rules 2.2d.
func averaged(wm, dm, lm, wp, dp, lp float64) Expectation {
	// A division by 2 is compiled as a product by ½: float64() keeps it
	// from being fused into the sum for Score (docs/rules.md §1.6).
	e := Expectation{Win: float64((wm + wp) / 2), Draw: float64((dm + dp) / 2), Loss: float64((lm + lp) / 2)}
	e.Score = e.Win + float64(e.Draw/2)
	return e
}
