package xlsxio

import (
	"fmt"
	"strings"
	"time"

	"ratingdesk/titles"
)

// matrixReader reads the result cells of a crosstable into its section
// and checks them.
type matrixReader struct {
	t    *table
	ct   *Crosstable
	byNo []*tableRow
	// bad marks the cells that could not be read.
	bad      [][]bool
	problems *Problems
	// marks are the decimal marks of the table's columns (decideMarks).
	marks []colMark
}

// errorAt adds an error at result cell (i, j).
func (mr *matrixReader) errorAt(i, j int, format string, args ...any) {
	*mr.problems = append(*mr.problems, errorf(mr.t.file, mr.t.sheet, mr.ct.cellRef(i, j), format, args...))
}

// read reads every result cell into Section.Games (docs/rules.md §1.4),
// reporting each cell that does not read and marking it in bad (the
// checks of the pairs and Scores skip only what needs such a cell). The
// cells of a start number without its row (byNo nil) or of a missing
// result column (resultCols -1) are unknown, and marked so, without a
// problem of their own: the No or the header row has it.
func (mr *matrixReader) read() {
	s := &mr.ct.Section
	n := len(s.Players)
	per := s.GamesPerPair()
	mr.bad = make([][]bool, n)
	for i := range n {
		mr.bad[i] = make([]bool, n)
		for j := range n {
			if mr.byNo[i] == nil || mr.ct.resultCols[j] < 0 {
				mr.bad[i][j] = true
				continue
			}
			c := mr.byNo[i].at(mr.ct.resultCols[j])
			if i == j {
				if !isDiagonal(c.text) {
					mr.errorAt(i, j, "the diagonal (No %d against No %d) holds %q: expected x (or X, #, * or an empty cell)", i+1, i+1, trimSpace(c.text))
				}
				continue
			}
			results, msg, misread := parseResultCell(c, per)
			if misread {
				msg += mr.t.charsetHint(mr.ct.cellRef(i, j))
			}
			if msg != "" {
				mr.errorAt(i, j, "No %d against No %d: %s", i+1, j+1, msg)
				mr.bad[i][j] = true
				continue
			}
			s.Games[i][j] = results
		}
	}
}

// isDiagonal accepts a diagonal cell: x, X, #, * or empty (docs/rules.md
// §1.4). A * there is the diagonal as Swiss-Manager and many printed
// crosstables mark it, not an unfinished game: a player has no game
// against himself (docs/rules.md "Crosstables", Result cells).
func isDiagonal(text string) bool {
	t := trimSpace(text)
	if t == "*" {
		return true
	}
	r, err := ParseCrosstableCell(text)
	return err == nil && (r.NoGame || (!r.Finished && t == ""))
}

// parseResultCell reads an off-diagonal result cell
// (ParseCrosstableResults): one result, or in a double round up to two (a
// single one is the first game, the second not finished). msg says what
// is wrong, and what was understood, empty when the cell reads; misread
// says that the cell looks misdecoded (misdecoded), for the matrix reader
// to end msg with the table's charsetHint.
func parseResultCell(c cell, per int) (results []titles.Result, msg string, misread bool) {
	if c.date {
		return nil, "the cell holds a date, not a result (the spreadsheet turned 1/2 into a date): format the column as Text and type ½ or 0.5", false
	}
	if c.boolean {
		return nil, booleanMsg(c, "a result", "type the result (1, ½ or 0), and format the column as Text"), false
	}
	if msg := numberResultMsg(c, per); msg != "" {
		return nil, msg, false
	}
	crs, err := ParseCrosstableResults(c.text)
	if err != nil && misdecoded(c.text) {
		return nil, fmt.Sprintf("%q is not a crosstable result", trimSpace(c.text)), true
	}
	if err != nil {
		return nil, messageOf(err), false
	}
	if len(crs) > per {
		return nil, tooManyResults(trimSpace(c.text), crs, per), false
	}
	results = make([]titles.Result, per)
	for k, cr := range crs {
		if cr.NoGame {
			return nil, fmt.Sprintf("%q marks the diagonal only (a player against the same player): expected a result, or an empty cell when the game is not finished", trimSpace(c.text)), false
		}
		results[k] = resultOf(cr)
	}
	return results, "", false
}

