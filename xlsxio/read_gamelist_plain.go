package xlsxio

import (
	"time"
	"unsafe"

	"ratingdesk/engine"
)

// plainGames reads the rows of a streamed CSV game list whose fields are
// all in their plain form straight from the parser's record, without
// making the row's cells and reading them one by one (gameStream.onRow):
// a million rows are converted at the cost of splitting them
// (docs/performance.md "Reading"). A field is plain when the reading of
// its cell can only give one value and no problem:
//   - White and Black: 1 to 15 digits, not 0, the two not the same;
//   - Result: exactly one of the texts of plainResults, or one with the
//     apostrophe the writer puts before a text that begins like a formula
//     ('-/+), that ParseGameResult reads without an error;
//   - Finished: empty, or YYYY-MM-DD, a real day from earliestDate to
//     today; empty when the result is (a game not finished but dated is
//     warned of by its cells);
//   - Tournament, Section and Type: empty, or text that begins and ends
//     with an ASCII character that is not a space and begins with no
//     apostrophe (which UnescapeFormula may take away);
//   - White and Black start rating: empty, or 4 digits from 1000 to 3000
//     (a usual rating: no warning, and no decimal mark to decide);
//   - White name and Black name: empty, or a name as the rating list's
//     plain rows take it (plainName: any letters at its ends);
//   - the substitutes and the columns without a heading: empty;
//   - the fields beyond the header row's columns: empty.
//
// Any other row is declined (row returns false) and read from its cells
// as before, so that both readings give the same game and the same
// problems (TestReadGameListStreamSameAsTable, FuzzGameListPlainSameAsCells).
type plainGames struct {
	g *gameStream
	// white … typ are the file's columns of those fields (layout.pos);
	// the shared ones are paired with their schema column (table.share).
	white, black, result, finished int
	shared                         [3]struct{ schema, col int }
	// whiteName and blackName are the names' columns (gameNames).
	whiteName, blackName int
	// whiteStart and blackStart are the start ratings' columns; empty
	// are the columns that must be empty (substitutes), width the number
	// of the header row's columns.
	whiteStart, blackStart int
	empty                  []int
	width                  int
	// results are the result texts read as they stand and their outcomes.
	results []plainResult
	today   time.Time
}

// plainResult is a result text and the outcome ParseGameResult gives it.
type plainResult struct {
	text    string
	outcome engine.Outcome
}

// plainResults are the result texts a plain row may hold: the usual ones
// and the empty cell (a game not finished).
var plainResults = [...]string{"1-0", "0-1", "½-½", "", "*", "1/2-1/2", "+/-", "-/+"}

// newPlainGames is the plain reading of g's rows, nil when its layout
// lacks White, Black or Result, or names its cells in full
// (gameColumns): every row is then read from its cells.
func newPlainGames(g *gameStream) *plainGames {
	pos := g.l.pos
	if pos[glWhite] < 0 || pos[glBlack] < 0 || pos[glResult] < 0 || g.cols == nil {
		return nil
	}
	pl := &plainGames{
		g: g, white: pos[glWhite], black: pos[glBlack], result: pos[glResult], finished: pos[glFinished],
		whiteStart: pos[glWhiteStart], blackStart: pos[glBlackStart], width: g.stream.width, today: g.today,
		whiteName: pos[glWhiteName], blackName: pos[glBlackName],
	}
	for k, i := range [3]int{glTournament, glSection, glType} {
		pl.shared[k].schema, pl.shared[k].col = i, pos[i]
	}
	for _, i := range []int{glWhiteSubFor, glBlackSubFor} {
		if pos[i] >= 0 {
			pl.empty = append(pl.empty, pos[i])
		}
	}
	for col := range pl.width {
		if !g.l.headed[col] {
			pl.empty = append(pl.empty, col) // warned of by its cells (unheadedWarnings)
		}
	}
	for _, text := range plainResults {
		for _, raw := range []string{text, "'" + text} {
			if UnescapeFormula(raw) != text {
				continue
			}
			if o, err := ParseGameResult(text); err == nil {
				pl.results = append(pl.results, plainResult{raw, o})
			}
		}
	}
	return pl
}

// recordFields are the fields of a parsed record: field k is
// rec[ends[k-1]:ends[k]].
type recordFields struct {
	rec  []byte
	ends []int
}

// get is field col, nil when the record has no such field (col < 0: the
// file lacks the column).
func (f recordFields) get(col int) []byte {
	if col < 0 || col >= len(f.ends) {
		return nil
	}
	start := 0
	if col > 0 {
		start = f.ends[col-1]
	}
	return f.rec[start:f.ends[col]]
}

