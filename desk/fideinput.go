package desk

import (
	"ratingdesk/fidelist"
	"ratingdesk/xlsxio"
)

// FIDEListKind names the FIDE rating list among the open files and a
// period's inputs (the Notes sheet, the report, the app's workspace).
const FIDEListKind = "FIDE rating list"

// FIDEListFile is a FIDE rating list as Open reads it (docs/formats.md
// "FIDE rating list"): the list holds a million players, of whom a period
// needs the few unrated ones, so none is kept; the period's run reads the
// list again for them (Request.FIDE, ApplyFIDEList).
type FIDEListFile struct {
	// Count says what became of every player line or element
	// (docs/formats.md "Every row is accounted for").
	Count xlsxio.RowCount
}

// OpenFIDEList reads the FIDE rating list at path through to count and
// check its players, keeping none of them. A list whose players cannot
// all be accounted for is an error, as the run would find it
// (ApplyFIDEList).
func OpenFIDEList(path string) *Input {
	count, ps := fidelist.Scan(path, func(fidelist.Player) error { return nil })
	if !ps.HasErrors() && !count.Balanced() {
		ps = append(ps, unbalancedFIDE(path, count))
	}
	return &Input{Path: path, FIDE: &FIDEListFile{Count: count}, Problems: ps}
}

// unbalancedFIDE is the error of a FIDE list whose players could not all
// be accounted for.
func unbalancedFIDE(file string, count xlsxio.RowCount) *xlsxio.Problem {
	return errorAt(file, "", "", "the players of the FIDE list could not all be accounted for (%d lines: %d read, %d blank, %d with errors); please report this file", count.Rows, count.Read, count.Blank, count.WithErrors)
}
