package trfio_test

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"ratingdesk/titles"
	"ratingdesk/trfio"
	"ratingdesk/xlsxio"
)

// today is the date the tests read with.
var today = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// fideExample is a section written from the layout FIDE publishes for
// TRF-16 (docs/formats.md "TRF"): the tournament lines, one 001 line a
// player with the fields in their columns, and three rounds of a round
// robin of four; titles in the one-letter form of TRF06.
var fideExample = []string{
	"012 Baltic Sea Invitational / Group A",
	"022 Gdansk",
	"032 POL",
	"042 2023/03/01",
	"052 2025/02/28",
	"062 4",
	"072 3",
	"092 Master norm",
	"102 Jan Arbiter",
	"112 Tom Director",
	"112 Second Deputy",
	"122 50 days/10 moves",
	"132                                                                                        23/03/01  23/03/01  23/03/01",
	"001    1 mg   Kowalski, Jan                     2450 POL      210003 1968/04/12  2.5    1     4 w 1     3 b =     2 w 1",
	"001    2 w    Novak, Eva                        2390 CZE      330118 1975        1.5    2     3 w =     4 b 1     1 b 0",
	"001    3 mm   Berg, Lars                        2410 SWE      460025 1959/11/02  1.5    3     2 b =     1 w =     4 b =",
	"001    4 m    Dupont, Marc                           FRA                         0.5    4     1 b 0     2 w 0     3 w =",
}

// writeTRF writes lines joined by end into a file of the test's folder.
func writeTRF(t *testing.T, lines []string, end string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "section.trf")
	if err := os.WriteFile(path, []byte(strings.Join(lines, end)+end), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// readOne reads a TRF that must read without errors.
func readOne(t *testing.T, path string) (*xlsxio.Crosstable, xlsxio.Problems) {
	t.Helper()
	cts, ps := trfio.Read(path, xlsxio.ReadOptions{Today: today})
	if ps.HasErrors() || len(cts) != 1 {
		t.Fatalf("Read(%s) = %d sections, problems:\n%v", filepath.Base(path), len(cts), ps)
	}
	return cts[0], ps
}

func TestReadFIDEExample(t *testing.T) {
	c, ps := readOne(t, writeTRF(t, fideExample, "\r\n"))
	s := c.Section
	date := func(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC) }
	checks := []struct {
		what      string
		got, want any
	}{
		{"Tournament", s.Tournament, "Baltic Sea Invitational"},
		{"Section", s.Name, "Group A"},
		{"Type", s.Type, "Master norm"},
		{"Start", s.Start, date(2023, 3, 1)},
		{"Finished", s.Finished, date(2025, 2, 28)},
		{"Officials", c.Officials, xlsxio.Officials{Arbiter: "Jan Arbiter", Director: "Tom Director", Organiser: "POL"}},
		{"DoubleRound", s.DoubleRound, false},
		{"Count", c.Count, xlsxio.RowCount{Rows: 4, Read: 4}},
		{"players", len(s.Players), 4},
		{"player 1", s.Players[0], titles.SectionPlayer{No: 1, ID: 210003, Name: "Kowalski, Jan", Fed: "POL", Titles: []string{"GM"}, StartRating: 2450, Status: titles.Unfixed}},
		{"player 3 titles", s.Players[2].Titles, []string{"IM"}},
		{"player 4", s.Players[3], titles.SectionPlayer{No: 4, Name: "Dupont, Marc", Fed: "FRA"}},
		{"1 v 4", s.Games[0][3], []titles.Result{titles.Win}},
		{"4 v 1", s.Games[3][0], []titles.Result{titles.Loss}},
		{"2 v 3", s.Games[1][2], []titles.Result{titles.Draw}},
		{"2 v 4", s.Games[1][3], []titles.Result{titles.Win}},
		{"3 v 4", s.Games[2][3], []titles.Result{titles.Draw}},
		{"result origin", c.CellOrigin(1, 0).Cell, "line 15, column 112"},
		{"player origin", c.PlayerOrigin(3).Cell, "line 17, column 5"},
	}
	for _, ck := range checks {
		if !reflect.DeepEqual(ck.got, ck.want) {
			t.Errorf("Read(FIDE example) %s = %#v, want %#v", ck.what, ck.got, ck.want)
		}
	}
	if got := ps.Warnings().Error(); !strings.Contains(got, "section.trf:line 14, column 49: warning: a TRF gives no rating status: the 3 players") {
		t.Errorf("Read(FIDE example) warnings = %q, want the rating status warning at line 14, column 49", got)
	}
}

