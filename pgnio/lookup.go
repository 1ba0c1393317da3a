package pgnio

import (
	"strconv"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/names"
	"ratingdesk/xlsxio"
)

// Lookup finds the players of a PGN file on the rating list it is read
// against (docs/formats.md "PGN game list": a player without an ICCF ID
// tag is found by FIDE ID, then by name).
type Lookup interface {
	// ByName returns the IDs of the players whose name matches name as
	// names.Key compares them: none, one, or several (ambiguous).
	ByName(name string) []engine.PlayerID
	// ByFIDE returns the IDs of the players with this FIDE ID (a list
	// column headed "FIDE ID"), none when the list has no such column.
	ByFIDE(fideID int64) []engine.PlayerID
}

// listLookup is a Lookup over a rating list.
type listLookup struct {
	ids    []engine.PlayerID
	byName names.Index
	byFIDE map[int64][]engine.PlayerID
}

// ListLookup finds players on a rating list as read by xlsxio (docs/formats.md
// "Rating list"): by the Name column, and by a FIDE ID column among its
// unknown columns when it has one (FIDEIDs).
func ListLookup(l *xlsxio.RatingList) Lookup {
	lk := &listLookup{byName: names.Index{}, byFIDE: map[int64][]engine.PlayerID{}}
	for i, p := range l.Players {
		lk.ids = append(lk.ids, p.ID)
		lk.byName.Add(p.Name, i)
	}
	for i, id := range FIDEIDs(l) {
		if id > 0 {
			lk.byFIDE[id] = append(lk.byFIDE[id], l.Players[i].ID)
		}
	}
	return lk
}

// ByName implements Lookup.
func (lk *listLookup) ByName(name string) []engine.PlayerID {
	var out []engine.PlayerID
	for _, i := range lk.byName.Find(name) {
		out = append(out, lk.ids[i])
	}
	return out
}

// ByFIDE implements Lookup.
func (lk *listLookup) ByFIDE(id int64) []engine.PlayerID { return lk.byFIDE[id] }

// FIDEIDColumn is the index in the list's unknown columns
// (RatingList.ExtraHeaders, ListRow.Extra) of the column headed "FIDE ID"
// (also "FIDE-ID", "FideID", "FIDE ID number", "FIDE number"), -1 when the
// list has none.
func FIDEIDColumn(l *xlsxio.RatingList) int {
	col := -1
	for i, h := range l.ExtraHeaders {
		if xlsxio.IsFIDEIDHeading(h) {
			col = i
		}
	}
	return col
}

// FIDEIDs are the FIDE IDs of a rating list's rows, in row order, read
// from its FIDE ID column (FIDEIDColumn); nil when the list has no such
// column, 0 for a row whose cell holds no positive whole number.
func FIDEIDs(l *xlsxio.RatingList) []int64 {
	return FIDEIDsIn(l, FIDEIDColumn(l))
}

// FIDEIDsIn are FIDEIDs read from column col of the list's unknown
// columns, the FIDE ID column already found (nil for col -1).
func FIDEIDsIn(l *xlsxio.RatingList, col int) []int64 {
	if col < 0 {
		return nil
	}
	out := make([]int64, len(l.Rows))
	for i, r := range l.Rows {
		if col < len(r.Extra) {
			if n, err := strconv.ParseInt(strings.TrimSpace(r.Extra[col]), 10, 64); err == nil && n > 0 {
				out[i] = n
			}
		}
	}
	return out
}
