package gui

import (
	"cmp"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/charts"
	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/pdfout"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// playerCard shows one player: the list's row, this session's period for
// the player (old → new rating and RD), the games, and the calculation —
// one term per game counted (opponent, r_j, RD_j, result, P_j, D1, D2) and
// the sums — as the 2025 write-up's worked example lays it out. The full
// steps a–g are on the calculation sheet, which the card saves as a PDF of
// that sheet alone.
type playerCard struct {
	sh *shell
	id engine.PlayerID
	// from is the view the card was opened from (cardFrom…): a card
	// opened from the History tab shows no note of the Rating period
	// tab's results set aside, and one opened from Reconcile shows the
	// player's values on the official list whatever list he is on.
	from cardOrigin

	heading    *widget.Label
	facts      *fyne.Container
	period     *fyne.Container
	gamesTitle *widget.Label
	games      *sortTable
	sums       *widget.Label
	saveButton *keyButton
	// chart shows the expected score in each game counted (nil before a
	// run and for a player without games).
	chart *canvas.Image
	// curve shows the player's rating over the periods of the last
	// replay (History tab); nil when none has been run or the player is
	// not in it.
	curve   *canvas.Image
	content fyne.CanvasObject
	// charts draw the card's charts (chart, curve) in the colours of
	// the theme, given the number of the drawing: when the card is built,
	// and again when the theme changes while it is open (drawCharts);
	// drawn is the number of the last drawing, whose pictures alone are
	// shown.
	charts []func(drawing int)
	drawn  int

	// terms are the player's terms in the period (nil before a run);
	// listGames the player's games in the open game lists and crosstables
	// (before a run).
	terms     []engine.Term
	listGames []engine.Game
	names     map[engine.PlayerID]string
	input     *engine.PeriodInput
}

// cardOrigin is the view a player card was opened from.
type cardOrigin int

// The views a card is opened from.
const (
	// cardFromList: the list, the period's changes, the command line.
	cardFromList cardOrigin = iota
	// cardFromHistory: the History tab's comparison (its movers).
	cardFromHistory
	// cardFromReconcile: a row of the History tab's reconciliation.
	cardFromReconcile
)

// newPlayerCard builds the card of player id of the open list.
func newPlayerCard(sh *shell, id engine.PlayerID) *playerCard {
	return newPlayerCardFrom(sh, id, cardFromList)
}

// newPlayerCardFrom builds the card of player id opened from the view
// from (playerCard.from).
func newPlayerCardFrom(sh *shell, id engine.PlayerID, from cardOrigin) *playerCard {
	c := &playerCard{sh: sh, id: id, from: from}
	c.period = container.New(layout.NewFormLayout())
	run := sh.session.run
	pr := c.resultIn(run)
	player, facts := c.playerFacts(pr)
	c.heading = widget.NewLabel(cardHeading(player))
	c.heading.TextStyle = fyne.TextStyle{Bold: true}
	c.heading.SizeName = theme.SizeNameSubHeadingText
	c.facts = container.New(layout.NewFormLayout(), facts...)
	c.gamesTitle = widget.NewLabel("")
	c.gamesTitle.TextStyle = fyne.TextStyle{Bold: true}
	c.sums = widget.NewLabel("")
	c.saveButton = newKeyButton("Save calculation sheet (PDF)…", theme.DocumentPrintIcon(), c.onSaveSheet)

	if pr != nil {
		c.terms = pr.Terms()
		c.input = &run.loaded.Input
		c.games = newSortTable(c.termColumns(run.result.Ruleset.ID))
		c.games.setRows(len(c.terms), nil)
		c.gamesTitle.SetText(fmt.Sprintf("Games counted in period %s (n = %d): the terms of the update", run.result.Period, len(c.terms)))
		c.sums.SetText(c.sumsText(run.result, pr) + c.assumedNote())
		c.drawExpected(run.result.Ruleset, pr)
	} else {
		c.listGames = c.openGames()
		c.games = newSortTable(c.listGameColumns())
		c.games.setRows(len(c.listGames), nil)
		c.gamesTitle.SetText(fmt.Sprintf("Games in the open game lists and crosstables: %d", len(c.listGames)))
		c.sums.SetText("No rating period has been run in this session: run one on the Rating period tab, and this card shows the player's calculation.")
		if aside := c.periodAside(); aside != (engine.Period{}) {
			c.sums.SetText(sh.session.setAsideSentence(aside) + ": run the period again on the Rating period tab, and this card shows the player's calculation.")
		}
		c.saveButton.Disable()
	}
	replay, inReplay := sh.history.replayOf(id)
	if len(c.period.Objects) == 0 {
		c.period.Objects = fact("Period", c.noPeriodText())
		if inReplay {
			c.period.Objects = c.replayFacts(replay)
			c.sums.SetText(fmt.Sprintf("%s, so there is no single period's calculation to show. "+
				"The replay of %s to %s on the History tab rated the player's games: the tab %s shows the player's rating after each quarter.",
				c.noRunText(), replay.from, replay.last.Period, replay.tabTitle()))
		}
	}
	c.sums.SetText(c.sums.Text + c.comparedNote())

	listTitle := boldLabel("On the list")
	listTitle.Importance = widget.HighImportance
	periodTitle := boldLabel("This session's period")
	periodTitle.Importance = widget.HighImportance
	columns := container.NewGridWithColumns(2,
		container.NewVBox(listTitle, compact(c.facts)),
		container.NewVBox(periodTitle, compact(c.period)))
	// Save beside the name, where it shows also when a small window
	// scrolls the card.
	top := container.NewVBox(border(nil, nil, nil, container.NewVBox(c.saveButton), c.heading),
		columns, widget.NewSeparator(), c.gamesTitle)
	bottom := wrapped(c.sums)
	table := c.games.withRows(cardTableRows)
	var center fyne.CanvasObject = table
	if c.chart != nil {
		center = container.NewAppTabs(container.NewTabItem("Terms", table),
			container.NewTabItem("Expected score in each game", container.NewPadded(c.chart)))
	}
	center = c.withCurve(center)
	if tabs, ok := center.(*container.AppTabs); ok && pr == nil && c.curve != nil {
		tabs.SelectIndex(len(tabs.Items) - 1) // no period run: the replay's curve first
	}
	// In a small window the card scrolls rather than squeeze its table
	// below cardTableRows rows (user test: 2½ rows of terms showed).
	c.content = container.NewVScroll(border(top, bottom, nil, nil, center))
	c.drawCharts()
	return c
}

// drawCharts draws the card's charts in the colours of the theme now;
// a drawing still under way when another starts is not shown
// (shell.redrawCharts: the theme changed while the card was open).
func (c *playerCard) drawCharts() {
	c.drawn++
	for _, draw := range c.charts {
		draw(c.drawn)
	}
}

// addChart adds to the card's charts one drawn by draw in size (the
// chart's size and the theme's colours on the card's background) and
// shown in img under name.
func (c *playerCard) addChart(img *canvas.Image, name string, size charts.Size, draw func(charts.Size) ([]byte, error)) {
	c.charts = append(c.charts, func(drawing int) {
		in := size.In(c.sh.chartColours(theme.ColorNameOverlayBackground))
		c.sh.drawChart(func() ([]byte, error) { return draw(in) },
			func(png []byte, err error) {
				if drawing == c.drawn {
					c.sh.showChart(img, name, png, err)
				}
			})
	})
}

// noPeriodText is the period column's line when no period's results are
// shown: none run yet, or the last run's set aside.
func (c *playerCard) noPeriodText() string {
	if aside := c.periodAside(); aside != (engine.Period{}) {
		return fmt.Sprintf("%s set aside: %s", aside, c.sh.session.asideCause())
	}
	return "none run yet"
}

// noRunText says why the card shows no period's calculation: none was
// run in this session, or the results of the last were set aside.
func (c *playerCard) noRunText() string {
	if aside := c.periodAside(); aside != (engine.Period{}) {
		return c.sh.session.setAsideSentence(aside)
	}
	return "The Rating period tab has not run a period in this session"
}

// periodAside is the period whose results the Rating period tab set
// aside (session.aside), which the card says; zero on a card opened
// from the History tab, where that tab's note does not apply (a tester:
// a card opened from Reconcile said to run the period again).
func (c *playerCard) periodAside() engine.Period {
	if c.from != cardFromList {
		return engine.Period{}
	}
	return c.sh.session.asidePeriod()
}

// cardTableRows is how many rows of the card's table show at the least.
const cardTableRows = 5

// replayFacts are the lines of the period column when no period has been
// run but a replay has (History tab): which quarters it rated and the
// player's values after the last, as its list holds them.
func (c *playerCard) replayFacts(r playerReplay) []fyne.CanvasObject {
	out := fact("Period", "none run on the Rating period tab")
	if c.periodAside() != (engine.Period{}) {
		out = fact("Period", c.noPeriodText())
	}
	out = append(out, wrappedFact("Replay", r.text())...)
	after := "unrated"
	if r.last.Rated {
		after = fmt.Sprintf("rating %d", r.last.Rating)
		if r.last.HasRD {
			after += fmt.Sprintf(", RD %d", r.last.RD)
		}
	}
	after += fmt.Sprintf("; %d rated games, %d of them in %s", r.last.Games, r.last.PeriodGames, r.last.Period)
	return append(out, wrappedFact("After "+r.last.Period.String(), after)...)
}

// drawExpected draws the player's expected score and result in each game
// counted (charts.ExpectedPNG), in the order of the terms' table, in the
// theme's colours on the card's background.
func (c *playerCard) drawExpected(rs engine.Ruleset, pr *engine.PlayerResult) {
	if pr.NumTerms() == 0 {
		return
	}
	c.chart = newChartImage(fyne.NewSize(440, 160))
	games := charts.Expectations(rs, pr)
	c.addChart(c.chart, fmt.Sprintf("expected-%d.png", c.id), charts.CardSize,
		func(size charts.Size) ([]byte, error) { return charts.ExpectedPNG(games, size) })
}

// cardHeading names the player: "Name (ID)", or "Player ID" when nothing
// gives his name.
func cardHeading(p engine.Player) string {
	if p.Name == "" {
		return fmt.Sprintf("Player %d", p.ID)
	}
	return fmt.Sprintf("%s (%d)", p.Name, p.ID)
}

// resultIn is the card's player's result in run (nil: no run, or he is
// not in it), with the card's names and period facts set from the run (or
// the names from the open files when there is no run).
func (c *playerCard) resultIn(run *periodRun) *engine.PlayerResult {
	if run == nil {
		c.names = c.sh.session.names()
		return nil
	}
	c.names = run.names
	for i := range run.result.Players {
		if run.result.Players[i].Player.ID == c.id {
			c.period.Objects = c.periodFacts(run, i)
			return &run.result.Players[i]
		}
	}
	return nil
}

// playerNames maps each of players to his name.
func playerNames(players []engine.Player) map[engine.PlayerID]string {
	out := make(map[engine.PlayerID]string, len(players))
	for _, p := range players {
		out[p.ID] = p.Name
	}
	return out
}

// playerFacts are the player the card shows and the lines of its "On the
// list" column: his row of the open list, or when he is not on it, what
// the period knows of him (notListed). pr is his result in this
// session's run (nil: none).
func (c *playerCard) playerFacts(pr *engine.PlayerResult) (engine.Player, []fyne.CanvasObject) {
	if p, row, ok := c.listRow(); ok {
		out := c.listFacts(p, row)
		if _, side, file, ok := c.sh.history.officialEntry(c.id); ok && c.from == cardFromReconcile {
			// Opened from a row of Reconcile: his values on the official
			// list beside the open list's (a tester: a player on both
			// lists showed only the open list's).
			out = append(out, officialFacts(side, file)...)
		}
		return p, out
	}
	return c.notListed(pr)
}

// notListed is a player who is not on the open list, as the period knows
// him: his row of the run's input when he is in the run (pr), else the
// open crosstable section that holds him. A crosstable's player with an
// ID not on the list joins the period as a new unrated player
// (docs/rules.md "Crosstable games for the rating", Unknown players); the
// lines say that he is not on the starting list and where he comes from.
// His entry on the official list open on History › Reconcile follows,
// labelled so; a player on that list alone (a row "only on the official
// list") is shown with his name and values there (a tester: his card
// showed nothing of that list).
func (c *playerCard) notListed(pr *engine.PlayerResult) (engine.Player, []fyne.CanvasObject) {
	p, section, inSection := c.sh.session.crosstablePlayer(c.id)
	if pr != nil {
		p = *pr.Player
	}
	official, side, file, onOfficial := c.sh.history.officialEntry(c.id)
	if onOfficial && !inSection && pr == nil {
		// Known from the official list only (History › Reconcile): his
		// name and values there, said to be that list's.
		out := fact("Player", playerLine(official))
		out = append(out, fact("Starting list", "not on the list, nor in an open crosstable")...)
		return official, append(out, officialFacts(side, file)...)
	}
	out := fact("Player", playerLine(p))
	switch {
	case inSection:
		out = append(out, fact("Starting list", "not on the list: new from crosstable "+section)...)
	case pr != nil:
		out = append(out, fact("Starting list", "not on the list: new in the period")...)
	default:
		out = append(out, fact("Starting list", "not on the list, nor in an open crosstable")...)
	}
	out = append(out, c.playerValues(p)...)
	if onOfficial {
		out = append(out, officialFacts(side, file)...)
	}
	return p, out
}

// officialFacts are the lines of a player's entry on the official list
// file (History › Reconcile), as published (desk.ListEntry): each
// labelled as the official list's.
func officialFacts(side desk.ListSide, file string) []fyne.CanvasObject {
	out := fact("Official list", file+" (History › Reconcile)")
	rating := "unrated"
	if side.Rated {
		rating = strconv.Itoa(side.Rating)
	}
	out = append(out, fact("Official rating", rating)...)
	if side.HasRD {
		out = append(out, fact("Official RD", strconv.Itoa(side.RD))...)
	}
	return append(out, fact("Official games", fmt.Sprintf("%d rated: %s (Tournament Rules 9.3)", side.Games, engine.StatusOf(side.Rated, side.Games)))...)
}

// playerValues are the lines of the rating, games and the rest of a
// player not on the open list, as the period knows him.
func (c *playerCard) playerValues(p engine.Player) []fyne.CanvasObject {
	rating := "unrated"
	if p.Rated {
		rating = words.Fixed(p.Rating, 6)
	}
	out := fact("Rating", rating)
	out = append(out, fact("Games", fmt.Sprintf("%d rated: %s (Tournament Rules 9.3)", p.Games, engine.StatusOf(p.Rated, p.Games)))...)
	var more []string
	if p.FIDE > 0 {
		more = append(more, "FIDE "+strconv.Itoa(p.FIDE))
	}
	if p.Running {
		more = append(more, "playing in a running tournament")
	}
	if len(more) > 0 {
		out = append(out, fact("Also", strings.Join(more, "; "))...)
	}
	return out
}

// listRow is the player's row of the open list and its export cells; ok
// is false when he is not on it.
func (c *playerCard) listRow() (p engine.Player, cell func(header string) xlsxio.Cell, ok bool) {
	f := c.sh.session.ratingList()
	if f == nil || f.list == nil {
		return engine.Player{ID: c.id}, nil, false
	}
	for i, p := range f.list.Players {
		if p.ID != c.id {
			continue
		}
		return p, exportRow(xlsxio.ListRows(f.list), i), true
	}
	return engine.Player{ID: c.id}, nil, false
}

// runRow is the new list's row of result player i as the saved list
// holds it (xlsxio.ExportFromResult), made for him alone.
func runRow(run *periodRun, i int) func(header string) xlsxio.Cell {
	return exportRow(run.rows, i)
}

// wrappedFact is fact with the value wrapped onto more lines where the
// card is too narrow for it, never cut: a long line of the replay (a
// tester read "…; 103 rated games, 2 of them in 20…" in a card 1024
// wide, with no way to read the rest).
func wrappedFact(label, value string) []fyne.CanvasObject {
	out := fact(label, value)
	v := out[1].(*widget.Label)
	v.Truncation = fyne.TextTruncateOff
	out[1] = wrapped(v)
	return out
}

// fact is one line of a card: a bold label and its value.
func fact(label, value string) []fyne.CanvasObject {
	l := widget.NewLabel(label)
	l.TextStyle = fyne.TextStyle{Bold: true}
	v := widget.NewLabel(value)
	v.Truncation = fyne.TextTruncateEllipsis
	return []fyne.CanvasObject{l, v}
}

// playerLine is the "Player" line of a card: ID, federation, titles.
func playerLine(p engine.Player) string {
	who := []string{"ID " + strconv.FormatInt(int64(p.ID), 10)}
	if p.Fed != "" {
		who = append(who, "federation "+p.Fed)
	}
	if len(p.Titles) > 0 {
		who = append(who, strings.Join(p.Titles, ", "))
	}
	return strings.Join(who, ", ")
}

// listFacts are the lines of the player's row on the open list.
func (c *playerCard) listFacts(p engine.Player, cell func(string) xlsxio.Cell) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	out = append(out, fact("Player", playerLine(p))...)
	rating := "unrated"
	if r := cell("Rating"); r.Kind != xlsxio.KindEmpty {
		rating = fmt.Sprintf("%s (exact %s)", r, exact(cell("Rating exact")))
	}
	out = append(out, fact("Rating", rating)...)
	if rd := cell("RD"); rd.Kind != xlsxio.KindEmpty {
		out = append(out, fact("RD", fmt.Sprintf("%s (exact %s)", rd, exact(cell("RD exact"))))...)
	}
	games := fmt.Sprintf("%s rated: %s (Tournament Rules 9.3)", cell("Games"), cell("Status"))
	out = append(out, fact("Games", games)...)
	more := []string{}
	if lg := cell("Last game"); lg.Kind != xlsxio.KindEmpty {
		more = append(more, "last game "+lg.String())
	}
	if fide := cell("FIDE"); fide.Kind != xlsxio.KindEmpty {
		more = append(more, "FIDE "+fide.String())
	}
	if cell("Running").Yes {
		more = append(more, "playing in a running tournament")
	}
	if len(more) > 0 {
		out = append(out, fact("Also", strings.Join(more, "; "))...)
	}
	return out
}