func TestReadMismatchedPair(t *testing.T) {
	lines := append([]string(nil), fideExample...)
	// Novak's line says she won round 3 against Kowalski with black; his
	// line says he won it with white.
	lines[14] = strings.Replace(lines[14], "    1 b 0", "    1 b 1", 1)
	lines[14] = strings.Replace(lines[14], "  1.5    2", "  2.5    2", 1)
	path := writeTRF(t, lines, "\n")
	_, ps := trfio.Read(path, xlsxio.ReadOptions{Today: today})
	want := path + ":line 14, column 112: line 14 round 3 says Kowalski, Jan (1) won with white against Novak, Eva (2); line 15 round 3 says Novak, Eva (2) won with black against Kowalski, Jan (1): both lines must tell the same game"
	if got := ps.Errors().Error(); got != want {
		t.Errorf("Read(mismatched pair) errors =\n%s\nwant\n%s", got, want)
	}
}

func TestReadOtherOpponent(t *testing.T) {
	lines := append([]string(nil), fideExample...)
	lines[16] = strings.Replace(lines[16], "     3 w =", "     2 w =", 1) // Dupont names Novak in round 3
	_, ps := trfio.Read(writeTRF(t, lines, "\n"), xlsxio.ReadOptions{Today: today})
	for _, want := range []string{
		"section.trf:line 16, column 112: line 16 round 3 says Berg, Lars (3) drew with black against Dupont, Marc (4); line 17 round 3 says Dupont, Marc (4) played 2: both lines must tell the same game",
		"section.trf:line 17, column 112: line 17 round 3 says Dupont, Marc (4) drew with white against Novak, Eva (2); line 15 round 3 says Novak, Eva (2) played 1: both lines must tell the same game",
	} {
		if !strings.Contains(ps.Errors().Error(), want) {
			t.Errorf("Read(other opponent) errors =\n%v\nwant among them\n%s", ps.Errors(), want)
		}
	}
}

func TestReadVariants(t *testing.T) {
	variant := func(change func([]string) []string) []string { return change(append([]string(nil), fideExample...)) }
	tests := []struct {
		name  string
		lines []string
		end   string
	}{
		{"CR only", fideExample, "\r"},
		{"LF only", fideExample, "\n"},
		{"dotted dates", variant(func(l []string) []string {
			l[3], l[4] = "042 01. 03. 2023", "052 28.02.2025"
			return l
		}), "\r\n"},
		{"two-digit years", variant(func(l []string) []string {
			l[3], l[4] = "042 23/03/01", "052 25/02/28"
			return l
		}), "\r\n"},
		{"trailing spaces and tabs", variant(func(l []string) []string {
			for i := range l {
				l[i] += "  \t "
			}
			return l
		}), "\r\n"},
		{"comments and blank lines", variant(func(l []string) []string {
			return append([]string{"### written by hand", ""}, l...)
		}), "\n"},
	}
	base, _ := readOne(t, writeTRF(t, fideExample, "\r\n"))
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, _ := readOne(t, writeTRF(t, tc.lines, tc.end))
			if !reflect.DeepEqual(c.Section, base.Section) || c.Count != base.Count {
				t.Errorf("Read(%s) = %+v, want the section of the example %+v", tc.name, c.Section, base.Section)
			}
		})
	}
}

