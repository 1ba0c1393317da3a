package desk

import (
	"slices"

	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/pgnio"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// resultSource is one results file of a period as read: a game list, or a
// workbook (or CSV file) of crosstables.
type resultSource struct {
	list        *xlsxio.GameList
	crosstables []*xlsxio.Crosstable
	// pgn is a PGN file as parsed, which becomes list once the rating
	// list is read (resolvePGNSources).
	pgn *pgnio.File
	// result is the index of the file among the period's results paths.
	result int
}

// withoutCopies is sources without those of the results files given a
// second time (duplicateInputs' copies, indices among the period's inputs,
// the rating list first).
func withoutCopies(sources []resultSource, copies []int) []resultSource {
	if len(copies) == 0 {
		return sources
	}
	return slices.DeleteFunc(slices.Clone(sources), func(s resultSource) bool {
		return slices.Contains(copies, s.result+1)
	})
}

// readResultSources reads every results file of a period (docs/cli.md
// `rate`: crosstable workbooks and game lists), telling them apart by
// their header rows (xlsxio.DetectKind); a file of which have holds an
// Input read by Open is taken as read (LoadPeriodFrom). It returns the
// sources read, in order, and the input files for the outputs' notes,
// each with its SHA-256 when it read without errors (hashIfRead).
func readResultSources(paths []string, list string, opt xlsxio.ReadOptions, have map[string]*Input) ([]resultSource, []outputs.InputFile, xlsxio.Problems) {
	var sources []resultSource
	var inputs []outputs.InputFile
	var problems xlsxio.Problems
	for _, path := range paths {
		src, in, ps := readResultSource(path, list, opt, have[path])
		if in.SHA256 == "" {
			ps = hashIfRead(&in, ps, opt.Sums)
		}
		problems, inputs = append(problems, ps...), append(inputs, in)
		if src != nil {
			src.result = len(inputs) - 1
			sources = append(sources, *src)
		}
	}
	return sources, inputs, problems
}

// readResultSource reads one results file, or takes it as opened read it
// when it is a game list or crosstable file other than a PGN file; src is
// nil when the file could not be read. A workbook holding the period's
// rating list (list) and a game list is read for its game list
// (listAndGames).
func readResultSource(path, list string, opt xlsxio.ReadOptions, opened *Input) (*resultSource, outputs.InputFile, xlsxio.Problems) {
	format := sniffFormat(path)
	if format == pgnFormat {
		return readPGNSource(path)
	}
	trf := format == trfFormat
	kindName := func(k xlsxio.Kind) string {
		if trf {
			return "TRF crosstable"
		}
		return k.String()
	}
	if opened != nil && (opened.Kind == xlsxio.GameListKind || opened.Kind == xlsxio.CrosstableKind) {
		src := &resultSource{list: opened.Games, crosstables: opened.Crosstables}
		// The SHA-256 of the content read, not of the file today.
		return src, outputs.InputFile{Path: path, Kind: kindName(opened.Kind), SHA256: opened.SHA256}, slices.Clone(opened.Problems)
	}
	if trf {
		in := readTRF(path, opt)
		return &resultSource{crosstables: in.Crosstables}, outputs.InputFile{Path: path, Kind: kindName(in.Kind)}, in.Problems
	}
	kind, ps := xlsxio.DetectKind(path, opt)
	if !ps.HasErrors() && kind == xlsxio.RatingListKind {
		if p := xlsxio.OwnOutputProblem(path, opt, "results source"); p != nil {
			return nil, outputs.InputFile{Path: path, Kind: "results"}, xlsxio.Problems{p}
		}
		refused, asGames := listAndGames(path, list)
		if refused != nil {
			return nil, outputs.InputFile{Path: path, Kind: "results"}, xlsxio.Problems{refused}
		}
		if asGames {
			kind = xlsxio.GameListKind
		}
	}
	if !ps.HasErrors() && (kind == xlsxio.Unknown || kind == xlsxio.RatingListKind) {
		what := "no header row found"
		if kind == xlsxio.RatingListKind {
			what = "this is a rating list, not a results source"
		}
		ps = xlsxio.Problems{errorAt(path, "", "", "%s: expected a game list (a row headed White, Black and Result) or a crosstable (a row headed No and the result columns 1 … N)", what)}
	}
	if ps.HasErrors() {
		return nil, outputs.InputFile{Path: path, Kind: "results"}, ps
	}
	in := read(path, kind, opt)
	return &resultSource{list: in.Games, crosstables: in.Crosstables}, outputs.InputFile{Path: path, Kind: kindName(kind)}, in.Problems
}

// periodGames gathers the games of the results sources, in file order, and
// the players the crosstables bring (docs/formats.md "Crosstable", "Game
// list"):
//
//   - a crosstable section that a game list also describes (the same
//     Tournament and Section, matched ignoring case) takes its games from
//     the game list, which gives the colours and finish dates; every
//     finished game of one must be in the other with the same result, and
//     a pair present in one and not in the other is an error (see
//     linkSection). Other sections give Crosstable.Games.
//   - a crosstable player with an ID that is not on the list joins the
//     period as a new unrated player (see crosstablePlayers).
//
// With assignUndated, every game without a finish date is assigned to the
// period (docs/rules.md §1.5).
func periodGames(list *xlsxio.RatingList, sources []resultSource, assignUndated bool) ([]engine.Game, []engine.Player, xlsxio.Problems) {
	var cts []*xlsxio.Crosstable
	for _, src := range sources {
		cts = append(cts, src.crosstables...)
	}
	byKey, problems := xlsxio.SectionsByKey(cts)
	linked, listOf := claimedGames(sources, byKey)
	var parts [][]engine.Game
	for _, src := range sources {
		if src.list != nil {
			parts = append(parts, unclaimedGames(src.list, byKey))
		}
		for _, c := range src.crosstables {
			if lg, ok := linked[c]; ok {
				gs, ps := linkSection(c, lg, listOf[c])
				problems = append(problems, ps...)
				parts = append(parts, gs)
				continue
			}
			parts = append(parts, c.Games())
		}
	}
	games := joinGames(parts)
	if assignUndated && slices.ContainsFunc(games, func(g engine.Game) bool { return g.Finished.IsZero() }) {
		// The games may be a game list's own (joinGames): they are
		// marked on a copy, so that the list stays as read.
		games = slices.Clone(games)
		for i := range games {
			if games[i].Finished.IsZero() {
				games[i].AssignedToPeriod = true
			}
		}
	}
	var players []engine.Player
	if list != nil {
		var ps xlsxio.Problems
		players, ps = crosstablePlayers(list, cts)
		problems = append(problems, ps...)
	}
	return games, players, problems
}

// joinGames is the games of parts, in order: the one part itself when
// there is one (a big game list is not copied), else one slice made to
// size.
func joinGames(parts [][]engine.Game) []engine.Game {
	if len(parts) == 1 {
		return parts[0]
	}
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	if n == 0 {
		return nil
	}
	games := make([]engine.Game, 0, n)
	for _, p := range parts {
		games = append(games, p...)
	}
	return games
}

// sectionOf is the crosstable section a game-list game belongs to, or nil:
// a game naming neither tournament nor section belongs to none.
func sectionOf(g engine.Game, byKey map[string]*xlsxio.Crosstable) *xlsxio.Crosstable {
	if g.Tournament == "" && g.Section == "" {
		return nil
	}
	return byKey[xlsxio.SectionKey(g.Tournament, g.Section)]
}

// claimedGames are the game lists' games of each crosstable section, and
// the game list (its path as given) that gives them.
func claimedGames(sources []resultSource, byKey map[string]*xlsxio.Crosstable) (map[*xlsxio.Crosstable][]engine.Game, map[*xlsxio.Crosstable]string) {
	linked := map[*xlsxio.Crosstable][]engine.Game{}
	listOf := map[*xlsxio.Crosstable]string{}
	if len(byKey) == 0 {
		return linked, listOf
	}
	for _, src := range sources {
		if src.list == nil {
			continue
		}
		for _, g := range src.list.Games {
			if c := sectionOf(g, byKey); c != nil {
				linked[c] = append(linked[c], g)
				listOf[c] = src.list.File
			}
		}
	}
	return linked, listOf
}

// unclaimedGames are a game list's games that belong to no crosstable
// section read: they stand as read.
func unclaimedGames(gl *xlsxio.GameList, byKey map[string]*xlsxio.Crosstable) []engine.Game {
	if len(byKey) == 0 {
		return gl.Games
	}
	var out []engine.Game
	for _, g := range gl.Games {
		if sectionOf(g, byKey) == nil {
			out = append(out, g)
		}
	}
	return out
}

// pairSlots are the games of one pair of a section, from the lower start
// number's side, with the ones a game list has claimed.
type pairSlots struct {
	results []titles.Result
	used    []bool
}

// take claims the first unclaimed game for which ok holds, returning its
// index, or -1.
func (p *pairSlots) take(ok func(titles.Result) bool) int {
	for k, r := range p.results {
		if !p.used[k] && ok(r) {
			p.used[k] = true
			return k
		}
	}
	return -1
}

// typedGames are the games of the CSV and XLSX game lists among sources
// that belong to no crosstable section read, for swappedGames: a
// crosstable's games, and a section it describes, say their own round
// (Double round), and a PGN file gives each game's tags from the game
// itself, not a result form typed row by row. One list's games are its
// own slice, not copied.
func typedGames(sources []resultSource) []engine.Game {
	var cts []*xlsxio.Crosstable
	for _, src := range sources {
		cts = append(cts, src.crosstables...)
	}
	byKey, _ := xlsxio.SectionsByKey(cts) // its problems are periodGames'
	var parts [][]engine.Game
	for _, src := range sources {
		if src.list != nil && src.pgn == nil {
			parts = append(parts, unclaimedGames(src.list, byKey))
		}
	}
	return joinGames(parts)
}
