package engine_test

import (
	"errors"
	"math"
	"testing"

	"ratingdesk/engine"
)

// The worked example of the 2025 write-up: a player 1900/80 against
// 1750/150 (win), 2000/70 (draw) and 2300/50 (loss).
var glExample = []struct {
	r, rd, score                    float64
	pwm, pwp, pdm, pdp, plm, plp, p float64 // 3 decimals as printed
	w1m, w1p, w2m, w2p              float64 // 4 decimals as printed
	d1, d2                          float64 // 5 decimals as printed
}{
	{1750, 150, 1, 0.358, 0.155, 0.578, 0.690, 0.064, 0.155, 0.513, 0.6471, 0.5000, 0.5025, 0.3276, 0.39739, -0.07732},
	{2000, 70, 0.5, 0.141, 0.087, 0.692, 0.683, 0.167, 0.231, 1.374, 0.4867, 0.4280, 0.3138, 0.2573, 0.04244, -0.07466},
	{2300, 50, 0, 0.044, 0.029, 0.629, 0.585, 0.327, 0.386, 0.713, 0.3583, 0.3215, 0.2010, 0.1752, -0.33839, -0.07184},
}

// High-precision values of the worked example (40-digit decimal arithmetic
// of the published formulas).
const (
	glExampleR     = 1903.567883232172783656682527749051283194
	glExampleRD    = 78.16604354275370874729283125612209824160
	glExampleMu    = 2.323361446356780562214637465452223852586
	glExampleSigma = 0.4500060077303034470195327072891312506713
)

func TestComputeTermWorkedExample(t *testing.T) {
	p := engine.ICCFParams()
	for i, ex := range glExample {
		for _, white := range []bool{true, false} { // α0 = α1 = 0: colour does not matter
			tm := engine.ComputeTerm(p, 1900, 80, ex.r, ex.rd, ex.score, white)
			checks := []struct {
				name      string
				got, want float64
				tol       float64
			}{
				{"Pw-", tm.PwMinus, ex.pwm, 5e-4}, {"Pw+", tm.PwPlus, ex.pwp, 5e-4},
				{"Pd-", tm.PdMinus, ex.pdm, 5e-4}, {"Pd+", tm.PdPlus, ex.pdp, 5e-4},
				{"Pl-", tm.PlMinus, ex.plm, 5e-4}, {"Pl+", tm.PlPlus, ex.plp, 5e-4},
				{"P", tm.P, ex.p, 1e-3}, // printed as the sum of two rounded values
				{"w1-", tm.W1Minus, ex.w1m, 5e-5}, {"w1+", tm.W1Plus, ex.w1p, 5e-5},
				{"w2-", tm.W2Minus, ex.w2m, 5e-5}, {"w2+", tm.W2Plus, ex.w2p, 5e-5},
				{"D1", tm.D1, ex.d1, 1e-5}, {"D2", tm.D2, ex.d2, 1e-5},
			}
			for _, c := range checks {
				if !glNear(c.got, c.want, c.tol) {
					t.Errorf("ComputeTerm(opponent %d, white=%v).%s = %.7f, want %v ±%v", i+1, white, c.name, c.got, c.want, c.tol)
				}
			}
			if tm.Score != ex.score || tm.White != white || tm.OppRating != ex.r || tm.OppRD != ex.rd {
				t.Errorf("ComputeTerm(opponent %d) copied inputs %v/%v/%v/%v", i+1, tm.Score, tm.White, tm.OppRating, tm.OppRD)
			}
			if s := tm.PwMinus + tm.PdMinus + tm.PlMinus; !glNear(s, 1, 1e-15) {
				t.Errorf("ComputeTerm(opponent %d): Pw-+Pd-+Pl- = %v, want 1", i+1, s)
			}
		}
	}
}

