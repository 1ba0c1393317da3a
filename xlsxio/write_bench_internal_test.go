package xlsxio

import (
	"context"
	"io"
	"sync"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
)

// benchPeriodOnce is a rated period of 20,000 players and 60,000 games,
// the size of docs/performance.md, made once for the benchmarks.
var benchPeriodOnce = sync.OnceValues(func() (*engine.PeriodResult, *engine.PeriodInput) {
	rs, err := engine.LookupRuleset(string(engine.ICCF2023))
	if err != nil {
		panic(err)
	}
	period := engine.Period{Year: 2026, Quarter: 1}
	players, games := synth.ICCFScale(20000, 60000, period, 1)
	in := &engine.PeriodInput{Ruleset: rs, Period: period, Players: players, Games: games}
	res, err := engine.RatePeriod(context.Background(), *in, nil)
	if err != nil {
		panic(err)
	}
	return res, in
})

// BenchmarkGamesRows encodes the rows of the Games sheet, uncompressed.
func BenchmarkGamesRows(b *testing.B) {
	res, in := benchPeriodOnce()
	tab := gamesTable(res, in)
	st := benchStyles()
	enc := newRowEncoder(st, tab.Columns, newSharedTexts())
	for b.Loop() {
		if err := enc.writeRows(io.Discard, tab); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGamesScan is the pass over the Games sheet that checks its
// texts and works out its column widths.
func BenchmarkGamesScan(b *testing.B) {
	res, in := benchPeriodOnce()
	tab := gamesTable(res, in)
	for b.Loop() {
		if _, err := scanTable(tab); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRatingsScanAndRows is the Ratings sheet's two passes.
func BenchmarkRatingsScanAndRows(b *testing.B) {
	res, _ := benchPeriodOnce()
	tab := resultTable(res, nil)
	st := benchStyles()
	enc := newRowEncoder(st, tab.Columns, nil)
	for b.Loop() {
		if _, err := scanTable(tab); err != nil {
			b.Fatal(err)
		}
		if err := enc.writeRows(io.Discard, tab); err != nil {
			b.Fatal(err)
		}
	}
}

// benchStyles are style IDs for encoding rows outside a workbook.
func benchStyles() *workbookStyles {
	return &workbookStyles{header: 1, integer: 2, date: 3, exact: 4, probability: 5, derivative: 6, floatGeneral: 7}
}

// BenchmarkEncodeResultCSV encodes the new list of the 20,000-player period
// as `rate --out x.csv` writes it, to nowhere.
func BenchmarkEncodeResultCSV(b *testing.B) {
	res, _ := benchPeriodOnce()
	for b.Loop() {
		if err := EncodeResultCSV(io.Discard, res, nil, CSVFormat{}); err != nil {
			b.Fatal(err)
		}
	}
}
