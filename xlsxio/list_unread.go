package xlsxio

import (
	"fmt"
	"strings"

	"ratingdesk/internal/words"
)

// A rating list's or game list's column whose heading Rating Desk does
// not know is not read, and is said so (docs/rules.d/xlsxio-read.md
// "Columns not read", decided 2026-11-28): a tester's "Wertung",
// "Partien", "Letzte Partie", "Laufend", "Category" and "Datum" columns
// were dropped while check said ok, and every player was read as
// unrated, unpublished or inactive, every game undated or not thematic.
// The values of such a column, in the first unreadSampleRows data rows only,
// tell when it seems to hold a column the list lacks: one the rules need
// (a rating list's Rating and Games, a game list's Finished and Type) is
// then an error, another (Last game, Running) a warning that says which
// heading to give it. No heading is taken for another: the aliases are
// those of docs/formats.md.

// unreadSampleRows is how many data rows a list's reader looks at to judge what
// an unread column holds: the first ones, never a second pass over a
// large file.
const unreadSampleRows = detectRows

// sniffValue is one non-empty value of an unread column, trimmed, and
// whether its cell is a workbook number or date cell.
type sniffValue struct {
	text         string
	number, date bool
}

// unreadColumn is a headed column of a list's header row that the reader
// does not read: its 0-based column, its heading (trimmed) and its first
// non-empty values.
type unreadColumn struct {
	col     int
	heading string
	values  []sniffValue
}

// listUnread are the unread columns of a rating list or game list and
// what their first data rows hold (docs/rules.d/xlsxio-read.md "Columns
// not read"). A nil *listUnread has none: reading a row then costs one
// test (wants).
type listUnread struct {
	cols []unreadColumn
	// rows counts the data rows taken (add), at most unreadSampleRows.
	rows int
	// named marks the schema columns a lookalike heading names, which
	// lookalikeProblems speaks of; misheaded those an unread column
	// was found to hold, an error (problems).
	named, misheaded map[int]bool
}

// newListUnread finds the unread columns of a list's layout: the headed
// columns the schema does not know, but the lookalikes (which have their
// own problem, lookalikeProblems) and the columns read elsewhere
// (readElsewhere). Nil when there is none.
func (s *schema) newListUnread(l *layout) *listUnread {
	u := &listUnread{named: map[int]bool{}, misheaded: map[int]bool{}}
	skip := map[int]bool{}
	for _, la := range s.lookalikes(l) {
		skip[la.col] = true
		u.named[la.known] = true
	}
	for k, col := range l.extra {
		h := trimSpace(l.extraHeadings[k])
		if h == "" || skip[col] || s.readElsewhere(h) {
			continue
		}
		u.cols = append(u.cols, unreadColumn{col: col, heading: h})
	}
	if len(u.cols) == 0 {
		return nil
	}
	return u
}

// readElsewhere reports whether a heading the schema does not know heads
// a column read by other parts of Rating Desk, which is not warned of: a
// rating list's FIDE ID (IsFIDEIDHeading), the per-side columns of the
// Games sheet of a workbook `rate` writes (isGamesSheetHeading).
func (s *schema) readElsewhere(h string) bool {
	switch s.kind {
	case RatingListKind:
		return IsFIDEIDHeading(h)
	case GameListKind:
		return isGamesSheetHeading(h)
	}
	return false
}

// IsFIDEIDHeading reports whether a heading of a rating list's unknown
// column heads its FIDE ID column (docs/formats.md "FIDE rating list",
// "Matching"): FIDE ID, FIDE-ID, FideID, FIDE ID number, FIDE number or
// FIDE no, in any case, spaces, dashes, underscores and dots ignored.
// The list reader does not read it; the FIDE matching does (pgnio).
func IsFIDEIDHeading(h string) bool {
	switch strings.NewReplacer(" ", "", "-", "", "_", "", ".", "").Replace(strings.ToLower(h)) {
	case "fideid", "fideidnumber", "fidenumber", "fideno":
		return true
	}
	return false
}

// wants reports whether the next data row is to be taken (add).
func (u *listUnread) wants() bool { return u != nil && u.rows < unreadSampleRows }

// add takes the values of the unread columns of one data row, while
// fewer than unreadSampleRows were taken. The texts are copied: a streamed
// row's text may be a view of the parser's buffer.
func (u *listUnread) add(r *tableRow) {
	if !u.wants() {
		return
	}
	u.rows++
	for k := range u.cols {
		c := r.at(u.cols[k].col)
		if text := trimSpace(c.text); text != "" {
			u.cols[k].values = append(u.cols[k].values, sniffValue{text: strings.Clone(text), number: c.number, date: c.date})
		}
	}
}

