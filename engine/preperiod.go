package engine

import "math"

// GrowRD is the RD a rated player starts a period with, from the RD the
// previous period ended with (Rules 2.1b; 2025 write-up step 1b; docs/rules.md
// §1.1): an RD above 120 is kept; otherwise sqrt(RD_old² + 25²), at least
// 30 (Rules 2.1b) and, when p.GrowthCap is positive (iccf-2025), at most
// that cap.
func GrowRD(p Params, rdOld float64) float64 { return growRD(&p, rdOld) }

// growRD is GrowRD without a copy of the parameters.
func growRD(p *Params, rdOld float64) float64 {
	if rdOld > p.GrowthThreshold {
		return rdOld
	}
	rd := math.Sqrt(float64(rdOld*rdOld) + float64(p.C*p.C))
	if p.GrowthCap > 0 && rd > p.GrowthCap {
		rd = p.GrowthCap
	}
	if rd < p.RDFloor {
		rd = p.RDFloor
	}
	return rd
}

// PrePeriod is a player's state at the start of a period (Rules 2.1;
// docs/rules.md §1.1): a rated player's carried rating with the grown RD
// (GrowRD); an unrated player with a declared FIDE rating starts from it with
// RD 150 (Rules 2.1a), any other unrated player from 1800 with RD 250. The
// start values of an unrated player are not grown: growth applies to an RD
// carried from a previous period only.
func PrePeriod(p Params, pl Player) (r, rd float64) { return prePeriod(&p, &pl) }

// prePeriod is PrePeriod without copies of the parameters and the row (a
// period computes it for every player).
func prePeriod(p *Params, pl *Player) (r, rd float64) {
	switch {
	case pl.Rated:
		return pl.Rating, growRD(p, pl.RD)
	case pl.FIDE > 0:
		return float64(pl.FIDE), p.FIDERD
	default:
		return p.UnratedRating, p.UnratedRD
	}
}