// numberResultMsg refuses a result cell that holds a number no result
// is typed as (docs/rules.md "Crosstables", Result cells): a workbook
// number cell other than 1, 0 and 0.5 (and 10 and 11, a double round's
// two results typed as they are kept), and a CSV field that reads as a
// negative number ("-1"), which is what a spreadsheet makes of "1 -" (a
// win, then a forfeit loss) and keeps instead: read as results, it would
// be two results in the wrong order (a tester). Its advice is two
// results apart in a double round (per 2), one result a cell in a single
// round, where "1 -" is refused too (a tester). "" when the cell is none
// of these.
func numberResultMsg(c cell, per int) string {
	t := trimSpace(c.text)
	if c.number {
		switch t {
		case "0", "1", "0.5", "10", "11":
			return ""
		}
		if per == 1 {
			return fmt.Sprintf("the cell holds the number %s, not a result: the spreadsheet turned what was typed into a number: format the column as Text and type the result again, one a cell, as the section is played in a single round (1, ½, 0, or + and - for a forfeit won and lost)", t)
		}
		return fmt.Sprintf("the cell holds the number %s, not results: the spreadsheet turned what was typed into a number (LibreOffice reads \"1 -\" as -1): format the column as Text and type the results again (such as 1, ½, 0, + or -, or two of them apart: 1 -)", t)
	}
	if !negativeNumber(t) {
		return ""
	}
	if per == 1 {
		return fmt.Sprintf("%q is a negative number, not a result: the section is played in a single round, one result a cell: type the result as text (1, ½, 0, or + and - for a forfeit won and lost), and format the column as Text", t)
	}
	return fmt.Sprintf("%q is a negative number, not results: a spreadsheet turns \"1 -\" (a win, then a forfeit loss) into the number -1 and saves the number, not what was typed: type the results apart, as text (\"1 -\" or \"- 1\"), and format the column as Text", t)
}

// negativeNumber reports whether t is a minus sign (- or U+2212) and a
// number: digits, with one decimal mark (. or ,) and digits after it.
func negativeNumber(t string) bool {
	rest, ok := strings.CutPrefix(t, "-")
	if !ok {
		rest, ok = strings.CutPrefix(t, "−")
	}
	if !ok {
		return false
	}
	whole, frac, hasFrac := strings.Cut(strings.Replace(rest, ",", ".", 1), ".")
	return allDigits(whole) && (!hasFrac || allDigits(frac))
}

// misdecoded reports whether a text looks like UTF-8 read as Windows-1252
// or Latin-1 (mojibake): an Â or Ã followed by a character of U+0080 …
// U+00BF, as "Â½" for ½ (docs/rules.d/crosstables.md "Result cells", a
// tester's 54 errors without a hint).
func misdecoded(s string) bool {
	prev := rune(0)
	for _, r := range s {
		if (prev == 'Â' || prev == 'Ã') && r >= 0x80 && r <= 0xBF {
			return true
		}
		prev = r
	}
	return false
}

// tooManyResults says that text reads as more results than the per games
// of a pair, and which.
func tooManyResults(text string, crs []CellResult, per int) string {
	words := make([]string, len(crs))
	for k, cr := range crs {
		words[k] = CellResultText(cr)
	}
	read := fmt.Sprintf("%q reads as %d results (%s)", text, len(crs), strings.Join(words, ", "))
	if per == 1 {
		return read + ", but the section is played in a single round: one result per cell (for a double round write Double round: yes above the table)"
	}
	return fmt.Sprintf("%s, but a double round has %d games per pair: write the two results, such as 1 ½, == or ½/½", read, per)
}