// periodFacts are the lines of the period for result player i: the state
// at the start, the new values as the saved list holds them, the games.
func (c *playerCard) periodFacts(run *periodRun, i int) []fyne.CanvasObject {
	res := run.result
	pr := &res.Players[i]
	cell := runRow(run, i)
	var out []fyne.CanvasObject
	out = append(out, fact("Period", fmt.Sprintf("%s, games finished %s – %s", res.Period, day(res.Period.GamesFrom()), day(res.Period.GamesTo())))...)
	out = append(out, fact("Ruleset", res.Ruleset.Title)...)
	start := fmt.Sprintf("r = %s", words.Fixed(pr.PreRating, 3))
	if res.Ruleset.ID != engine.ICCF2017 {
		start += fmt.Sprintf(", RD = %s (Rules 2.1)", words.Fixed(pr.PreRD, 3))
	}
	out = append(out, fact("Start of period", start)...)
	if !pr.Rated {
		out = append(out, fact("After the period", "still unrated: no rated game in the period")...)
		return out
	}
	rating := fmt.Sprintf("%s (exact %s)", cell("Rating"), exact(cell("Rating exact")))
	if prev := cell("Previous rating"); prev.Kind != xlsxio.KindEmpty {
		rating = fmt.Sprintf("%s → %s, change %s", prev, rating, signed(cell("Change")))
	} else {
		rating += ", the player's first rating"
	}
	out = append(out, fact("New rating", rating)...)
	if rd := cell("RD"); rd.Kind != xlsxio.KindEmpty {
		out = append(out, fact("New RD", fmt.Sprintf("%s (exact %s)", rd, exact(cell("RD exact"))))...)
	}
	out = append(out, fact("In the period", fmt.Sprintf("%s, score %s", words.Count(pr.PeriodGames, "game", "games"), titles.PointsText(pr.PeriodScore)))...)
	out = append(out, fact("After it", fmt.Sprintf("%d rated games: %s; active %s", pr.Games, pr.Status, cell("Active")))...)
	return out
}

