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
	// step says what one step of the work is, for the plain lines.
	step  string
	shown int // last percentage (tty) or quarter (plain) shown; -1 none
}

func newProgressBar(w io.Writer, label string) *progressBar {
	return &progressBar{w: w, tty: isTerminal(w), label: label, step: "a rated game or a player", shown: -1}
}

// newSheetsBar is a progressBar for the calculation sheets of the period
// report (rate --report --players).
func newSheetsBar(w io.Writer) *progressBar {
	b := newProgressBar(w, "writing the calculation sheets")
	b.step = "a calculation sheet"
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
		// "0 of 1 step" (words.Count), as every count of the CLI.
		fmt.Fprintf(p.w, "%s: %d%% (%s of %s; a step is %s)\n", p.label, pct, words.Number(done), words.Count(total, "step", "steps"), p.step)
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
