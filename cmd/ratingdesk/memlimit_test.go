package main

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"testing"

	"ratingdesk/desk"
)

// TestMemoryLimitFor: the soft memory limit of rate and replay grows with
// the inputs, a workbook counting ten times a text file of its size;
// files that cannot be read count nothing.
func TestMemoryLimitFor(t *testing.T) {
	dir := t.TempDir()
	csv, xlsx := filepath.Join(dir, "games.csv"), filepath.Join(dir, "list.xlsx")
	if err := os.WriteFile(csv, make([]byte, 1000), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(xlsx, make([]byte, 100), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		paths, outputs []string
		want           int64
	}{
		{nil, nil, memBase},
		{[]string{csv}, []string{"new.csv", ""}, memBase + 3000},
		{[]string{csv, xlsx}, nil, memBase + 3000 + 3000},
		{[]string{filepath.Join(dir, "missing.csv"), dir}, nil, memBase},
		{[]string{csv}, []string{"new.XLSX"}, memBase + memDocument + 3000},
		{[]string{csv}, []string{"new.csv", "report.pdf", "lists.xlsx"}, memBase + memDocument + 3000},
	}
	for _, tt := range tests {
		if got := memoryLimitFor(tt.paths, tt.outputs); got != tt.want {
			t.Errorf("memoryLimitFor(%q, %q) = %d, want %d", tt.paths, tt.outputs, got, tt.want)
		}
	}
}

// TestSetMemoryLimit: the limit is set for a run that is the whole
// process, and a limit the user set (GOMEMLIMIT) is left alone.
func TestSetMemoryLimit(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(before); ownProcess = false })
	if got := setMemoryLimit(nil); got != 0 || debug.SetMemoryLimit(-1) != before {
		t.Errorf("setMemoryLimit in a test's process = %d, want 0 and the limit unchanged", got)
	}
	ownProcess = true
	if got := setMemoryLimit(nil); got != memBase || debug.SetMemoryLimit(-1) != memBase {
		t.Errorf("setMemoryLimit(nil) = %d (limit now %d), want %d", got, debug.SetMemoryLimit(-1), memBase)
	}
	debug.SetMemoryLimit(before)
	t.Setenv("GOMEMLIMIT", "1GiB")
	if got := setMemoryLimit(nil); got != 0 || debug.SetMemoryLimit(-1) != before {
		t.Errorf("setMemoryLimit with GOMEMLIMIT set = %d (limit now %d), want 0 and the limit unchanged", got, debug.SetMemoryLimit(-1))
	}
}

// TestCollectAtLimit: a run with a memory limit collects only at the
// limit (GC percent off); without a limit, or with GOGC set by the user,
// the pacing is left alone.
func TestCollectAtLimit(t *testing.T) {
	before := debug.SetGCPercent(100)
	t.Cleanup(func() { debug.SetGCPercent(before) })
	tests := []struct {
		limit int64
		gogc  string
		want  int
	}{
		{0, "", 100},
		{memBase, "", -1},
		{memBase, "200", 100},
	}
	for _, tt := range tests {
		debug.SetGCPercent(100)
		t.Setenv("GOGC", tt.gogc)
		if tt.gogc == "" {
			os.Unsetenv("GOGC")
		}
		collectAtLimit(tt.limit)
		if got := debug.SetGCPercent(100); got != tt.want {
			t.Errorf("collectAtLimit(%d) with GOGC=%q: GC percent %d, want %d", tt.limit, tt.gogc, got, tt.want)
		}
	}
}

// TestHeldInputsLeaveOutFIDE: a period's memory limit is sized from the
// list and the results, not from the FIDE list it streams.
func TestHeldInputsLeaveOutFIDE(t *testing.T) {
	req := desk.Request{List: "list.csv", Results: []string{"a.csv", "b.xlsx"}, FIDE: "players_list_foa.txt"}
	got := heldInputs(req)
	if want := []string{"list.csv", "a.csv", "b.xlsx"}; !slices.Equal(got, want) {
		t.Errorf("heldInputs(%+v) = %q, want %q", req, got, want)
	}
	if !slices.Contains(req.Paths(), req.FIDE) {
		t.Errorf("Paths() = %q leaves out the FIDE list, which no output may overwrite", req.Paths())
	}
}
