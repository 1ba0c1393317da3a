package engine

import (
	"fmt"
	"math"
)

// This file holds the updating step of the Glicko-style rulesets iccf-2023
// and iccf-2025 (Rules 2.2 a–g; 2025 write-up step 2; docs/rules.md §1.1),
// written exactly as the ICCF texts write it (docs/rules.md §1.1 "The
// update step, formula by formula" prints these formulas symbol by symbol,
// and TestDocumentedFormulas holds them to this code). Every product that is added to
// something is wrapped in float64() so that no platform fuses it into a
// multiply-add (docs/rules.md §1.6), and exponentials use expDet.

// standardise converts a rating or an RD to the standardised scale of
// Rules 2.2a: (r − 1500)/173.7 for a rating (offset 1500), RD/173.7 for an
// RD (offset 0).
func standardise(p *Params, x, offset float64) float64 { return (x - offset) / p.Scale }

// outcomeProbs gives Pr(win), Pr(draw) and Pr(loss) of a player at mu
// against an opponent at muj (Rules 2.2c; 2025 write-up step c), with the
// colour term x·(α0 + α1·μ̄)/4 where x = +1 for White and −1 for Black.
func outcomeProbs(p *Params, mu, muj, x float64) (win, draw, loss float64) {
	mbar := float64((mu + muj) / 2) // a product by ½: not to be fused
	// The division by 4 is compiled as a product by ¼: float64() keeps it
	// from being fused into the sums below.
	colour := float64(x * (p.Alpha0 + float64(p.Alpha1*mbar)) / 4)
	ew := expDet(mu + colour)
	ed := expDet(p.Beta0 + float64((1+p.Beta1)*mbar))
	el := expDet(muj - colour)
	s := ew + ed + el
	return ew / s, ed / s, el / s
}

// colourless reports whether the colour term is zero (α0 = α1 = 0, as in
// the ICCF systems), so that exp(μ) and exp(μ_j) do not depend on the game.
func colourless(p *Params) bool { return p.Alpha0 == 0 && p.Alpha1 == 0 }

// outcomeProbsExp is outcomeProbs without a colour term, given ew = exp(μ)
// and el = exp(μ_j) (the formulas of Rules 2.2c). It gives the same bits as
// outcomeProbs with α0 = α1 = 0, whose colour term is ±0; the rating period
// uses it to compute each player's exp(μ) and exp(μ_j ± σ_j) once.
func outcomeProbsExp(p *Params, mu, ew, muj, el float64) (win, draw, loss float64) {
	mbar := float64((mu + muj) / 2)
	ed := expDet(p.Beta0 + float64((1+p.Beta1)*mbar))
	s := ew + ed + el
	return ew / s, ed / s, el / s
}

// termArgs are a term's inputs on the standardised scale (Rules 2.2a). When
// the parameters are colourless, ew = exp(μ), elMinus = exp(μ_j − σ_j) and
// elPlus = exp(μ_j + σ_j) must be set as well.
type termArgs struct {
	mu, muj, sj         float64
	ew, elMinus, elPlus float64
	oppRating, oppRD    float64
	score               float64
	white               bool
}

// computeTerm computes one game's term of a player's update (Rules 2.2
// a–e; 2025 write-up steps a–e) into *t (the period writes terms in place: a
// Term is large): the player at standardised rating a.mu, against an
// opponent entering with rating oppRating and RD oppRD (Rules 1.4, docs/rules.md
// §1.2), with score y_j (1, 0.5 or 0) and colour (white: x_j = +1, else −1).
//
// It fills every field of Term except Game, Opponent, OppSource and
// SubstituteFor, which belong to the period. The probabilities are taken at
// μ_j − σ_j and μ_j + σ_j (step d); P_j, w1, w2, D1 and D2 are exactly the
// published forms (docs/rules.md §1.1: the draw term's slope is taken as ½ as
// printed, not "corrected"). A score other than 1, 0.5 or 0 gives NaN in P,
// D1 and D2, which update rejects.
func computeTerm(p *Params, a *termArgs, t *Term) {
	*t = Term{Score: a.score, White: a.white, OppRating: a.oppRating, OppRD: a.oppRD}
	if colourless(p) {
		t.PwMinus, t.PdMinus, t.PlMinus = outcomeProbsExp(p, a.mu, a.ew, a.muj-a.sj, a.elMinus)
		t.PwPlus, t.PdPlus, t.PlPlus = outcomeProbsExp(p, a.mu, a.ew, a.muj+a.sj, a.elPlus)
	} else {
		x := -1.0
		if a.white {
			x = 1
		}
		t.PwMinus, t.PdMinus, t.PlMinus = outcomeProbs(p, a.mu, a.muj-a.sj, x)
		t.PwPlus, t.PdPlus, t.PlPlus = outcomeProbs(p, a.mu, a.muj+a.sj, x)
	}
	score := a.score

	t.W1Minus = t.PwMinus + float64(0.5*t.PdMinus)
	t.W1Plus = t.PwPlus + float64(0.5*t.PdPlus)
	t.W2Minus = t.PwMinus + float64(0.25*t.PdMinus)
	t.W2Plus = t.PwPlus + float64(0.25*t.PdPlus)

	// The probabilities of the observed result at −σ_j and +σ_j (step d).
	var pm, pp float64
	switch score {
	case 1:
		pm, pp = t.PwMinus, t.PwPlus
	case 0.5:
		pm, pp = t.PdMinus, t.PdPlus
	case 0:
		pm, pp = t.PlMinus, t.PlPlus
	default:
		pm, pp = math.NaN(), math.NaN()
	}
	y := score
	y2 := float64(y * y) // 1, 0.25 or 0 as printed
	t.P = pm + pp
	t.D1 = (float64(pm*(y-t.W1Minus)) + float64(pp*(y-t.W1Plus))) / t.P
	hm := (y2 - t.W2Minus) + float64(float64(2*t.W1Minus)*(t.W1Minus-y))
	hp := (y2 - t.W2Plus) + float64(float64(2*t.W1Plus)*(t.W1Plus-y))
	t.D2 = (float64(pm*hm)+float64(pp*hp))/t.P - float64(t.D1*t.D1)
}

