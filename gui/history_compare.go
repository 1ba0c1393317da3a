package gui

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/charts"
	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// moversShown is how many movers each way the History tab lists, as many
// as the history report (desk.MoversListed); moverRows how many rows of
// them show at the least.
const (
	moversShown = desk.MoversListed
	moverRows   = 3
)

// newCompareTab builds the tab comparing two rulesets (what-if).
func (s *historyScreen) newCompareTab() *container.TabItem {
	s.compareA = widget.NewSelect(rulesetIDs(), nil)
	s.compareB = widget.NewSelect(rulesetIDs(), nil)
	s.compareButton = newKeyButton("Compare", theme.MediaPlayIcon(), s.onCompare)
	s.compareInfo = widget.NewLabel(pickRulesetsText)
	// At this size the histogram's labels stay legible (user test: at
	// 440×150 they could not be read).
	s.histogram = newChartImage(fyne.NewSize(600, 220))
	s.gainers = newSortTable(s.moverColumns(0))
	s.losers = newSortTable(s.moverColumns(1))
	// A double click on a mover opens his card, with his curve.
	s.gainers.onActivated = func(r int) { s.sh.openCardFrom(s.movers[0][r].ID, cardFromHistory) }
	s.losers.onActivated = func(r int) { s.sh.openCardFrom(s.movers[1][r].ID, cardFromHistory) }
	s.saveComparison = newKeyButton("Save comparison…", theme.DocumentSaveIcon(), s.onSaveComparison)
	s.saveComparison.Disable() // until there is a comparison (showComparison)
	picks := border(nil, nil, container.NewHBox(widget.NewLabel("Replay the same periods under"), s.compareA, widget.NewLabel("and"), s.compareB, s.compareButton),
		s.saveComparison)
	s.moverTabs = [2]*container.TabItem{
		container.NewTabItem(moversTitle(0, 0), nameRoom(s.gainers, moverRows)),
		container.NewTabItem(moversTitle(1, 0), nameRoom(s.losers, moverRows))}
	s.moverBook = container.NewAppTabs(s.moverTabs[0], s.moverTabs[1])
	// The histogram beside the movers, each with the room it needs to be
	// read (the divider moves between them): the movers' side as wide as
	// both tabs' titles, so that neither goes into the tab bar's "…" menu
	// (user test at 900×600: with the losses' tab chosen there, their
	// table stood under the title of the gains).
	body := container.NewHSplit(container.NewPadded(s.histogram), atLeast(s.moverBook, fyne.NewSize(tabsWidth(moversTitle(0, moversShown), moversTitle(1, moversShown)), 0)))
	body.Offset = 0.55
	// The summary wraps, whole (wrapped: a label wrapping by itself in a
	// VBox asks for one line, and what follows was cut off at 1280×800).
	top := container.NewVBox(picks, wrapped(s.compareInfo))
	s.compareContent = border(top, nil, nil, nil, body)
	return container.NewTabItem("Compare rulesets", s.compareContent)
}

// pickRulesetsText says what Compare does, before a comparison.
const pickRulesetsText = "Pick two rulesets and press Compare: the periods of the form are replayed under each, and the last lists compared."

// moversTitle names the tab of the gainers (side 0) or losers (1), with
// how many rows its table shows: short, so that both tabs show beside the
// histogram in a window 900 wide (the summary says they are the biggest
// gains and losses under B, and how many of all, moversListed).
func moversTitle(side, n int) string {
	t := [2]string{"Gains", "Losses"}[side]
	if n > 0 {
		t += " (" + words.Number(n) + ")"
	}
	return t
}

// moversListed says how many of the gains and of the losses under B the
// movers' tabs list, of how many: "1 of 1 gain, 20 of 35 losses".
func moversListed(c *desk.Comparison, gains, losses int) string {
	side := func(listed, all int, one, many string) string {
		if all == 0 {
			return "no " + one
		}
		return fmt.Sprintf("%d of %s", listed, words.Count(all, one, many))
	}
	return side(gains, c.Gainers, "gain", "gains") + ", " + side(losses, c.Losers, "loss", "losses")
}

