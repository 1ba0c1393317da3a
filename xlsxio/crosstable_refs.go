package xlsxio

import (
	"ratingdesk/engine"
	"ratingdesk/titles"
)

// Label names the crosstable's sheet in messages: "sections.xlsx, sheet
// GM-A", or the file's name alone for a CSV crosstable.
func (c *Crosstable) Label() string { return sheetLabel(c) }

// IDOrigin is where the ID of Section.Players[i] was read (its row's No
// cell when the table has no ID column).
func (c *Crosstable) IDOrigin(i int) engine.Origin {
	if ref, ok := c.located(func(l Locator) string { return l.Player(i, "ID") }); ok {
		return engine.Origin{File: c.file(), Cell: ref}
	}
	return engine.Origin{File: c.file(), Sheet: c.Sheet, Cell: c.fieldRef(i, c.idCol)}
}

// NameOrigin is where the Name of Section.Players[i] was read (its row's
// No cell when the table has no Name column).
func (c *Crosstable) NameOrigin(i int) engine.Origin {
	if ref, ok := c.located(func(l Locator) string { return l.Player(i, "Name") }); ok {
		return engine.Origin{File: c.file(), Cell: ref}
	}
	return engine.Origin{File: c.file(), Sheet: c.Sheet, Cell: c.fieldRef(i, c.nameCol)}
}

// RatingOrigin is where the Rating (the start rating) of
// Section.Players[i] was read (its row's No cell when the table has no
// Rating column; the player's line or first game in a text file).
func (c *Crosstable) RatingOrigin(i int) engine.Origin {
	if ref, ok := c.located(func(l Locator) string { return l.Player(i, "Rating") }); ok {
		return engine.Origin{File: c.file(), Cell: ref}
	}
	return engine.Origin{File: c.file(), Sheet: c.Sheet, Cell: c.fieldRef(i, c.ratingCol)}
}

// SectionsByKey indexes crosstable sections by SectionKey, the first of
// each key kept; two sections of the same key in different files are an
// error (docs/formats.md "Crosstable": Tournament and Section name a
// section; the same key in one workbook is reported by ReadCrosstables).
func SectionsByKey(cts []*Crosstable) (map[string]*Crosstable, Problems) {
	return indexSections(cts, false)
}

// SectionKey folds a tournament's and a section's names for matching a
// game-list game with a crosstable section (docs/formats.md "Game list":
// Section links a game to a crosstable section): case is ignored and runs
// of spaces count as one.
func SectionKey(tournament, section string) string { return sectionKey(tournament, section) }

// ResultText writes a crosstable result in messages: "1", "½", "+", … or
// "not finished".
func ResultText(r titles.Result) string { return resultText(r) }
