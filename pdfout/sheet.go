package pdfout

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/internal/words"
)

// standardOrigin is the rating at 0 on the standardised scale: μ =
// (r − 1500)/173.7 (2025 write-up step 2a, Rules 2.2a).
const standardOrigin = 1500

// sheet prints the calculation sheet of player i on a new page.
func (rd *reportData) sheet(d *Document, i int) {
	p := rd.res.Players[i]
	who := p.Player.Name
	if who == "" {
		who = rd.name(p.Player.ID)
	}
	d.SetSection(fmt.Sprintf("Calculation sheet: %s (%d)", who, p.Player.ID))
	d.AddPage()
	d.Heading("Calculation sheet: " + who)
	d.Fields(30, rd.identity(p))
	if rd.glicko() {
		rd.glickoSheet(d, p)
	} else {
		rd.eloSheet(d, p)
	}
}

// identity gives the lines naming the player.
func (rd *reportData) identity(p engine.PlayerResult) []Field {
	id := fmt.Sprintf("%d", p.Player.ID)
	if p.Player.Fed != "" {
		id += ", federation " + p.Player.Fed
	}
	if len(p.Player.Titles) > 0 {
		id += ", " + strings.Join(p.Player.Titles, ", ")
	}
	return []Field{
		{"Player", id},
		{"Period", fmt.Sprintf("%s (games finished %s – %s), ruleset %s", rd.res.Period, day(rd.res.Period.GamesFrom()), day(rd.res.Period.GamesTo()), rd.res.Ruleset.ID)},
	}
}

// glickoSheet prints steps 1 and 2a–g of the 2025 write-up for one player,
// with the numbers of the player's own update.
func (rd *reportData) glickoSheet(d *Document, p engine.PlayerResult) {
	if !rd.glickoStart(d, p) {
		return
	}
	rd.gamesTable(d, p)
	mu, sigma := rd.glickoStepA(d, p)
	rd.glickoStepsBD(d, p)
	rd.glickoStepE(d, p)
	rd.glickoStepsFG(d, p, mu, sigma)
	rd.nextPeriod(d, p)
}

// glickoStart prints step 1, and for a player without a rated game in the
// period what becomes of him; it reports whether the steps of the update
// follow.
func (rd *reportData) glickoStart(d *Document, p engine.PlayerResult) bool {
	d.Subheading("Step 1: rating and RD at the start of the period (Rules 2.1)")
	d.Fields(30, []Field{
		{"Rating r", rd.startRating(p)},
		{"RD", rd.startRD(p)},
		{"Rated games", fmt.Sprintf("%d before the period (%s)", p.Player.Games, engine.StatusOf(p.Player.Rated, p.Player.Games))},
	})
	if p.NumTerms() == 0 && !p.Rated {
		d.Subheading("No rated game in the period")
		d.Paragraph(Regular, 9, "The player finished no rated game in this period and stays unrated (Rules 2.1a applies when the first rated game comes).")
		return false
	}
	if p.NumTerms() == 0 {
		d.Subheading("No rated game in the period")
		d.Paragraph(Regular, 9, fmt.Sprintf(
			"The player finished no rated game in this period, so rating and RD stay at their start values (2025 write-up, end of step g): r′ = %s, RD′ = %s; published %d and %d.",
			words.Fixed(p.Rating, 3), words.Fixed(p.RD, 5), p.PublishedRating, p.PublishedRD))
		rd.nextPeriod(d, p)
		return false
	}
	return true
}

