package main

import (
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"ratingdesk/desk"
)

// Memory limit of a batch run (docs/development.md "Memory limit of the
// CLI"): what `rate` and `replay` hold grows with their input files, about
// three times the size of a CSV game list at 1,000,000 games, and the
// collector's default pacing (GOGC=100) lets the heap grow to twice what
// is live before it collects. A soft limit in proportion to the inputs
// makes it collect earlier instead, near what is live.
const (
	// memBase is the part of the limit that does not depend on the inputs:
	// the program, the starting list's columns, buffers.
	memBase = 32 << 20
	// memPerByte is the limit per byte of a text input (CSV, PGN, TXT).
	memPerByte = 3
	// memPerZipByte is the limit per byte of a workbook, which is
	// compressed: its cells take about ten times its size once read.
	memPerZipByte = 30
	// memDocument is added when a run writes a workbook or a PDF, whose
	// writers hold more than the CSV writer (the 20,000-player workbook
	// about 40 MB more).
	memDocument = 64 << 20
)

// ownProcess is set by main: the run is the whole process, so that it may
// set the process's memory limit (tests and benchmarks that call run in
// their own process leave it alone).
var ownProcess bool

// setMemoryLimit sets the Go runtime's soft memory limit for a run that
// reads paths and writes outputs (empty names are none), unless the user
// set GOMEMLIMIT or the run is not the whole process, and returns the
// limit set (0 when none). A limit never stops a run: when more is live,
// the collector works harder (at most about half the CPU) and the run
// goes on.
func setMemoryLimit(paths []string, outputs ...string) int64 {
	if !ownProcess || os.Getenv("GOMEMLIMIT") != "" {
		return 0
	}
	limit := memoryLimitFor(paths, outputs)
	debug.SetMemoryLimit(limit)
	return limit
}

// heldInputs are the inputs of a period whose contents a run holds, the
// ones its memory limit is sized from: the rating list and the results
// files. The FIDE list (req.FIDE) is not: it is streamed, and only the
// rows of the period's unrated players are kept (docs/performance.md "PGN
// game lists and the FIDE rating list"), so counting its size would let
// the heap fill with its garbage up to a limit in proportion to it.
func heldInputs(req desk.Request) []string {
	return append([]string{req.List}, req.Results...)
}

// collectAtLimit turns the collector's proportional pacing off (as
// GOGC=off would) for a run that reads its inputs once and holds what it
// read to its end (check, rate), when setMemoryLimit set a limit: the
// collector then runs only if the heap reaches that limit. Such a run's
// heap only grows, so collecting earlier frees little, and a collection
// overlapping a phase that keeps one core busy runs its idle mark worker
// on the other, which cost `rate` a tenth of a second of CPU in one run out
// of two (docs/development.md "Memory limit of the CLI"). A GOGC in the
// environment is left as the user set it.
func collectAtLimit(limit int64) {
	if limit <= 0 || os.Getenv("GOGC") != "" {
		return
	}
	debug.SetGCPercent(-1)
}

// memoryLimitFor is memBase plus the inputs' sizes weighted by kind
// (unreadable files count nothing: the readers say why), plus memDocument
// when an output is a workbook or a PDF.
func memoryLimitFor(paths, outputs []string) int64 {
	limit := float64(memBase)
	for _, o := range outputs {
		if ext := strings.ToLower(filepath.Ext(o)); ext == ".xlsx" || ext == ".pdf" {
			limit += memDocument
			break
		}
	}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil || !st.Mode().IsRegular() {
			continue
		}
		per := float64(memPerByte)
		if strings.EqualFold(filepath.Ext(p), ".xlsx") {
			per = memPerZipByte
		}
		limit += per * float64(st.Size())
	}
	return int64(math.Min(limit, math.MaxInt64/2))
}