// addFields takes the values of the unread columns of one data row read
// by a plain reading from the parser's record f (plainList, plainGames),
// as add takes them from the row's cells.
func (u *listUnread) addFields(f recordFields) {
	if !u.wants() {
		return
	}
	u.rows++
	for k := range u.cols {
		if text := trimSpace(UnescapeFormula(view(f.get(u.cols[k].col)))); text != "" {
			u.cols[k].values = append(u.cols[k].values, sniffValue{text: strings.Clone(text)})
		}
	}
}

// addRows takes the first data rows of a table whose header row is at
// index header (add), but the shifted ones (shiftedRow: values beyond
// the width of the header row), which are not read, as a streamed list
// takes them.
func (u *listUnread) addRows(t *table, header, width int) {
	for k := header + 1; k < len(t.rows) && u.wants(); k++ {
		if !shiftedRow(&t.rows[k], width) {
			u.add(&t.rows[k])
		}
	}
}

// columnTest is what makes an unread column look like the schema's column
// known, which the list lacks: its values (looks). fatal makes it an
// error, the rules needing the column.
type columnTest struct {
	known int
	looks func(t *table, vs []sniffValue) bool
	fatal bool
}

// ratingListTests are the columns a rating list's unread column is judged
// against (docs/rules.d/xlsxio-read.md "Columns not read"), those the
// list lacks: Rating (unless it has Rating exact, which rates it, or a
// lookalike of Rating, which is its own error) and Games, which the rules
// need; Last game and Running.
func (u *listUnread) ratingListTests(l *layout) []columnTest {
	var tests []columnTest
	if l.pos[rlRating] < 0 && l.pos[rlRatingExact] < 0 && !u.named[rlRating] {
		tests = append(tests, columnTest{rlRating, looksLikeRatings, true})
	}
	if l.pos[rlGames] < 0 && !u.named[rlGames] {
		tests = append(tests, columnTest{rlGames, looksLikeGames, true})
	}
	if l.pos[rlLastGame] < 0 && !u.named[rlLastGame] {
		tests = append(tests, columnTest{rlLastGame, looksLikeDates, false})
	}
	if l.pos[rlRunning] < 0 && !u.named[rlRunning] {
		tests = append(tests, columnTest{rlRunning, looksLikeYesNo, false})
	}
	return tests
}

// gameListTests are the columns a game list's unread column is judged
// against, those it lacks that the rules need: Finished (unless a
// lookalike of it has its own error) and Type.
func (u *listUnread) gameListTests(l *layout) []columnTest {
	var tests []columnTest
	if l.pos[glFinished] < 0 && !u.named[glFinished] {
		tests = append(tests, columnTest{glFinished, looksLikeDates, true})
	}
	if l.pos[glType] < 0 && !u.named[glType] {
		tests = append(tests, columnTest{glType, looksLikeEventTypes, true})
	}
	return tests
}

// judge is the first test column c's values pass: the schema column it
// seems to hold and whether that is an error; -1 when none.
func judge(t *table, c *unreadColumn, tests []columnTest) (known int, fatal bool) {
	if len(c.values) == 0 {
		return -1, false
	}
	for _, ts := range tests {
		if ts.looks(t, c.values) {
			return ts.known, ts.fatal
		}
	}
	return -1, false
}

// problems are the problems of the unread columns (docs/rules.d/
// xlsxio-read.md "Columns not read"): an error at the heading of each
// column that seems to hold a column the rules need and the list lacks;
// unless quiet (an error of the file already names the unread columns),
// a warning at the heading of each that seems to hold another column the
// list lacks, or whose heading is one letter from a heading of one
// (misspelt), and one warning naming all the others.
func (u *listUnread) problems(t *table, s *schema, l *layout, tests []columnTest, quiet bool) Problems {
	if u == nil {
		return nil
	}
	var ps Problems
	var others []*unreadColumn
	hdr := t.rows[l.header].num
	for k := range u.cols {
		c := &u.cols[k]
		ref := cellRef(c.col, hdr)
		known, fatal := judge(t, c, tests)
		if known < 0 {
			known = s.misspeltLacking(l, c.heading)
		}
		switch {
		case fatal:
			u.misheaded[known] = true
			ps = append(ps, errorf(t.file, t.sheet, ref, "%s", misheadedText(t, s, c, known)))
		case quiet:
		case known >= 0:
			ps = append(ps, warnf(t.file, t.sheet, ref, "column %s %q is not read: its heading is not one Rating Desk knows; %s", columnName(c.col), c.heading, s.headItText(known)))
		default:
			others = append(others, c)
		}
	}
	if p := s.othersWarning(t, l, others); p != nil && !quiet {
		ps = append(ps, p)
	}
	return ps
}

// misspeltLacking is the schema column the list lacks whose heading, or
// an alias of it, heading is one letter from (nearName: "Ratng",
// "Game"), -1 when none.
func (s *schema) misspeltLacking(l *layout, heading string) int {
	name, ok := nearName(heading, s.columns)
	if !ok {
		return -1
	}
	for i, c := range s.columns {
		if c.name == name && l.pos[i] < 0 {
			return i
		}
	}
	return -1
}

