package pdfout

import (
	"fmt"
	"strconv"
)

// What the change list prints for a player rated for the first time in
// the period: no old rating, and "new" for the change. The app's Changes
// table shows the same words.
const (
	NoOldRating       = "–"
	FirstRatingChange = "new"
)

// changes prints the change list: one row per player with a rated game in
// the period, in changeOrder, under a header repeated on every page.
//
// changeOrder: the list is sorted by name with the diacritics folded away
// (Ševčík among the S, Đorđević among the D: see sortKey), then by the name
// as written, then by ID. A printed list is looked up by name; the ID is in
// the second column for those who search by ID.
//
// "Old" is the rating on the list the period starts from, rounded half up
// as published (Rules 5), or "–" for a player who had none; "Change" is the
// new published rating less that ("new" for a player rated for the first
// time); "RD" is the new published RD; "Games" and "Score" count the games
// that counted for the player in the period, "Total" all rated games so far
// (Tournament Rules 9.3).
func (rd *reportData) changes(d *Document) {
	res := rd.res
	d.SetSection("Changes")
	d.AddPage()
	d.Heading("Changes in rating period " + res.Period.String())
	omitted := len(res.Players) - len(rd.played)
	rows, left := "One row for each of the %d players with a rated game in the period", "%d players without a rated game are left out: their rating is unchanged"
	if len(rd.played) == 1 {
		rows = "One row for the %d player with a rated game in the period"
	}
	if omitted == 1 {
		left = "%d player without a rated game is left out: the rating is unchanged"
	}
	switch {
	case !rd.glicko():
		left += "." // The 2017 system has no RD (docs/rules.md §1.7).
	case omitted == 1:
		left += " and the RD grew as Rules 2.1b says."
	default:
		left += " and their RD grew as Rules 2.1b says."
	}
	d.Paragraph(Regular, 9, fmt.Sprintf(
		rows+", sorted by name (diacritics ignored: Ševčík sorts as Sevcik), then by ID. "+left,
		len(rd.played), omitted))
	d.Space(2)
	cols := []Column{
		{Title: "Name"},
		{Title: "ID", Width: 17, Align: Right},
		{Title: "Fed", Width: 11, Align: Center},
		{Title: "Old", Width: 13, Align: Right},
		{Title: "New", Width: 13, Align: Right},
		{Title: "Change", Width: 14, Align: Right},
	}
	glicko := rd.glicko()
	if glicko {
		cols = append(cols, Column{Title: "RD", Width: 10, Align: Right})
	}
	cols = append(cols,
		Column{Title: "Games", Width: 12, Align: Right},
		Column{Title: "Score", Width: 12, Align: Right},
		Column{Title: "Total", Width: 12, Align: Right},
	)
	t := d.NewTable(cols, TableStyle{Size: 8, Zebra: true})
	cells := make([]string, 0, len(cols))
	for _, i := range rd.played {
		p := res.Players[i]
		oldText, changeText := NoOldRating, FirstRatingChange
		if old, ok := oldRating(p); ok {
			oldText = strconv.Itoa(old)
			changeText = signed(p.PublishedRating - old)
		}
		cells = append(cells[:0], p.Player.Name, idText(p.Player.ID), p.Player.Fed,
			oldText, strconv.Itoa(p.PublishedRating), changeText)
		if glicko {
			cells = append(cells, strconv.Itoa(p.PublishedRD))
		}
		cells = append(cells, strconv.Itoa(p.PeriodGames), score(p.PeriodScore), strconv.Itoa(p.Games))
		t.Row(cells...)
	}
	if len(rd.played) == 0 {
		d.Paragraph(Italic, 9, "No player had a rated game in this period.")
	}
}
