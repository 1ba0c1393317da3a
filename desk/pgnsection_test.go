package desk_test

import (
	"fmt"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// sectionPGN writes the games of a crosstable section as the ICCF server
// writes an event's PGN: pair by pair in start-number order, with the
// start ratings as Elo tags and the start date as EventDate.
func sectionPGN(c *xlsxio.Crosstable) string {
	s := &c.Section
	pgnResult := map[titles.Result]string{titles.Win: "1-0", titles.Draw: "1/2-1/2", titles.Loss: "0-1", titles.ForfeitWin: "1-0", titles.ForfeitLoss: "0-1", titles.Unfinished: "*"}
	var b strings.Builder
	for i := range s.Players {
		for j := i + 1; j < len(s.Players); j++ {
			for k, r := range s.Games[i][j] {
				w, bl := s.Players[i], s.Players[j]
				if k%2 == 1 {
					w, bl, r = bl, w, r.Reverse()
				}
				fmt.Fprintf(&b, "[Event %q]\n[Section %q]\n[Site \"ICCF\"]\n[EventDate %q]\n[White %q]\n[Black %q]\n[Result %q]\n[WhiteElo \"%d\"]\n[BlackElo \"%d\"]\n[WhiteIccfID \"%d\"]\n[BlackIccfID \"%d\"]\n",
					s.Tournament, s.Name, s.Start.Format("2006.01.02"), w.Name, bl.Name, pgnResult[r], w.StartRating, bl.StartRating, w.ID, bl.ID)
				if r == titles.ForfeitWin || r == titles.ForfeitLoss {
					b.WriteString("[Termination \"forfeit\"]\n")
				}
				if r.Finished() {
					b.WriteString("[EndDate \"2025.06.01\"]\n")
				}
				fmt.Fprintf(&b, "\n1. e4 %s\n\n", pgnResult[r])
			}
		}
	}
	return b.String()
}

// TestNormsPGNOfASection computes the standings and norms of the sample's
// sections whose players are all on the sample list (GM-A, and DR-1, a
// double round) from the crosstable workbook and from a PGN of the same
// games with the sample list: they must be the same.
func TestNormsPGNOfASection(t *testing.T) {
	for _, sheet := range []string{"GM-A", "DR-1"} {
		t.Run(sheet, func(t *testing.T) {
			cts, ps := xlsxio.ReadCrosstables("../testdata/sample-sections.xlsx", xlsxio.ReadOptions{Sheet: sheet})
			noErrors(t, ps)
			want, ps := desk.ComputeNorms(cts[0], titles.ScaleICCF)
			noErrors(t, ps)
			path := writeTextFile(t, sheet+".pgn", sectionPGN(cts[0]))
			c, ps := desk.ReadPGNSection(path, desk.PGNSectionOptions{List: "../testdata/sample-list.csv", Type: cts[0].Section.Type})
			noErrors(t, ps)
			got, ps := desk.ComputeNorms(c, titles.ScaleICCF)
			noErrors(t, ps)
			for _, cmp := range []struct {
				name      string
				got, want any
			}{
				{"players", c.Section.Players, cts[0].Section.Players},
				{"standings", got.Standings, want.Standings},
				{"performances", got.Performances, want.Performances},
				{"norms", got.Watch, want.Watch},
			} {
				if g, w := fmt.Sprintf("%+v", cmp.got), fmt.Sprintf("%+v", cmp.want); g != w {
					t.Errorf("%s %s from the PGN =\n%s\nwant (crosstable)\n%s", sheet, cmp.name, g, w)
				}
			}
		})
	}
}

func TestReadPGNSectionProblems(t *testing.T) {
	cts, ps := xlsxio.ReadCrosstables("../testdata/sample-sections.xlsx", xlsxio.ReadOptions{Sheet: "VI-A"})
	noErrors(t, ps)
	pgn := sectionPGN(cts[0])
	tests := []struct {
		name, pgn, eventType, want string
	}{
		{"not on the list", pgn, "Invitational", `VI-A.pgn:game 7 (line 91): warning: ICCF ID 540201 (Papadakis, Giorgos) is not on the rating list ../testdata/sample-list.csv: read as a new, unrated player`},
		{"no type", pgn, "", `VI-A.pgn: a PGN file does not say the event type`},
		{"two sections", strings.Replace(pgn, `[Section "VI-A"]`, `[Section "VI-B"]`, 1), "Invitational", `VI-A.pgn:game 2 (line 16): this game is of "Veterans Invitational 2024 / VI-A", the first game of "Veterans Invitational 2024 / VI-B"`},
		{"no start", strings.ReplaceAll(pgn, "[EventDate", "[X"), "Invitational", `VI-A.pgn: no game gives the event's start date`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTextFile(t, "VI-A.pgn", tt.pgn)
			_, ps := desk.ReadPGNSection(path, desk.PGNSectionOptions{List: "../testdata/sample-list.csv", Type: tt.eventType})
			if !strings.Contains(ps.Error(), tt.want) {
				t.Errorf("ReadPGNSection(%s) problems = %q, want %q", tt.name, ps.Error(), tt.want)
			}
		})
	}
}

