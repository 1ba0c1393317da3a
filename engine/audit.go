package engine

import "sync"

// This file holds the audit trail of a rating period (2025 write-up steps
// a–e; docs/rules.md §1.1): the terms of each game as each side's update
// used them. An iccf-2023 or iccf-2025 period does not keep them: it keeps
// the few indexes that locate each term (periodAudit) and computes a
// player's or a game's terms again when they are asked for (the player
// card, the calculation sheets, the expected-score chart, the Games sheet),
// by the very operations in the very order the update used, so they are
// bit-identical to the terms the update summed (docs/rules.md §1.6: same
// inputs, same bits).

// periodAudit is what an iccf-2023 or iccf-2025 period keeps to compute
// its terms on demand: the input, the players' pre-period states, and for
// each rated game (k, in game order) its index into games, its seats and
// whom each side counts for (Rules 6a). Each player's slots are laid out
// when they are first asked for (layout): off[i]…off[i+1] are player i's,
// each k<<1 | side (0 White, 1 Black), in game order. A period rated
// for a CSV list alone never asks.
type periodAudit struct {
	p       Params
	players []Player
	// ids are the players' IDs side by side, which a term names (its
	// opponent, the player a substitute sat in for) without reading the
	// players' whole rows.
	ids      []PlayerID
	games    []Game
	pre      []state
	ratedIdx []int
	seat     []seats
	counted  [][2]int32

	laidOut sync.Once
	off     []int32
	slots   []int32
}

// layout lays the players' slots out once (layoutSlots), safe to call from
// several goroutines (the app reads a result on several).
func (a *periodAudit) layout() {
	a.laidOut.Do(func() {
		a.off, a.slots = layoutSlots(len(a.players), a.counted)
	})
}

// term computes side (0 White, 1 Black) of the k-th rated game's term, as
// the update of the player it counts for used it.
func (a *periodAudit) term(k, side int, t *Term) {
	gi := a.ratedIdx[k]
	w, b := sides(&a.games[gi], a.seat[k])
	if side == 1 {
		w, b = b, w
	}
	writeTerm(&a.p, a.ids, a.pre, w, b, int(a.counted[k][side]), gi, t)
}

// opponent is the opponent of side side of the k-th rated game as term
// writes him (writeTerm: Opponent and OppSource).
func (a *periodAudit) opponent(k, side int) TermOpponent {
	w, b := sides(&a.games[a.ratedIdx[k]], a.seat[k])
	if side == 1 {
		w, b = b, w
	}
	opp := asOpponent(a.pre, b.sat, b.orig, b.start)
	return TermOpponent{ID: a.ids[opp.player], Source: opp.source}
}

// playerTerms computes player i's terms, in game order.
func (a *periodAudit) playerTerms(i int) []Term {
	a.layout()
	slots := a.slots[a.off[i]:a.off[i+1]]
	if len(slots) == 0 {
		return nil
	}
	terms := make([]Term, len(slots))
	for j, s := range slots {
		a.term(int(s>>1), int(s&1), &terms[j])
	}
	return terms
}

// Terms is the player's audit trail: one term per game counted for the
// player, in the order of the worked example (2025 write-up steps d–e),
// which is game order. For iccf-2023 and iccf-2025 each call computes them
// again (a new slice), bit-identical to the terms the update summed into
// SumD1 and SumD2; a caller that reads them several times keeps the slice.
// For iccf-2017, and after SetTerms, it is the kept slice itself.
func (p PlayerResult) Terms() []Term {
	if p.audit != nil {
		return p.audit.playerTerms(p.auditIdx)
	}
	return p.terms
}

// NumTerms is the number of terms Terms gives, without computing them.
func (p PlayerResult) NumTerms() int {
	if a := p.audit; a != nil {
		a.layout()
		return int(a.off[p.auditIdx+1] - a.off[p.auditIdx])
	}
	return len(p.terms)
}

// SetTerms sets the player's audit trail to terms, which Terms then gives
// as they are: for a result made by hand (a test's fixture) or by the
// iccf-2017 period, which keeps its terms.
func (p *PlayerResult) SetTerms(terms []Term) {
	p.terms, p.audit, p.auditIdx = terms, nil, 0
}

// Terms are the game's two terms, White's and Black's, as each side's
// update used them (see PlayerResult.Terms: computed on demand for
// iccf-2023 and iccf-2025, bit-identical; kept for iccf-2017 and after
// SetTerms).
func (g RatedGame) Terms() (white, black Term) {
	switch {
	case g.audit != nil:
		g.audit.term(g.auditIdx, 0, &white)
		g.audit.term(g.auditIdx, 1, &black)
	case g.terms != nil:
		white, black = g.terms[0], g.terms[1]
	}
	return white, black
}

// TermOpponent is whom a term is computed against and where the rating
// he enters with comes from (Rules 1.4, 6b): a Term's Opponent and
// OppSource.
type TermOpponent struct {
	ID     PlayerID
	Source OpponentSource
}

// Opponents are the Opponent and OppSource of the game's two terms,
// White's and Black's, equal to those of Terms without computing the
// rest of the terms (a workbook's column widths need only these).
func (g RatedGame) Opponents() (white, black TermOpponent) {
	switch {
	case g.audit != nil:
		white, black = g.audit.opponent(g.auditIdx, 0), g.audit.opponent(g.auditIdx, 1)
	case g.terms != nil:
		white = TermOpponent{g.terms[0].Opponent, g.terms[0].OppSource}
		black = TermOpponent{g.terms[1].Opponent, g.terms[1].OppSource}
	}
	return white, black
}

// SetTerms sets the game's two terms, which Terms then gives as they are:
// for a result made by hand (a test's fixture) or by the iccf-2017 period.
func (g *RatedGame) SetTerms(white, black Term) {
	g.terms, g.audit, g.auditIdx = &[2]Term{white, black}, nil, 0
}
