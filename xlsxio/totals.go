package xlsxio

import (
	"strings"
)

// totalsWords are the labels of a totals row under a table, as a TD's
// spreadsheet writes them (English, German, French, Dutch, Italian,
// Spanish), folded to lower case without a closing colon or full stop.
var totalsWords = map[string]bool{
	"total": true, "totals": true, "grand total": true, "sum": true, "sums": true,
	"summe": true, "gesamt": true, "gesamtsumme": true, "insgesamt": true,
	"somme": true, "totaal": true, "totale": true, "suma": true,
	// Averages and counts, which a TD puts under a table as often (a
	// tester's "Durchschnitt", "Mean", "Σ").
	"average": true, "avg": true, "mean": true, "count": true, "σ": true,
	"durchschnitt": true, "mittelwert": true, "anzahl": true,
	"moyenne": true, "gemiddelde": true, "media": true, "promedio": true,
}

// isTotalsLabel reports whether the text of a cell is a totals row's
// label (totalsWords), alone or as its first word: "Total", "Summe:",
// "GESAMT", "Average rating", "Total players: 6".
func isTotalsLabel(s string) bool {
	s = strings.ToLower(strings.TrimRight(trimSpace(s), ":."))
	if len(s) <= len("grand total") && totalsWords[s] {
		return true
	}
	first, _, _ := strings.Cut(s, " ")
	return totalsWords[strings.TrimRight(first, ":.,")]
}

// totalsRow says where the rows of a list or game list keep what a
// totals row would hold in place of a record: labels are the schema
// columns where its label may be besides the sheet's first column (the
// name and ID columns), ids the ID columns, which a totals row leaves
// without an ID; noun names the record ("player", "game").
type totalsRow struct {
	labels, ids []int
	noun        string
}

// listTotals and gameTotals are the totals rows of a rating list and a
// game list.
var (
	listTotals = totalsRow{labels: []int{rlID, rlName, rlSurname, rlGiven}, ids: []int{rlID}, noun: "player"}
	gameTotals = totalsRow{labels: []int{glWhite, glBlack, glWhiteName, glBlackName}, ids: []int{glWhite, glBlack}, noun: "game"}
)

// problem is the one error of the row rr reads when it looks like a
// totals row under the table (docs/formats.md "A totals row"): its first
// non-blank cell, in the sheet's first column or a name or ID column,
// holds a totals label, and no ID column of the row holds an ID. It is
// nil for any other row. It is asked only of a row that already has an
// error, so that a plain row costs nothing more.
func (tr *totalsRow) problem(rr *rowReader) *Problem {
	col := rr.r.firstFilled()
	label := trimSpace(rr.r.at(col).text)
	if !isTotalsLabel(label) || !tr.labelColumn(rr.l, col) {
		return nil
	}
	for _, i := range tr.ids {
		s := rr.text(i)
		if s == "" || s == label {
			continue
		}
		if v, err := ParseInt(s, groupedMark); err == nil && v > 0 {
			return nil
		}
	}
	ref := cellRef(col, rr.r.num)
	return errorf(rr.t.file, rr.t.sheet, ref, "row %d looks like a totals row (%q in %s), not a %s: delete it", rr.r.num, label, ref, tr.noun)
}

// labelColumn reports whether file column col may hold a totals row's
// label: the first column, or one of the labels columns.
func (tr *totalsRow) labelColumn(l *layout, col int) bool {
	if col == 0 {
		return true
	}
	for _, i := range tr.labels {
		if l.pos[i] == col {
			return true
		}
	}
	return false
}
