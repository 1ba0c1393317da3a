package gui

import (
	"testing"

	"ratingdesk/engine"
	"ratingdesk/internal/cpustat"
	"ratingdesk/internal/synth"
	"ratingdesk/xlsxio"
)

// benchPlayers is the size of the lists the Players tab must sort and
// filter in under 100 ms.
const benchPlayers = 20000

// benchShell shows a synthetic list of 20,000 players on the Players tab.
func benchShell(b *testing.B) *playersScreen {
	b.Helper()
	sh, _ := newTestShell(b)
	players, _ := synth.ICCFScale(benchPlayers, 0, engine.Period{Year: 2026, Quarter: 1}, 1)
	sh.session.files = []*openFile{{path: "/bench/list.xlsx", kind: xlsxio.RatingListKind,
		list: &xlsxio.RatingList{File: "/bench/list.xlsx", Players: players}}}
	sh.changed()
	sh.show(sh.players)
	if got := len(sh.players.table.shown); got != benchPlayers {
		b.Fatalf("the Players tab shows %d players, want %d", got, benchPlayers)
	}
	if rows, _ := sh.players.table.size(); rows != benchPlayers {
		b.Fatalf("the Players table gives Fyne %d rows, want %d: it is not laid out", rows, benchPlayers)
	}
	return sh.players
}

// cpuLoop runs op as b.Loop asks and reports the CPU milliseconds (user
// and system) of one op as cpu-ms/op: the machine is shared, so that the
// wall time of ns/op may count other work.
func cpuLoop(b *testing.B, op func()) {
	b.Helper()
	n, start := 0, cpustat.Process()
	for b.Loop() {
		op()
		n++
	}
	if n > 0 {
		b.ReportMetric((cpustat.Process()-start)*1000/float64(n), "cpu-ms/op")
	}
}

// BenchmarkSortPlayers times one tap on a column header of a 20,000-player
// list: the table sorts its index slice and redraws. The "first" runs
// time the first sort by a column after the list was shown, which makes
// the column's keys from the list's rows.
func BenchmarkSortPlayers(b *testing.B) {
	s := benchShell(b)
	for _, title := range []string{"Name", "Rating", "Fed", "Status"} {
		col := -1
		for i, c := range s.table.columns {
			if c.title == title {
				col = i
			}
		}
		b.Run(title, func(b *testing.B) {
			cpuLoop(b, func() { s.table.onHeaderTapped(col) })
		})
		b.Run(title+" first", func(b *testing.B) {
			cpuLoop(b, func() {
				s.table.keys = nil
				s.table.onHeaderTapped(col)
			})
		})
	}
}

// BenchmarkFilterPlayers times one change of the search box on a
// 20,000-player list (accent-insensitive, name, ID and federation).
func BenchmarkFilterPlayers(b *testing.B) {
	s := benchShell(b)
	for _, query := range []string{"ost", "ger", "1001", "sevcik novak"} {
		b.Run(query, func(b *testing.B) {
			cpuLoop(b, func() {
				s.onSearchChanged(query)
				s.onSearchChanged("")
			})
		})
	}
}

// BenchmarkFilter20k times typing a name into the search box of a
// 20,000-player list, a letter at a time, and clearing it (issue 13:
// each change under 50 ms); per op, the eight changes together.
func BenchmarkFilter20k(b *testing.B) {
	s := benchShell(b)
	typed := []string{"s", "se", "sev", "sevc", "sevci", "sevcik", "sevcik n", ""}
	cpuLoop(b, func() {
		for _, q := range typed {
			s.onSearchChanged(q)
		}
	})
}