// view is b as a string sharing its bytes, for a comparison or a parse
// that keeps no part of it.
func view(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// row reads the record f as data row num when every field it reads is
// plain, handing the game on as onRow would; false, having changed
// nothing, when one is not.
func (pl *plainGames) row(f recordFields, num int) bool {
	// The substitutes and every field beyond the header row's columns
	// are empty.
	if !f.emptyAt(pl.empty, pl.width) {
		return false
	}
	white, okW := plainID(f.get(pl.white))
	black, okB := plainID(f.get(pl.black))
	outcome, okR := pl.outcome(f.get(pl.result))
	finished, okF := pl.date(f.get(pl.finished))
	whiteStart, okWS := plainRating(f.get(pl.whiteStart))
	blackStart, okBS := plainRating(f.get(pl.blackStart))
	// A game without a result but with a finish date is read from its
	// cells, which warn of it (readGame).
	unfinishedDated := outcome == engine.Unfinished && !finished.IsZero()
	if !okW || !okB || !okR || !okF || !okWS || !okBS || white == black || unfinishedDated {
		return false
	}
	var texts [3]string
	for k, sh := range pl.shared {
		b := f.get(sh.col)
		if !plainText(b) {
			return false
		}
		texts[k] = view(b)
	}
	whiteName, blackName := f.get(pl.whiteName), f.get(pl.blackName)
	if len(whiteName) > 0 && !plainName(whiteName) || len(blackName) > 0 && !plainName(blackName) {
		return false
	}
	g := pl.g
	t := g.t
	pl.addName(white, whiteName, pl.whiteName, num)
	pl.addName(black, blackName, pl.blackName, num)
	g.game = engine.Game{
		White: white, Black: black, Outcome: outcome, Finished: finished, WhiteStart: whiteStart, BlackStart: blackStart,
		Origin: engine.Origin{File: t.file, Sheet: t.sheet, Cell: g.refs.ref(pl.result, num)},
		Cells:  engine.GameCells{Row: num, Cols: g.cols},
	}
	g.game.Tournament = t.share(pl.shared[0].schema, texts[0])
	g.game.Section = t.share(pl.shared[1].schema, texts[1])
	g.game.Type = t.share(pl.shared[2].schema, texts[2])
	g.deliver(&g.game)
	g.tally.count.Read++
	return true
}

// addName takes the name b of player id, in column col of data row num,
// as gameNames.fromRow takes it from the row's cells.
func (pl *plainGames) addName(id engine.PlayerID, b []byte, col, num int) {
	if len(b) > 0 && pl.g.names.wants(id) {
		pl.g.names.add(id, view(b), pl.g.t, col, num)
	}
}

// emptyAt reports whether the fields of cols and every field from column
// width on are empty: what a plain row must leave empty (a field beyond
// the header row's columns makes the row a shifted one).
func (f recordFields) emptyAt(cols []int, width int) bool {
	for _, col := range cols {
		if len(f.get(col)) != 0 {
			return false
		}
	}
	for col := width; col < len(f.ends); col++ {
		if len(f.get(col)) != 0 {
			return false
		}
	}
	return true
}

// plainID reads a plain player ID: 1 to 15 digits, not 0 (integer and
// playerID read those without a problem).
func plainID(b []byte) (engine.PlayerID, bool) {
	if len(b) == 0 || len(b) > 15 {
		return 0, false
	}
	var v int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int64(c-'0')
	}
	return engine.PlayerID(v), v > 0
}

// plainRating reads a plain start rating: empty (0), or 4 digits from
// 1000 to 3000 (rating reads those without a problem: a whole number
// has no decimal mark to decide, and lies within the usual ratings).
func plainRating(b []byte) (float64, bool) {
	if len(b) == 0 {
		return 0, true
	}
	if len(b) != 4 {
		return 0, false
	}
	v := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	return float64(v), v >= minUsualRating && v <= maxUsualRating
}

// outcome reads a plain result.
func (pl *plainGames) outcome(b []byte) (engine.Outcome, bool) {
	s := view(b)
	for _, r := range pl.results {
		if r.text == s {
			return r.outcome, true
		}
	}
	return engine.Unfinished, false
}

// date reads a plain finish date: empty (the zero time) or YYYY-MM-DD, a
// day from earliestDate to today, as finishDate reads it.
func (pl *plainGames) date(b []byte) (time.Time, bool) {
	return plainDate(b, pl.today)
}

// plainText reports whether b is empty or reads as itself: trimSpace
// leaves it (its first and last bytes are ASCII and not spaces) and
// UnescapeFormula too (it does not begin with an apostrophe).
func plainText(b []byte) bool {
	if len(b) == 0 {
		return true
	}
	first, last := b[0], b[len(b)-1]
	return first > ' ' && first < 0x80 && first != '\'' && last > ' ' && last < 0x80
}
