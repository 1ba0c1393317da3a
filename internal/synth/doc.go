// Package synth generates rating lists and game lists for tests, benchmarks
// and the bundled sample workbooks in testdata/: ICCFScale builds a
// realistic list of any size (docs/formats.md "Rating list" and "Game list";
// player states of Tournament Rules 9.3 and 9.7), and Sample builds the
// hand-picked sample of about eighty players and one quarter's games that
// shows every player state and every kind of result of docs/rules.md §1.4.
// SampleSections builds the bundled crosstables (docs/formats.md "Crosstable")
// and SampleSectionGames the game list of the running one.
//
// Every generator is deterministic: the same arguments give the same data,
// to the bit, on every platform (math/rand/v2 PCG with a fixed seed, and
// explicit float64 conversions so that no multiply-add is fused).
package synth

// The sample workbooks and CSV files in testdata/ are written by the
// generator; regenerate them after changing Sample or SampleUndated.
//go:generate go run ./cmd/gendata -sample ../../testdata
