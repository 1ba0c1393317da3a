// Command gendata writes rating lists and game lists made by package synth:
// the bundled sample of testdata/ (-sample) and large generated periods for
// benchmarks and manual tests (-players, -games).
//
//	go run ./internal/synth/cmd/gendata -sample testdata
//	go run ./internal/synth/cmd/gendata -players 20000 -games 60000 -period 2026/1 -out /tmp/big [-format csv|xlsx] [-seed 1] [-quarters N]
//	go run ./internal/synth/cmd/gendata -history testdata/history
//
// -quarters N writes the games of N quarters from -period on (a replay's
// input; writeQuarters). -history DIR writes the multi-quarter sample of
// testdata/history (start-list.csv, games.csv; synth.HistorySample).
//
// -sample DIR writes DIR/sample-list.xlsx, DIR/sample-list.csv,
// DIR/sample-games.xlsx, DIR/sample-games.csv and
// DIR/sample-games-undated.csv for period 2026/1, and the sample
// crosstables (synth.SampleSections): DIR/sample-sections.xlsx (one sheet
// per section), DIR/sample-section-double.csv (the double round alone)
// and DIR/sample-sections-games.csv (the game list of the running
// section, synth.SampleSectionGames). The other form writes
// DIR/list.csv and DIR/games.csv (or .xlsx). Files are written through the
// xlsxio writers, so they are valid import files (docs/formats.md).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// samplePeriod is the period the bundled sample is made for.
var samplePeriod = engine.Period{Year: 2026, Quarter: 1}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run parses the command line, writes the files and returns the exit
// status: 0 done, 1 a file could not be written, 2 a usage mistake.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gendata", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sample := fs.String("sample", "", "write the bundled sample into `DIR`")
	players := fs.Int("players", 0, "number of players to generate")
	games := fs.Int("games", 0, "number of games to generate")
	periodFlag := fs.String("period", "2026/1", "rating `period` YYYY/Q the games are generated for")
	out := fs.String("out", "", "write list and games into `DIR`")
	format := fs.String("format", "csv", "file format of list and games: csv or xlsx")
	seed := fs.Uint64("seed", 1, "random seed of the generated data")
	quarters := fs.Int("quarters", 1, "with -out: games for this many quarters from -period on (a replay's input)")
	history := fs.String("history", "", "write the bundled multi-quarter sample into `DIR` (testdata/history)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gendata -sample DIR")
		fmt.Fprintln(stderr, "       gendata -players N -games M [-period 2026/1] -out DIR [-format csv|xlsx] [-seed S]")
		fmt.Fprintln(stderr)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	usage := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "gendata: %s\n", fmt.Sprintf(format, args...))
		fs.Usage()
		return 2
	}
	if fs.NArg() > 0 {
		return usage("unexpected arguments %q", fs.Args())
	}

	var written []string
	var err error
	switch {
	case *sample != "" && *out != "":
		return usage("give -sample or -out, not both")
	case *sample != "":
		written, err = writeSample(*sample)
	case *history != "":
		written, err = writeHistorySample(*history)
	case *out != "":
		period, perr := engine.ParsePeriod(*periodFlag)
		switch {
		case perr != nil:
			return usage("%v", perr)
		case *players < 0 || *games < 0:
			return usage("-players and -games may not be negative")
		case *games > 0 && *players < 2:
			return usage("%d games need at least two players", *games)
		case *format != "csv" && *format != "xlsx":
			return usage("-format %q: want csv or xlsx", *format)
		}
		if *quarters > 1 {
			written, err = writeQuarters(*out, *players, *games, period, *quarters, *seed, *format)
			break
		}
		written, err = writeGenerated(*out, *players, *games, period, *seed, *format)
	default:
		return usage("give -sample DIR or -out DIR")
	}
	for _, w := range written {
		fmt.Fprintln(stdout, "wrote", w)
	}
	if err != nil {
		fmt.Fprintf(stderr, "gendata: %v\n", err)
		return 1
	}
	return 0
}