// sumsText gives the sums of the terms (2025 write-up step f) or, in the
// Elo-style system, the score.
func (c *playerCard) sumsText(res *engine.PeriodResult, pr *engine.PlayerResult) string {
	if pr.NumTerms() == 0 {
		return "No game counted for the player in this period: rating and RD stay as they started (Rules 2.2g)."
	}
	if res.Ruleset.ID == engine.ICCF2017 {
		return fmt.Sprintf("Score %s from %s (Appendix 1 of the 2017 Tournament Rules). The calculation sheet (PDF) shows every step.",
			titles.PointsText(pr.PeriodScore), words.Count(pr.PeriodGames, "game", "games"))
	}
	return fmt.Sprintf("ΣD1 = %s    ΣD2 = %s    (2025 write-up step f). The calculation sheet (PDF) shows every step, a to g.\n%s",
		words.Fixed(pr.SumD1, 5), words.Fixed(pr.SumD2, 5), pjLegend)
}

// pjLegend says what the column P_j holds, so that nobody takes it for a
// probability (Rules 2.2d; docs/rules.md §1.1 "The update step, formula by
// formula"; the calculation sheet says the same under its step d).
const pjLegend = "P_j = p− + p+: p− and p+ are the probabilities of the game's result y_j with the opponent at μ_j − σ_j and at μ_j + σ_j; " +
	"P_j is their sum (twice their average, so up to 2), not a probability (docs/rules.md §1.1)."