func TestUpdateWorkedExample(t *testing.T) {
	p := engine.ICCFParams()
	var terms []engine.Term
	for _, ex := range glExample {
		terms = append(terms, engine.ComputeTerm(p, 1900, 80, ex.r, ex.rd, ex.score, true))
	}
	r, rd, err := engine.Update(p, 1900, 80, terms)
	if err != nil {
		t.Fatalf("Update: %v", err)
	}
	if mu := (r - 1500) / 173.7; !glNear(mu, 2.323361, 5e-7) || !glNear(mu, glExampleMu, 1e-12) {
		t.Errorf("μ′ = %.9f, want 2.323361 (%.15f)", mu, glExampleMu)
	}
	if sigma := rd / 173.7; !glNear(sigma, 0.450006, 5e-7) || !glNear(sigma, glExampleSigma, 1e-12) {
		t.Errorf("σ′ = %.9f, want 0.450006 (%.15f)", sigma, glExampleSigma)
	}
	if !glNear(r, 1903.568, 5e-4) || !glNear(r, glExampleR, 1e-6) {
		t.Errorf("Update r′ = %.10f, want 1903.568 (%.10f)", r, glExampleR)
	}
	if !glNear(173.7*2.323361+1500, r, 1e-4) {
		t.Errorf("r′ = %.7f is not 173.7·2.323361 + 1500", r)
	}
	if !glNear(rd, 78.16604, 5e-6) || !glNear(rd, glExampleRD, 1e-6) {
		t.Errorf("Update RD′ = %.10f, want 78.16604 (%.10f)", rd, glExampleRD)
	}
	if got := engine.RoundHalfUp(r); got != 1904 {
		t.Errorf("RoundHalfUp(r′) = %d, want 1904", got)
	}
	if got := engine.PublishRD(p, rd); got != 78 {
		t.Errorf("PublishRD(RD′) = %d, want 78", got)
	}
	if got := engine.GrowRD(p, rd); !glNear(got, 82.06662, 5e-6) {
		t.Errorf("GrowRD(RD′) = %.7f, want 82.06662", got)
	}
}

func TestUpdateWithoutTermsKeepsState(t *testing.T) {
	p := engine.ICCFParams()
	r, rd, err := engine.Update(p, 1903.25, 82.5, nil)
	if err != nil || r != 1903.25 || rd != 82.5 {
		t.Errorf("Update(no terms) = %v, %v, %v; want 1903.25, 82.5, nil", r, rd, err)
	}
}

func TestUpdateGuard(t *testing.T) {
	p := engine.ICCFParams()
	ok := engine.ComputeTerm(p, 1900, 80, 2000, 70, 1, true)
	tests := []struct {
		name  string
		r, rd float64
		terms []engine.Term
	}{
		{"1/σ² − ΣD2 < 0", 1900, 80, []engine.Term{{D1: 0.1, D2: 100}}},
		{"1/σ² − ΣD2 = 0", 1900, 173.7, []engine.Term{{D1: 0.1, D2: 1}}},
		{"NaN D1", 1900, 80, []engine.Term{ok, {D1: math.NaN(), D2: -0.1}}},
		{"infinite D2", 1900, 80, []engine.Term{{D1: 0.1, D2: math.Inf(-1)}}},
		{"score not 0, ½ or 1", 1900, 80, []engine.Term{engine.ComputeTerm(p, 1900, 80, 2000, 70, 0.3, true)}},
		{"RD 0", 1900, 0, []engine.Term{ok}},
		{"NaN rating", math.NaN(), 80, []engine.Term{ok}},
		{"1/σ² overflows", 1900, 1e-160, []engine.Term{ok}},
	}
	for _, tc := range tests {
		r, rd, err := engine.Update(p, tc.r, tc.rd, tc.terms)
		var nf *engine.NonFiniteError
		if !errors.As(err, &nf) {
			t.Errorf("Update(%s) error = %v, want *NonFiniteError", tc.name, err)
			continue
		}
		if nf.Player != 0 {
			t.Errorf("Update(%s) names player %d, want 0", tc.name, nf.Player)
		}
		if math.IsNaN(r) || math.IsNaN(rd) {
			t.Errorf("Update(%s) = %v, %v: NaN with an error", tc.name, r, rd)
		}
	}
}

func TestComputeTermColour(t *testing.T) {
	p := engine.ICCFParams()
	p.Alpha0, p.Alpha1 = 0.2, 0.05
	w := engine.ComputeTerm(p, 2000, 50, 2000, 50, 0.5, true)
	b := engine.ComputeTerm(p, 2000, 50, 2000, 50, 0.5, false)
	if !(w.PwMinus > b.PwMinus) || !(w.PlMinus < b.PlMinus) {
		t.Errorf("with α0 > 0, White's Pw- %v should exceed Black's %v and Pl- %v be below %v", w.PwMinus, b.PwMinus, w.PlMinus, b.PlMinus)
	}
	if !(w.D1 < b.D1) {
		t.Errorf("with α0 > 0, a draw with White (D1 %v) should gain less than with Black (D1 %v)", w.D1, b.D1)
	}
}