// glickoStepA prints step (a), the standardised scale, and returns the
// player's μ and σ.
func (rd *reportData) glickoStepA(d *Document, p engine.PlayerResult) (mu, sigma float64) {
	scale := rd.res.Ruleset.Params.Scale
	mu = (p.PreRating - standardOrigin) / scale
	sigma = p.PreRD / scale
	d.Subheading("Step (a): the standardised scale")
	d.Paragraph(Regular, 9, fmt.Sprintf("μ = (r − 1500)/%s = (%s − 1500)/%s = %s        σ = RD/%s = %s/%s = %s",
		num(scale), words.Fixed(p.PreRating, 3), num(scale), words.Fixed(mu, 4), num(scale), words.Fixed(p.PreRD, 3), num(scale), words.Fixed(sigma, 4)))
	d.Space(1)
	ta := d.NewTable([]Column{
		{Title: "j", Width: 7, Align: Right},
		{Title: "Opponent"},
		{Title: "rj", Width: 18, Align: Right},
		{Title: "source of rj", Width: 32, Align: Center},
		{Title: "RDj", Width: 16, Align: Right},
		{Title: "μj = (rj − 1500)/" + num(scale), Width: 32, Align: Right},
		{Title: "σj = RDj/" + num(scale), Width: 24, Align: Right},
	}, TableStyle{Size: 8, Zebra: true})
	for j, t := range p.Terms() {
		ta.Row(strconv.Itoa(j+1), rd.name(t.Opponent), words.Fixed(t.OppRating, 3), sourceText(t.OppSource), words.Fixed(t.OppRD, 3),
			words.Fixed((t.OppRating-standardOrigin)/scale, 4), words.Fixed(t.OppRD/scale, 4))
	}

	return mu, sigma
}

// glickoStepsBD prints steps (b) to (d): the parameters, the probabilities
// and each game's probabilities at μj ∓ σj.
func (rd *reportData) glickoStepsBD(d *Document, p engine.PlayerResult) {
	pr := rd.res.Ruleset.Params
	d.Subheading("Steps (b) and (c): parameters and probabilities")
	colour := ""
	if pr.Alpha0 != 0 || pr.Alpha1 != 0 {
		colour = " The colour term xj(α0 + α1·m)/4 is added to the win exponent and taken from the loss exponent (xj = +1 with White, −1 with Black)."
	}
	d.Paragraph(Regular, 9, fmt.Sprintf(
		"α0 = %s, α1 = %s, β0 = %s, β1 = %s. Pr(win) = e^μ / S, Pr(draw) = e^(β0 + (1 + β1)·m) / S, Pr(loss) = e^μj / S, "+
			"where m = (μ + μj)/2 and S is the sum of the three numerators.%s",
		num(pr.Alpha0), num(pr.Alpha1), num(pr.Beta0), num(pr.Beta1), colour))

	d.Subheading("Step (d): probabilities with the opponent at μj − σj (−) and μj + σj (+)")
	td := d.NewTable([]Column{
		{Title: "j", Width: 7, Align: Right},
		{Title: "Pw−", Width: 15, Align: Right},
		{Title: "Pw+", Width: 15, Align: Right},
		{Title: "Pd−", Width: 15, Align: Right},
		{Title: "Pd+", Width: 15, Align: Right},
		{Title: "Pl−", Width: 15, Align: Right},
		{Title: "Pl+", Width: 15, Align: Right},
		{Title: "yj", Width: 11, Align: Right},
		{Title: "Pj = p− + p+", Width: 40, Align: Right},
	}, TableStyle{Size: 8, Zebra: true})
	for j, t := range p.Terms() {
		td.Row(strconv.Itoa(j+1), words.Fixed(t.PwMinus, 3), words.Fixed(t.PwPlus, 3), words.Fixed(t.PdMinus, 3), words.Fixed(t.PdPlus, 3),
			words.Fixed(t.PlMinus, 3), words.Fixed(t.PlPlus, 3), words.Fixed(t.Score, 1), pjText(t))
	}
	d.Paragraph(Italic, 8, pjLegend)
}

// pjLegend says what Pj is, under the step (d) table, so that nobody takes
// it for a probability (Rules 2.2d; docs/rules.md §1.1 "The update step,
// formula by formula"; the app's player card says the same).
const pjLegend = "p− and p+ are the probabilities of the game's result yj with the opponent at μj − σj and at μj + σj; " +
	"Pj = p− + p+ is their sum (twice their average, so up to 2), not a probability (docs/rules.md §1.1)."