// tabsWidth is the width a tab bar needs to show tabs of these titles
// side by side (container.AppTabs: each title, bold, in a button with
// inner padding around its label's own, the buttons a padding apart).
func tabsWidth(titles ...string) float32 {
	w := theme.Padding() * float32(len(titles)-1)
	for _, t := range titles {
		w += fyne.MeasureText(t, theme.TextSize(), fyne.TextStyle{Bold: true}).Width + 4*theme.InnerPadding() + 1
	}
	return w
}

// moverColumns are the columns of the gainers (side 0) or losers (1).
func (s *historyScreen) moverColumns(side int) []column {
	m := func(r int) desk.ComparisonRow { return s.movers[side][r] }
	num := func(title string, v func(desk.ComparisonRow) int) column {
		return column{title: title, width: 50, numeric: true,
			text: func(r int) string { return strconv.Itoa(v(m(r))) }, key: func(r int) float64 { return float64(v(m(r))) }}
	}
	// The name, the difference Δ = B − A, A and B first, the ID and the
	// Fed last, each column narrow: in a window 900 wide the movers' side
	// beside the histogram shows them (a tester saw only ID, Name and
	// Fed). The name widens as far as the room allows (nameRoom).
	return []column{
		{title: "Name", width: 110, long: true, text: func(r int) string { return m(r).Name }},
		{title: "Δ", width: 50, numeric: true, text: func(r int) string { return signedInt(m(r).Diff) },
			key: func(r int) float64 { return float64(m(r).Diff) }},
		num("A", func(c desk.ComparisonRow) int { return c.RatingA }),
		num("B", func(c desk.ComparisonRow) int { return c.RatingB }),
		{title: "exact", width: 60, numeric: true, text: func(r int) string { return words.Fixed(m(r).DiffExact, 2) },
			key: func(r int) float64 { return m(r).DiffExact }},
		{title: "ID", width: 62, numeric: true, text: func(r int) string { return strconv.FormatInt(int64(m(r).ID), 10) }},
		{title: "Fed", width: 45, text: func(r int) string { return m(r).Fed }},
	}
}

// nameRoom holds a movers' table, with room for n rows, whose first
// column, the Name, is as wide as the longest name listed (a tester saw
// "Knežević, Lu…" in a window 1240 wide, as the Players tab shows names
// whole), as far as the three columns beside it (Δ, A and B) stay in
// view: in a window 900 wide the values beside the names come first, and
// the longest names are cut (a tester saw only ID, Name and Fed: shot
// 46). The room is measured again whenever the table is laid out.
func nameRoom(t *sortTable, n int) *fyne.Container {
	return container.New(&nameRoomLayout{t: t}, t.withRows(n))
}

// nameRoomLayout is the layout of nameRoom.
type nameRoomLayout struct{ t *sortTable }

func (l *nameRoomLayout) MinSize(objects []fyne.CanvasObject) fyne.Size { return objects[0].MinSize() }

func (l *nameRoomLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
	t := l.t
	beside := t.columns[1].width + t.columns[2].width + t.columns[3].width
	t.setWidth(0, max(t.minWidths[0], min(t.widestText(0), size.Width-beside)))
}

// rulesetIDs are the IDs of the rulesets the engine knows, for the short
// pickers of the History tab.
func rulesetIDs() []string {
	var out []string
	for _, l := range rulesetLabels() {
		if rs, ok := rulesetByLabel(l); ok {
			out = append(out, string(rs.ID))
		}
	}
	return out
}

