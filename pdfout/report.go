package pdfout

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"

	"ratingdesk/engine"
	"ratingdesk/outputs"
)

// ReportOptions says how a period report is printed and what it includes
// (docs/cli.md `rate --report`).
type ReportOptions struct {
	// Paper is the sheet size; the zero value is A4.
	Paper Paper
	// ProgramVersion is printed in every footer.
	ProgramVersion string
	// Inputs are the files the period was computed from, listed with their
	// SHA-256 on the summary page.
	Inputs []outputs.InputFile
	// Warnings are the problems of the inputs that did not stop the
	// period (a game given twice, a name that differs from the list…), one
	// a line as the CLI prints them; the summary page lists them after the
	// input files.
	Warnings []string
	// Players asks for a calculation sheet for each of these players, in
	// this order. An ID that is not in the result is an error.
	Players []engine.PlayerID
	// AllPlayers asks for a calculation sheet for every player with a rated
	// game in the period, in the order of the change list (Players is then
	// ignored).
	AllPlayers bool
	// Progress, if not nil, is told the calculation sheets made out of all
	// asked for, from (0, n) to (n, n), on the writing goroutine: with a
	// sheet for each of thousands of players the report takes seconds.
	Progress engine.Progress
}

// WritePeriodReport writes the report of a rating period to w as a PDF:
//
//   - a summary: the period and its games window (Rules 3), the ruleset,
//     the input files with their SHA-256, the warnings of the inputs (if
//     any), the counts of players and of games
//     rated and not rated (by reason), the ten biggest gains and losses and
//     the players whose ratings became published (12 games) or fixed
//     (30 games) in the period (Tournament Rules 9.3);
//   - the change list: one row per player with a rated game in the period,
//     sorted by name with the diacritics folded (Ševčík among the S), then
//     by ID, with the number of players left out;
//   - a calculation sheet for each player asked for in opt, laid out as the
//     worked example of the 2025 write-up (steps 1 and a–g, and the RD the
//     next period starts from), so that a player can follow the change by
//     hand; for iccf-2017, the W_e, k and ΔR or the item 5 values of
//     Appendix 1 of the 2017 Tournament Rules.
//
// in gives the games' tournaments and dates and the number of games read;
// it may be nil, and the report then says less about the games. The PDF's
// date is the first day the list is valid, so that the same result gives
// the same bytes.
func WritePeriodReport(w io.Writer, res *engine.PeriodResult, in *engine.PeriodInput, opt ReportOptions) error {
	return WritePeriodReportContext(context.Background(), w, res, in, opt)
}

// WritePeriodReportContext is WritePeriodReport stopping when ctx is
// done: it looks at ctx before each calculation sheet and before writing
// the document, and then returns an error wrapping ctx.Err() having
// written nothing to w (a report with a sheet for each of 15,000 players
// takes minutes; the app's Cancel stops it).
func WritePeriodReportContext(ctx context.Context, w io.Writer, res *engine.PeriodResult, in *engine.PeriodInput, opt ReportOptions) error {
	if res == nil {
		return errors.New("pdfout: no period result to report")
	}
	rd := newReportData(res, in)
	sheets, err := rd.sheetPlayers(opt)
	if err != nil {
		return err
	}
	d := periodDocument(res, opt, "report")
	rd.summary(d, opt.Inputs, opt.Warnings)
	rd.changes(d)
	if err := rd.sheets(ctx, d, sheets, opt.Progress); err != nil {
		return err
	}
	return d.Output(w)
}

// WriteCalculationSheets writes to w a PDF that holds only the calculation
// sheets of the players opt asks for (Players, or AllPlayers), the same
// pages as in WritePeriodReport: no summary, no change list, so that the
// document can be given to a player without the other players' results
// (the player card's "Save calculation sheet (PDF)…", docs/guide.md). Each
// sheet names the period and the ruleset, every footer the program version
// and the ruleset; opt.Inputs is not printed, as the report cites the
// inputs on its summary page only. The PDF's date is the first day the list
// is valid, as the report's. Asking for no player is an error.
func WriteCalculationSheets(w io.Writer, res *engine.PeriodResult, in *engine.PeriodInput, opt ReportOptions) error {
	if res == nil {
		return errors.New("pdfout: no period result for a calculation sheet")
	}
	rd := newReportData(res, in)
	sheets, err := rd.sheetPlayers(opt)
	if err != nil {
		return err
	}
	if len(sheets) == 0 {
		return errors.New("pdfout: no player asked for a calculation sheet")
	}
	what := "calculation sheet"
	if len(sheets) > 1 {
		what += "s"
	}
	d := periodDocument(res, opt, what)
	if err := rd.sheets(context.Background(), d, sheets, opt.Progress); err != nil {
		return err
	}
	return d.Output(w)
}

// periodDocument is a new PDF of the period of res holding what ("report",
// "calculation sheet"…): titled by the period, its footers citing the
// program version and the ruleset, dated the list's first valid day, so
// that the same result gives the same bytes.
func periodDocument(res *engine.PeriodResult, opt ReportOptions, what string) *Document {
	return NewDocument(Meta{
		Title:          "Rating period " + res.Period.String() + " — " + what,
		Subject:        "ICCF rating period " + what + ", " + string(res.Ruleset.ID),
		ProgramVersion: opt.ProgramVersion,
		RulesetID:      string(res.Ruleset.ID),
		Date:           res.Period.ValidFrom(),
		Paper:          opt.Paper,
	})
}

