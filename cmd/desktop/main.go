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
	"path/filepath"
	"slices"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/gui"
)

// version is stamped by the build (-ldflags "-X main.version=…").
var version = ""

// The bundled sample, relative to the repository root: the list first,
// then the results files that come with it.
const (
	sampleList          = "sample-list.xlsx"
	sampleGames         = "sample-games.xlsx"
	sampleSections      = "sample-sections.xlsx"
	sampleSectionsGames = "sample-sections-games.csv"
	sampleDir           = "testdata"
)

// sampleResults are the sample's results files, opened with its list.
var sampleResults = []string{sampleGames, sampleSections, sampleSectionsGames}

func main() {
	opts, status := parseArgs(os.Args[1:], os.Stderr)
	if status >= 0 {
		os.Exit(status)
	}
	if err := gui.Run(opts); err != nil {
		fmt.Fprintln(os.Stderr, "ratingdesk-desktop:", err)
		os.Exit(1)
	}
}

// parseArgs reads the command line into the app's options; status is the
// exit status to stop with (0 after -h, 2 for a wrong command line), or -1
// to run the app.
func parseArgs(args []string, stderr io.Writer) (gui.Options, int) {
	fs := flag.NewFlagSet("ratingdesk-desktop", flag.ContinueOnError)
	fs.SetOutput(stderr)
	list := fs.String("list", "", "rating list to open (.xlsx or .csv); the sample's list brings the sample's game list")
	period := fs.String("period", "", "list to make, YYYY/Q (default: the next list after today)")
	tab := fs.String("tab", "", "tab to show at start: workspace, players, period, tournaments or problems")
	section := fs.String("section", "", "crosstable section to show on the Tournaments tab: its sheet or section name")
	view := fs.String("view", "", "view of the section shown: crosstable, standings, requirements or norms")
	show := fs.String("show", "", "open preferences or about once the files are read")
	run := fs.Bool("run", false, "run the period once the files are read")
	card := fs.Int64("card", 0, "open this player's card once the files are read (and the period run, with -run)")
	shot := fs.String("screenshot", "", "save the window (or the card) to this PNG file once the start-up work is done, then quit")
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
	if *period != "" {
		if _, err := engine.ParsePeriod(*period); err != nil {
			fmt.Fprintf(stderr, "ratingdesk-desktop: -period %q: want YYYY/Q with Q from 1 to 4, e.g. 2026/1\n", *period)
			return gui.Options{}, 2
		}
	}
	for _, c := range []struct {
		flag, value string
		allowed     []string
	}{
		{"-tab", *tab, []string{"workspace", "players", "period", "tournaments", "problems"}},
		{"-view", *view, []string{"crosstable", "standings", "requirements", "norms"}},
		{"-show", *show, []string{"preferences", "about"}},
	} {
		if c.value != "" && !slices.Contains(c.allowed, strings.ToLower(c.value)) {
			fmt.Fprintf(stderr, "ratingdesk-desktop: %s %q: want one of %s\n", c.flag, c.value, strings.Join(c.allowed, ", "))
			return gui.Options{}, 2
		}
	}
	if *card < 0 {
		fmt.Fprintf(stderr, "ratingdesk-desktop: -card %d: an ICCF ID is a positive number\n", *card)
		return gui.Options{}, 2
	}
	opts := gui.Options{
		Sample:     []string{filepath.Join(sampleDir, sampleList)},
		Version:    version,
		Period:     *period,
		Tab:        *tab,
		Section:    *section,
		View:       *view,
		Show:       *show,
		RunPeriod:  *run,
		Card:       engine.PlayerID(*card),
		Screenshot: *shot,
	}
	for _, r := range sampleResults {
		opts.Sample = append(opts.Sample, filepath.Join(sampleDir, r))
	}
	if *list != "" {
		opts.Files = append(opts.Files, *list)
		if filepath.Base(*list) == sampleList {
			for _, r := range sampleResults {
				if p := filepath.Join(filepath.Dir(*list), r); exists(p) {
					opts.Files = append(opts.Files, p)
				}
			}
		}
	}
	opts.Files = append(opts.Files, fs.Args()...)
	return opts, -1
}

// exists reports whether path names a file.
func exists(path string) bool {
	info, err := os.Stat(path)
	return err == nil && !info.IsDir()
}