func TestReadRefused(t *testing.T) {
	tests := []struct {
		name   string
		line   int
		change func(string) string
		want   string
	}{
		{"tab inside", 13, func(s string) string { return strings.Replace(s, "Kowalski, Jan   ", "Kowalski,\tJan   ", 1) },
			"section.trf:line 14, column 24: a tab in a player's line: the columns of a TRF line are fixed, write spaces instead"},
		{"shifted block", 14, func(s string) string { return strings.Replace(s, "     4 b 1", "    4 b 1 ", 1) },
			"section.trf:line 15, column 106: round 2: 'b' in column 106, which is blank: a round block is the opponent in columns 102–105, the colour in 107 and the result in 109"},
		{"unknown code", 15, func(s string) string { return strings.Replace(s, "     1 w =", "     1 w ?", 1) },
			"section.trf:line 16, column 109: round 2: the result '?' is not a TRF result code (1 = 0 + - W D L H F U Z or blank)"},
		{"bad start", 3, func(string) string { return "042 March 2023" },
			"section.trf:line 4, column 5: 042 (start date) is \"March 2023\": expected a date as YYYY/MM/DD (also DD.MM.YYYY, YY/MM/DD)"},
		{"rating", 16, func(s string) string { return strings.Replace(s, "      FRA", "  n/a FRA", 1) },
			"section.trf:line 17, column 49: the rating (columns 49–52) is \"n/a\": expected a whole number"},
		{"shifted fields", 14, func(s string) string { return strings.Replace(s, "2390 CZE", "23900CZE", 1) },
			"section.trf:line 15, column 53: '0' in column 53, which is blank in a player's line: the fields are not in the columns of the TRF layout"},
		{"no name, no ID", 16, func(s string) string { return strings.Replace(s, "Dupont, Marc", "            ", 1) },
			"section.trf:line 17, column 15: the player has neither a name (columns 15–47) nor an ID (columns 58–68)"},
		{"draw not rated", 13, func(s string) string { return strings.Replace(s, "     3 b =", "     3 b D", 1) },
			"section.trf:line 14, column 109: round 2: D (a draw not rated"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			lines := append([]string(nil), fideExample...)
			lines[tc.line] = tc.change(lines[tc.line])
			cts, ps := trfio.Read(writeTRF(t, lines, "\n"), xlsxio.ReadOptions{Today: today})
			if cts != nil || !strings.Contains(ps.Errors().Error(), tc.want) {
				t.Errorf("Read(%s) = %d sections, errors\n%v\nwant nil and among them\n%s", tc.name, len(cts), ps.Errors(), tc.want)
			}
		})
	}
}

func TestReadIgnoredRecords(t *testing.T) {
	lines := append(append([]string(nil), fideExample...), "XXR 3", "013 Team Baltic                        1    2", "XXR 3")
	_, ps := readOne(t, writeTRF(t, lines, "\n"))
	for _, want := range []string{
		"section.trf:line 18, column 1: warning: not read: 2 line(s) of record XXR (the number of rounds (JaVaFo))",
		"section.trf:line 19, column 1: warning: not read: 1 line(s) of record 013 (a team)",
	} {
		if !strings.Contains(ps.Error(), want) {
			t.Errorf("Read(ignored records) problems =\n%v\nwant among them %q", ps, want)
		}
	}
}

func TestReadDoubleRound(t *testing.T) {
	var buf bytes.Buffer
	c, _ := readOne(t, writeTRF(t, fideExample, "\n"))
	s := titles.NewSection(c.Section.Players, true)
	s.Tournament, s.Name = "Double", "Double"
	s.SetGames(0, 1, titles.Win, titles.Draw)
	s.SetGames(2, 3, titles.ForfeitWin, titles.Unfinished)
	c2 := xlsxio.NewLocatedCrosstable("d.trf", s, xlsxio.RowCount{}, xlsxio.Officials{}, nil)
	st, err := titles.Standings(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := trfio.Encode(&buf, c2, st); err != nil {
		t.Fatal(err)
	}
	cts, ps := trfio.Decode("d.trf", buf.Bytes(), xlsxio.ReadOptions{Today: today})
	if ps.HasErrors() {
		t.Fatalf("Decode(Encode(double round)) problems:\n%v\n%s", ps, buf.String())
	}
	got := cts[0].Section
	if !got.DoubleRound || !reflect.DeepEqual(got.Games, s.Games) {
		t.Errorf("Decode(Encode(double round)) = double %v games %v, want double games %v", got.DoubleRound, got.Games, s.Games)
	}
}