// writeSample writes the bundled sample into dir and returns the paths
// written.
func writeSample(dir string) ([]string, error) {
	players, games := synth.Sample(samplePeriod)
	undated := synth.SampleUndated(samplePeriod)
	sections := synth.SampleSections()
	double := sections[len(sections)-1]
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("gendata: %w", err)
	}
	var written []string
	for _, f := range []struct {
		name  string
		write func(path string) error
	}{
		{"sample-list.xlsx", func(p string) error { return writeList(p, players) }},
		{"sample-list.csv", func(p string) error { return writeList(p, players) }},
		{"sample-games.xlsx", func(p string) error { return writeGames(p, games, players) }},
		{"sample-games.csv", func(p string) error { return writeGames(p, games, players) }},
		{"sample-games-undated.csv", func(p string) error { return writeGames(p, undated, players) }},
		{"sample-sections.xlsx", func(p string) error { return writeSections(p, sections) }},
		{"sample-section-double.csv", func(p string) error { return writeSections(p, []titles.Section{double}) }},
		{"sample-sections-games.csv", func(p string) error { return writeNamedGames(p, synth.SampleSectionGames(), sectionNames(sections)) }},
	} {
		path := filepath.Join(dir, f.name)
		if err := f.write(path); err != nil {
			return written, err
		}
		written = append(written, path)
	}
	return written, nil
}

// writeGenerated writes a list and a game list made by synth.ICCFScale into
// dir as list.FORMAT and games.FORMAT and returns the paths written.
func writeGenerated(dir string, nPlayers, nGames int, period engine.Period, seed uint64, format string) ([]string, error) {
	players, games := synth.ICCFScale(nPlayers, nGames, period, seed)
	return writeListAndGames(dir, "list."+format, "games."+format, players, games)
}

// writeListAndGames writes players as the rating list listName and games
// as the game list gamesName into dir (made if missing), and returns the
// paths written.
func writeListAndGames(dir, listName, gamesName string, players []engine.Player, games []engine.Game) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("gendata: %w", err)
	}
	list := filepath.Join(dir, listName)
	if err := writeList(list, players); err != nil {
		return nil, err
	}
	gl := filepath.Join(dir, gamesName)
	if err := writeGames(gl, games, players); err != nil {
		return []string{list}, err
	}
	return []string{list, gl}, nil
}

// writeList writes players as a rating list in the export's columns
// (docs/formats.md "Rating list", "Export adds"): .xlsx or .csv by the path.
func writeList(path string, players []engine.Player) error {
	exp := xlsxio.ExportFromList(&xlsxio.RatingList{Players: players, Rows: make([]xlsxio.ListRow, len(players))})
	if err := xlsxio.WriteListExport(path, exp); err != nil {
		return fmt.Errorf("gendata: writing %s: %w", path, err)
	}
	return nil
}

// writeSections writes sections as crosstables (docs/formats.md
// "Crosstable"): one sheet each in an .xlsx file, one section in a .csv
// file.
func writeSections(path string, sections []titles.Section) error {
	if err := xlsxio.WriteCrosstables(path, sections); err != nil {
		return fmt.Errorf("gendata: writing %s: %w", path, err)
	}
	return nil
}

// sectionNames maps the sections' players to their names.
func sectionNames(sections []titles.Section) map[engine.PlayerID]string {
	names := map[engine.PlayerID]string{}
	for _, s := range sections {
		for _, p := range s.Players {
			names[p.ID] = p.Name
		}
	}
	return names
}

// writeGames writes games as a game list (docs/formats.md "Game list"), with
// the players' names from the list: .xlsx or .csv by the path.
func writeGames(path string, games []engine.Game, players []engine.Player) error {
	names := make(map[engine.PlayerID]string, len(players))
	for _, p := range players {
		names[p.ID] = p.Name
	}
	return writeNamedGames(path, games, names)
}

// writeNamedGames writes games as a game list with the names given.
func writeNamedGames(path string, games []engine.Game, names map[engine.PlayerID]string) error {
	if err := xlsxio.WriteGameList(path, games, names); err != nil {
		return fmt.Errorf("gendata: writing %s: %w", path, err)
	}
	return nil
}