// signedInt writes n with its sign: +7, -3, 0.
func signedInt(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// onCompare replays the periods of the form under ruleset A and under
// ruleset B, off the UI goroutine, and compares the last lists. An open
// file changed on disk is read again first (shell.whenUnchanged), as
// before a replay.
func (s *historyScreen) onCompare() { s.sh.whenUnchanged(nil, s.compareUnchanged) }

// compareUnchanged is onCompare once no open file has changed on disk.
func (s *historyScreen) compareUnchanged() {
	req, reason := s.request()
	if reason != "" {
		s.sh.dialogs.tell("The comparison cannot run yet", reason)
		return
	}
	ra, rb := knownRuleset(engine.RulesetID(s.compareA.Selected)), knownRuleset(engine.RulesetID(s.compareB.Selected))
	reqA, reqB := req, req
	reqA.Ruleset, reqA.Switches, reqB.Ruleset, reqB.Switches = ra, nil, rb, nil
	for _, r := range []desk.ReplayRequest{reqA, reqB} {
		if err := r.Check(); err != nil {
			s.sh.dialogs.tell("The comparison cannot run yet", errorMessage("comparing "+string(r.Ruleset.ID), err))
			return
		}
	}
	s.sh.tasks.start(fmt.Sprintf("Comparing %s and %s", ra.ID, rb.ID), func(ctx context.Context, progress engine.Progress) func() {
		n := len(req.Periods())
		a, problems, err := desk.Replay(ctx, reqA, func(done, _ int, _ engine.Period) { progress(done, 2*n) })
		var b *desk.History
		if err == nil && !problems.HasErrors() {
			b, problems, err = desk.Replay(ctx, reqB, func(done, _ int, _ engine.Period) { progress(n+done, 2*n) })
		}
		return func() { s.compared(req, a, b, problems, err) }
	})
}

// compared shows how the comparison of the periods of req ended.
func (s *historyScreen) compared(req desk.ReplayRequest, a, b *desk.History, problems xlsxio.Problems, err error) {
	switch {
	case errors.Is(err, context.Canceled):
		s.sh.tasks.say("The comparison was cancelled. Nothing was changed.")
		return
	case problems.HasErrors():
		s.sh.dialogs.tell("The comparison did not run", problemsMessage("comparing the rulesets", problems))
		return
	case err != nil:
		s.sh.dialogs.tell("The comparison did not run", errorMessage("comparing the rulesets", err))
		return
	}
	c, _ := desk.Compare(a, b, engine.Period{})
	s.comparison = c
	if s.sh.session.replayed == "" {
		s.madeResults(req)
	}
	s.showComparison()
	s.sh.tasks.say(s.compareInfo.Text)
}

// showComparison shows the last comparison (nil: none).
func (s *historyScreen) showComparison() {
	// Laid out again for the text above the histogram, which grows from
	// a line to several (and was cut off, as the Reconcile tab's was).
	defer s.compareContent.Refresh()
	c := s.comparison
	s.sh.showChart(s.histogram, "", nil, nil)
	if c == nil {
		s.saveComparison.Disable()
		s.movers = [2][]desk.ComparisonRow{}
		s.gainers.setRows(0, nil)
		s.losers.setRows(0, nil)
		s.showMoverCounts()
		s.compareInfo.SetText(pickRulesetsText)
		if note := s.asideNote(s.aside.comparison, "press Compare again to compare the rulesets on the files as they are now."); note != "" {
			s.compareInfo.SetText(note)
		}
		return
	}
	s.saveComparison.Enable()
	s.movers[0], s.movers[1] = desk.PublishedMovers(c, moversShown)
	s.gainers.setRows(len(s.movers[0]), nil)
	s.losers.setRows(len(s.movers[1]), nil)
	for _, tab := range s.moverTabs {
		tab.Content.Refresh() // the names' room (nameRoom)
	}
	s.showMoverCounts()
	s.compareInfo.SetText(fmt.Sprintf("After %s, A = %s, B = %s: %s rated under both; under B %s, %s, %s (%s rated under A only, %s under B only).",
		c.Period, c.RulesetA.ID, c.RulesetB.ID, words.Count(len(c.Rows), "player", "players"),
		words.Count(c.Gainers, "player gains", "players gain"), words.Count(c.Losers, "player loses", "players lose"),
		words.Count(c.Same, "player keeps the same rating", "players keep the same rating"), words.Number(c.OnlyA), words.Number(c.OnlyB)) +
		" The tabs beside the histogram list the biggest first: " + moversListed(c, len(s.movers[0]), len(s.movers[1])) + "." +
		" Double-click a player for the player's card and curve in the replay run on the Periods tab (A, B and Δ = B − A are in this table).")
	s.drawDifferences(c)
}

// drawDifferences draws the histogram of the differences B − A of
// comparison c (charts.DifferencesPNG) in the theme's colours, unless
// another comparison is shown by the time it is drawn.
func (s *historyScreen) drawDifferences(c *desk.Comparison) {
	diffs := make([]int, len(c.Rows))
	for i, r := range c.Rows {
		diffs[i] = r.Diff
	}
	what := fmt.Sprintf("%s − %s", c.RulesetB.ID, c.RulesetA.ID)
	size := charts.ScreenSize.In(s.sh.chartColours(theme.ColorNameBackground))
	s.sh.drawChart(func() ([]byte, error) { return charts.DifferencesPNG(diffs, what, size) },
		func(png []byte, err error) {
			if s.comparison == c {
				s.sh.showChart(s.histogram, "differences.png", png, err)
			}
		})
}

// showMoverCounts says in the movers' tabs how many each lists.
func (s *historyScreen) showMoverCounts() {
	for side, tab := range s.moverTabs {
		tab.Text = moversTitle(side, len(s.movers[side]))
	}
	s.moverBook.Refresh()
}

// onSaveComparison asks where to save the comparison (XLSX or CSV).
func (s *historyScreen) onSaveComparison() {
	c := s.comparison
	if c == nil {
		s.sh.dialogs.tell("Nothing to save yet", "There is no comparison to save yet: pick two rulesets and press Compare.")
		return
	}
	req, _ := s.request()
	s.sh.dialogs.chooseSavePath("Save the comparison (.xlsx or .csv)", filepath.Join(filepath.Dir(req.List), "comparison.xlsx"), func(path string) {
		s.saveUnchanged(nil, func() {
			s.saveTable(path, req.Paths(), "the comparison", func(b *outputs.Batch) error {
				return desk.StageComparison(b, path, c, s.sh.prefs.csvFormat(), req.Paths())
			})
		})
	})
}

// newReconcileTab builds the tab reconciling the last list with an
// official one.
func (s *historyScreen) newReconcileTab() *container.TabItem {
	s.official = widget.NewSelect(nil, nil)
	s.official.PlaceHolder = "(open the official list first)"
	s.openOfficial = newKeyButton("Open official list…", theme.FolderOpenIcon(), s.onOpenOfficial)
	s.reconcileButton = newKeyButton("Reconcile", theme.MediaPlayIcon(), s.onReconcile)
	s.reconcileInfo = widget.NewLabel("")
	s.reconcileInfo.Wrapping = fyne.TextWrapWord
	row := func(r int) []string { return desk.ReconcileCells(s.reconciliation.Rows[r]) }
	text := func(i int) func(int) string { return func(r int) string { return row(r)[i] } }
	// What differs comes first: the Kind beside the Name, then the
	// computed list's spelling, then the figures, each numeric column as
	// wide as its heading (the Kind, last, was off-screen in a window
	// 1280 wide: a tester).
	s.diffs = newSortTable([]column{
		// The texts' columns as wide as their texts (fit: at most a few
		// hundred rows differ), so that the figures are in view in a
		// window 1280 wide (a tester: Official games was cut at the right
		// while Computed name sat empty, 200 wide).
		{title: "ID", width: 70, numeric: true, text: text(0)},
		{title: "Name", width: 120, fit: true, text: text(1)},
		{title: "Kind", width: 120, fit: true, text: text(7)},
		// The computed list's name, where it is spelt otherwise (kind
		// "same entries, different name", or besides another difference).
		{title: "Computed name", width: 60, fit: true, text: text(10)},
		{title: "Official rating", numeric: true, text: text(2)},
		{title: "Computed rating", numeric: true, text: text(3)},
		{title: "Δ", width: 50, numeric: true, text: text(4)},
		{title: "Official games", numeric: true, text: text(5)},
		{title: "Computed games", numeric: true, text: text(6)},
		// The RDs, as the difference file and the report give them: a
		// row "same games and rating, different RD" shows what differs.
		{title: "Official RD", numeric: true, text: text(8)},
		{title: "Computed RD", numeric: true, text: text(9)},
	})
	s.diffs.onActivated = func(r int) { s.sh.openCardFrom(s.reconciliation.Rows[r].ID, cardFromReconcile) }
	s.saveDiffs = newKeyButton("Save reconciliation…", theme.DocumentSaveIcon(), s.onSaveReconciliation)
	s.saveDiffs.Disable() // until there is a reconciliation (showReconciliation)
	picks := border(nil, nil, widget.NewLabel("Official list"), container.NewHBox(s.openOfficial, s.reconcileButton), s.official)
	top := container.NewVBox(picks, s.reconcileInfo)
	s.reconcileContent = border(top, container.NewHBox(s.saveDiffs), nil, nil, s.diffs.table)
	return container.NewTabItem("Reconcile", s.reconcileContent)
}

// onReconcile compares the official list picked with the last list of
// the replay, once none of the files changed on disk since read
// (shell.whenUnchanged): the official list changed is read again first,
// and an open file changed sets the replay aside.
func (s *historyScreen) onReconcile() {
	s.sh.whenUnchanged([]string{s.official.Selected}, s.reconcileUnchanged)
}

// reconcileUnchanged is onReconcile once no file has changed on disk.
func (s *historyScreen) reconcileUnchanged() {
	official := s.officialOf(s.official.Selected)
	switch {
	case s.run == nil:
		s.sh.dialogs.tell("Nothing to reconcile yet", "Run the replay first: its last list is the computed side of the reconciliation.")
		return
	case official == nil:
		s.sh.dialogs.tell("Nothing to reconcile yet", "Open the official list to reconcile with (Open official list…).")
		return
	}
	h := s.run.history
	k, note := reconcileQuarter(h, official)
	computed := desk.ListAfter(h, k, "replay "+h.Periods[k].Period.String())
	s.reconciliation, s.officialAside, s.reconcileNote = desk.Reconcile(official, computed), "", note
	s.showReconciliation()
	// The counts first at the foot of the window, which shows one line,
	// then the quarter compared with; the tab says the quarter first.
	s.sh.tasks.say(strings.TrimPrefix(s.reconcileInfo.Text, note+" ") + " " + note)
}

// showReconciliation shows the last reconciliation (nil: none).
func (s *historyScreen) showReconciliation() {
	// Laid out again for the text above the rows: grown from a line (a
	// note of results set aside) to two, it was cut off until the tab
	// was shown again.
	defer s.reconcileContent.Refresh()
	r := s.reconciliation
	if r == nil {
		s.saveDiffs.Disable()
		s.diffs.setRows(0, nil)
		s.reconcileInfo.SetText("Open the official list (as ICCF publishes it, or any rating list) and press Reconcile: every player whose rating, RD, games, name or presence differs from the replay's list of the same quarter (its last, when the official list does not say its quarter) is listed, with what the difference means.")
		if note := s.asideNote(s.aside.reconciliation, "run the replay again, then press Reconcile."); note != "" {
			s.reconcileInfo.SetText(note)
		} else if s.officialAside != "" {
			s.reconcileInfo.SetText(s.officialAside)
		}
		return
	}
	s.saveDiffs.Enable()
	s.diffs.setRows(len(r.Rows), nil)
	if len(r.Rows) == 0 {
		s.reconcileInfo.SetText(s.reconcileNote + fmt.Sprintf(" The lists agree: none of the %s differs between %s and %s.",
			words.Count(r.Compared, "player", "players"), filepath.Base(r.Official), r.Computed) + notCompared(r))
		return
	}
	text := fmt.Sprintf("%s of %s %s %s between %s and %s:", words.Number(len(r.Rows)), words.Number(r.Compared), words.Agree(r.Compared, "player", "players"),
		words.Agree(len(r.Rows), "differs", "differ"), filepath.Base(r.Official), r.Computed)
	for _, k := range desk.DiffKinds() {
		if n := r.Count(k); n > 0 {
			text += fmt.Sprintf(" %s %s;", words.Number(n), k)
		}
	}
	text = text[:len(text)-1] + "."
	if n := r.Renamed() - r.Count(desk.NameDiffers); n > 0 {
		text += fmt.Sprintf(" %s of them %s also named differently (Computed name).", words.Number(n), words.Agree(n, "is", "are"))
	}
	s.reconcileInfo.SetText(s.reconcileNote + " " + text + notCompared(r) + " Double-click a player for the player's card.")
}

// reconcileQuarter is the quarter of replay h whose list an official
// list is compared with (docs/guide.md "The History tab"), with a
// sentence saying which and why: the official list's own period when it
// says one (xlsxio.RatingList.Period: the Notes sheet of a workbook
// Rating Desk wrote) and the replay holds it; else the replay's last
// quarter, saying that the list's period is unknown, or not in the
// replay (a tester reconciled the list of 2025/1 with a replay to 2025/2
// and was shown 68 differences without a word of the quarter).
func reconcileQuarter(h *desk.History, official *xlsxio.RatingList) (int, string) {
	last := h.Last()
	lastText := fmt.Sprintf("the replay's last list, %s", h.Periods[last].Period)
	if !official.HasPeriod {
		return last, fmt.Sprintf("Compared with %s: the official list does not say its period (only a workbook Rating Desk wrote does, in its Notes sheet); if it is the list of another quarter, replay to that quarter and reconcile again.", lastText)
	}
	if k := h.PeriodIndex(official.Period); k >= 0 {
		return k, fmt.Sprintf("Compared with the replay's list of %s, the official list's own period (its Notes sheet says so).", official.Period)
	}
	return last, fmt.Sprintf("Compared with %s: the official list is the list of %s (its Notes sheet says so), which the replay, %s to %s, does not hold; replay to %s to compare the lists of the same quarter.",
		lastText, official.Period, h.Periods[0].Period, h.Periods[last].Period, official.Period)
}

// notCompared is the sentences of desk.Reconciliation.NotCompared, each
// after a space: the ratings under 12 games a list gives none for, which
// were not compared (docs/rules.md "Unpublished ratings").
func notCompared(r *desk.Reconciliation) string {
	text := ""
	for _, s := range r.NotCompared() {
		text += " " + s + "."
	}
	return text
}

// onSaveReconciliation asks where to save the differences (XLSX or CSV).
func (s *historyScreen) onSaveReconciliation() {
	r := s.reconciliation
	if r == nil {
		s.sh.dialogs.tell("Nothing to save yet", "There is no reconciliation to save yet: open the official list and press Reconcile.")
		return
	}
	// The official list it was made with, also when another is picked
	// since.
	inputs := append(s.run.req.Paths(), r.Official)
	s.sh.dialogs.chooseSavePath("Save the reconciliation (.xlsx or .csv)", filepath.Join(filepath.Dir(r.Official), "differences.xlsx"), func(path string) {
		s.saveUnchanged([]string{r.Official}, func() {
			s.saveTable(path, inputs, "the reconciliation", func(b *outputs.Batch) error {
				return desk.StageReconciliation(b, path, r, s.sh.prefs.csvFormat(), inputs)
			})
		})
	})
}
