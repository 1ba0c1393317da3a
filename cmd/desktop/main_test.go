package main

import (
	"bytes"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
)

func TestParseArgs(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata")
	sample := filepath.Join(dir, "sample-list.xlsx")
	sampleAll := []string{sample, filepath.Join(dir, "sample-games.xlsx"), filepath.Join(dir, "sample-sections.xlsx"),
		filepath.Join(dir, "sample-sections-games.csv")}
	tests := []struct {
		name      string
		args      []string
		wantFiles []string
		wantCode  int
		wantErr   string
	}{
		{"nothing named", nil, nil, -1, ""},
		{"the sample's list brings its results", []string{"-list", sample}, sampleAll, -1, ""},
		{"another list comes alone", []string{"-list", "lists/2026-1.csv"}, []string{"lists/2026-1.csv"}, -1, ""},
		{"files as arguments", []string{"-period", "2026/1", "a.xlsx", "b.csv"}, []string{"a.xlsx", "b.csv"}, -1, ""},
		{"bad period", []string{"-period", "2026/5"}, nil, 2, "want YYYY/Q"},
		{"bad card", []string{"-card", "-3"}, nil, 2, "positive number"},
		{"bad tab", []string{"-tab", "norms"}, nil, 2, "-tab \"norms\": want one of workspace, players, period, tournaments, problems"},
		{"bad view", []string{"-view", "grid"}, nil, 2, "-view \"grid\": want one of crosstable"},
		{"bad show", []string{"-show", "help"}, nil, 2, "-show \"help\": want one of preferences, about"},
		{"unknown flag", []string{"-bogus"}, nil, 2, "flag provided but not defined"},
		{"help", []string{"-h"}, nil, 0, "usage: ratingdesk-desktop"},
	}
	for _, tt := range tests {
		var stderr bytes.Buffer
		opts, code := parseArgs(tt.args, &stderr)
		if code != tt.wantCode {
			t.Errorf("%s: parseArgs(%q) status %d, want %d (stderr %q)", tt.name, tt.args, code, tt.wantCode, stderr.String())
			continue
		}
		if !strings.Contains(stderr.String(), tt.wantErr) {
			t.Errorf("%s: stderr %q, want it to say %q", tt.name, stderr.String(), tt.wantErr)
		}
		if code == -1 && !slices.Equal(opts.Files, tt.wantFiles) {
			t.Errorf("%s: files %q, want %q", tt.name, opts.Files, tt.wantFiles)
		}
		if code == -1 && len(opts.Sample) != 4 {
			t.Errorf("%s: sample %q, want the list, the games, the crosstables and their games", tt.name, opts.Sample)
		}
	}
}

func TestParseArgsOptions(t *testing.T) {
	opts, code := parseArgs([]string{"-period", "2026/1", "-tab", "players", "-run", "-card", "150101", "-screenshot", "x.png"}, &bytes.Buffer{})
	if code != -1 || opts.Period != "2026/1" || opts.Tab != "players" || !opts.RunPeriod || opts.Card != 150101 || opts.Screenshot != "x.png" {
		t.Errorf("parseArgs = %+v, %d", opts, code)
	}
	opts, code = parseArgs([]string{"-tab", "Tournaments", "-section", "M-7", "-view", "norms", "-show", "about"}, &bytes.Buffer{})
	if code != -1 || opts.Tab != "Tournaments" || opts.Section != "M-7" || opts.View != "norms" || opts.Show != "about" {
		t.Errorf("parseArgs = %+v, %d", opts, code)
	}
}

// TestSetGCPercent: the app paces its collector at gcPercent, unless the
// user set GOGC.
func TestSetGCPercent(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	t.Setenv("GOGC", "")
	setGCPercent()
	if got := debug.SetGCPercent(100); got != gcPercent {
		t.Errorf("without GOGC the app paces its collector at %d, want %d", got, gcPercent)
	}
	t.Setenv("GOGC", "200")
	setGCPercent()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC set the app changed the pacing to %d, want it left at 100", got)
	}
}
