package engine

// Entry points for the external tests (package engine_test) into the
// period's arithmetic, which the package itself does not export: the period
// is computed by RatePeriod alone.

// ComputeTerm is computeTerm for a player rated r against an opponent
// entering with rating oppR and RD oppRD, with score and colour. The
// player's own rd does not enter a term; it is taken so that ComputeTerm
// and Update read alike.
func ComputeTerm(p Params, r, rd float64, oppR, oppRD float64, score float64, white bool) Term {
	a := newTermArgs(&p, r, oppR, oppRD, score, white)
	var t Term
	computeTerm(&p, &a, &t)
	return t
}

// Update is update without the sums ΣD1 and ΣD2.
func Update(p Params, r, rd float64, terms []Term) (rNew, rdNew float64, err error) {
	rNew, rdNew, _, _, err = update(&p, r, rd, terms)
	return rNew, rdNew, err
}

// newTermArgs standardises a term's inputs and, for colourless parameters,
// computes the exponentials.
func newTermArgs(p *Params, r, oppR, oppRD, score float64, white bool) termArgs {
	a := termArgs{
		mu: standardise(p, r, 1500), muj: standardise(p, oppR, 1500), sj: standardise(p, oppRD, 0),
		oppRating: oppR, oppRD: oppRD, score: score, white: white,
	}
	if colourless(p) {
		a.ew = expDet(a.mu)
		a.elMinus, a.elPlus = expDet(a.muj-a.sj), expDet(a.muj+a.sj)
	}
	return a
}