// glickoStepE prints step (e): w1, w2, D1 and D2 of each game and the sums.
func (rd *reportData) glickoStepE(d *Document, p engine.PlayerResult) {
	d.Subheading("Step (e): w1 = Pw + 0.5·Pd, w2 = Pw + 0.25·Pd; gradient D1 and Hessian D2")
	te := d.NewTable([]Column{
		{Title: "j", Width: 7, Align: Right},
		{Title: "w1−", Width: 18, Align: Right},
		{Title: "w1+", Width: 18, Align: Right},
		{Title: "w2−", Width: 18, Align: Right},
		{Title: "w2+", Width: 18, Align: Right},
		{Title: "D1", Width: 22, Align: Right},
		{Title: "D2", Width: 22, Align: Right},
	}, TableStyle{Size: 8, Zebra: true})
	for j, t := range p.Terms() {
		te.Row(strconv.Itoa(j+1), words.Fixed(t.W1Minus, 4), words.Fixed(t.W1Plus, 4), words.Fixed(t.W2Minus, 4), words.Fixed(t.W2Plus, 4),
			words.Fixed(t.D1, 5), words.Fixed(t.D2, 5))
	}
	te.RowBold("Σ", "", "", "", "", words.Fixed(p.SumD1, 5), words.Fixed(p.SumD2, 5))
}

// glickoStepsFG prints steps (f) and (g): the update from μ and σ and the
// published values.
func (rd *reportData) glickoStepsFG(d *Document, p engine.PlayerResult, mu, sigma float64) {
	pr := rd.res.Ruleset.Params
	scale := pr.Scale
	sigmaNew := p.RD / scale
	muNew := (p.Rating - standardOrigin) / scale
	invVar := 1 / float64(sigma*sigma)
	d.Subheading("Step (f): the update on the standardised scale")
	d.Paragraph(Regular, 9, strings.Join([]string{
		fmt.Sprintf("σ′ = √(1 / (1/σ² − ΣD2)) = √(1 / (%s − (%s))) = %s", words.Fixed(invVar, 4), words.Fixed(p.SumD2, 5), words.Fixed(sigmaNew, 6)),
		fmt.Sprintf("μ′ = μ + σ′² · ΣD1 = %s + %s² × (%s) = %s", words.Fixed(mu, 4), words.Fixed(sigmaNew, 6), words.Fixed(p.SumD1, 5), words.Fixed(muNew, 6)),
	}, "\n"))

	d.Subheading("Step (g): back to the rating scale; published values (Rules 5)")
	d.Paragraph(Regular, 9, strings.Join([]string{
		fmt.Sprintf("r′ = %s × μ′ + 1500 = %s × %s + 1500 = %s  →  published %d (rounded half up)",
			num(scale), num(scale), words.Fixed(muNew, 6), words.Fixed(p.Rating, 3), p.PublishedRating),
		fmt.Sprintf("RD′ = %s × σ′ = %s × %s = %s  →  published %d (rounded half up, kept within %s–%s)",
			num(scale), num(scale), words.Fixed(sigmaNew, 6), words.Fixed(p.RD, 5), p.PublishedRD, num(pr.RDFloor), num(pr.RDCeiling)),
	}, "\n"))
}

// startRating explains the pre-period rating r (Rules 2.1a–b).
func (rd *reportData) startRating(p engine.PlayerResult) string {
	switch {
	case p.Player.Rated:
		return fmt.Sprintf("%s, carried unrounded from the previous list", words.Fixed(p.PreRating, 3))
	case p.Player.FIDE > 0:
		return fmt.Sprintf("%s: unrated, starts from the declared FIDE rating %d (Rules 2.1a)", words.Fixed(p.PreRating, 3), p.Player.FIDE)
	default:
		return fmt.Sprintf("%s: unrated without a FIDE rating (Rules 2.1a)", words.Fixed(p.PreRating, 3))
	}
}

