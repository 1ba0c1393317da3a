package xlsxio

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"ratingdesk/internal/words"
)

// refusedNumberCell reports, as an error at the cell of schema column i,
// a cell that a numeric column must not read as a number
// (docs/rules.d/xlsxio-read.md, "Cells a number column refuses"): a
// workbook boolean (TRUE or FALSE, whose stored 1 or 0 is no number
// typed), or a text written in scientific notation ("1.0E+05": a
// spreadsheet's display of a long number, whose last digits are lost).
// A workbook number cell stored as 1E+5 is exact and read as it is.
func (rr *rowReader) refusedNumberCell(i int) bool {
	c := rr.cell(i)
	s := trimSpace(c.text)
	switch {
	case c.boolean:
		rr.errorf(i, "%s: %s", rr.l.heading[i], booleanMsg(c, "a number", "type the number, and format the column as Number"))
		return true
	case !c.number && isScientificText(s):
		v, _ := ParseNumber(s, DecimalPoint)
		example := "2412"
		if v >= 10000 {
			example = "100001"
		}
		rr.errorf(i, "%s: %q is written in scientific notation (it reads as %s, which may not be the number meant): write the whole number, e.g. %s; format the column as Number with 0 decimals in Excel",
			rr.l.heading[i], s, strconv.FormatFloat(v, 'f', -1, 64), example)
		return true
	}
	return false
}

// booleanMsg says that a workbook boolean cell is not what a column
// wants, and what to do.
func booleanMsg(c cell, want, fix string) string {
	v := "FALSE"
	if trimSpace(c.text) == "1" {
		v = "TRUE"
	}
	return fmt.Sprintf("the cell holds %s, a yes/no value, not %s: %s", v, want, fix)
}

// isScientificText reports a number written with an exponent, such as
// "1.0E+05" or "1.9e3".
func isScientificText(s string) bool {
	if strings.IndexByte(s, 'e') < 0 && strings.IndexByte(s, 'E') < 0 {
		return false
	}
	_, err := ParseNumber(s, DecimalPoint)
	return err == nil
}

// fed reads a federation code (docs/formats.md "Rating list": Fed), warning
// about a text that is none: a federation code is 2 to 4 letters (ENG,
// GER, SRB; ICCF). A name in Fed is what a CSV row with an unquoted
// comma and a missing field gives, its fields shifted by one.
func (rr *rowReader) fed(i int) string {
	s := rr.shared(i)
	if s != "" && !isFedCode(s) {
		rr.warnf(i, "%s: %q is not a federation code (2 to 4 letters, such as ENG, GER, SRB)", rr.l.heading[i], s)
	}
	return s
}