// headItText says which heading to give a column that seems to hold the
// schema's column i: "if it holds the date of the last rated game, head
// it Last game".
func (s *schema) headItText(i int) string {
	name := s.columns[i].name
	if name == "Running" {
		return "if it says whether the player is playing in a running tournament (yes or no), head it Running"
	}
	return fmt.Sprintf("if it holds %s, head it %s", columnNoun(name), name)
}

// columnNoun says what a known column holds, for "if it holds …".
func columnNoun(name string) string {
	switch name {
	case "Last game":
		return "the date of the last rated game"
	case "Type":
		return "the event types"
	case "Games":
		return "the players' rated games"
	}
	if noun, ok := lookalikeNoun[name]; ok {
		return noun
	}
	return "the values of " + name
}

// othersWarning is the one warning of the unread columns others, which
// seem to hold nothing the list lacks, at the first one's heading: it
// names them (at most maxSeenHeadings, then a count) and the columns the
// list lacks, any of which one of them may hold under another heading;
// a rating list's are kept as written in the new list. Nil when there is
// none.
func (s *schema) othersWarning(t *table, l *layout, others []*unreadColumn) *Problem {
	if len(others) == 0 {
		return nil
	}
	var names []string
	for n, c := range others {
		if n == maxSeenHeadings {
			names = append(names, fmt.Sprintf("%d more", len(others)-n))
			break
		}
		names = append(names, fmt.Sprintf("%s %q", columnName(c.col), c.heading))
	}
	msg := fmt.Sprintf("column %s is not read: its heading is not one Rating Desk knows", names[0])
	if len(others) > 1 {
		msg = fmt.Sprintf("columns %s are not read: their headings are not ones Rating Desk knows", words.And(names))
	}
	if s.kind == RatingListKind {
		msg += fmt.Sprintf(" (%s copied unchanged into the new list)", words.Agree(len(others), "it is", "they are"))
	}
	switch lacking := s.lacking(l); {
	case len(lacking) == 1 && len(others) == 1:
		msg += fmt.Sprintf("; the %s has no %s column: %s", s.listWord(), s.columns[lacking[0]].name, s.headItText(lacking[0]))
	case len(lacking) > 0:
		msg += fmt.Sprintf("; the %s has no %s column: if %s one of these, give it that heading", s.listWord(), orList(s.headings(lacking)), holdsText(len(others)))
	}
	return warnf(t.file, t.sheet, cellRef(others[0].col, t.rows[l.header].num), "%s", msg)
}

// holdsText is "it holds" of one column, "one of them holds" of more.
func holdsText(n int) string {
	if n == 1 {
		return "it holds"
	}
	return "one of them holds"
}

// lacking are the columns a list may have and lacks, for a message: a rating list's columns but those an export adds, and
// Surname and Given name beside Name (or Name beside them).
func (s *schema) lacking(l *layout) []int {
	var out []int
	for i := range s.columns {
		if l.pos[i] >= 0 || s.kind == RatingListKind && !lackedListColumn(l, i) {
			continue
		}
		out = append(out, i)
	}
	return out
}

// headings are the headings of the schema's columns cols.
func (s *schema) headings(cols []int) []string {
	out := make([]string, len(cols))
	for k, i := range cols {
		out[k] = s.columns[i].name
	}
	return out
}

// lackedListColumn reports whether a rating list lacking its column i is
// to be told so: a column of its input (not one an export adds, nor the
// exact values a list written by Rating Desk carries), not a half of the
// name when Name is there, nor Name when the halves are.
func lackedListColumn(l *layout, i int) bool {
	switch {
	case i >= rlStatus, i == rlRatingExact, i == rlRDExact:
		return false
	case i == rlSurname || i == rlGiven:
		return l.pos[rlName] < 0
	case i == rlName:
		return l.pos[rlSurname] < 0
	}
	return true
}

// orList joins names as "A, B or C".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// ratingListProblems are the problems of a rating list's unread columns
// (problems, ratingListTests); none when u is nil.
func (u *listUnread) ratingListProblems(t *table, s *schema, l *layout, quiet bool) Problems {
	if u == nil {
		return nil
	}
	return u.problems(t, s, l, u.ratingListTests(l), quiet)
}

// gameListProblems are the problems of a game list's unread columns
// (problems, gameListTests); none when u is nil.
func (u *listUnread) gameListProblems(t *table, s *schema, l *layout, quiet bool) Problems {
	if u == nil {
		return nil
	}
	return u.problems(t, s, l, u.gameListTests(l), quiet)
}

// listWord names the schema's kind of list in a message: "list" (a
// rating list, as the readers' other messages call it) or "game list".
func (s *schema) listWord() string {
	if s.kind == GameListKind {
		return "game list"
	}
	return "list"
}