// game is the input game of a term.
func (c *playerCard) game(t engine.Term) *engine.Game {
	if c.input == nil || t.Game < 0 || t.Game >= len(c.input.Games) {
		return nil
	}
	return &c.input.Games[t.Game]
}

// termColour names the side a term's player had, marked "*" when the
// game is a crosstable's, which does not say who had White (docs/rules.md
// "Colour unknown").
func (c *playerCard) termColour(t engine.Term) string {
	if g := c.game(t); g != nil && g.ColoursAssumed {
		return colour(t.White) + "*"
	}
	return colour(t.White)
}

// assumedNote explains the colours termColour marks, "" when none is.
func (c *playerCard) assumedNote() string {
	for _, t := range c.terms {
		if g := c.game(t); g != nil && g.ColoursAssumed {
			return "\n* " + pdfout.AssumedColours + "."
		}
	}
	return ""
}

// who names a player by name and ID.
func (c *playerCard) who(id engine.PlayerID) string {
	if n := c.names[id]; n != "" {
		return n
	}
	return strconv.FormatInt(int64(id), 10)
}

// termColumns are the columns of the terms: those of the Glicko-style
// rulesets, or W_e and ΔR in the Elo-style one.
func (c *playerCard) termColumns(id engine.RulesetID) []column {
	term := func(r int) engine.Term { return c.terms[r] }
	num := func(title string, width float32, digits int, v func(engine.Term) float64) column {
		return column{title: title, width: width, numeric: true,
			text:    func(r int) string { return words.Fixed(v(term(r)), digits) },
			compare: func(a, b int) int { return cmp.Compare(v(term(a)), v(term(b))) }}
	}
	// The score as crosstables and the calculation sheet write it: 1, ½, 0.
	result := num("Result", 70, 1, func(t engine.Term) float64 { return t.Score })
	result.text = func(r int) string { return titles.PointsText(term(r).Score) }
	cols := []column{
		{title: "j", width: 40, numeric: true, text: func(r int) string { return strconv.Itoa(r + 1) },
			compare: func(a, b int) int { return cmp.Compare(a, b) }},
		{title: "Opponent", width: 150, long: true, text: func(r int) string { return c.who(term(r).Opponent) }},
		{title: "Colour", width: 70, text: func(r int) string { return c.termColour(term(r)) }},
		num("r_j", 80, 3, func(t engine.Term) float64 { return t.OppRating }),
	}
	if id == engine.ICCF2017 {
		cols = append(cols,
			result,
			num("W_e", 80, 4, func(t engine.Term) float64 { return t.We }),
			num("ΔR", 80, 4, func(t engine.Term) float64 { return t.DeltaR }),
		)
	} else {
		cols = append(cols,
			num("RD_j", 75, 3, func(t engine.Term) float64 { return t.OppRD }),
			column{title: "r_j from", width: 100, text: func(r int) string { return term(r).OppSource.String() }},
			result,
			num("P_j = p− + p+", 110, 3, func(t engine.Term) float64 { return t.P }),
			num("D1", 80, 5, func(t engine.Term) float64 { return t.D1 }),
			num("D2", 80, 5, func(t engine.Term) float64 { return t.D2 }),
		)
	}
	// The columns fit the card in the default window (1240×780), a long
	// tournament's name wrapped in its row (a tester read "Open class
	// O-4…" at the card's right edge, the Tournament column cut off).
	return append(cols,
		column{title: "Tournament", width: 140, wrap: true, text: func(r int) string {
			if g := c.game(term(r)); g != nil {
				return strings.TrimSpace(g.Tournament + " " + g.Section)
			}
			return ""
		}},
		column{title: "Finished", width: 96, text: func(r int) string {
			if g := c.game(term(r)); g != nil {
				return finishedText(g)
			}
			return ""
		}},
	)
}

