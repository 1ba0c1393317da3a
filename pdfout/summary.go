package pdfout

import (
	"fmt"
	"sort"
	"strconv"

	"ratingdesk/engine"
	"ratingdesk/outputs"

	"ratingdesk/internal/words"
)

// topN is how many gains and losses the summary lists.
const topN = 10

// sha256Sample is a SHA-256 in hex, to measure the hash column.
const sha256Sample = "0000000000000000000000000000000000000000000000000000000000000000"

// summary prints the summary page(s): warnings are the inputs' warnings
// (ReportOptions.Warnings).
func (rd *reportData) summary(d *Document, inputs []outputs.InputFile, warnings []string) {
	res := rd.res
	d.SetSection("Summary")
	d.AddPage()
	d.Heading("Rating period " + res.Period.String())
	p := res.Period
	fields := []Field{
		{"List", fmt.Sprintf("%s, valid %s – %s", p, day(p.ValidFrom()), day(p.ValidTo()))},
		{"Games window", fmt.Sprintf("games finished %s – %s (Rules 3)", day(p.GamesFrom()), day(p.GamesTo()))},
		{"Ruleset", string(res.Ruleset.ID) + " — " + res.Ruleset.Title},
	}
	if rd.glicko() {
		pr := res.Ruleset.Params
		s := fmt.Sprintf("scale %s, β0 = %s, β1 = %s, α0 = %s, α1 = %s, c = %s; RD grows up to %s",
			num(pr.Scale), num(pr.Beta0), num(pr.Beta1), num(pr.Alpha0), num(pr.Alpha1), num(pr.C), num(pr.GrowthThreshold))
		if pr.GrowthCap > 0 {
			s += ", capped at " + num(pr.GrowthCap)
		}
		fields = append(fields, Field{"Parameters", s})
	}
	d.Fields(30, fields)

	d.Subheading("Input files")
	if len(inputs) == 0 {
		d.Paragraph(Italic, 9, "No input files were named.")
	} else {
		d.SetFont(Mono, 6.5)
		hashW := d.textWidth(sha256Sample) + 2*d.pdf.GetCellMargin() + 1
		t := d.NewTable([]Column{
			{Title: "Kind", Width: 24},
			{Title: "File", Clip: ClipStart},
			{Title: "SHA-256", Width: hashW, Font: Mono},
		}, TableStyle{Size: 7.5})
		for _, f := range inputs {
			t.Row(f.Kind, f.Path, f.SHA256)
		}
	}

	if len(warnings) > 0 {
		d.Subheading(fmt.Sprintf("Warnings of the input files: %d (they did not stop the period)", len(warnings)))
		for _, w := range warnings {
			d.Paragraph(Regular, 8, w)
		}
	}

	d.Subheading("Counts")
	t := d.NewTable([]Column{{Title: "What", Width: 120}, {Title: "Number", Width: 24, Align: Right}}, TableStyle{Size: 8.5, Zebra: true})
	for _, c := range rd.counts() {
		t.Row(c.Label, c.Value)
	}
	rd.changeHistogram(d)

	gains, losses := rd.movers()
	d.Subheading("Biggest gains")
	rd.moverTable(d, gains, "No player gained rating points.")
	d.Subheading("Biggest losses")
	rd.moverTable(d, losses, "No player lost rating points.")

	published, fixed := rd.crossed()
	d.Subheading(fmt.Sprintf("Newly published ratings: %d (12 rated games reached, Tournament Rules 9.3)", len(published)))
	rd.crossedTable(d, published)
	d.Subheading(fmt.Sprintf("Newly fixed ratings: %d (30 rated games reached, Tournament Rules 9.3)", len(fixed)))
	rd.crossedTable(d, fixed)
}

