package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"ratingdesk/internal/words"
)

// progressBar shows long work on standard error: a bar redrawn in place on
// a terminal, a plain line per quarter otherwise (docs/cli.md).
type progressBar struct {
	mu    sync.Mutex
	w     io.Writer
	tty   bool
	label string
	// of says, for the plain lines, what done of total count: "130 of
	// 213: the rated games, then the players", "16 of 64 sheets".
	of    func(done, total int) string
	shown int // last percentage (tty) or quarter (plain) shown; -1 none
}

func newProgressBar(w io.Writer, label string) *progressBar {
	return &progressBar{w: w, tty: isTerminal(w), label: label, of: gamesThenPlayers, shown: -1}
}

// gamesThenPlayers says what the progress of a period counts: its rated
// games, then its players (engine.Progress of RatePeriod).
func gamesThenPlayers(done, total int) string {
	return fmt.Sprintf("%s of %s: the rated games, then the players", words.Number(done), words.Number(total))
}

// newSheetsBar is a progressBar for the calculation sheets of the period
// report (rate --report --players).
func newSheetsBar(w io.Writer) *progressBar {
	b := newProgressBar(w, "writing the calculation sheets")
	b.of = func(done, total int) string {
		return words.Number(done) + " of " + words.Count(total, "sheet", "sheets")
	}
	return b
}

// isTerminal reports whether w is a character device such as a console.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// update is an engine.Progress: it may be called from several goroutines.
func (p *progressBar) update(done, total int) {
	if total <= 0 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	pct := done * 100 / total
	if p.tty {
		if pct == p.shown {
			return
		}
		p.shown = pct
		const width = 30
		filled := width * done / total
		fmt.Fprintf(p.w, "\r%s [%s%s] %3d%%", p.label, strings.Repeat("#", filled), strings.Repeat(" ", width-filled), pct)
		return
	}
	if q := pct / 25; q > p.shown {
		p.shown = q
		// Thousands grouped (words.Number), as every count of the CLI.
		fmt.Fprintf(p.w, "%s: %d%% (%s)\n", p.label, pct, p.of(done, total))
	}
}

// finish ends the bar's line on a terminal.
func (p *progressBar) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.tty && p.shown >= 0 {
		fmt.Fprintln(p.w)
	}
}