// openGames are the player's games in the open game lists and
// crosstables, each once, as the run takes them (sessionResultGames): a
// player who comes from a crosstable has his games there.
func (c *playerCard) openGames() []engine.Game {
	games, _ := sessionResultGames(&c.sh.session)
	var out []engine.Game
	for _, g := range games {
		if g.White == c.id || g.Black == c.id {
			out = append(out, g)
		}
	}
	return out
}

// listGameColumns are the columns of the player's games before a run.
func (c *playerCard) listGameColumns() []column {
	g := func(r int) *engine.Game { return &c.listGames[r] }
	return []column{
		{title: "Finished", width: 100, text: func(r int) string { return finishedText(g(r)) }},
		{title: "White", width: 200, long: true, text: func(r int) string { return c.who(g(r).White) }},
		{title: "Black", width: 200, long: true, text: func(r int) string { return c.who(g(r).Black) }},
		{title: "Result", width: 70, text: func(r int) string { return g(r).Outcome.String() }},
		{title: "Tournament", width: 220, long: true, text: func(r int) string { return strings.TrimSpace(g(r).Tournament + " " + g(r).Section) }},
		{title: "Read from", width: 260, long: true, text: func(r int) string { return originText(g(r).Origin) }},
	}
}

// onSaveSheet asks where to save the player's calculation sheet.
func (c *playerCard) onSaveSheet() {
	run := c.sh.session.run
	if run == nil {
		return
	}
	suggested := filepath.Join(filepath.Dir(run.req.List),
		fmt.Sprintf("calculation-%d-%d-%d.pdf", c.id, run.result.Period.Year, run.result.Period.Quarter))
	c.sh.dialogs.chooseSavePath("Save the calculation sheet", suggested, c.saveSheet)
}