// sheets prints the calculation sheets of the players with these indexes,
// each on new pages, in this order, unless ctx is done first (an error
// wrapping ctx.Err()); it looks at ctx again before the document is
// written. progress (if not nil) is told the sheets made out of all.
func (rd *reportData) sheets(ctx context.Context, d *Document, players []int, progress engine.Progress) error {
	for k, i := range players {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("pdfout: report stopped: %w", err)
		}
		if progress != nil {
			progress(k, len(players))
		}
		rd.sheet(d, i)
	}
	if progress != nil && len(players) > 0 {
		progress(len(players), len(players))
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("pdfout: report stopped: %w", err)
	}
	return nil
}

// playedInPeriod reports whether a player played in the period: a rated
// game counted for him (PeriodGames) or moved to him from a substitute
// who sat in for him (Rules 6a: a term, NumTerms). Such a player is in
// the summary's count of players who played and gets a sheet among
// "every player who played" (ReportOptions.AllPlayers).
func playedInPeriod(p *engine.PlayerResult) bool {
	return p.PeriodGames > 0 || p.NumTerms() > 0
}

// AllSheetsCount is how many calculation sheets ReportOptions.AllPlayers
// asks for in the report of res: one for every player who played in the
// period (playedInPeriod). The app shows it beside its choice.
func AllSheetsCount(res *engine.PeriodResult) int {
	n := 0
	for i := range res.Players {
		if playedInPeriod(&res.Players[i]) {
			n++
		}
	}
	return n
}

// reportData is a period result with the indexes the report needs.
type reportData struct {
	res *engine.PeriodResult
	in  *engine.PeriodInput
	// byID maps a player ID to its index in res.Players.
	byID map[engine.PlayerID]int
	// played lists the indexes of the players with a rated game in the
	// period, in change-list order.
	played []int
	// keys are the players' name sort keys, by index.
	keys []string
}

// newReportData indexes a result.
func newReportData(res *engine.PeriodResult, in *engine.PeriodInput) *reportData {
	rd := &reportData{
		res:  res,
		in:   in,
		byID: make(map[engine.PlayerID]int, len(res.Players)),
		keys: make([]string, len(res.Players)),
	}
	for i, p := range res.Players {
		rd.byID[p.Player.ID] = i
		rd.keys[i] = sortKey(p.Player.Name)
		if playedInPeriod(&p) {
			rd.played = append(rd.played, i)
		}
	}
	sort.SliceStable(rd.played, func(a, b int) bool { return rd.less(rd.played[a], rd.played[b]) })
	return rd
}

// less orders two players by name for the change list: by the folded name
// (sortKey), then by the name as written, then by ID.
func (rd *reportData) less(i, j int) bool {
	if rd.keys[i] != rd.keys[j] {
		return rd.keys[i] < rd.keys[j]
	}
	pi, pj := rd.res.Players[i].Player, rd.res.Players[j].Player
	if pi.Name != pj.Name {
		return pi.Name < pj.Name
	}
	return pi.ID < pj.ID
}

// sheetPlayers gives the indexes of the players to print a calculation
// sheet for.
func (rd *reportData) sheetPlayers(opt ReportOptions) ([]int, error) {
	if opt.AllPlayers {
		return rd.played, nil
	}
	var out []int
	for _, id := range opt.Players {
		i, ok := rd.byID[id]
		if !ok {
			return nil, fmt.Errorf("pdfout: calculation sheet asked for player %d, who is not in the period %s", id, rd.res.Period)
		}
		out = append(out, i)
	}
	return out, nil
}

// name is a player's name as printed, or "player ID" when the list has none.
func (rd *reportData) name(id engine.PlayerID) string {
	if i, ok := rd.byID[id]; ok && rd.res.Players[i].Player.Name != "" {
		return rd.res.Players[i].Player.Name
	}
	return fmt.Sprintf("player %d", id)
}

// glicko reports whether the ruleset is one of the Glicko-style systems of
// the 2023 Working Rules (iccf-2023, iccf-2025), whose terms carry the
// values of steps d–e.
func (rd *reportData) glicko() bool {
	return rd.res.Ruleset.ID != engine.ICCF2017 && rd.res.Ruleset.Params.Scale > 0
}

// oldRating is the rating the player had on the list the period starts
// from, rounded half up as published (Rules 5), and whether there was one.
func oldRating(p engine.PlayerResult) (int, bool) {
	if !p.Player.Rated {
		return 0, false
	}
	return engine.RoundHalfUp(p.Player.Rating), true
}

// change is the published rating change of the period: the new published
// rating less the old one rounded half up; ok is false for a player who had
// no rating before the period.
func change(p engine.PlayerResult) (n int, ok bool) {
	old, ok := oldRating(p)
	if !ok {
		return 0, false
	}
	return p.PublishedRating - old, true
}
