package trfio_test

import (
	"bytes"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"ratingdesk/engine"
	"ratingdesk/titles"
	"ratingdesk/trfio"
	"ratingdesk/xlsxio"
)

// publishedBerger are the FIDE Berger tables (FIDE Handbook C.05 Annex 1)
// as published, White first, one round a line: 4, 6, 8, 10 and 12 players
// whole, and the first six rounds of 14 (round 2 as the tester quoted it).
var publishedBerger = map[int][]string{
	4: {"1-4, 2-3", "4-3, 1-2", "2-4, 3-1"},
	6: {"1-6, 2-5, 3-4", "6-4, 5-3, 1-2", "2-6, 3-1, 4-5", "6-5, 1-4, 2-3", "3-6, 4-2, 5-1"},
	8: {"1-8, 2-7, 3-6, 4-5", "8-5, 6-4, 7-3, 1-2", "2-8, 3-1, 4-7, 5-6", "8-6, 7-5, 1-4, 2-3",
		"3-8, 4-2, 5-1, 6-7", "8-7, 1-6, 2-5, 3-4", "4-8, 5-3, 6-2, 7-1"},
	10: {"1-10, 2-9, 3-8, 4-7, 5-6", "10-6, 7-5, 8-4, 9-3, 1-2", "2-10, 3-1, 4-9, 5-8, 6-7",
		"10-7, 8-6, 9-5, 1-4, 2-3", "3-10, 4-2, 5-1, 6-9, 7-8", "10-8, 9-7, 1-6, 2-5, 3-4",
		"4-10, 5-3, 6-2, 7-1, 8-9", "10-9, 1-8, 2-7, 3-6, 4-5", "5-10, 6-4, 7-3, 8-2, 9-1"},
	12: {"1-12, 2-11, 3-10, 4-9, 5-8, 6-7", "12-7, 8-6, 9-5, 10-4, 11-3, 1-2", "2-12, 3-1, 4-11, 5-10, 6-9, 7-8",
		"12-8, 9-7, 10-6, 11-5, 1-4, 2-3", "3-12, 4-2, 5-1, 6-11, 7-10, 8-9", "12-9, 10-8, 11-7, 1-6, 2-5, 3-4",
		"4-12, 5-3, 6-2, 7-1, 8-11, 9-10", "12-10, 11-9, 1-8, 2-7, 3-6, 4-5", "5-12, 6-4, 7-3, 8-2, 9-1, 10-11",
		"12-11, 1-10, 2-9, 3-8, 4-7, 5-6", "6-12, 7-5, 8-4, 9-3, 10-2, 11-1"},
	14: {"1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8", "14-8, 9-7, 10-6, 11-5, 12-4, 13-3, 1-2",
		"2-14, 3-1, 4-13, 5-12, 6-11, 7-10, 8-9", "14-9, 10-8, 11-7, 12-6, 13-5, 1-4, 2-3",
		"3-14, 4-2, 5-1, 6-13, 7-12, 8-11, 9-10", "14-10, 11-9, 12-8, 13-7, 1-6, 2-5, 3-4"},
}

// drawnSection is a finished round robin of n players, every game drawn
// but those given (by pair of numbers, from the first's side), as a TRF
// section reads it.
func drawnSection(n int, double bool, results map[[2]int][]titles.Result) *xlsxio.Crosstable {
	ps := make([]titles.SectionPlayer, n)
	for i := range ps {
		ps[i] = titles.SectionPlayer{No: i + 1, ID: 500100 + engine.PlayerID(i+1), Name: fmt.Sprintf("Player, No%d", i+1), StartRating: 2400 + i, Status: titles.Fixed}
	}
	s := titles.NewSection(ps, double)
	s.Tournament, s.Name = "Berger Cup", "A"
	s.Start = time.Date(2024, 1, 10, 0, 0, 0, 0, time.UTC)
	for i := range n {
		for j := i + 1; j < n; j++ {
			r := []titles.Result{titles.Draw, titles.Draw}[:s.GamesPerPair()]
			if given, ok := results[[2]int{i + 1, j + 1}]; ok {
				r = given
			}
			s.SetGames(i, j, r...)
		}
	}
	return xlsxio.NewLocatedCrosstable("berger.trf", s, xlsxio.RowCount{Rows: n, Read: n}, xlsxio.Officials{}, nil)
}

// encode writes c as TRF, returning the text and the notes.
func encode(t *testing.T, c *xlsxio.Crosstable) (string, []string) {
	t.Helper()
	st, err := titles.Standings(c.Section)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	notes, err := trfio.Encode(&buf, c, st)
	if err != nil {
		t.Fatal(err)
	}
	return buf.String(), notes
}

// block is one round block of a 001 line as written.
type block struct{ opp, colour, result string }