// num writes a parameter without trailing zeros: 173.7, 1.0986, 0.
func num(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// counts are the lines of the summary's Counts table.
func (rd *reportData) counts() []Field {
	res := rd.res
	var unrated, played, active, moved int
	for _, p := range res.Players {
		if !p.Player.Rated {
			unrated++
		}
		if playedInPeriod(&p) {
			played++
		}
		if p.Active {
			active++
		}
	}
	read := len(res.Rated) + len(res.Excluded)
	if rd.in != nil {
		read = len(rd.in.Games)
		for _, g := range res.Rated {
			if g.Game >= 0 && g.Game < len(rd.in.Games) {
				src := rd.in.Games[g.Game]
				if g.WhiteFor != src.White || g.BlackFor != src.Black {
					moved++
				}
			}
		}
	}
	n := strconv.Itoa
	kept := "Players without a rated game (rating kept, RD grown)"
	if !rd.glicko() {
		// The 2017 system has no RD (docs/rules.md §1.7).
		kept = "Players without a rated game (rating kept)"
	}
	out := []Field{
		{"Players on the list, with new players", n(len(res.Players))},
		{"    of them unrated before the period", n(unrated)},
		{"Players with rated games in the period", n(played)},
		{kept, n(len(res.Players) - played)},
		{"Active players after the period (Tournament Rules 9.7)", n(active)},
		{"Games read", n(read)},
		{"Games rated", n(len(res.Rated))},
	}
	if rd.in != nil {
		out = append(out, Field{"    of them counted for the original player, not the substitute (Rules 6)", n(moved)})
		if undated := res.UndatedRated(rd.in); undated > 0 {
			out = append(out, Field{"    of them without a finish date, put into the period (rules.md §1.5)", n(undated)})
		}
		if assumed := res.AssumedColoursRated(rd.in); assumed > 0 {
			out = append(out, Field{"    of them with colours assumed, from a crosstable (rules.md \"Colour unknown\")", n(assumed)})
		}
	}
	out = append(out, Field{"Games not rated", n(len(res.Excluded))})
	byReason := map[engine.ExclusionReason]int{}
	for _, e := range res.Excluded {
		byReason[e.Reason]++
	}
	reasons := make([]engine.ExclusionReason, 0, len(byReason))
	for r := range byReason {
		reasons = append(reasons, r)
	}
	sort.Slice(reasons, func(i, j int) bool { return reasons[i] < reasons[j] })
	for _, r := range reasons {
		out = append(out, Field{"    " + r.String(), n(byReason[r])})
	}
	return out
}

// movers gives the players with the biggest published rating gains and
// losses of the period, at most topN each. Only players who had a rating
// before the period count (a new player's first rating is no change). The
// ranking is by the published change (new published rating less the old
// one rounded half up, Rules 5), then by the exact change, then by name.
func (rd *reportData) movers() (gains, losses []int) {
	for _, i := range rd.played {
		c, ok := change(rd.res.Players[i])
		switch {
		case !ok:
		case c > 0 || (c == 0 && rd.exactChange(i) > 0):
			gains = append(gains, i)
		case c < 0 || (c == 0 && rd.exactChange(i) < 0):
			losses = append(losses, i)
		}
	}
	by := func(list []int, sign int) {
		sort.SliceStable(list, func(a, b int) bool {
			ca, _ := change(rd.res.Players[list[a]])
			cb, _ := change(rd.res.Players[list[b]])
			if ca != cb {
				return sign*ca > sign*cb
			}
			ea, eb := rd.exactChange(list[a]), rd.exactChange(list[b])
			if ea != eb {
				return float64(sign)*ea > float64(sign)*eb
			}
			return rd.less(list[a], list[b])
		})
	}
	by(gains, 1)
	by(losses, -1)
	if len(gains) > topN {
		gains = gains[:topN]
	}
	if len(losses) > topN {
		losses = losses[:topN]
	}
	return gains, losses
}

// exactChange is the change of the carried (exact) rating.
func (rd *reportData) exactChange(i int) float64 {
	p := rd.res.Players[i]
	return p.Rating - p.Player.Rating
}

// moverTable prints a gains or losses table, or the note when it is empty.
func (rd *reportData) moverTable(d *Document, list []int, empty string) {
	if len(list) == 0 {
		d.Paragraph(Italic, 9, empty)
		return
	}
	t := d.NewTable([]Column{
		{Title: "Name"},
		{Title: "ID", Width: 18, Align: Right},
		{Title: "Fed", Width: 12, Align: Center},
		{Title: "Games", Width: 14, Align: Right},
		{Title: "Score", Width: 14, Align: Right},
		{Title: "Old", Width: 14, Align: Right},
		{Title: "New", Width: 14, Align: Right},
		{Title: "Change", Width: 16, Align: Right},
		{Title: "Exact change", Width: 22, Align: Right},
	}, TableStyle{Size: 8, Zebra: true})
	for _, i := range list {
		p := rd.res.Players[i]
		old, _ := oldRating(p)
		c, _ := change(p)
		t.Row(p.Player.Name, idText(p.Player.ID), p.Player.Fed, strconv.Itoa(p.PeriodGames), score(p.PeriodScore),
			strconv.Itoa(old), strconv.Itoa(p.PublishedRating), signed(c), signedFixed(rd.exactChange(i), 3))
	}
}

// crossed gives the players whose rating became published (reached 12
// rated games) and fixed (reached 30) in this period (Tournament Rules 9.3),
// in change-list order.
func (rd *reportData) crossed() (published, fixed []int) {
	for _, i := range rd.played {
		p := rd.res.Players[i]
		if !p.Rated {
			continue
		}
		before := p.Player.Games
		if !p.Player.Rated {
			before = 0
		}
		if before < engine.PublishedGames && p.Games >= engine.PublishedGames {
			published = append(published, i)
		}
		if before < engine.FixedGames && p.Games >= engine.FixedGames {
			fixed = append(fixed, i)
		}
	}
	return published, fixed
}

// crossedTable lists newly published or fixed players.
func (rd *reportData) crossedTable(d *Document, list []int) {
	if len(list) == 0 {
		d.Paragraph(Italic, 9, "None in this period.")
		return
	}
	cols := []Column{
		{Title: "Name"},
		{Title: "ID", Width: 18, Align: Right},
		{Title: "Fed", Width: 12, Align: Center},
		{Title: "Games before", Width: 22, Align: Right},
		{Title: "Games now", Width: 20, Align: Right},
		{Title: "Rating", Width: 16, Align: Right},
	}
	if rd.glicko() {
		cols = append(cols, Column{Title: "RD", Width: 12, Align: Right})
	}
	t := d.NewTable(cols, TableStyle{Size: 8, Zebra: true})
	for _, i := range list {
		p := rd.res.Players[i]
		t.Row(p.Player.Name, idText(p.Player.ID), p.Player.Fed, strconv.Itoa(p.Player.Games), strconv.Itoa(p.Games),
			strconv.Itoa(p.PublishedRating), strconv.Itoa(p.PublishedRD))
	}
}

// idText writes a player ID.
func idText(id engine.PlayerID) string { return strconv.FormatInt(int64(id), 10) }

// signedFixed writes x with prec decimals and a sign: "+3.568", "-0.250".
func signedFixed(x float64, prec int) string {
	s := words.Fixed(x, prec)
	if x > 0 && s != words.Fixed(0, prec) {
		return "+" + s
	}
	return s
}
