package engine_test

import (
	"fmt"

	"ratingdesk/engine"
)

// A player rated 2250 with 60 games beats an opponent rated 2100 and draws
// with one rated 2350 (Appendix 1 items 3, 6, 7, 9).
func ExampleKFactor2017() {
	k := engine.KFactor2017(2250, 60) // r = 70 − 2250/40 = 13.75, g = 1.4 − 60/200 = 1.1
	win := engine.RatingChange2017(k, 1, engine.Expectancy2017(2250-2100))
	draw := engine.RatingChange2017(k, 0.5, engine.Expectancy2017(2250-2350))
	fmt.Printf("k = %.4f\n", k)
	fmt.Printf("win:  W_e = %.4f, ΔR = %+.4f\n", engine.Expectancy2017(150), win)
	fmt.Printf("draw: W_e = %.4f, ΔR = %+.4f\n", engine.Expectancy2017(-100), draw)
	fmt.Printf("new rating %.4f\n", 2250+win+draw)
	// Output:
	// k = 15.1250
	// win:  W_e = 0.6317, ΔR = +5.5705
	// draw: W_e = 0.4110, ΔR = +1.3461
	// new rating 2256.9166
}

// A newcomer scores 4 out of 6 against opponents averaging 2150 (Appendix 1
// item 5).
func ExampleFormula5Games_iccf2017() {
	opp := []float64{2000, 2100, 2150, 2200, 2200, 2250}
	rc, p, r := engine.Formula5Games(0, false, 0, opp, 4)
	fmt.Printf("R_c = %.4f, p = %.4f, R_p = %.4f, published %d\n", rc, p, r, engine.RoundHalfUp(r))
	// Output:
	// R_c = 2150.0000, p = 0.6667, R_p = 2331.9910, published 2332
}