// blocksOf reads the round blocks of every 001 line of a TRF, by starting
// rank, in characters from column 92 on (10 columns a block).
func blocksOf(t *testing.T, text string) map[int][]block {
	t.Helper()
	out := map[int][]block{}
	for _, l := range strings.Split(text, "\r\n") {
		if !strings.HasPrefix(l, "001") {
			continue
		}
		r := []rune(l)
		var no int
		fmt.Sscan(string(r[4:8]), &no)
		for col := 91; col < len(r); col += 10 {
			b := string(r[col:min(col+10, len(r))]) + strings.Repeat(" ", 10)
			out[no] = append(out[no], block{strings.TrimSpace(b[0:4]), b[5:6], b[7:8]})
		}
	}
	return out
}

// roundsOf are the games of each round as "white-black", sorted, and the
// free round of each round as "bye N".
func roundsOf(t *testing.T, text string, rounds int) [][]string {
	t.Helper()
	out := make([][]string, rounds)
	for no, bs := range blocksOf(t, text) {
		if len(bs) != rounds {
			t.Fatalf("No %d has %d round blocks, want %d:\n%s", no, len(bs), rounds, text)
		}
		for r, b := range bs {
			switch {
			case b.opp == "0000" && b.colour == "-" && b.result == "Z":
				out[r] = append(out[r], fmt.Sprintf("bye %d", no))
			case b.colour == "w":
				out[r] = append(out[r], fmt.Sprintf("%d-%s", no, b.opp))
			case b.colour != "b":
				t.Fatalf("No %d round %d: block %+v", no, r+1, b)
			}
		}
	}
	for _, r := range out {
		sort.Strings(r)
	}
	return out
}

// published is the published table of m players as roundsOf gives it,
// for n players (n = m-1: m is the free round).
func published(m, n int) [][]string {
	var out [][]string
	for _, line := range publishedBerger[m] {
		var round []string
		for _, g := range strings.Split(line, ", ") {
			w, b, _ := strings.Cut(g, "-")
			switch {
			case n < m && w == fmt.Sprint(m):
				round = append(round, "bye "+b)
			case n < m && b == fmt.Sprint(m):
				round = append(round, "bye "+w)
			default:
				round = append(round, g)
			}
		}
		sort.Strings(round)
		out = append(out, round)
	}
	return out
}

// TestEncodeBergerTables: the rounds and colours written are those of the
// FIDE Berger tables by crosstable number, an odd section playing the
// tables of one more, whose last number is the free round (a tester: the
// rounds were a circle of our own, round 2 of 13 players 3–1, 4–13, 5–12
// … with 2 free, and No 1 had six blacks in a row, then six whites).
func TestEncodeBergerTables(t *testing.T) {
	for _, tc := range []struct{ players, table int }{{4, 4}, {3, 4}, {6, 6}, {5, 6}, {8, 8}, {10, 10}, {12, 12}, {11, 12}, {14, 14}, {13, 14}} {
		t.Run(fmt.Sprint(tc.players), func(t *testing.T) {
			text, _ := encode(t, drawnSection(tc.players, false, nil))
			want := published(tc.table, tc.players)
			got := roundsOf(t, text, tc.table-1)[:len(want)]
			if !reflect.DeepEqual(got, want) {
				t.Errorf("rounds of %d players =\n%q\nwant the Berger table of %d\n%q", tc.players, got, tc.table, want)
			}
		})
	}
}

// TestEncodeBergerColours: no player has three games in a row with the
// same colour in a single round robin of the Berger tables, and a double
// round robin plays the second cycle with the colours reversed.
func TestEncodeBergerColours(t *testing.T) {
	text, _ := encode(t, drawnSection(14, true, nil))
	for no, bs := range blocksOf(t, text) {
		if len(bs) != 26 {
			t.Fatalf("No %d has %d rounds, want 26", no, len(bs))
		}
		for r := range 13 {
			a, b := bs[r], bs[r+13]
			if a.opp != b.opp || a.colour == b.colour || a.result != "=" || b.result != "=" {
				t.Errorf("No %d: round %d %+v, round %d %+v: want the same opponent, the other colour", no, r+1, a, r+14, b)
			}
			if r >= 2 && bs[r].colour == bs[r-1].colour && bs[r].colour == bs[r-2].colour {
				t.Errorf("No %d: three %s in a row to round %d", no, bs[r].colour, r+1)
			}
		}
	}
}