// saveSheet writes the player's calculation sheet to path: his sheet
// alone, without the period report's summary, change list or the other
// players' sheets, so that it can be sent to him (docs/guide.md).
func (c *playerCard) saveSheet(path string) {
	c.sh.saveRunThen(func() { c.saveSheetNow(path) })
}

// saveSheetNow is saveSheet once no open file has changed on disk
// (shell.saveRunThen).
func (c *playerCard) saveSheetNow(path string) {
	run := c.sh.session.run
	if run == nil {
		return
	}
	opt := c.sheetOptions()
	c.sh.saveFile(kindOutput, path, run.req.Paths(), []string{".pdf"}, "the calculation sheet", func() error {
		return outputs.WriteFile(path, func(w io.Writer) error {
			return pdfout.WriteCalculationSheets(w, run.result, &run.loaded.Input, opt)
		})
	})
}

// sheetOptions ask for this player's calculation sheet only, on the
// preferences' paper: not the period screen's report options, whose
// "every player who played" box would add everyone's sheets.
func (c *playerCard) sheetOptions() pdfout.ReportOptions {
	return pdfout.ReportOptions{
		Paper:          c.sh.prefs.paper(),
		ProgramVersion: c.sh.programVersion(),
		Players:        []engine.PlayerID{c.id},
	}
}

