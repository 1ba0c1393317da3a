package xlsxio

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// column is one column a reader knows: its name as docs/formats.md heads it
// and the other headings docs/formats.md accepts for it.
type column struct {
	name    string
	aliases []string
}

// schema describes the table of one input kind (docs/formats.md): its known
// columns and the columns whose presence makes a row the header row.
type schema struct {
	kind    Kind
	columns []column
	// markers index columns that must all be in a row for it to be the
	// header row (the ID column of a list, White and Black of a game list).
	markers []int
	// required index columns that must be in the header row.
	required []int
	// index maps a normalised heading to its column, weakIndex a weak
	// heading (addWeak).
	index, weakIndex map[string]int
	// weak lists the weak headings of each column, as written.
	weak map[int][]string
}

// newSchema builds a schema and its heading index.
func newSchema(kind Kind, columns []column, markers, required []int) *schema {
	s := &schema{kind: kind, columns: columns, markers: markers, required: required, index: map[string]int{}, weakIndex: map[string]int{}}
	for i, c := range columns {
		s.index[normalizeHeader(c.name)] = i
		for _, a := range c.aliases {
			s.index[normalizeHeader(a)] = i
		}
	}
	return s
}

// addWeak adds headings that name column i only when no other heading of
// the row names it (layoutOf): a crosstable's "Rank" or "Pos" is its
// number column in one table and the final placing beside No in another.
func (s *schema) addWeak(i int, headings ...string) {
	if s.weak == nil {
		s.weak = map[int][]string{}
	}
	s.weak[i] = append(s.weak[i], headings...)
	for _, h := range headings {
		s.weakIndex[normalizeHeader(h)] = i
	}
}

// lookup finds the column a heading names, weak headings included, or -1.
func (s *schema) lookup(heading string) int {
	i, _ := s.lookupStrength(heading)
	return i
}

// lookupStrength finds the column a heading names, or -1, and whether the
// heading is a weak one (column.weak).
func (s *schema) lookupStrength(heading string) (int, bool) {
	var buf [64]byte
	h := appendNormalizedHeader(buf[:0], heading)
	if i, ok := s.index[string(h)]; ok {
		return i, false
	}
	if i, ok := s.weakIndex[string(h)]; ok {
		return i, true
	}
	return -1, false
}

// describe lists a column's accepted headings for messages: "ID (or ICCF
// ID, Player ID)".
func (s *schema) describe(i int) string {
	c := s.columns[i]
	all := append(append([]string(nil), c.aliases...), s.weak[i]...)
	if len(all) == 0 {
		return c.name
	}
	return c.name + " (or " + strings.Join(all, ", ") + ")"
}

// normalizeHeader folds a heading for matching (docs/formats.md "General
// rules"): lower case, without spaces of any kind, dots, dashes and
// underscores.
func normalizeHeader(s string) string {
	return string(appendNormalizedHeader(make([]byte, 0, len(s)), s))
}

// appendNormalizedHeader appends s folded as normalizeHeader folds it to b.
func appendNormalizedHeader(b []byte, s string) []byte {
	for _, r := range s {
		switch {
		case isSpace(r), r == '.', r == '-', r == '_', r == '–', r == '—':
		default:
			b = utf8.AppendRune(b, unicode.ToLower(r))
		}
	}
	return b
}

// Columns of a rating list (docs/formats.md "Rating list"), in the order of
// ratingListColumns.
const (
	rlID = iota
	rlName
	rlSurname
	rlGiven
	rlFed
	rlTitle
	rlRating
	rlRD
	rlGames
	rlRatingExact
	rlRDExact
	rlFIDE
	rlLastGame
	rlRunning
	rlStatus
	rlActive
	rlPrevious
	rlChange
	rlPeriodGames
	rlPeriodScore
	rlCount
)

// ratingListSchema is the rating list of docs/formats.md, with the columns an
// export adds (Status is recognised and not read: it is derived).
func ratingListSchema() *schema {
	cols := make([]column, rlCount)
	cols[rlID] = column{"ID", []string{"ICCF ID", "ICCF-ID", "Id", "Player ID", "Code"}}
	cols[rlName] = column{"Name", []string{"Player", "Player name", "Full name"}}
	cols[rlSurname] = column{"Surname", []string{"Last name"}}
	cols[rlGiven] = column{"Given name", []string{"First name"}}
	cols[rlFed] = column{"Fed", []string{"Federation", "Country", "Nat"}}
	cols[rlTitle] = column{"Title", []string{"Titles"}}
	cols[rlRating] = column{"Rating", []string{"Rtg", "Elo", "ICCF rating"}}
	cols[rlRD] = column{"RD", []string{"Rating deviation"}}
	cols[rlGames] = column{"Games", []string{"Gms", "Rated games", "N"}}
	cols[rlRatingExact] = column{"Rating exact", []string{"Exact rating"}}
	cols[rlRDExact] = column{"RD exact", []string{"Exact RD"}}
	cols[rlFIDE] = column{"FIDE", []string{"FIDE rating"}}
	cols[rlLastGame] = column{"Last game", []string{"Last rated game"}}
	cols[rlRunning] = column{"Running", []string{"In running tournament"}}
	cols[rlStatus] = column{"Status", nil}
	cols[rlActive] = column{"Active", nil}
	cols[rlPrevious] = column{"Previous rating", nil}
	cols[rlChange] = column{"Change", nil}
	cols[rlPeriodGames] = column{"Period games", nil}
	cols[rlPeriodScore] = column{"Period score", nil}
	return newSchema(RatingListKind, cols, []int{rlID}, []int{rlID})
}