// startRD explains how the pre-period RD came about (Rules 2.1a–b).
func (rd *reportData) startRD(p engine.PlayerResult) string {
	if !p.Player.Rated {
		return fmt.Sprintf("%s, the RD of a new player (Rules 2.1a)", words.Fixed(p.PreRD, 3))
	}
	return growthText(p.Player.RD, p.PreRD, rd.res.Ruleset.Params, "RDold", "RD")
}

// growthText writes step 1b for an RD old that became now: unchanged above
// the threshold, else √(old² + c²), at least the floor and, in iccf-2025,
// at most the cap (Rules 2.1b, docs/rules.md §1.1).
func growthText(old, now float64, pr engine.Params, oldName, newName string) string {
	if old > pr.GrowthThreshold {
		return fmt.Sprintf("%s = %s > %s, so it does not grow: %s = %s (Rules 2.1b)",
			oldName, words.Fixed(old, 5), num(pr.GrowthThreshold), newName, words.Fixed(now, 5))
	}
	raw := math.Sqrt(float64(old*old) + float64(pr.C*pr.C))
	s := fmt.Sprintf("%s = %s ≤ %s, so %s = √(%s² + %s²)", oldName, words.Fixed(old, 5), num(pr.GrowthThreshold), newName, words.Fixed(old, 5), num(pr.C))
	switch {
	case raw < pr.RDFloor:
		s += fmt.Sprintf(" = %s, raised to the least RD %s: %s", words.Fixed(raw, 5), num(pr.RDFloor), words.Fixed(now, 5))
	case pr.GrowthCap > 0 && raw > pr.GrowthCap:
		s += fmt.Sprintf(" = %s, capped at %s: %s", words.Fixed(raw, 5), num(pr.GrowthCap), words.Fixed(now, 5))
	default:
		s += " = " + words.Fixed(now, 5)
	}
	return s + " (Rules 2.1b)"
}

// nextPeriod prints the games total and where the next period starts.
func (rd *reportData) nextPeriod(d *Document, p engine.PlayerResult) {
	pr := rd.res.Ruleset.Params
	d.Subheading("After the period")
	next := engine.GrowRD(pr, p.RD)
	fields := []Field{
		{"Rated games", fmt.Sprintf("%d + %d = %d (%s; Tournament Rules 9.3)", p.Player.Games, p.PeriodGames, p.Games, p.Status)},
		{"Score", fmt.Sprintf("%s from %s", score(p.PeriodScore), words.Count(p.PeriodGames, "game", "games"))},
		{"Next period", fmt.Sprintf("starts from r = %s and %s", words.Fixed(p.Rating, 3), growthText(p.RD, next, pr, "RD′", "RD"))},
	}
	if !p.Active {
		fields = append(fields, Field{"Active", "no: left out of the published list view (Tournament Rules 9.7)"})
	}
	d.Fields(30, fields)
}

// gamesTable lists the games that counted for the player.
func (rd *reportData) gamesTable(d *Document, p engine.PlayerResult) {
	d.Subheading(fmt.Sprintf("Games counted in the period (n = %d)", p.NumTerms()))
	t := d.NewTable([]Column{
		{Title: "j", Width: 7, Align: Right},
		{Title: "Opponent"},
		{Title: "ID", Width: 16, Align: Right},
		{Title: "Fed", Width: 10, Align: Center},
		{Title: "Colour", Width: 13, Align: Center},
		{Title: "Result", Width: 12, Align: Center},
		{Title: "Tournament", Width: 44},
		{Title: "Finished", Width: 20, Align: Right},
	}, TableStyle{Size: 8, Zebra: true})
	var notes []string
	assumed := false
	for j, term := range p.Terms() {
		colour := "Black"
		if term.White {
			colour = "White"
		}
		if g := rd.game(term.Game); g != nil && g.ColoursAssumed {
			colour += markAssumed
			assumed = true
		}
		fed := ""
		if k, ok := rd.byID[term.Opponent]; ok {
			fed = rd.res.Players[k].Player.Fed
		}
		event, finished := "", ""
		if g := rd.game(term.Game); g != nil {
			event = g.Tournament
			if g.Section != "" {
				event += " " + g.Section
			}
			if !g.Finished.IsZero() {
				finished = day(g.Finished)
			} else if g.AssignedToPeriod {
				finished = "undated"
			}
			if n := substituteNote(j+1, p.Player.ID, term, g, rd); n != "" {
				notes = append(notes, n)
			}
		}
		t.Row(strconv.Itoa(j+1), rd.name(term.Opponent), idText(term.Opponent), fed, colour, score(term.Score), event, finished)
	}
	if assumed {
		notes = append(notes, rd.assumedColoursNote())
	}
	for _, n := range notes {
		d.Paragraph(Italic, 8, n)
	}
}

