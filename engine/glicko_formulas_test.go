package engine_test

import (
	"context"
	"fmt"
	"math"
	"testing"
	"time"

	"ratingdesk/engine"
)

// The formulas of docs/rules.md §1.1 "The update step, formula by
// formula", written here as the document writes them, with math.Exp, so
// that the document is checked against the engine (computeTerm, update,
// GrowRD) term by term and against the worked example of the 2025
// write-up (docs/rules.md §1.1, "Worked example": r′ = 1903.568, RD′ =
// 78.16604, next RD 82.06662).

// docTerm is one game's values of steps (c)–(e) as the document defines
// them.
type docTerm struct {
	pw, pd, pl [2]float64 // [0] at μ_j − σ_j, [1] at μ_j + σ_j (step d)
	p          [2]float64 // p− and p+: the probability of the result y_j
	P          float64    // P_j = p− + p+
	w1, w2     [2]float64
	d1, d2     float64
}

// docProbs is step (c) as the document writes it: the player at mu, the
// opponent at nu, colour x (+1 White, −1 Black).
func docProbs(pr engine.Params, mu, nu, x float64) (win, draw, loss float64) {
	m := (mu + nu) / 2
	c := x * (pr.Alpha0 + pr.Alpha1*m) / 4
	s := math.Exp(mu+c) + math.Exp(pr.Beta0+(1+pr.Beta1)*m) + math.Exp(nu-c)
	return math.Exp(mu+c) / s, math.Exp(pr.Beta0+(1+pr.Beta1)*m) / s, math.Exp(nu-c) / s
}

// docStepsCE is steps (a)–(e) of the document for a player rated r against
// an opponent rj/RDj with result y and colour x.
func docStepsCE(pr engine.Params, r, rj, rdj, y, x float64) docTerm {
	mu := (r - 1500) / 173.7
	muj, sj := (rj-1500)/173.7, rdj/173.7
	var t docTerm
	for k, nu := range [2]float64{muj - sj, muj + sj} {
		t.pw[k], t.pd[k], t.pl[k] = docProbs(pr, mu, nu, x)
		switch y {
		case 1:
			t.p[k] = t.pw[k]
		case 0.5:
			t.p[k] = t.pd[k]
		default:
			t.p[k] = t.pl[k]
		}
		t.w1[k] = t.pw[k] + 0.5*t.pd[k]
		t.w2[k] = t.pw[k] + 0.25*t.pd[k]
	}
	t.P = t.p[0] + t.p[1]
	t.d1 = (t.p[0]*(y-t.w1[0]) + t.p[1]*(y-t.w1[1])) / t.P
	h := func(k int) float64 { return y*y - t.w2[k] + 2*t.w1[k]*(t.w1[k]-y) }
	t.d2 = (t.p[0]*h(0)+t.p[1]*h(1))/t.P - t.d1*t.d1
	return t
}

// docGrowRD is step 1 (Rules 2.1b) as the document writes it.
func docGrowRD(pr engine.Params, old float64) float64 {
	if old > 120 {
		return old
	}
	rd := math.Sqrt(old*old + 25*25)
	if pr.GrowthCap > 0 {
		rd = math.Min(rd, pr.GrowthCap)
	}
	return math.Max(rd, 30)
}

// relNear tells whether got is within tol of want, relative to want's size
// (at least 1).
func relNear(got, want, tol float64) bool {
	return math.Abs(got-want) <= tol*math.Max(1, math.Abs(want))
}

// workedExamplePeriod rates the worked example of the 2025 write-up as a
// period 2026/1 of ruleset id: the player 1900/80 (as grown for the
// period) beats 1750/150, draws with 2000/70 (White) and loses to 2300/50.
func workedExamplePeriod(id engine.RulesetID) (engine.PlayerResult, error) {
	players := []engine.Player{
		{ID: 1, Rated: true, Rating: 1900, RD: math.Sqrt(80*80 - 25*25), Games: 40}, // grows to 80
		{ID: 2, Rated: true, Rating: 1750, RD: 150, Games: 40},
		{ID: 3, Rated: true, Rating: 2000, RD: math.Sqrt(70*70 - 25*25), Games: 40},
		{ID: 4, Rated: true, Rating: 2300, RD: math.Sqrt(50*50 - 25*25), Games: 40},
	}
	finished := time.Date(2025, 10, 1, 0, 0, 0, 0, time.UTC)
	games := []engine.Game{
		{White: 1, Black: 2, Outcome: engine.WhiteWins, Finished: finished},
		{White: 3, Black: 1, Outcome: engine.Draw, Finished: finished},
		{White: 1, Black: 4, Outcome: engine.BlackWins, Finished: finished},
	}
	rs, _ := engine.LookupRuleset(string(id))
	period, _ := engine.ParsePeriod("2026/1")
	res, err := engine.RatePeriod(context.Background(), engine.PeriodInput{
		Ruleset: rs, Period: period, Players: players, Games: games,
	}, nil)
	if err != nil {
		return engine.PlayerResult{}, err
	}
	return res.Players[0], nil
}

