package gui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"ratingdesk/engine"
)

// The bundled sample, relative to the repository root (README.md): the
// list first, then the results files that come with it (the game list, the
// crosstables and the game list of their sections).
const (
	bundledDir  = "testdata"
	bundledList = "sample-list.xlsx"
)

// bundledResults are the sample's results files, opened with its list.
var bundledResults = []string{"sample-games.xlsx", "sample-sections.xlsx", "sample-sections-games.csv"}

// StartupFlags are the desktop program's command line as typed
// (cmd/desktop): the files to open and how to set up the window at start.
type StartupFlags struct {
	// List is -list: a rating list to open; the sample's list brings the
	// sample's results files with it, so that `make run` shows the whole
	// sample.
	List string
	// Period is -period, a list as YYYY/Q (docs/rules.md §1.5).
	Period string
	// Tab, Section, View and Show are -tab, -section, -view and -show (see
	// Options).
	Tab, Section, View, Show string
	// Run is -run; Card is -card, an ICCF ID; Screenshot is -screenshot.
	Run        bool
	Card       int64
	Screenshot string
	// Files are the files named as arguments, opened after List.
	Files []string
	// Version is the program's version, stamped by the build.
	Version string
}

// Options checks the flags and gives the app's options, the sample and the
// files to open. Its error says which flag is wrong and what was expected,
// e.g. `-period "2026/5": want YYYY/Q with Q from 1 to 4, e.g. 2026/1`.
func (f StartupFlags) Options() (Options, error) {
	if err := f.check(); err != nil {
		return Options{}, err
	}
	opts := Options{
		Sample:     []string{filepath.Join(bundledDir, bundledList)},
		Version:    f.Version,
		Period:     f.Period,
		Tab:        f.Tab,
		Section:    f.Section,
		View:       f.View,
		Show:       f.Show,
		RunPeriod:  f.Run,
		Card:       engine.PlayerID(f.Card),
		Screenshot: f.Screenshot,
	}
	for _, r := range bundledResults {
		opts.Sample = append(opts.Sample, filepath.Join(bundledDir, r))
	}
	if f.List != "" {
		opts.Files = append(opts.Files, f.List)
		if filepath.Base(f.List) == bundledList {
			for _, r := range bundledResults {
				if p := filepath.Join(filepath.Dir(f.List), r); isFile(p) {
					opts.Files = append(opts.Files, p)
				}
			}
		}
	}
	opts.Files = append(opts.Files, f.Files...)
	return opts, nil
}

// check reports the first flag with a value the app does not know.
func (f StartupFlags) check() error {
	if f.Period != "" {
		if _, err := engine.ParsePeriod(f.Period); err != nil {
			return fmt.Errorf("-period %q: want YYYY/Q with Q from 1 to 4, e.g. 2026/1", f.Period)
		}
	}
	for _, c := range []struct {
		flag, value string
		allowed     []string
	}{
		{"-tab", f.Tab, []string{"workspace", "players", "period", "tournaments", "problems", "history"}},
		{"-view", f.View, []string{"crosstable", "standings", "requirements", "norms"}},
		{"-show", f.Show, []string{"preferences", "about"}},
	} {
		if c.value != "" && !slices.Contains(c.allowed, strings.ToLower(c.value)) {
			return fmt.Errorf("%s %q: want one of %s", c.flag, c.value, strings.Join(c.allowed, ", "))
		}
	}
	if f.Card < 0 {
		return fmt.Errorf("-card %d: an ICCF ID is a positive number", f.Card)
	}
	return nil
}

// isFile reports whether path names a file.
func isFile(path string) bool {
	info, err := os.Stat(path)
	return err == nil && !info.IsDir()
}