// isFedCode reports 2 to 4 ASCII letters, of any case.
func isFedCode(s string) bool {
	if len(s) < 2 || len(s) > 4 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// lookalike is an unknown column whose heading starts with the words of a
// known column's heading ("Rating 2025/4", "Rd 2025/4"): its values are
// not read, which the reader says.
type lookalike struct {
	// col is the 0-based column, heading its heading as written, and
	// known the schema column its heading starts like.
	col     int
	heading string
	known   int
}

// lookalikes finds the unknown columns of a layout whose heading's first
// words (runs of letters or of digits) are the words of a heading of a
// known column, followed by words that date or qualify the same value (a
// number, as in "Rating 2025/4" or "Rating Q4", or old, new, current,
// latest, published). Each is named with the longest such heading
// ("Rating exact 2" is a Rating exact, not a Rating). A heading that goes
// on with other words names another value ("White name", "Rating
// category") and is an ordinary unknown column.
func (s *schema) lookalikes(l *layout) []lookalike {
	words := map[string]int{}
	for i, c := range s.columns {
		for _, h := range append([]string{c.name}, c.aliases...) {
			words[strings.Join(headingWords(h), "")] = i
		}
	}
	var out []lookalike
	for k, col := range l.extra {
		if s.kind == GameListKind && isGamesSheetHeading(l.extraHeadings[k]) {
			// Our own Games sheet read back as a game list: "White D1"
			// is its column, not a misheaded White.
			continue
		}
		w := headingWords(l.extraHeadings[k])
		if i, ok := sameWords(words, w); ok {
			out = append(out, lookalike{col: col, heading: trimSpace(l.extraHeadings[k]), known: i})
			continue
		}
		for n := len(w) - 1; n >= 1; n-- {
			if i, ok := words[strings.Join(w[:n], "")]; ok && qualifiesValue(w[n:]) {
				out = append(out, lookalike{col: col, heading: trimSpace(l.extraHeadings[k]), known: i})
				break
			}
		}
	}
	return out
}

// isGamesSheetHeading reports whether h heads one of the per-side columns
// of the Games sheet of a workbook `rate` writes (gamesColumns), which a
// game list reader does not read.
func isGamesSheetHeading(h string) bool {
	h = trimSpace(h)
	for _, c := range gamesColumns()[gamesSideColumn:] {
		if c.Header == h {
			return true
		}
	}
	return false
}

// sameWords finds the known column whose heading has the words w, or
// their plural: a heading that differs from a known one only by
// punctuation or an s ("Rating:", "Rating*", "Ratings", "Finished:"),
// which the reader does not take for it (a tester: "Ratings" left every
// player unrated without a word).
func sameWords(known map[string]int, w []string) (int, bool) {
	joined := strings.Join(w, "")
	if joined == "" {
		return 0, false
	}
	if i, ok := known[joined]; ok {
		return i, true
	}
	i, ok := known[strings.TrimSuffix(joined, "s")]
	return i, ok && strings.HasSuffix(joined, "s")
}

// qualifiesValue reports whether the words after a known heading date or
// qualify the same value: a number among them, or one of the words old,
// new, current, latest, published.
func qualifiesValue(rest []string) bool {
	for _, w := range rest {
		switch {
		case w[0] >= '0' && w[0] <= '9':
			return true
		case w == "old", w == "new", w == "current", w == "latest", w == "published":
			return true
		}
	}
	return false
}

// headingWords splits a heading into lower-case runs of letters and runs
// of digits; everything else separates them.
func headingWords(h string) []string {
	var words []string
	var b strings.Builder
	kind := 0 // 1 letters, 2 digits
	flush := func() {
		if b.Len() > 0 {
			words = append(words, b.String())
			b.Reset()
		}
	}
	for _, r := range h {
		k := 0
		switch {
		case unicode.IsLetter(r):
			k = 1
		case r >= '0' && r <= '9':
			k = 2
		}
		if k != kind {
			flush()
		}
		kind = k
		if k != 0 {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	flush()
	return words
}

// lookalikeNoun says what a column holds, for "if it holds the ratings".
var lookalikeNoun = map[string]string{
	"ID": "the ICCF IDs", "Name": "the names", "Fed": "the federations", "Title": "the titles",
	"Rating": "the ratings", "RD": "the rating deviations", "Games": "the game counts", "FIDE": "the FIDE ratings",
	"White": "White's IDs", "Black": "Black's IDs", "Result": "the results", "Finished": "the dates the games finished",
	"Score": "the scores", "No": "the start numbers",
}

// lookalikeProblems are the problems of the lookalike columns of a layout
// (docs/rules.d/xlsxio-read.md, "Headings Rating Desk does not know"): a
// warning at each heading; an error when its known column is one of
// fatal (a rating list's Rating) and the file has no column of that
// heading (a rating list whose ratings are in a column headed "Rating
// 2025/4" would be read with every player unrated).
func (s *schema) lookalikeProblems(t *table, l *layout, fatal ...int) Problems {
	var problems Problems
	hdr := t.rows[l.header].num
	for _, la := range s.lookalikes(l) {
		c := s.columns[la.known]
		noun, ok := lookalikeNoun[c.name]
		if !ok {
			noun = "the values of " + c.name
		}
		known := strings.Join(append([]string{c.name}, c.aliases...), ", ")
		msg := fmt.Sprintf("column %s %q is not read: it is not one of the headings Rating Desk knows (%s); if it holds %s, head it %s",
			columnName(la.col), la.heading, known, noun, c.name)
		ref := cellRef(la.col, hdr)
		if l.pos[la.known] < 0 && containsInt(fatal, la.known) {
			problems = append(problems, errorf(t.file, t.sheet, ref, "%s; the list has no %s column, so %s", msg, c.name, withoutColumn(c.name)))
			continue
		}
		problems = append(problems, warnf(t.file, t.sheet, ref, "%s", msg))
	}
	return problems
}

// withoutColumn says what a list without the column of that heading
// would be read as: every player unrated, or every game without a finish
// date.
func withoutColumn(heading string) string {
	if heading == "Finished" {
		return "every game would be read without a finish date"
	}
	return "every player would be read as unrated"
}

// containsInt reports whether xs holds x.
func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// emptyListProblem is the warning of a list with a header row and no data
// row (docs/rules.d/xlsxio-read.md, "A list with no rows"), nil when it
// has rows.
func emptyListProblem(t *table, l *layout, count RowCount, what string) *Problem {
	if count.Rows-count.Blank > 0 {
		return nil
	}
	p := t.headerProblem(l, "the %s: no row below the header row holds data; check that this is the file (and sheet) meant", what)
	p.Severity = Warning
	return p
}

// ratedSeen is what the data rows of a rating list say about its ratings:
// whether a row has a Rating, and whether one has an RD.
type ratedSeen struct{ rated, hasRD bool }

// add takes one data row. A list with no Rating column is rated by its
// Rating exact column (listReader.ratingAndRD).
func (s *ratedSeen) add(r *tableRow, l *layout) {
	rating := l.pos[rlRating]
	if rating < 0 {
		rating = l.pos[rlRatingExact]
	}
	s.note(trimSpace(r.at(rating).text) != "",
		trimSpace(r.at(l.pos[rlRD]).text) != "" || trimSpace(r.at(l.pos[rlRDExact]).text) != "")
}

// note takes one data row by what it holds: a rating, an RD (or RD exact).
func (s *ratedSeen) note(rated, hasRD bool) {
	s.rated = s.rated || rated
	s.hasRD = s.hasRD || hasRD
}

// problem is the warning of a rating list read with every player
// unrated while some row has an RD (docs/rules.d/xlsxio-read.md, "A list
// read as unrated"), at its header row: the list has no Rating column
// (nor Rating exact, which rates a list without a Rating column), or the
// column rating it is empty in every row. A list without ratings and RDs
// (new players only) is read without a warning; one whose missing Rating
// column has a lookalike heading already has its error
// (lookalikeProblems), as has one whose unread column holds ratings
// (listUnread): misheaded is set then. It is nil when nothing is to be
// said.
func (s *ratedSeen) problem(t *table, l *layout, misheaded bool) *Problem {
	if l.pos[rlRating] < 0 && misheaded || s.rated || !s.hasRD {
		return nil
	}
	col := rlRating
	if l.pos[rlRating] < 0 {
		col = rlRatingExact
	}
	var p *Problem
	if l.pos[col] < 0 {
		p = t.headerProblem(l, "the list has no Rating column (or Rtg, Elo, ICCF rating), while rows have an RD: every player is read as unrated; if the list has ratings, head their column Rating")
	} else {
		p = t.headerProblem(l, "the %s column is empty in every row, while rows have an RD: every player is read as unrated; check that the ratings are in the column headed %s", l.heading[col], l.heading[col])
	}
	p.Severity = Warning
	return p
}

// ratingLookalikes are the problems of the headings looking like Rating
// (lookalikeProblems): an error when the list has neither a Rating nor a
// Rating exact column, as every player would then be read as unrated.
func (s *schema) ratingLookalikes(t *table, l *layout) Problems {
	if l.pos[rlRatingExact] >= 0 {
		return s.lookalikeProblems(t, l)
	}
	return s.lookalikeProblems(t, l, rlRating)
}

// secondHeaderProblem is the error of a workbook's rating list whose
// headings span two rows (merged heading cells: ID and Name over two rows,
// "Rating" over "Elo | RD"; docs/rules.d/xlsxio-read.md, "A header over
// two rows"): the row under the header row has no ID and holds headings
// Rating Desk knows. A TD's workbook got "the list has ratings but no RD
// column" for it, whose hint (a default RD) would have thrown its RDs
// away. Nil otherwise, and for a CSV file, which merges no cells.
func (s *schema) secondHeaderProblem(t *table, l *layout) *Problem {
	if t.sheet == "" || l.header+1 >= len(t.rows) {
		return nil
	}
	next := &t.rows[l.header+1]
	if col := l.pos[rlID]; col >= 0 && trimSpace(next.at(col).text) != "" {
		return nil
	}
	var known []string
	for _, c := range next.cells {
		if text := trimSpace(c.text); text != "" && s.lookup(text) >= 0 {
			known = append(known, text)
		}
	}
	if len(known) == 0 {
		return nil
	}
	return errorf(t.file, t.sheet, cellRef(next.cells[0].col, next.num),
		"row %d holds headings (%s) under the header row %d: the headings span two rows (merged cells?), and Rating Desk reads them from one row; give each column its heading in one row (unmerge the cells: ID, Name, %s …)",
		next.num, strings.Join(known, ", "), t.rows[l.header].num, strings.Join(known, ", "))
}

// noGamesProblem is the warning of a rating list that has ratings and no
// Games column (docs/rules.d/xlsxio-read.md, "A list without game
// counts"), at its header row: every player is then read with 0 rated
// games, so that no rating on it counts as published (Rules 1.4) and the
// new list's counts start from 0. Nil when the list has a Games column
// or no rating.
func (s *ratedSeen) noGamesProblem(t *table, l *layout) *Problem {
	if l.pos[rlGames] >= 0 || !s.rated {
		return nil
	}
	p := t.headerProblem(l, "the list has ratings but no Games column (or Gms, Rated games, N): every player is read with 0 rated games, so none of its ratings counts as published (Rules 1.4) and the new list counts games from 0; if the list has the players' game counts, head their column Games")
	p.Severity = Warning
	return p
}

// hasRequired reports whether a header row holds every column the reader
// of the schema's kind requires: for a rating list also Name or Surname
// (checkNameColumns). A sheet headed "ID | Remark" before the sheet of
// the list is thus passed over (workbook.choose).
func (s *schema) hasRequired(r *tableRow) bool {
	found := make([]bool, len(s.columns))
	for _, c := range r.cells {
		if i := s.lookup(trimSpace(c.text)); i >= 0 {
			found[i] = true
		}
	}
	for _, i := range s.required {
		if !found[i] {
			return false
		}
	}
	return s.kind != RatingListKind || found[rlName] || found[rlSurname]
}

// otherSheetsProblem is the warning of a workbook with more than one sheet
// holding a table of the kind read (docs/rules.d/xlsxio-read.md, "Which
// sheet is read"): it names the sheet read and the others, the hidden
// ones as hidden, and how to read another (OtherSheetRemedy).
func otherSheetsProblem(t *table, kind Kind) *Problem {
	var visible, hidden []string
	for _, o := range t.others {
		if o.hidden {
			hidden = append(hidden, strconv.Quote(o.name))
		} else {
			visible = append(visible, strconv.Quote(o.name))
		}
	}
	read := strconv.Quote(t.sheet) + " (read)"
	if t.hidden {
		read = "the hidden sheet " + strconv.Quote(t.sheet) + " (read: no visible sheet holds one)"
	}
	parts := append([]string{read}, visible...)
	if len(hidden) > 0 {
		parts = append(parts, words.Agree(len(hidden), "the hidden sheet ", "the hidden sheets ")+words.And(hidden))
	}
	msg := fmt.Sprintf("the workbook has %d sheets with a %s: %s", len(t.others)+1, kind, words.And(parts))
	if len(hidden) > 0 && !t.hidden {
		msg += fmt.Sprintf("; a hidden sheet is not read while a visible sheet holds a %s", kind)
	}
	return warnf(t.file, t.sheet, "", "%s; %s", msg, OtherSheetRemedy)
}

// hiddenGameSheetsProblem is the warning of a workbook whose sheets with
// a game list, all read (ReadGameList), include hidden ones
// (docs/rules.d/xlsxio-read.md "Several game sheets"): their games are
// rated, though the officer does not see them. hidden are the hidden
// sheets read, read the number of sheets read; nil when none is hidden.
func hiddenGameSheetsProblem(file string, hidden []string, read int) *Problem {
	switch {
	case len(hidden) == 0:
		return nil
	case read == 1:
		return hiddenSheetProblem(file, hidden[0], GameListKind)
	case len(hidden) == 1:
		return warnf(file, "", "", "the hidden sheet %q holds a game list: its games are read with those of the other sheets, as every sheet with a game list is; unhide it to see them, or delete it if they are not to be rated", hidden[0])
	}
	quoted := make([]string, len(hidden))
	for i, h := range hidden {
		quoted[i] = strconv.Quote(h)
	}
	return warnf(file, "", "", "the hidden sheets %s hold game lists: their games are read with those of the other sheets, as every sheet with a game list is; unhide them to see the games, or delete them if they are not to be rated", words.And(quoted))
}

// hiddenSheetProblem is the warning of a list read from a hidden sheet
// that is the workbook's only sheet holding one (docs/rules.d/
// xlsxio-read.md "Which sheet is read"): what is read is not what the
// officer sees in the workbook.
func hiddenSheetProblem(file, sheet string, kind Kind) *Problem {
	return warnf(file, sheet, "", "the %s is read from the hidden sheet %q, the only sheet that holds one: unhide it to see what is read, or delete it if it is not to be read", kind, sheet)
}