// openCard shows the card of player id over the main window, with a
// Close button (issue 10: a window of its own had none, and could lie
// partly off the screen).
func (sh *shell) openCard(id engine.PlayerID) {
	sh.openCardFrom(id, cardFromList)
}

// openCardFrom is openCard for a card opened from the view from
// (playerCard.from).
func (sh *shell) openCardFrom(id engine.PlayerID, from cardOrigin) {
	c := newPlayerCardFrom(sh, id, from)
	// While it is open, its charts follow the theme (redrawCharts).
	sh.cards = append(sh.cards, c)
	sh.dialogs.showPanel("Player card: "+c.heading.Text, c.content, func() {
		sh.cards = slices.DeleteFunc(sh.cards, func(o *playerCard) bool { return o == c })
	})
}

// panelMargin is the room left around a panel, between it and the edges
// of the main window.
const panelMargin = 24

func (d *windowDialogs) showPanel(title string, content fyne.CanvasObject, closed func()) {
	dlg := dialog.NewCustomWithoutButtons(title, content, d.win)
	dlg.SetButtons([]fyne.CanvasObject{newKeyButton("Close", nil, dlg.Hide)})
	dlg.Resize(panelSize(d.win.Canvas().Size()))
	if closed != nil {
		dlg.SetOnClosed(closed) // besides showClosable's own: Fyne calls both
	}
	d.showClosable(dlg, nil)
}