// NonFiniteError is the guard of docs/rules.md §1.1: the update of a player
// cannot be computed because 1/σ² − ΣD2 ≤ 0 or a value is not finite. The
// period fails rather than write NaN.
type NonFiniteError struct {
	// Player is the player whose update failed; 0 when the update was
	// computed outside a period (in tests).
	Player PlayerID
	// What says which value failed.
	What string
}

// Error names the player and the failing value.
func (e *NonFiniteError) Error() string {
	if e.Player == 0 {
		return "engine: rating update not possible: " + e.What
	}
	return fmt.Sprintf("engine: player %d: rating update not possible: %s", e.Player, e.What)
}

// finite reports whether x is neither NaN nor infinite.
func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// update applies a period's terms to a player's pre-period state (r, rd)
// (Rules 2.2 f–g; 2025 write-up steps f–g):
//
//	σ′ = sqrt(1/(1/σ² − ΣD2)),  μ′ = μ + σ′²·ΣD1,
//	r′ = 173.7·μ′ + 1500,       RD′ = 173.7·σ′,
//
// summing the terms in the order given, and also returns ΣD1 and ΣD2 for
// the audit trail. Without terms the state is returned unchanged (Rules
// 2.2g last sentence). If 1/σ² − ΣD2 ≤ 0 or any value is not finite, it
// returns a *NonFiniteError (docs/rules.md §1.1) and zeros, never NaN.
func update(p *Params, r, rd float64, terms []Term) (rNew, rdNew, sumD1, sumD2 float64, err error) {
	if !finite(r) || !finite(rd) {
		return 0, 0, 0, 0, &NonFiniteError{What: fmt.Sprintf("pre-period state %v/%v is not finite", r, rd)}
	}
	if len(terms) == 0 {
		return r, rd, 0, 0, nil
	}
	for i := range terms {
		sumD1 += terms[i].D1
		sumD2 += terms[i].D2
	}
	rNew, rdNew, err = updateSums(p, r, rd, sumD1, sumD2)
	if err != nil {
		return 0, 0, 0, 0, err
	}
	return rNew, rdNew, sumD1, sumD2, nil
}

// updateSums is update given the sums ΣD1 and ΣD2 of at least one term,
// summed in the order of the terms: a rating period sums them from what
// it keeps of each term (docs/rules.md §1.1), not from whole terms.
func updateSums(p *Params, r, rd, sumD1, sumD2 float64) (rNew, rdNew float64, err error) {
	if !finite(r) || !finite(rd) {
		return 0, 0, &NonFiniteError{What: fmt.Sprintf("pre-period state %v/%v is not finite", r, rd)}
	}
	if !finite(sumD1) || !finite(sumD2) {
		return 0, 0, &NonFiniteError{What: fmt.Sprintf("ΣD1 = %v, ΣD2 = %v", sumD1, sumD2)}
	}
	mu := standardise(p, r, 1500)
	sigma := standardise(p, rd, 0)
	precision := 1/float64(sigma*sigma) - sumD2
	if !(precision > 0) || !finite(precision) {
		return 0, 0, &NonFiniteError{What: fmt.Sprintf("1/σ² − ΣD2 = %v is not a positive number", precision)}
	}
	sigmaNew := math.Sqrt(1 / precision)
	muNew := mu + float64(float64(sigmaNew*sigmaNew)*sumD1)
	rNew = float64(p.Scale*muNew) + 1500
	rdNew = float64(p.Scale * sigmaNew)
	if !finite(rNew) || !finite(rdNew) {
		return 0, 0, &NonFiniteError{What: fmt.Sprintf("new state %v/%v is not finite", rNew, rdNew)}
	}
	return rNew, rdNew, nil
}
