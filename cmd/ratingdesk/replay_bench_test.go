package main

import (
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"sync"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/internal/cpustat"
	"ratingdesk/internal/synth"
	"ratingdesk/xlsxio"
)

// Issue 11 point 5: 1,000,000 games over 25 quarters for 20,000 players,
// from CSV (scripts/bench-replay.sh measures CPU seconds and peak memory
// of the command itself).
const (
	replayBenchPlayers  = 20000
	replayBenchQuarters = 25
	replayBenchGames    = 1000000 / replayBenchQuarters
)

var (
	replayBenchOnce sync.Once
	replayBenchDir  string
)

// replayBenchFiles writes the list and the games of 25 quarters as CSV
// once per test binary (the games of each quarter as
// synth.ICCFScaleQuarter makes them, the same players each quarter) and
// returns the folder.
func replayBenchFiles(b *testing.B) string {
	b.Helper()
	replayBenchOnce.Do(func() {
		dir, err := os.MkdirTemp("", "ratingdesk-replay-bench-")
		if err != nil {
			b.Fatal(err)
		}
		replayBenchDir = dir
		from := engine.Period{Year: 2020, Quarter: 1}
		players, games := synth.ICCFScale(replayBenchPlayers, replayBenchGames, from, 1)
		p := from
		for k := uint64(1); k < replayBenchQuarters; k++ {
			p = engine.Period{Year: p.Year + p.Quarter/4, Quarter: p.Quarter%4 + 1}
			_, gs := synth.ICCFScaleQuarter(replayBenchPlayers, replayBenchGames, p, 1, k)
			for _, g := range gs {
				if g.Outcome != engine.Unfinished {
					games = append(games, g)
				}
			}
		}
		names := make(map[engine.PlayerID]string, len(players))
		for _, pl := range players {
			names[pl.ID] = pl.Name
		}
		exp := xlsxio.ExportFromList(&xlsxio.RatingList{Players: players, Rows: make([]xlsxio.ListRow, len(players))})
		if err := xlsxio.WriteListExport(filepath.Join(dir, "list.csv"), exp); err != nil {
			b.Fatal(err)
		}
		if err := xlsxio.WriteGameList(filepath.Join(dir, "games.csv"), games, names); err != nil {
			b.Fatal(err)
		}
	})
	return replayBenchDir
}

// BenchmarkReplay replays 25 quarters of 40,000 games each (1,000,000
// games) for 20,000 players from CSV, writing the history as CSV.
func BenchmarkReplay(b *testing.B) {
	dir := replayBenchFiles(b)
	out := filepath.Join(b.TempDir(), "history.csv")
	args := []string{"replay", "--list", filepath.Join(dir, "list.csv"), "--results", filepath.Join(dir, "games.csv"),
		"--from", "2020/1", "--to", "2026/1", "--out", out}
	// As the CLI runs it: the synthetic files' garbage returned first, and
	// the memory limit the CLI sets itself (memlimit.go).
	debug.FreeOSMemory()
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(memoryLimitFor([]string{args[2], args[4]}, []string{out})))
	b.ReportAllocs()
	cpu := 0.0
	for b.Loop() {
		start := cpustat.Process()
		if status := run(args, io.Discard, io.Discard); status != exitOK {
			b.Fatalf("replay = %d", status)
		}
		cpu += cpustat.Process() - start
	}
	// The target is in CPU seconds (user + sys, every thread), which the
	// machine's load moves less than wall time.
	b.ReportMetric(cpu/float64(b.N), "cpu-s/op")
}