// Columns of a game list (docs/formats.md "Game list"), in the order of
// gameListSchema.
const (
	glWhite = iota
	glBlack
	glResult
	glFinished
	glTournament
	glSection
	glType
	glWhiteStart
	glBlackStart
	glWhiteSubFor
	glBlackSubFor
	glWhiteName
	glBlackName
	glCount
)

// gameListSchema is the game list of docs/formats.md.
func gameListSchema() *schema {
	cols := make([]column, glCount)
	cols[glWhite] = column{"White", []string{"White ID"}}
	cols[glBlack] = column{"Black", []string{"Black ID"}}
	cols[glResult] = column{"Result", []string{"Res"}}
	cols[glFinished] = column{"Finished", []string{"Date", "End date", "Finish date", "Finished on"}}
	cols[glTournament] = column{"Tournament", []string{"Event"}}
	cols[glSection] = column{"Section", []string{"Group"}}
	cols[glType] = column{"Type", []string{"Event type"}}
	cols[glWhiteStart] = column{"White start rating", nil}
	cols[glBlackStart] = column{"Black start rating", nil}
	cols[glWhiteSubFor] = column{"White substitute for", nil}
	cols[glBlackSubFor] = column{"Black substitute for", nil}
	cols[glWhiteName] = column{"White name", nil}
	cols[glBlackName] = column{"Black name", nil}
	return newSchema(GameListKind, cols, []int{glWhite, glBlack}, []int{glWhite, glBlack, glResult})
}

// Columns of a crosstable (docs/formats.md "Crosstable"), besides the result
// columns headed 1 … N.
const (
	ctNo = iota
	ctID
	ctName
	ctFed
	ctTitle
	ctRating
	ctStatus
	ctGames
	ctFIDE
	ctWithdrawn
	ctScore
	ctCount
)

// crosstableSchema is the crosstable table of docs/formats.md; its header row
// holds No and the result columns 1 … N (see isCrosstableHeader). The No
// column may also be headed No., Nr (Nr.), Number, #, Nº (N°), Start No
// (Start no.) or Start number, or, when no other column is, Pos, Rk, Rank
// or Pl (docs/rules.d/crosstables.md); the German headings Titel, Land
// and Punkte are read as Title, Fed and Score (docs/rules.d/crosstables.md
// "German headings"), Nom and Nombre as Name, WD and W/D as Withdrawn.
func crosstableSchema() *schema {
	cols := make([]column, ctCount)
	cols[ctNo] = column{"No", []string{"Nr", "Number", "#", "Nº", "N°", "Start No", "Start number"}}
	cols[ctID] = column{"ID", []string{"ICCF ID", "ICCF-ID", "Id", "Player ID", "Code"}}
	cols[ctName] = column{"Name", []string{"Player", "Player name", "Full name", "Nom", "Nombre"}}
	cols[ctFed] = column{"Fed", []string{"Federation", "Country", "Nat", "Land"}}
	cols[ctTitle] = column{"Title", []string{"Titles", "Titel"}}
	cols[ctRating] = column{"Rating", []string{"Rtg", "Elo", "ICCF rating", "Start rating"}}
	cols[ctStatus] = column{"Status", []string{"Rating status"}}
	cols[ctGames] = column{"Games", []string{"Gms", "Rated games", "Games at start"}}
	cols[ctFIDE] = column{"FIDE", []string{"FIDE rating"}}
	cols[ctWithdrawn] = column{"Withdrawn", []string{"Withdrawal", "WD", "W/D"}}
	cols[ctScore] = column{"Score", []string{"Pts", "Points", "Total", "Punkte"}}
	s := newSchema(CrosstableKind, cols, []int{ctNo}, []int{ctNo})
	s.addWeak(ctNo, "Pos", "Rk", "Rank", "Pl")
	return s
}

// schemaFor returns the schema of a kind, nil for Unknown.
func schemaFor(k Kind) *schema {
	switch k {
	case RatingListKind:
		return ratingListSchema()
	case GameListKind:
		return gameListSchema()
	case CrosstableKind:
		return crosstableSchema()
	}
	return nil
}

// HeaderName tells which column of an input kind a heading names
// (docs/formats.md "General rules": headings match case-insensitively,
// ignoring spaces, dots, dashes and underscores, with the aliases of the
// kind's table). It returns the column's name as docs/formats.md heads it,
// e.g. "ID" for "ICCF-ID" or "Rating exact" for "exact_rating"; the two
// halves of a split name are "Surname" and "Given name". ok is false for
// a heading the kind does not know (kept as an extra column) and for the
// result columns 1 … N of a crosstable.
func HeaderName(k Kind, heading string) (name string, ok bool) {
	s := schemaFor(k)
	if s == nil {
		return "", false
	}
	i := s.lookup(heading)
	if i < 0 {
		return "", false
	}
	return s.columns[i].name, true
}
