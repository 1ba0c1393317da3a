package main

import (
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/titles"
)

// TestNoPackagePrefixes: no message the tool prints begins with (or
// holds) a Go package prefix such as "engine:" or "outputs:" (issue 10
// point 4); each case reaches the user by another path.
func TestNoPackagePrefixes(t *testing.T) {
	td := filepath.Join("..", "..", "testdata")
	list, games := filepath.Join(td, "sample-list.xlsx"), filepath.Join(td, "sample-games.xlsx")
	out := filepath.Join(t.TempDir(), "new.xlsx")
	missing := filepath.Join(t.TempDir(), "gone.xlsx")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"bad period", []string{"rate", "--list", list, "--results", games, "--period", "2026/5", "--out", out},
			`ratingdesk rate: --period "2026/5": want YYYY/Q`},
		{"unknown ruleset", []string{"rate", "--list", list, "--results", games, "--period", "2026/1", "--ruleset", "x", "--out", out},
			`ratingdesk rate: --ruleset "x": want iccf-2023`},
		{"list not there", []string{"rate", "--list", missing, "--results", games, "--period", "2026/1", "--out", out},
			missing + ": cannot open the file: no such file or directory\n"},
		{"undefined performance", []string{"perf", "--opponents", "2300,2400", "--score", "0"},
			"ratingdesk perf: performance undefined at a score of 0%"},
	}
	prefixes := []string{"xlsxio:", "desk:", "outputs:", "engine:", "titles:", "pdfout:", "hashing"}
	for _, tt := range tests {
		_, _, stderr := runCLI(t, tt.args...)
		if !strings.Contains(stderr, tt.want) {
			t.Errorf("%s: stderr = %q, want it to contain %q", tt.name, stderr, tt.want)
		}
		for _, p := range prefixes {
			if strings.Contains(stderr, p) {
				t.Errorf("%s: stderr = %q, want no %q", tt.name, stderr, p)
			}
		}
	}
}

func TestPlainText(t *testing.T) {
	tests := []struct{ in, want string }{
		{`engine: period "2026/5": want YYYY/Q`, `period "2026/5": want YYYY/Q`},
		{"outputs: hashing: xlsxio: bad", "hashing: bad"},
		{"a.xlsx: rating is not a number", "a.xlsx: rating is not a number"},
	}
	for _, tt := range tests {
		if got := plainText(tt.in); got != tt.want {
			t.Errorf("plainText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestProgressSaysWhatIsCounted: the plain progress line says what its
// numbers count (issue 10 point 6: "(130 of 213)" was neither games nor
// players), with their thousands grouped, as every other count of the CLI
// (a tester: "159744 of 211920 steps").
func TestProgressSaysWhatIsCounted(t *testing.T) {
	for _, tt := range []struct {
		done, total int
		want        string
	}{
		{130, 213, "rating 2026/1: 61% (130 of 213: the rated games, then the players)\n"},
		{159744, 211920, "rating 2026/1: 75% (159,744 of 211,920: the rated games, then the players)\n"},
		// Without the jargon of steps (a tester: "0 of 87 steps; a
		// step is a rated game or a player").
		{0, 87, "rating 2026/1: 0% (0 of 87: the rated games, then the players)\n"},
	} {
		var b strings.Builder
		bar := newProgressBar(&b, "rating 2026/1")
		bar.update(tt.done, tt.total)
		if got := b.String(); got != tt.want {
			t.Errorf("update(%d, %d) printed %q, want %q", tt.done, tt.total, got, tt.want)
		}
	}
}

// TestSheetsProgress: rate --report --players tells how far the
// calculation sheets have got (a tester: a sheet for every player took
// 10–18 s without a word).
func TestSheetsProgress(t *testing.T) {
	for _, tt := range []struct {
		done, total int
		want        string
	}{
		{16, 64, "writing the calculation sheets: 25% (16 of 64 sheets)\n"},
		// rate --report p.pdf --players 520101: one sheet.
		{0, 1, "writing the calculation sheets: 0% (0 of 1 sheet)\n"},
	} {
		var b strings.Builder
		bar := newSheetsBar(&b)
		bar.update(tt.done, tt.total)
		if got := b.String(); got != tt.want {
			t.Errorf("update(%d, %d) printed %q, want %q", tt.done, tt.total, got, tt.want)
		}
	}
}

// TestProgressLineWords: `titles` says "25 games (24 needed)", not
// "games 25 of 24".
func TestProgressLineWords(t *testing.T) {
	p := titles.TitleProgress{Title: titles.IM, Norms: 1, Games: 25}
	got := progressLine(p, "")
	if want := "1 norm (2 needed), 25 games (24 needed): needs"; !strings.HasPrefix(got, want) {
		t.Errorf("progressLine(%+v) = %q, want it to begin %q", p, got, want)
	}
}
