package trfio_test

import (
	"bytes"
	"path/filepath"
	"reflect"
	"testing"

	"ratingdesk/titles"
	"ratingdesk/trfio"
	"ratingdesk/xlsxio"
)

// carried is what a TRF carries of a section (docs/formats.md "TRF"):
// the key block's names, type, dates and officials, whether it is a
// double round, rated and a title tournament, the players' numbers, IDs,
// names, federations, first titles, start ratings and rating statuses,
// and every result.
type carried struct {
	Tournament, Name, Type string
	Start, Finished        string
	Officials              xlsxio.Officials
	DoubleRound            bool
	Rated, TitleTournament bool
	Players                []carriedPlayer
	Games                  [][][]titles.Result
}

type carriedPlayer struct {
	No, ID      int
	Name, Fed   string
	Title       string
	StartRating int
	Status      titles.RatingStatus
	FIDE        int
	Withdrawn   titles.Withdrawal
	Cancelled   bool
}

func carriedOf(c *xlsxio.Crosstable) carried {
	s := c.Section
	out := carried{Tournament: s.Tournament, Name: s.Name, Type: s.Type, Start: s.Start.Format("2006-01-02"),
		Finished: s.Finished.Format("2006-01-02"), Officials: c.Officials, DoubleRound: s.DoubleRound, Rated: s.Rated, TitleTournament: s.TitleTournament, Games: s.Games}
	for _, p := range s.Players {
		cp := carriedPlayer{No: p.No, ID: int(p.ID), Name: p.Name, Fed: p.Fed, StartRating: p.StartRating, Status: p.Status,
			FIDE: p.FIDE, Withdrawn: p.Withdrawn, Cancelled: p.GamesCancelled}
		if len(p.Titles) > 0 {
			cp.Title = p.Titles[0]
		}
		out.Players = append(out.Players, cp)
	}
	return out
}

// roundTrip writes c as TRF and reads it back.
func roundTrip(t *testing.T, c *xlsxio.Crosstable) (*xlsxio.Crosstable, []byte) {
	t.Helper()
	st, err := titles.Standings(c.Section)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := trfio.Encode(&buf, c, st); err != nil {
		t.Fatalf("Encode(%s): %v", c.Name(), err)
	}
	cts, ps := trfio.Decode("back.trf", buf.Bytes(), xlsxio.ReadOptions{Today: today})
	if ps.HasErrors() {
		t.Fatalf("Decode(Encode(%s)) problems:\n%v\n%s", c.Name(), ps.Errors(), buf.String())
	}
	return cts[0], buf.Bytes()
}

func TestRoundTripSampleSections(t *testing.T) {
	var sections []*xlsxio.Crosstable
	for _, f := range []string{"sample-sections.xlsx", "sample-section-double.csv"} {
		cts, ps := xlsxio.ReadCrosstables(filepath.Join("..", "testdata", f), xlsxio.ReadOptions{Today: today})
		if ps.HasErrors() {
			t.Fatalf("ReadCrosstables(%s): %v", f, ps)
		}
		sections = append(sections, cts...)
	}
	if len(sections) < 4 {
		t.Fatalf("the sample crosstables hold %d sections, want at least 4", len(sections))
	}
	for _, c := range sections {
		back, data := roundTrip(t, c)
		if got, want := carriedOf(back), carriedOf(c); !reflect.DeepEqual(got, want) {
			t.Errorf("Decode(Encode(%s)) =\n%+v\nwant\n%+v\nTRF:\n%s", c.Name(), got, want, data)
		}
		if back.Count != (xlsxio.RowCount{Rows: len(c.Section.Players), Read: len(c.Section.Players)}) {
			t.Errorf("Decode(Encode(%s)).Count = %+v, want every player's line read", c.Name(), back.Count)
		}
	}
}

func TestRoundTripFIDEExample(t *testing.T) {
	c, _ := readOne(t, writeTRF(t, fideExample, "\r\n"))
	back, _ := roundTrip(t, c)
	if got, want := carriedOf(back), carriedOf(c); !reflect.DeepEqual(got, want) {
		t.Errorf("Decode(Encode(FIDE example)) =\n%+v\nwant\n%+v", got, want)
	}
}

// TestRoundTripCancelled: a section in which a withdrawn player's games
// were cancelled reads back the same, though the standings count those
// games for nobody (the points of a line are its results).
func TestRoundTripCancelled(t *testing.T) {
	c, _ := readOne(t, writeTRF(t, fideExample, "\r\n"))
	s := c.Section
	s.Players[3].Withdrawn, s.Players[3].GamesCancelled = titles.WithdrawalAccepted, true
	s.Players[1].FIDE = 2310
	s.Rated = false
	cc := xlsxio.NewLocatedCrosstable("c.trf", s, c.Count, c.Officials, nil)
	back, data := roundTrip(t, cc)
	if got, want := carriedOf(back), carriedOf(cc); !reflect.DeepEqual(got, want) {
		t.Errorf("Decode(Encode(cancelled)) =\n%+v\nwant\n%+v\nTRF:\n%s", got, want, data)
	}
}

// TestEncodeNotes: what a TRF cannot hold is said, and the file is
// written all the same.
func TestEncodeNotes(t *testing.T) {
	c, _ := readOne(t, writeTRF(t, fideExample, "\r\n"))
	s := c.Section
	s.Players[0].Titles = []string{"SIM", "IA"}
	s.Players[1].Name = "Novak-Kowalska-Berg, Eva Maria Magdalena"
	s.Players[2].Titles = []string{"g"}
	s.Board, s.Boards = 1, 4
	cc := xlsxio.NewLocatedCrosstable("c.trf", s, c.Count, c.Officials, nil)
	st, err := titles.Standings(s)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	notes, err := trfio.Encode(&buf, cc, st)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Board and Boards (a team tournament's board) are not in a TRF",
		`No 1 Kowalski, Jan: a TRF holds one title of up to 3 letters; "SIM" is written`,
		`No 2: the name "Novak-Kowalska-Berg, Eva Maria Magdalena" is longer than the 33 characters of a TRF and is cut`,
		`No 3 Berg, Lars: the title "g" is not written: a TRF reads it as a TRF06 title letter`,
	}
	if !reflect.DeepEqual(notes, want) {
		t.Errorf("Encode notes =\n%q\nwant\n%q", notes, want)
	}
	if _, ps := trfio.Decode("c.trf", buf.Bytes(), xlsxio.ReadOptions{Today: today}); ps.HasErrors() {
		t.Errorf("Decode(Encode) errors %v", ps.Errors())
	}
}