// resultOf converts a parsed crosstable cell into a result from the row
// player's side.
func resultOf(cr CellResult) titles.Result {
	switch {
	case !cr.Finished:
		return titles.Unfinished
	case cr.Forfeit && cr.Score > 0:
		return titles.ForfeitWin
	case cr.Forfeit:
		return titles.ForfeitLoss
	case cr.Score == 1:
		return titles.Win
	case cr.Score == 0.5:
		return titles.Draw
	}
	return titles.Loss
}

// checkSymmetry checks that cells (i,j) and (j,i) agree, game by game (1
// with 0, ½ with ½, + with -, empty with empty; docs/formats.md "Crosstable").
// A disagreement is an error at each of the two cells, naming the other;
// both cells were read, so the Scores of their rows are still checked
// (checkScores): a Score then tells which of the two cells is wrong, and
// a wrong Score is not left for the next run (formats.md "General rules":
// every problem at once). A game without a result in either cell of a
// section declared finished is a warning (checkPair).
func (mr *matrixReader) checkSymmetry() {
	s := &mr.ct.Section
	for i := range s.Players {
		for j := i + 1; j < len(s.Players); j++ {
			if mr.bad[i][j] || mr.bad[j][i] {
				continue
			}
			mr.checkPair(i, j)
		}
	}
}

// agreeRule is how the two cells of a pair must agree, for a message.
const agreeRule = "the two cells must agree (1 with 0, ½ with ½, + with -, empty with empty)"

// checkPair checks the games of the pair (i, j), i < j, both cells read
// (docs/rules.d/crosstables.md "Symmetry"): every game that disagrees is an
// error at each cell, naming the other; when a double round's two games
// agree with their order swapped, that is one error at each cell saying
// so (swappedPair). A game without a result in either cell is a warning
// when the section has a Finished date (it is declared finished), unless
// a player's games were cancelled (App. 2 item 3a: their games need no
// result).
func (mr *matrixReader) checkPair(i, j int) {
	s := &mr.ct.Section
	a, b := s.Games[i][j], s.Games[j][i]
	if swapped(a, b) {
		mr.swappedPair(i, j)
		return
	}
	for k := range a {
		game := ""
		if len(a) > 1 {
			game = fmt.Sprintf("game %d: ", k+1)
		}
		switch {
		case b[k] != a[k].Reverse():
			mr.errorAt(i, j, "%sNo %d against No %d is %s here but %s in %s (No %d against No %d): %s",
				game, i+1, j+1, resultText(a[k]), resultText(b[k]), mr.ct.cellRef(j, i), j+1, i+1, agreeRule)
			mr.errorAt(j, i, "%sNo %d against No %d is %s here but %s in %s (No %d against No %d): %s",
				game, j+1, i+1, resultText(b[k]), resultText(a[k]), mr.ct.cellRef(i, j), i+1, j+1, agreeRule)
		case a[k] == titles.Unfinished && !s.Finished.IsZero() && !s.Players[i].GamesCancelled && !s.Players[j].GamesCancelled:
			*mr.problems = append(*mr.problems, warnf(mr.t.file, mr.t.sheet, mr.ct.cellRef(i, j),
				"%sNo %d against No %d has no result, here or in %s, but the section is declared finished (Finished %s): enter the game's result in both cells, or take out Finished while the section is running",
				game, i+1, j+1, mr.ct.cellRef(j, i), s.Finished.Format(time.DateOnly)))
		}
	}
}

// swapped reports whether a double round's two cells a and b (each from
// its row player's side) disagree game by game but agree with the order
// of the games swapped in one of them ("1 ½" against "½ 0"). Both games
// then disagree.
func swapped(a, b []titles.Result) bool {
	return len(a) == 2 && a[0] != b[0].Reverse() && a[0] == b[1].Reverse() && a[1] == b[0].Reverse()
}

