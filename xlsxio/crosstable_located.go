package xlsxio

import (
	"ratingdesk/titles"
)

// Locator says where a section read from a text file was read, for
// crosstables that are not tables of cells (docs/formats.md "TRF"): each
// place is written as Problem.Cell writes it, e.g. "line 14" or "line 14,
// column 92".
type Locator interface {
	// Player is where player i's record is; field is "No", "ID", "Name" or
	// "Rating".
	Player(i int, field string) string
	// Result is where the result of player i against player j is.
	Result(i, j int) string
	// Start is where the start date is, "" when the file gives none.
	Start() string
}

// NewLocatedCrosstable makes a crosstable section read by another reader
// than this package's (docs/formats.md "TRF"): the section, what became
// of its lines (count), the officials of its header, and where each value
// was read (loc). Problems, PlayerOrigin and CellOrigin then name the
// places loc gives.
func NewLocatedCrosstable(file string, s titles.Section, count RowCount, officials Officials, loc Locator) *Crosstable {
	return &Crosstable{File: file, Section: s, Count: count, Officials: officials, loc: loc}
}

// DefaultTitleTournament is Title tournament when a crosstable does not
// give it (docs/formats.md "Crosstable"): see defaultTitleTournament.
func DefaultTitleTournament(eventType string) bool { return defaultTitleTournament(eventType) }

// KnownEventType reports whether a Type names an event the rules know
// (docs/rules.md §2): see knownEventType.
func KnownEventType(eventType string) bool { return knownEventType(eventType) }

// NotAnEventType is what the readers of a crosstable, a TRF and a PGN
// section say of a Type that KnownEventType does not know, after the
// type: no start rating level of docs/rules.md §2 is known for it. Each
// goes on with what else the type decides there.
const NotAnEventType = "is not an event type of the rules (e.g. Open class, Master class, WC semi-final, GM norm, Master norm, National, Thematic): no start rating level is known for it"

// located returns the place loc gives, and whether the crosstable has a
// Locator.
func (c *Crosstable) located(place func(Locator) string) (string, bool) {
	if c.loc == nil {
		return "", false
	}
	return place(c.loc), true
}

// Locator is the Locator of a section read by another reader
// (NewLocatedCrosstable: a TRF, a PGN file), nil for a table of cells:
// the reader that made it may tell its own sections by it, to word advice
// by the kind of source (docs/rules.md "Norms", Ratings used).
func (c *Crosstable) Locator() Locator { return c.loc }