// TestDocumentedFormulas: the formulas of docs/rules.md §1.1 give the
// engine's every value of the worked example, term by term (steps c–e),
// in the update (f–g) and in the RD growth (step 1), under iccf-2023 and
// iccf-2025, to 1e-12 (the engine's portable exponential may differ from
// math.Exp in the last bit).
func TestDocumentedFormulas(t *testing.T) {
	for _, id := range []engine.RulesetID{engine.ICCF2023, engine.ICCF2025} {
		p, err := workedExamplePeriod(id)
		if err != nil {
			t.Fatalf("RatePeriod(%s worked example): %v", id, err)
		}
		rs, _ := engine.LookupRuleset(string(id))
		pr := rs.Params
		if got, want := p.PreRD, docGrowRD(pr, p.Player.RD); !relNear(got, want, 1e-12) {
			t.Errorf("%s: RD growth(%v) = %v, want %v", id, p.Player.RD, got, want)
		}
		var sumD1, sumD2 float64
		for j, tm := range p.Terms() {
			x := -1.0
			if tm.White {
				x = 1
			}
			d := docStepsCE(pr, p.PreRating, tm.OppRating, tm.OppRD, tm.Score, x)
			checks := []struct {
				name      string
				got, want float64
			}{
				{"Pw−", tm.PwMinus, d.pw[0]}, {"Pw+", tm.PwPlus, d.pw[1]},
				{"Pd−", tm.PdMinus, d.pd[0]}, {"Pd+", tm.PdPlus, d.pd[1]},
				{"Pl−", tm.PlMinus, d.pl[0]}, {"Pl+", tm.PlPlus, d.pl[1]},
				{"P_j", tm.P, d.P},
				{"w1−", tm.W1Minus, d.w1[0]}, {"w1+", tm.W1Plus, d.w1[1]},
				{"w2−", tm.W2Minus, d.w2[0]}, {"w2+", tm.W2Plus, d.w2[1]},
				{"D1", tm.D1, d.d1}, {"D2", tm.D2, d.d2},
			}
			for _, c := range checks {
				if !relNear(c.got, c.want, 1e-12) {
					t.Errorf("%s: game %d: %s = %.15g, want %.15g (docs/rules.md §1.1)", id, j+1, c.name, c.got, c.want)
				}
			}
			sumD1 += d.d1
			sumD2 += d.d2
		}
		mu, sigma := (p.PreRating-1500)/173.7, p.PreRD/173.7
		sigmaNew := math.Sqrt(1 / (1/(sigma*sigma) - sumD2))
		muNew := mu + sigmaNew*sigmaNew*sumD1
		rNew, rdNew := 173.7*muNew+1500, 173.7*sigmaNew
		for _, c := range []struct {
			name            string
			got, want, tol  float64
			published, near float64
		}{
			{"r′", p.Rating, rNew, 1e-12, 1903.568, 5e-4},
			{"RD′", p.RD, rdNew, 1e-12, 78.16604, 5e-6},
			{"next RD", engine.GrowRD(pr, p.RD), docGrowRD(pr, rdNew), 1e-12, 82.06662, 5e-6},
		} {
			if !relNear(c.got, c.want, c.tol) || math.Abs(c.got-c.published) > c.near {
				t.Errorf("%s: %s = %.10f, want %.10f by the formulas and %v ±%v as published", id, c.name, c.got, c.want, c.published, c.near)
			}
		}
	}
}

// The worked example of docs/rules.md §1.1 as the engine computes it: the
// table of the document shows these numbers.
func ExamplePlayerResult_Terms() {
	p, err := workedExamplePeriod(engine.ICCF2023)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("μ = %.4f  σ = %.4f\n", (p.PreRating-1500)/173.7, p.PreRD/173.7)
	for j, t := range p.Terms() {
		fmt.Printf("j=%d y=%.1f  Pw %.3f %.3f  Pd %.3f %.3f  Pl %.3f %.3f  P_j %.3f\n",
			j+1, t.Score, t.PwMinus, t.PwPlus, t.PdMinus, t.PdPlus, t.PlMinus, t.PlPlus, t.P)
		fmt.Printf("     w1 %.4f %.4f  w2 %.4f %.4f  D1 %.5f  D2 %.5f\n",
			t.W1Minus, t.W1Plus, t.W2Minus, t.W2Plus, t.D1, t.D2)
	}
	fmt.Printf("ΣD1 = %.5f  ΣD2 = %.5f\n", p.SumD1, p.SumD2)
	fmt.Printf("σ′ = %.6f  μ′ = %.6f\n", p.RD/173.7, (p.Rating-1500)/173.7)
	rs, _ := engine.LookupRuleset("iccf-2023")
	fmt.Printf("r′ = %.3f  RD′ = %.5f  next RD = %.5f\n", p.Rating, p.RD, engine.GrowRD(rs.Params, p.RD))
	// Output:
	// μ = 2.3028  σ = 0.4606
	// j=1 y=1.0  Pw 0.358 0.155  Pd 0.578 0.690  Pl 0.064 0.155  P_j 0.513
	//      w1 0.6471 0.5000  w2 0.5025 0.3276  D1 0.39739  D2 -0.07732
	// j=2 y=0.5  Pw 0.141 0.087  Pd 0.692 0.683  Pl 0.167 0.231  P_j 1.374
	//      w1 0.4867 0.4280  w2 0.3138 0.2573  D1 0.04244  D2 -0.07466
	// j=3 y=0.0  Pw 0.044 0.029  Pd 0.629 0.585  Pl 0.327 0.386  P_j 0.713
	//      w1 0.3583 0.3215  w2 0.2010 0.1752  D1 -0.33839  D2 -0.07184
	// ΣD1 = 0.10143  ΣD2 = -0.22381
	// σ′ = 0.450006  μ′ = 2.323361
	// r′ = 1903.568  RD′ = 78.16604  next RD = 82.06662
}