// swappedPair is the one error at each cell of a pair whose two games
// agree with their order swapped (swapped), in place of one for each
// game: it gives the other cell's games also from this cell's player's
// side, so that the swap shows ("1, 0 here but 1, 0 in H12, which is 0,
// 1 from No 1's side": a tester saw the same values twice).
func (mr *matrixReader) swappedPair(i, j int) {
	s := &mr.ct.Section
	for _, p := range [][2]int{{i, j}, {j, i}} {
		x, y := p[0], p[1]
		mine, theirs := s.Games[x][y], s.Games[y][x]
		mr.errorAt(x, y, "No %d against No %d is %s here but %s in %s (No %d against No %d), which is %s from No %d's side: the two games agree with their order swapped, game 1 in one cell being game 2 in the other; write the games in the same order in both cells, game 1 first",
			x+1, y+1, gamesText(mine[0], mine[1]), gamesText(theirs[0], theirs[1]), mr.ct.cellRef(y, x), y+1, x+1,
			gamesText(theirs[0].Reverse(), theirs[1].Reverse()), x+1)
	}
}

// gamesText names a double round's two results in a message: "1, ½".
func gamesText(g1, g2 titles.Result) string {
	return resultText(g1) + ", " + resultText(g2)
}

// resultText names a result in a message: "1", "½", "-", or "not
// finished".
func resultText(r titles.Result) string {
	if r == titles.Unfinished {
		return "not finished"
	}
	return r.String()
}

// checkScores compares each row's Score, when given, with the points of
// its results (forfeits scored, unfinished games not; docs/rules.md §1.4).
func (mr *matrixReader) checkScores(l *layout) {
	if l.pos[ctScore] < 0 {
		return
	}
	s := &mr.ct.Section
	for i := range s.Players {
		if mr.byNo[i] == nil {
			continue
		}
		rr := &rowReader{t: mr.t, l: l, r: mr.byNo[i], problems: mr.problems, marks: mr.marks}
		text := rr.text(ctScore)
		if _, amb := markEvidence(text); text == "" || (mr.marks[ctScore].mixed && amb != 0) {
			continue
		}
		mark := mr.marks[ctScore].mark
		if rr.cell(ctScore).number {
			mark = DecimalPoint
		}
		given, err := parseScore(text, mark)
		if err != nil && misdecoded(text) {
			rr.errorf(ctScore, "%s: %q is not a score%s", l.heading[ctScore], text, mr.t.charsetHint(rr.ref(ctScore)))
			continue
		}
		if err != nil {
			rr.bad(ctScore, err)
			continue
		}
		var sum titles.HalfPoints
		bad := false
		for j := range s.Players {
			bad = bad || mr.bad[i][j]
			for _, r := range s.Games[i][j] {
				sum += r.Points()
			}
		}
		if !bad && given != sum {
			rr.errorf(ctScore, "%s %s does not match the results of the row, which add up to %s", l.heading[ctScore], given, sum)
		}
	}
}

// parseScore reads a score in points: "7½", "7 ½", "½", "7.5", "7,5", or a
// number cell; it must be a whole number of half points, at least 0.
func parseScore(s string, mark DecimalMark) (titles.HalfPoints, error) {
	t := trimSpace(s)
	half := titles.HalfPoints(0)
	if rest, ok := strings.CutSuffix(t, "½"); ok {
		t, half = trimSpace(rest), 1
		if t == "" {
			return half, nil
		}
	}
	v, err := ParseNumber(t, mark)
	if err != nil || v < 0 || v*2 != float64(int64(v*2)) || v > maxCount || (half == 1 && v != float64(int64(v))) {
		return 0, valueErrorf(s, "%q is not a score: expected points in halves such as 7, 7½ or 7.5", s)
	}
	return titles.HalfPoints(int64(v*2)) + half, nil
}
