package main

import (
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
	"ratingdesk/xlsxio"
)

// ICCF-scale input of issue "Foundation": 20,000 players, 60,000 games.
const (
	benchPlayers = 20000
	benchGames   = 60000
)

var (
	benchOnce            sync.Once
	benchDir             string
	benchList, benchGame string
)

// benchFiles writes the synthetic ICCF-scale list and game list as CSV
// once per test binary and returns their paths.
func benchFiles(b *testing.B) (list, games string) {
	b.Helper()
	benchOnce.Do(func() {
		dir, err := os.MkdirTemp("", "ratingdesk-bench-")
		if err != nil {
			b.Fatal(err)
		}
		benchDir = dir
		period := engine.Period{Year: 2026, Quarter: 1}
		players, gs := synth.ICCFScale(benchPlayers, benchGames, period, 1)
		names := make(map[engine.PlayerID]string, len(players))
		for _, p := range players {
			names[p.ID] = p.Name
		}
		benchList = filepath.Join(dir, "list.csv")
		benchGame = filepath.Join(dir, "games.csv")
		exp := xlsxio.ExportFromList(&xlsxio.RatingList{Players: players, Rows: make([]xlsxio.ListRow, len(players))})
		if err := xlsxio.WriteListExport(benchList, exp); err != nil {
			b.Fatal(err)
		}
		if err := xlsxio.WriteGameList(benchGame, gs, names); err != nil {
			b.Fatal(err)
		}
	})
	if benchList == "" {
		b.Fatal("benchmark files were not written")
	}
	return benchList, benchGame
}

// BenchmarkCheckCSV is `ratingdesk check list.csv games.csv`: reading the
// two files only.
func BenchmarkCheckCSV(b *testing.B) {
	list, games := benchFiles(b)
	for b.Loop() {
		if status := run([]string{"check", list, games}, io.Discard, io.Discard); status != exitOK {
			b.Fatalf("check exited %d", status)
		}
	}
}

// BenchmarkRateCSV is `ratingdesk rate` on the same files, writing the
// new list as CSV: reading, the period, and writing.
func BenchmarkRateCSV(b *testing.B) {
	list, games := benchFiles(b)
	out := filepath.Join(b.TempDir(), "new.csv")
	for b.Loop() {
		args := []string{"rate", "--list", list, "--results", games, "--period", "2026/1", "--out", out}
		if status := run(args, io.Discard, io.Discard); status != exitOK {
			b.Fatalf("rate exited %d", status)
		}
	}
}

// BenchmarkRateOverCheck reports the ratio of a whole `rate` run to a
// `check` of the same two files (target: at most 1.5).
func BenchmarkRateOverCheck(b *testing.B) {
	list, games := benchFiles(b)
	out := filepath.Join(b.TempDir(), "new.csv")
	var check, rate time.Duration
	for b.Loop() {
		start := time.Now()
		run([]string{"check", list, games}, io.Discard, io.Discard)
		check += time.Since(start)
		start = time.Now()
		run([]string{"rate", "--list", list, "--results", games, "--period", "2026/1", "--out", out}, io.Discard, io.Discard)
		rate += time.Since(start)
	}
	b.ReportMetric(float64(rate)/float64(check), "rate/check")
	b.ReportMetric(float64(check.Milliseconds())/float64(b.N), "check-ms")
	b.ReportMetric(float64(rate.Milliseconds())/float64(b.N), "rate-ms")
}

// TestMain removes the benchmark files after the run.
func TestMain(m *testing.M) {
	status := m.Run()
	for _, dir := range []string{benchDir, replayBenchDir} {
		if dir != "" {
			os.RemoveAll(dir)
		}
	}
	os.Exit(status)
}

// BenchmarkRateXLSX is BenchmarkRateCSV writing the 4-sheet rating
// workbook instead of the CSV list (target: at most 3 × its CPU).
func BenchmarkRateXLSX(b *testing.B) {
	if testing.Short() {
		b.Skip("the 20,000-player workbook: not in -short runs")
	}
	list, games := benchFiles(b)
	out := filepath.Join(b.TempDir(), "new.xlsx")
	for b.Loop() {
		args := []string{"rate", "--list", list, "--results", games, "--period", "2026/1", "--out", out}
		if status := run(args, io.Discard, io.Discard); status != exitOK {
			b.Fatalf("rate exited %d", status)
		}
	}
}