// TestReadPGNSectionGameGivenTwice: a game pasted twice into a section's
// PGN is refused as rate refuses it, not read as a second meeting that
// makes the section a double round (a tester).
func TestReadPGNSectionGameGivenTwice(t *testing.T) {
	cts, ps := xlsxio.ReadCrosstables("../testdata/sample-sections.xlsx", xlsxio.ReadOptions{Sheet: "GM-A"})
	noErrors(t, ps)
	pgn := sectionPGN(cts[0])
	first := pgn[:strings.Index(pgn[1:], "[Event ")+1] // the first game
	path := writeTextFile(t, "twice.pgn", pgn+first)
	c, ps := desk.ReadPGNSection(path, desk.PGNSectionOptions{List: "../testdata/sample-list.csv", Type: cts[0].Section.Type})
	if c != nil || !ps.HasErrors() || !strings.Contains(ps.Errors()[0].Msg, "it would be rated twice") {
		t.Errorf("ReadPGNSection(a game twice) = %v, %v; want the copy refused", c != nil, ps)
	}
}

// TestReadPGNSectionFewPairsTwice: a second game of one pair only, not a
// copy (another date), makes the section a double round with a warning
// naming the pair (a tester); the sample's double round gets none.
func TestReadPGNSectionFewPairsTwice(t *testing.T) {
	cts, ps := xlsxio.ReadCrosstables("../testdata/sample-sections.xlsx", xlsxio.ReadOptions{Sheet: "GM-A"})
	noErrors(t, ps)
	pgn := sectionPGN(cts[0])
	first := pgn[:strings.Index(pgn[1:], "[Event ")+1]
	again := strings.Replace(first, `[EndDate "2025.06.01"]`, `[EndDate "2025.06.02"]`, 1)
	c, ps := desk.ReadPGNSection(writeTextFile(t, "again.pgn", pgn+again), desk.PGNSectionOptions{List: "../testdata/sample-list.csv", Type: cts[0].Section.Type})
	if c == nil || ps.HasErrors() || len(ps.Warnings()) == 0 || !strings.Contains(ps.Warnings()[len(ps.Warnings())-1].Msg, "only 1 of the 78 pairs play two games") {
		t.Errorf("ReadPGNSection(one pair twice) warnings = %v, want one naming the pair", ps)
	}
	dr, ps := xlsxio.ReadCrosstables("../testdata/sample-sections.xlsx", xlsxio.ReadOptions{Sheet: "DR-1"})
	noErrors(t, ps)
	if _, ps := desk.ReadPGNSection(writeTextFile(t, "dr.pgn", sectionPGN(dr[0])), desk.PGNSectionOptions{List: "../testdata/sample-list.csv", Type: dr[0].Section.Type}); strings.Contains(fmt.Sprint(ps), "pairs play two games") {
		t.Errorf("a double round's PGN is warned about: %v", ps)
	}
}
