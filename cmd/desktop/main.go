// Command ratingdesk-desktop is Rating Desk's desktop app: it opens rating
// lists, game lists and crosstables, runs the ICCF rating period on them
// and checks the title norms of the crosstables' sections (README.md). The
// screens live in package gui.
//
//	ratingdesk-desktop [-list LIST] [-period 2026/1] [FILE …]
//
// Files named (with -list or as arguments) are opened at start; without
// any, the files open when the app last closed are opened again, and on the
// first start the bundled sample (testdata/sample-list.xlsx,
// sample-games.xlsx, the crosstables sample-sections.xlsx and the game list
// of their sections, sample-sections-games.csv). -list naming the sample's
// list opens the rest of the sample with it, so that `make run` shows the
// whole sample. -tab, -section, -view, -run, -card, -show and -screenshot
// set up the window for `make screenshots`.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"ratingdesk/gui"
	// Before Fyne reads the locale: no "Fyne error" lines under LANG=C.UTF-8.
	_ "ratingdesk/internal/plainlocale"
)

// version is stamped by the build (-ldflags "-X main.version=…").
var version = ""

func main() {
	opts, status := parseArgs(os.Args[1:], os.Stderr)
	if status >= 0 {
		os.Exit(status)
	}
	setGCPercent()
	if err := gui.Run(opts); err != nil {
		fmt.Fprintln(os.Stderr, "ratingdesk-desktop:", err)
		os.Exit(1)
	}
}

// gcPercent is the collector's pacing in the app (GOGC; docs/development.md
// "Memory of the desktop app"): the heap may grow by half of what is live
// before the next collection, instead of doubling as at the default of
// 100. What the app holds lives as long as its files are open, so that at
// 100 a 60 MB live heap ran up to 120 MB during a period's run; at 50 the
// peak of the 20,000-player run was 15 MB lower for the same CPU. It is in
// proportion to what is live, so that a bigger list costs no collection
// more per byte read, as a fixed memory limit would.
const gcPercent = 50

// setGCPercent sets the collector's pacing to gcPercent, unless the user
// set GOGC.
func setGCPercent() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
}

// parseArgs reads the command line into the app's options
// (gui.StartupFlags); status is the exit status to stop with (0 after -h,
// 2 for a wrong command line), or -1 to run the app.
func parseArgs(args []string, stderr io.Writer) (gui.Options, int) {
	fs := flag.NewFlagSet("ratingdesk-desktop", flag.ContinueOnError)
	fs.SetOutput(stderr)
	f := gui.StartupFlags{Version: version}
	fs.StringVar(&f.List, "list", "", "rating list to open (.xlsx, .csv or .txt); the sample's list brings the sample's game list")
	fs.StringVar(&f.Period, "period", "", "list to make, YYYY/Q (default: the one chosen last, at first the next list after today)")
	fs.StringVar(&f.Tab, "tab", "", "tab to show at start: workspace, players, period, tournaments, problems or history")
	fs.StringVar(&f.Section, "section", "", "crosstable section to show on the Tournaments tab: its sheet or section name")
	fs.StringVar(&f.View, "view", "", "view of the section shown: crosstable, standings, requirements or norms")
	fs.StringVar(&f.Show, "show", "", "open preferences or about once the files are read")
	fs.BoolVar(&f.Run, "run", false, "run the period once the files are read")
	fs.Int64Var(&f.Card, "card", 0, "open this player's card once the files are read (and the period run, with -run)")
	fs.StringVar(&f.Screenshot, "screenshot", "", "save the window (or the card) to this PNG file once the start-up work is done, then quit")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: ratingdesk-desktop [-list LIST] [-period YYYY/Q] [-tab NAME] [-section NAME] [-view NAME] [-run] [-card ID] [-show NAME] [-screenshot FILE] [FILE …]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return gui.Options{}, 0
		}
		return gui.Options{}, 2
	}
	f.Files = fs.Args()
	opts, err := f.Options()
	if err != nil {
		fmt.Fprintln(stderr, "ratingdesk-desktop:", err)
		return gui.Options{}, 2
	}
	return opts, -1
}