// panelSize is the size of a panel over a window's content of size s: the
// whole content but a margin on each side.
func panelSize(s fyne.Size) fyne.Size {
	return fyne.NewSize(max(0, s.Width-2*panelMargin), max(0, s.Height-2*panelMargin))
}

// colour names the side a player had.
func colour(white bool) string {
	if white {
		return "White"
	}
	return "Black"
}

// finishedText is a game's finish date; "–" for a game not finished
// (it has none to give), "undated" for a finished game whose source gives
// none (docs/rules.md §1.5: the games the period screen counts as undated).
func finishedText(g *engine.Game) string {
	switch {
	case g.Outcome == engine.Unfinished:
		return "–"
	case g.Finished.IsZero():
		return "undated"
	}
	return g.Finished.Format("2006-01-02")
}

// originText says where a game was read: "games.xlsx, Games!C7".
func originText(o engine.Origin) string {
	s := filepath.Base(o.File)
	switch {
	case o.Sheet != "" && o.Cell != "":
		s += ", " + o.Sheet + "!" + o.Cell
	case o.Cell != "":
		s += ", " + o.Cell
	}
	return s
}

// exact shows an exact value as the workbooks do, with 6 decimals
// (docs/formats.md "Outputs"), rounded half up (words.Fixed).
func exact(c xlsxio.Cell) string {
	if c.Kind != xlsxio.KindFloat {
		return c.String()
	}
	return words.Fixed(c.Float, 6)
}