// AssumedColours says why a crosstable game's colours are marked as
// assumed, on the calculation sheet and the app's player card
// (docs/rules.md "Colour unknown").
const AssumedColours = "Colour assumed: a crosstable does not say who had White, so the player with the lower start number is taken as White"

// markAssumed marks a colour a crosstable's game does not give.
const markAssumed = "*"

// assumedColoursNote explains markAssumed: whom a crosstable's game takes
// as White (docs/rules.md "Colour unknown"), and that no rating depends
// on it when the ruleset's colour terms are 0 (Rules 2.2; 2025 write-up).
func (rd *reportData) assumedColoursNote() string {
	note := markAssumed + " " + AssumedColours + " (docs/rules.md \"Colour unknown\")."
	if p := rd.res.Ruleset.Params; p.Alpha0 == 0 && p.Alpha1 == 0 {
		note += " The ruleset's colour terms α0 and α1 are 0, so no rating depends on it."
	}
	return note
}

// game is the input game with index i, or nil when unknown.
func (rd *reportData) game(i int) *engine.Game {
	if rd.in == nil || i < 0 || i >= len(rd.in.Games) {
		return nil
	}
	return &rd.in.Games[i]
}

// substituteNote explains a game that Rules 6 moved: played by a
// substitute and counted for the original player, or played against a
// substitute and counted as a game against the original player.
func substituteNote(j int, self engine.PlayerID, t engine.Term, g *engine.Game, rd *reportData) string {
	sat, opp, subFor := g.Black, g.White, g.BlackSubFor
	if t.White {
		sat, opp, subFor = g.White, g.Black, g.WhiteSubFor
	}
	switch {
	case sat != self:
		return fmt.Sprintf("Game %d was played by the substitute %s (%d); it was not advantageous for the substitute, so it counts for this player (Rules 6).",
			j, rd.name(sat), sat)
	case subFor != 0:
		return fmt.Sprintf("Game %d was played as substitute for %s (%d); it is advantageous (D1 > 0), so it counts for this player (Rules 6).",
			j, rd.name(subFor), subFor)
	case opp != t.Opponent:
		return fmt.Sprintf("Game %d was played against the substitute %s (%d); it counts as a game against %s (%d), whose rj is the higher (Rules 6).",
			j, rd.name(opp), opp, rd.name(t.Opponent), t.Opponent)
	}
	return ""
}

// sourceText says where rj came from (Rules 1.4, docs/rules.md §1.2).
func sourceText(s engine.OpponentSource) string {
	switch s {
	case engine.FromStart:
		return "start rating"
	case engine.FromPrePeriod:
		return "pre-period rating"
	default:
		return "list (published)"
	}
}

// pjText writes Pj as the sum of the two probabilities of the result, as
// the worked example does: "0.358 + 0.155 = 0.513".
func pjText(t engine.Term) string {
	a, b := t.PlMinus, t.PlPlus
	switch t.Score {
	case 1:
		a, b = t.PwMinus, t.PwPlus
	case 0.5:
		a, b = t.PdMinus, t.PdPlus
	}
	return fmt.Sprintf("%s + %s = %s", words.Fixed(a, 3), words.Fixed(b, 3), words.Fixed(t.P, 3))
}
