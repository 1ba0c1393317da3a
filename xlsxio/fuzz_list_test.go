package xlsxio_test

import (
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// The columns of a generated rating list (docs/formats.md "Rating list"), and
// one unknown column whose text the reader keeps (ListRow.Extra).
const (
	lcID = iota
	lcName
	lcFed
	lcTitle
	lcRating
	lcRD
	lcGames
	lcFIDE
	lcLastGame
	lcRunning
	lcClub
	lcCount
)

// listHeadings are the headings of each column: the name and aliases the
// reader knows, in spellings of other case and spacing.
var listHeadings = [lcCount][]string{
	{"ID", "ICCF ID", "iccf-id", "Player ID", "Code"},
	{"Name", "Player", "Player name", "FULL NAME"},
	{"Fed", "Federation", "Country", "Nat"},
	{"Title", "Titles"},
	{"Rating", "Rtg", "Elo", "ICCF rating"},
	{"RD", "Rating deviation"},
	{"Games", "Gms", "Rated games", "N"},
	{"FIDE", "FIDE rating"},
	{"Last game", "Last rated game", "last_game"},
	{"Running", "In running tournament"},
	{"Club"},
}

// fuzzDefaultRD is the default RD the list targets read with: a rated row
// with an empty RD gets it (docs/formats.md "Rating list").
const fuzzDefaultRD = 100

// listCase is a generated rating list: its columns in file order (ID and
// Name always, the others when chosen), and per row the player the reader
// must give back, the unknown column's text and the written cells.
type listCase struct {
	cols    []int
	players []engine.Player
	clubs   []string
	table   fuzzTable
}

// newListCase generates up to 12 players with fuzzed IDs, names of any
// text, federations, titles, ratings, RDs, game counts, FIDE ratings, last
// game dates, running flags and club texts; plain excludes characters an
// XML document cannot hold. The IDs are made unique (a repeated ID is an
// error by the rules).
func newListCase(s *fuzzSource, plain bool) *listCase {
	c := &listCase{cols: []int{lcID, lcName}}
	for col := lcFed; col < lcCount; col++ {
		if s.next()%3 != 0 {
			c.cols = append(c.cols, col)
		}
	}
	for i := len(c.cols) - 1; i > 0; i-- {
		j := s.intn(i + 1)
		c.cols[i], c.cols[j] = c.cols[j], c.cols[i]
	}
	seen := map[engine.PlayerID]bool{}
	for n := 1 + s.intn(12); n > 0 && !s.done(); n-- {
		p := newFuzzPlayer(s, c.has(lcRating), plain)
		for seen[p.ID] {
			p.ID = p.ID%(1<<53-1) + 1
		}
		seen[p.ID] = true
		c.players = append(c.players, p)
		c.clubs = append(c.clubs, s.text(6, plain))
	}
	return c
}

// has reports whether the list has column col.
func (c *listCase) has(col int) bool { return slices.Contains(c.cols, col) }

// newFuzzPlayer is one generated player as the reader must read it.
func newFuzzPlayer(s *fuzzSource, withRating, plain bool) engine.Player {
	p := engine.Player{
		ID:      engine.PlayerID(1 + s.uint64()%(1<<53-1)),
		Name:    nonBlank(s.text(10, plain)),
		Fed:     s.text(3, plain),
		Titles:  fuzzTitles(s),
		Games:   s.intn(1_000_001),
		Running: s.flag(),
	}
	if s.flag() {
		p.FIDE = 1000 + s.intn(2000)
	}
	if s.next()%2 == 0 {
		p.LastGame = s.date()
	}
	if withRating && s.next()%4 != 0 {
		p.Rated = true
		p.Rating = fuzzFloat(s, 1000, 3000)
		p.RD = fuzzDefaultRD
		if s.next()%4 != 0 {
			p.RD = fuzzFloat(s, 5, 350)
		}
	}
	return p
}

// fuzzFloat is a number from lo to hi: whole, with two or six decimals, or
// any float64 between them (up to 17 significant digits).
func fuzzFloat(s *fuzzSource, lo, hi float64) float64 {
	u := s.uint64()
	span := hi - lo
	switch s.next() % 4 {
	case 0:
		return lo + float64(u%uint64(span+1))
	case 1:
		return lo + float64(u%uint64(span*100+1))/100
	case 2:
		return lo + float64(u%uint64(span*1e6+1))/1e6
	}
	return min(hi, lo+span*float64(u>>11)/(1<<53))
}

// fuzzTitleWords are the title words generated: known ICCF titles in any
// case (the reader writes them in capitals, a repeated one once).
var fuzzTitleWords = []string{"GM", "sim", "Im", "CCM", "cce", "LGM", "lim", "IA", "gm"}

// fuzzTitles is a list of known titles as the reader keeps them.
func fuzzTitles(s *fuzzSource) []string {
	var out []string
	for n := s.intn(4); n > 0; n-- {
		t := strings.ToUpper(fuzzTitleWords[s.intn(len(fuzzTitleWords))])
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// titleText writes titles as a person types them: any case, separated by
// spaces or commas, the first one perhaps twice.
func titleText(s *fuzzSource, titles []string) string {
	words := make([]string, 0, len(titles)+1)
	for _, t := range titles {
		if s.next()%2 == 1 {
			t = strings.ToLower(t)
		}
		words = append(words, t)
	}
	if len(titles) > 0 && s.flag() {
		words = append(words, titles[0])
	}
	return strings.Join(words, []string{" ", ",", ", ", " ,  "}[s.intn(4)])
}

// yesNoText writes a yes/no flag in one of the spellings ParseYesNo reads.
func yesNoText(s *fuzzSource, yes bool) string {
	spellings := []string{"no", "n", "false", "0", "No", "FALSE", ""}
	if yes {
		spellings = []string{"yes", "y", "true", "1", "x", "Yes", "X", "TRUE"}
	}
	return spellings[s.intn(len(spellings))]
}

// dateText writes a date in one of the forms the readers take in any file
// (docs/rules.d/xlsxio-read.md "Dates": ISO with -, / or ., or day first
// with dots).
func dateText(s *fuzzSource, d time.Time) string {
	layouts := []string{time.DateOnly, "2006/01/02", "2006.1.2", "02.01.2006", "2.1.2006"}
	return d.Format(layouts[s.intn(len(layouts))])
}

// render writes the list's cells: numbers with the decimal mark mark;
// with xlsx, numbers, flags and dates also as number, boolean and date
// cells.
func (c *listCase) render(s *fuzzSource, mark byte, xlsx bool) {
	c.table = fuzzTable{header: make([]string, len(c.cols)), rows: make([][]fuzzCell, len(c.players)), blanks: make([]int, len(c.players))}
	for j, col := range c.cols {
		h := listHeadings[col]
		c.table.header[j] = h[s.intn(len(h))]
	}
	for i, p := range c.players {
		c.table.blanks[i] = s.intn(3) / 2 * s.intn(3)
		row := make([]fuzzCell, len(c.cols))
		for j, col := range c.cols {
			row[j] = c.cell(s, i, &p, col, mark)
			if xlsx && row[j].text != "" && s.next()%2 == 0 {
				row[j].value = cellValue(col, &p)
			}
		}
		c.table.rows[i] = row
	}
}

// cell is the cell of player i in column col.
func (c *listCase) cell(s *fuzzSource, i int, p *engine.Player, col int, mark byte) fuzzCell {
	switch col {
	case lcID:
		return fuzzCell{text: s.numberText(strconv.FormatInt(int64(p.ID), 10), mark)}
	case lcName:
		return fuzzCell{text: p.Name}
	case lcFed:
		return fuzzCell{text: p.Fed}
	case lcTitle:
		return fuzzCell{text: titleText(s, p.Titles)}
	case lcRating:
		return fuzzCell{text: floatText(s, p.Rated, p.Rating, mark)}
	case lcRD:
		return fuzzCell{text: floatText(s, p.Rated && p.RD != fuzzDefaultRD, p.RD, mark)}
	case lcGames:
		return fuzzCell{text: s.numberText(strconv.Itoa(p.Games), mark)}
	case lcFIDE:
		return fuzzCell{text: floatText(s, p.FIDE != 0, float64(p.FIDE), mark)}
	case lcLastGame:
		if p.LastGame.IsZero() {
			return fuzzCell{}
		}
		return fuzzCell{text: dateText(s, p.LastGame)}
	case lcRunning:
		return fuzzCell{text: yesNoText(s, p.Running)}
	default:
		return fuzzCell{text: c.clubs[i]}
	}
}

// floatText is x as typed, or an empty cell when !has.
func floatText(s *fuzzSource, has bool, x float64, mark byte) string {
	if !has {
		return ""
	}
	return s.numberText(strconv.FormatFloat(x, 'f', -1, 64), mark)
}

// cellValue is the workbook cell value of a player's number, flag or date;
// nil (a text cell) for texts.
func cellValue(col int, p *engine.Player) any {
	switch col {
	case lcID:
		return int64(p.ID)
	case lcRating:
		return excelNumber(p.Rating)
	case lcRD:
		return excelNumber(p.RD)
	case lcGames:
		return p.Games
	case lcFIDE:
		return p.FIDE
	case lcLastGame:
		return p.LastGame
	case lcRunning:
		return p.Running
	}
	return nil
}

// want is the list the reader must give back: the generated players with
// their texts as the reader keeps them (cellRead, trimmed), FIDE 0 and the
// club column only when the file has them.
func (c *listCase) want(how textForm) ([]engine.Player, []string) {
	players := slices.Clone(c.players)
	clubs := slices.Clone(c.clubs)
	for i := range players {
		p := &players[i]
		p.Name, p.Fed = readText(how.read(p.Name)), readText(how.read(p.Fed))
		if !c.has(lcFed) {
			p.Fed = ""
		}
		if !c.has(lcTitle) {
			p.Titles = nil
		}
		if !c.has(lcGames) {
			p.Games = 0
		}
		if !c.has(lcFIDE) {
			p.FIDE = 0
		}
		if !c.has(lcLastGame) {
			p.LastGame = time.Time{}
		}
		if !c.has(lcRunning) {
			p.Running = false
		}
		if p.Rated && !c.has(lcRD) {
			p.RD = fuzzDefaultRD
		}
		clubs[i] = how.read(clubs[i])
	}
	if !c.has(lcClub) {
		clubs = nil
	}
	return players, clubs
}

// textForm is how a file holds a generated text.
type textForm int

const (
	// inWorkbook: a workbook's text cell written by another program,
	// read through UnescapeFormula as a CSV field is.
	inWorkbook textForm = iota
	// inCSV: a CSV field as other programs write it.
	inCSV
	// inCSVEscaped: a CSV field guarded by EscapeFormula, as the
	// project's writer writes it.
	inCSVEscaped
)

// formOf is the text form of a CSV file written in form f.
func formOf(f csvForm) textForm {
	if f.escape {
		return inCSVEscaped
	}
	return inCSV
}

// read is a text cell as a reader gets it from the file: in a CSV file
// with its line breaks as written (csvText), and in a CSV file or a
// workbook through UnescapeFormula (docs/rules.d/xlsxio-read.md "CSV",
// "Text cells of a workbook saved from a CSV file"), which undoes
// EscapeFormula and takes the apostrophe off a text typed with one
// before = + - @. The project's writers guard such a text, so it reads
// back as it was (inCSVEscaped).
func (how textForm) read(s string) string {
	switch how {
	case inCSV:
		return xlsxio.UnescapeFormula(csvText(s))
	case inCSVEscaped:
		return csvText(s)
	}
	return xlsxio.UnescapeFormula(s)
}

// checkListRead asserts that the list read from path has exactly the
// generated players, values and rows: no error, the same number of
// players, each at its row, with the same values (numbers exactly).
func checkListRead(t *testing.T, path string, c *listCase, how textForm) {
	t.Helper()
	list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{DefaultRD: fuzzDefaultRD})
	checkRatingList(t, list, ps)
	if ps.HasErrors() {
		t.Fatalf("ReadRatingList(%s) refused a valid list:\n%v\nfile: %s", path, ps, showFile(path))
	}
	players, clubs := c.want(how)
	if len(list.Players) != len(players) {
		t.Fatalf("ReadRatingList(%s) = %d players, want %d\nproblems: %v\nfile: %s", path, len(list.Players), len(players), ps, showFile(path))
	}
	rows := c.table.rowNumbers()
	for i, want := range players {
		got := list.Players[i]
		if len(got.Titles) == 0 && len(want.Titles) == 0 {
			got.Titles = want.Titles
		}
		if !reflect.DeepEqual(got, want) || !sameFloat(got.Rating, want.Rating) || !sameFloat(got.RD, want.RD) {
			t.Fatalf("ReadRatingList(%s) player %d = %+v, want %+v\nfile: %s", path, i+1, got, want, showFile(path))
		}
		if cell := list.Rows[i].Origin.Cell; cell != "A"+strconv.Itoa(rows[i]) {
			t.Fatalf("ReadRatingList(%s) player %d read from %s, want row %d\nfile: %s", path, i+1, cell, rows[i], showFile(path))
		}
		if clubs != nil && (len(list.Rows[i].Extra) != 1 || list.Rows[i].Extra[0] != clubs[i]) {
			t.Fatalf("ReadRatingList(%s) player %d extra %q, want [%q]", path, i+1, list.Rows[i].Extra, clubs[i])
		}
	}
}

// excelNumber is x as a number cell, or nil (a text cell) when x has more
// than the 15 significant digits Excel keeps, which excelize, writing as
// Excel does, would cut.
func excelNumber(x float64) any {
	digits := strings.TrimLeft(strings.Replace(strconv.FormatFloat(x, 'e', -1, 64), ".", "", 1), "-")
	if mant, _, _ := strings.Cut(digits, "e"); len(mant) > 15 {
		return nil
	}
	return x
}

// sameFloat compares two numbers bit for bit.
func sameFloat(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }
