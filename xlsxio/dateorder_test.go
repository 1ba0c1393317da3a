package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestAmbiguousDatesWarned: a column whose text dates NN/NN/YYYY are read
// day first with nothing in the file to show the order (no first number
// above 12) gets one warning, at its first such date, counting them and
// giving both readings (a tester: 03/11/2025, meant as 11 March, was
// rated in another quarter without a word). Evidence, ISO dates, dates
// with dots (always day first), a day equal to its month and the
// month-first option give none; a date only month first reads is the
// error it was, with no warning besides. Game lists and rating lists,
// CSV (streamed) and workbooks (read whole).
func TestAmbiguousDatesWarned(t *testing.T) {
	tests := []struct {
		name       string
		dates      []string
		monthFirst bool
		want       string // cell/severity of the problems
		msg        string // parts of the first problem's message, separated by |
	}{
		{"one date", []string{"2025-10-01", "03/11/2025"}, false, "D3/W",
			`"03/11/2025" is read day first, as 3 November 2025|it may be meant month first, as 11 March 2025|Type dates as YYYY-MM-DD (2025-11-03) to be sure`},
		{"three dates", []string{"03/11/2025", "2025-10-01", "04-10-2025", "1/2/2025"}, false, "D2/W",
			`3 dates of the column, the first "03/11/2025" here, are read day first ("03/11/2025" as 3 November 2025)|("03/11/2025" as 11 March 2025)`},
		{"a day above 12 shows the order", []string{"03/11/2025", "25/10/2025"}, false, "", ""},
		{"a day above 12 later with dashes", []string{"03/11/2025", "25-10-2025"}, false, "", ""},
		{"ISO dates", []string{"2025-11-03", "2025/11/04"}, false, "", ""},
		{"dots are day first", []string{"03.11.2025"}, false, "", ""},
		{"the day is the month", []string{"05/05/2025", "11/11/2025"}, false, "", ""},
		{"month first chosen", []string{"03/11/2025"}, true, "", ""},
		{"only month first reads one", []string{"03/11/2025", "05/13/2025"}, false, "D3/E", "13 is not a month"},
	}
	for _, tt := range tests {
		games := [][]string{{"White", "Black", "Result", "Finished"}}
		list := [][]string{{"ID", "Name", "Games", "Last game"}}
		for i, d := range tt.dates {
			games = append(games, []string{"101", "102", "1-0", d})
			list = append(list, []string{string(rune('1'+i)) + "01", "P", "3", d})
		}
		opt := xlsxio.ReadOptions{MonthFirst: tt.monthFirst}
		read := map[string]func(path string) xlsxio.Problems{
			"game list": func(path string) xlsxio.Problems { _, ps := xlsxio.ReadGameList(path, opt); return ps },
			"list":      func(path string) xlsxio.Problems { _, ps := xlsxio.ReadRatingList(path, opt); return ps },
		}
		for _, kind := range []string{"game list", "list"} {
			rows := games
			if kind == "list" {
				rows = list
			}
			for _, path := range []string{writeTextFile(t, "t.csv", csvOf(rows)), writeXLSX(t, "t.xlsx", sheetOf("S", rows))} {
				ps := read[kind](path)
				var got []string
				for _, p := range ps {
					sev := "/E"
					if p.Severity == xlsxio.Warning {
						sev = "/W"
					}
					got = append(got, p.Cell+sev)
				}
				if strings.Join(got, " ") != tt.want {
					t.Errorf("%s, %s %s: problems at %q, want %q\n%v", tt.name, kind, path[len(path)-4:], got, tt.want, ps)
					continue
				}
				for _, part := range strings.Split(tt.msg, "|") {
					if len(ps) > 0 && !strings.Contains(ps[0].Msg, part) {
						t.Errorf("%s, %s %s: %q, want it to say %q", tt.name, kind, path[len(path)-4:], ps[0].Msg, part)
					}
				}
			}
		}
	}
}

// TestAmbiguousKeyDatesWarned: the Start and Finished of a crosstable's
// block, text dates NN/NN/YYYY read day first with nothing in the block
// to show the order, are warned of at each cell as a column's dates are,
// giving both readings (a tester: Beginn 03/04/2025 and Ende 05/10/2025;
// Finished decides the period the section's games are rated in). A date
// of the block with a first number above 12, ISO dates and the
// month-first option give none; a date only month first reads is the
// error it was. CSV files and workbooks.
func TestAmbiguousKeyDatesWarned(t *testing.T) {
	tests := []struct {
		name          string
		start, finish string
		monthFirst    bool
		want          string // cell/severity of the problems
		msg           string // parts of the messages, separated by |
	}{
		{"both open", "03/04/2025", "05/10/2025", false, "B3/W B4/W",
			`Start: "03/04/2025" is read day first, as 3 April 2025, but no date of the block above the table shows the order|it may be meant month first, as 4 March 2025|Finished: "05/10/2025" is read day first, as 5 October 2025|as 10 May 2025|Type dates as YYYY-MM-DD (2025-10-05) to be sure`},
		{"Finished only open", "2025-01-15", "05/10/2025", false, "B4/W", `Finished: "05/10/2025"|as 10 May 2025`},
		{"German keys", "03/04/2025", "2025-10-05", false, "B3/W", `Start: "03/04/2025"|as 4 March 2025`},
		{"a day above 12 in the block shows the order", "15/01/2025", "05/10/2025", false, "", ""},
		{"ISO dates", "2025-04-03", "2025-10-05", false, "", ""},
		{"month first chosen", "03/04/2025", "05/10/2025", true, "", ""},
		{"only month first reads Start", "03/14/2025", "05/10/2025", false, "B3/E", "14 is not a month"},
	}
	for _, tt := range tests {
		startKey, finishKey := "Start", "Finished"
		if tt.name == "German keys" {
			startKey, finishKey = "Beginn", "Ende"
		}
		rows := [][]string{
			{"Tournament", "Cup"}, {"Section", "A"}, {startKey, tt.start}, {finishKey, tt.finish}, {},
			{"No", "ID", "Name", "Rating", "Status", "1", "2"},
			{"1", "101", "A", "2400", "fixed", "x", "1"},
			{"2", "102", "B", "2300", "fixed", "0", "x"},
		}
		opt := xlsxio.ReadOptions{MonthFirst: tt.monthFirst}
		for _, path := range []string{writeTextFile(t, "ct.csv", csvOf(rows)), writeXLSX(t, "ct.xlsx", sheetOf("A", rows))} {
			_, ps := xlsxio.ReadCrosstables(path, opt)
			var got []string
			var msgs []string
			for _, p := range ps {
				sev := "/E"
				if p.Severity == xlsxio.Warning {
					sev = "/W"
				}
				got = append(got, p.Cell+sev)
				msgs = append(msgs, p.Msg)
			}
			if strings.Join(got, " ") != tt.want {
				t.Errorf("ReadCrosstables(%s, %s) problems at %q, want %q\n%v", tt.name, path[len(path)-4:], got, tt.want, ps)
				continue
			}
			for _, part := range strings.Split(tt.msg, "|") {
				if !strings.Contains(strings.Join(msgs, "\n"), part) {
					t.Errorf("ReadCrosstables(%s, %s) = %q, want it to say %q", tt.name, path[len(path)-4:], msgs, part)
				}
			}
		}
	}
}
