package xlsxio

import (
	"fmt"
	"slices"
	"strconv"

	"ratingdesk/engine"
	"ratingdesk/internal/words"
)

// otherGameSheet reads a sheet of a workbook, after its first game list,
// whose header row makes it a game list too (docs/rules.d/xlsxio-read.md
// "Several game sheets"), by name (opt.Sheet). A sheet whose rows do not
// hold games (heldGames) is not read: skipped is set and the one problem
// is the warning that says so, in place of the sheet's own.
func otherGameSheet(path string, opt ReadOptions) (gl *GameList, problems Problems, skipped bool) {
	s := gameListSchema()
	t, header, problems := openList(path, opt, s)
	if t == nil || header < 0 {
		return nil, problems, false
	}
	if p := heldGames(t, header, s); p != nil {
		return nil, Problems{p}, true
	}
	gl, problems = readGameRows(t, header, opt, s, problems)
	return gl, problems, false
}

// sheetTally counts what the data rows of a sheet headed like a game list
// hold (heldGames): its non-blank rows, those that are games (White and
// Black player IDs, Result a game result or empty) and those finished;
// why names the first cell that is no game's.
type sheetTally struct {
	rows, games, finished int
	why                   string
}

// heldGames is the warning of a sheet, other than a workbook's first game
// list, that is headed White, Black and Result but holds no games
// (docs/rules.d/xlsxio-read.md "Several game sheets"): it has no
// non-blank row, or most of its non-blank rows are not games (a "Colours" sheet of counts and scores, a
// team match between countries), or none is finished (the pairings of a
// round to come). Nil for a sheet of games, whose problems are then its
// own. Each row's three cells are read once, as the list reads them.
func heldGames(t *table, header int, s *schema) *Problem {
	l, _ := s.layoutOf(t, header)
	var scratch Problems
	var st sheetTally
	for k := header + 1; k < len(t.rows); k++ {
		r := &t.rows[k]
		if r.blank() {
			continue
		}
		st.rows++
		rr := &rowReader{t: t, l: l, r: r, problems: &scratch}
		st.row(rr)
		scratch = scratch[:0]
	}
	noGames := st.rows == 0 || st.games*2 < st.rows
	switch {
	case noGames && st.why != "":
		return warnf(t.file, t.sheet, "", "sheet %q is headed like a game list but holds no games (%s): it is not read", t.sheet, st.why)
	case noGames:
		return warnf(t.file, t.sheet, "", "sheet %q is headed like a game list but holds no games: it is not read", t.sheet)
	case st.finished == 0:
		return warnf(t.file, t.sheet, "", "sheet %q is headed like a game list but holds no finished game (%s: pairings?): it is not read; type their results to rate them",
			t.sheet, words.Count(st.games, "game without a result", "games without a result"))
	}
	return nil
}

// row counts a data row of the sheet.
func (st *sheetTally) row(rr *rowReader) {
	for _, i := range []int{glWhite, glBlack} {
		if _, g := rr.playerID(i); g != gotValue {
			st.noGame(rr, i, "is no player ID")
			return
		}
	}
	c := rr.cell(glResult)
	outcome, err := ParseGameResult(c.text)
	switch {
	case c.date:
		// a result the spreadsheet turned into a date: the sheet's error
		st.games++
		st.finished++
	case err != nil || c.boolean:
		st.noGame(rr, glResult, "is no game result")
	default:
		st.games++
		if outcome != engine.Unfinished {
			st.finished++
		}
	}
}

// noGame notes the first cell that makes a row no game.
func (st *sheetTally) noGame(rr *rowReader, i int, what string) {
	if st.why != "" {
		return
	}
	if text := rr.text(i); text != "" {
		st.why = fmt.Sprintf("%s %s %s", rr.ref(i), strconv.Quote(text), what)
	} else {
		st.why = rr.ref(i) + " is empty"
	}
}

// copyKey is what a copy of a game repeats: players, finish day, result,
// tournament and section as written.
type copyKey struct {
	white, black        engine.PlayerID
	day                 int
	outcome             engine.Outcome
	tournament, section string
}

// keyOfCopy is g's copyKey, false for a game not finished or not dated
// (which a copy check does not compare, as desk's check of games given
// twice does not).
func keyOfCopy(g *engine.Game) (copyKey, bool) {
	if g.Outcome == engine.Unfinished || g.Finished.IsZero() {
		return copyKey{}, false
	}
	y, m, d := g.Finished.Date()
	return copyKey{g.White, g.Black, y*10000 + int(m)*100 + d, g.Outcome, g.Tournament, g.Section}, true
}

// seenGames are the finished, dated games of the sheets read so far of a
// workbook, each with the first sheet giving it: held only for a
// workbook with more than one game sheet.
type seenGames map[copyKey]string

// add notes the games of a sheet read.
func (s seenGames) add(gl *GameList) {
	if gl == nil {
		return
	}
	for i := range gl.Games {
		if k, ok := keyOfCopy(&gl.Games[i]); ok {
			if _, dup := s[k]; !dup {
				s[k] = gl.Sheet
			}
		}
	}
}

// copyProblem is the warning of a later sheet whose finished, dated games
// (one at least) all repeat games of the sheets read before it
// (docs/rules.d/xlsxio-read.md "Several game sheets": a copy of the
// sheet, Excel's "Move or Copy › Create a copy"): the sheet is not read,
// its unfinished and undated games with it. Nil for a sheet that repeats
// only some games (each is then a game given twice, desk's error) or has
// an error of its own.
func (s seenGames) copyProblem(next *GameList, ps Problems) *Problem {
	if next == nil || ps.HasErrors() || len(s) == 0 {
		return nil
	}
	var from []string
	compared := 0
	for i := range next.Games {
		k, ok := keyOfCopy(&next.Games[i])
		if !ok {
			continue
		}
		compared++
		sheet, dup := s[k]
		if !dup {
			return nil
		}
		if !slices.Contains(from, sheet) {
			from = append(from, sheet)
		}
	}
	if compared == 0 {
		return nil
	}
	quoted := make([]string, len(from))
	for i, f := range from {
		quoted[i] = strconv.Quote(f)
	}
	rest := len(next.Games) - compared
	what, with := fmt.Sprintf("all its %d games", compared), ""
	if rest > 0 {
		what = fmt.Sprintf("all its %d finished, dated games", compared)
		with = fmt.Sprintf(", nor are its other %d games (unfinished or undated)", rest)
		if rest == 1 {
			with = ", nor is its other game (unfinished or undated)"
		}
	}
	return warnf(next.File, next.Sheet, "", "sheet %q repeats %s from %s %s (a copy of the sheet?): it is not read%s; delete it if it is a copy",
		next.Sheet, what, words.Agree(len(from), "sheet", "sheets"), words.And(quoted), with)
}