// TestEncodeUnfinishedGame: a game not finished is written as an empty
// round block on both players' lines (TRF-16 reads a blank result as Z, a
// zero-point bye, so an opponent with a blank result was a bye naming an
// opponent; a tester), the file says so in a comment line and the notes
// warn that the section is running, counting the games; it reads back
// the same.
func TestEncodeUnfinishedGame(t *testing.T) {
	c := drawnSection(5, false, map[[2]int][]titles.Result{{1, 2}: {titles.Unfinished}, {3, 5}: {titles.Unfinished}, {2, 4}: {titles.Win}})
	text, notes := encode(t, c)
	for no, bs := range blocksOf(t, text) {
		for r, b := range bs {
			if b.opp != "" && b.result == " " {
				t.Errorf("No %d round %d: %+v, an opponent with a blank result", no, r+1, b)
			}
		}
	}
	// The Berger table of 6: round 2 is 6–4, 5–3, 1–2.
	bs := blocksOf(t, text)
	empty := block{"", " ", " "}
	for _, at := range []struct{ no, round int }{{1, 2}, {2, 2}, {3, 2}, {5, 2}} {
		if got := bs[at.no][at.round-1]; got != empty {
			t.Errorf("No %d round %d = %+v, want an empty block", at.no, at.round, got)
		}
	}
	if want := "### The section is still running: 2 games are not finished"; !strings.Contains(text, want) {
		t.Errorf("the TRF has no line %q:\n%s", want, text)
	}
	if len(notes) != 1 || !strings.HasPrefix(notes[0], "the section is still running: 2 games are not finished;") {
		t.Errorf("notes = %q, want the running section's warning", notes)
	}
	back, _ := roundTrip(t, c)
	if got, want := carriedOf(back), carriedOf(c); !reflect.DeepEqual(got, want) {
		t.Errorf("Decode(Encode(running)) =\n%+v\nwant\n%+v\nTRF:\n%s", got, want, text)
	}
}

// TestEncodeDoubleRoundSecondGamesUnfinished: a double round robin whose
// second games are all unfinished has no pair meeting twice in the
// rounds; Rating Desk's line "Double round: yes" reads it back as a double
// round, without the warning of few pairs meeting twice.
func TestEncodeDoubleRoundSecondGamesUnfinished(t *testing.T) {
	results := map[[2]int][]titles.Result{}
	for i := 1; i <= 4; i++ {
		for j := i + 1; j <= 4; j++ {
			results[[2]int{i, j}] = []titles.Result{titles.Draw, titles.Unfinished}
		}
	}
	results[[2]int{1, 2}] = []titles.Result{titles.Draw, titles.Win}
	c := drawnSection(4, true, results)
	text, notes := encode(t, c)
	if !strings.Contains(text, "### Rating Desk: Double round: yes\r\n") {
		t.Errorf("no Double round line:\n%s", text)
	}
	if len(notes) != 1 || !strings.Contains(notes[0], "5 games are not finished") {
		t.Errorf("notes = %q, want 5 games not finished", notes)
	}
	cts, ps := trfio.Decode("d.trf", []byte(text), xlsxio.ReadOptions{Today: today})
	if ps.HasErrors() || len(cts) != 1 {
		t.Fatalf("Decode: %v", ps)
	}
	for _, p := range ps {
		if strings.Contains(p.Msg, "meet twice") {
			t.Errorf("warning %q", p.Msg)
		}
	}
	if got, want := carriedOf(cts[0]), carriedOf(c); !reflect.DeepEqual(got, want) {
		t.Errorf("Decode(Encode(double)) =\n%+v\nwant\n%+v\nTRF:\n%s", got, want, text)
	}
}

// TestDoubleRoundNoWithPairsTwice: "Double round: no" with a pair meeting
// twice is an error at the comment line.
func TestDoubleRoundNoWithPairsTwice(t *testing.T) {
	text, _ := encode(t, drawnSection(4, true, nil))
	text = strings.Replace(text, "Double round: yes", "Double round: no", 1)
	_, ps := trfio.Decode("d.trf", []byte(text), xlsxio.ReadOptions{Today: today})
	if errs := ps.Errors(); len(errs) != 1 || !strings.Contains(errs[0].Msg, "Double round: no, but pairs meet twice") {
		t.Errorf("errors = %v, want Double round: no refused", errs)
	}
}

// TestEncodeSaysWhatIsInvented: comment lines say that the rounds and
// colours follow the Berger tables and are not those of play, that the
// rating and ID fields hold ICCF's start rating and ID, and the character
// set; they come after the tournament lines and are read as comments.
func TestEncodeSaysWhatIsInvented(t *testing.T) {
	text, notes := encode(t, drawnSection(13, true, nil))
	for _, want := range []string{
		"### The rounds and colours are not those of play: a correspondence crosstable has no rounds (its games are played at the same time) and does not say who had White.\r\n",
		"### The games are laid out by crosstable number in the rounds and colours of the FIDE Berger tables (FIDE Handbook C.05 Annex 1) for 14 players, number 14 being the free round (0000 - Z), played twice, the second cycle with the colours reversed.\r\n",
		"### Columns 49-52 hold the ICCF start rating and columns 58-68 the ICCF ID, not a FIDE rating and FIDE ID.\r\n",
		"### The file is UTF-8; its columns are counted in characters, not bytes.\r\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the TRF has no line %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "still running") || len(notes) != 0 {
		t.Errorf("a finished section is said to be running: notes %q", notes)
	}
	if first := strings.Index(text, "###"); first < strings.Index(text, "012 ") || first > strings.Index(text, "001 ") {
		t.Errorf("the comment lines are not between the tournament lines and the players:\n%s", text)
	}
}
