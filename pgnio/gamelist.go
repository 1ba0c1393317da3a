package pgnio

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"ratingdesk/engine"
	"ratingdesk/internal/words"
	"ratingdesk/xlsxio"
)

// Undated says what a finished game without a whole finish date is
// (docs/rules.md §1.5, docs/cli.md --assign-undated).
type Undated int

// The readings of an undated game.
const (
	// UndatedError refuses it: a rating period needs the date.
	UndatedError Undated = iota
	// UndatedAssigned reads it without a date: the period it is rated in
	// takes it (--assign-undated).
	UndatedAssigned
	// UndatedWarning reads it without a date and warns, as `check` and
	// the app's Open do before the period is known.
	UndatedWarning
)

// Options tune how a PGN file becomes a game list.
type Options struct {
	// Today is the latest finish date accepted; the zero time means the
	// date of the call.
	Today time.Time
	// Undated says what a finished game without a whole date is.
	Undated Undated
}

// ReadGameList reads the PGN file at path as a game list (docs/formats.md
// "PGN game list"), the players found on the rating list through lookup
// (nil when no list is open: players without an ID tag are then named by
// a warning and left without an ID). Every problem comes back at once,
// each naming the game and line; the list is nil when any is an error.
func ReadGameList(path string, lookup Lookup, opt Options) (*xlsxio.GameList, xlsxio.Problems) {
	f, err := Parse(path)
	if err != nil {
		return nil, xlsxio.Problems{errorAt(path, "", "cannot read the file: %v", err)}
	}
	return f.GameList(lookup, opt)
}

// GameList turns the games of a parsed file into a game list: each game
// one record of the list's RowCount (read, or with errors). See
// ReadGameList.
func (f *File) GameList(lookup Lookup, opt Options) (*xlsxio.GameList, xlsxio.Problems) {
	if opt.Today.IsZero() {
		opt.Today = time.Now()
	}
	r := &resolver{file: f.Path, lookup: lookup, opt: opt, named: map[string]bool{}, nameGiven: map[engine.PlayerID]bool{}}
	problems := append(xlsxio.Problems{}, f.Problems...)
	gl := &xlsxio.GameList{File: f.Path, Games: make([]engine.Game, 0, len(f.Games))}
	gl.Count.Rows, gl.Count.Records = len(f.Games), true
	for i := range f.Games {
		g := &f.Games[i]
		r.problems = append(xlsxio.Problems{}, g.problems...)
		game := r.game(g)
		if r.problems.HasErrors() {
			gl.Count.WithErrors++
		} else {
			gl.Count.Read++
		}
		problems = append(problems, r.problems...)
		gl.Games = append(gl.Games, game)
	}
	if len(f.Games) == 0 {
		problems = append(problems, errorAt(r.file, "", "the file holds no game: a PGN game starts with its tags, e.g. [Event \"…\"], [White \"…\"], [Black \"…\"], [Result \"…\"]"))
	}
	problems = append(problems, r.summary()...)
	if problems.HasErrors() {
		return nil, problems
	}
	gl.Names = r.names
	return gl, problems
}

// resolver reads the games of one file.
type resolver struct {
	file     string
	lookup   Lookup
	opt      Options
	problems xlsxio.Problems
	// fromDate are the numbers of the finished games whose date came from
	// the Date tag; fromMoves those whose date came from %ccsnt.
	fromDate, fromMoves []int
	// fromDateAt and fromMovesAt name the first game of each, and its
	// line, where the warning that lists them is placed (summary).
	fromDateAt, fromMovesAt string
	// named are the names warned about as needing a rating list.
	named map[string]bool
	// names are the names given beside ICCF ID tags, the first one of
	// each player (keepName; GameList.Names); nameGiven their players.
	names     []xlsxio.PlayerName
	nameGiven map[engine.PlayerID]bool
}

// game reads one game.
func (r *resolver) game(g *Game) engine.Game {
	out := engine.Game{Origin: engine.Origin{File: r.file, Cell: gameCell(g.Number, g.Line)}}
	out.White = r.player(g, "White")
	out.Black = r.player(g, "Black")
	if out.White != 0 && out.White == out.Black {
		r.errorf(g, "black", "tag Black: White and Black are the same player (ICCF ID %d): a player cannot be both White and Black", out.Black)
	}
	out.Outcome = forfeit(g, r.result(g))
	if out.Outcome != engine.Unfinished {
		out.Finished = r.finishDate(g)
	}
	out.Tournament = value(g, "event")
	out.Section = value(g, "section")
	if correspondence(g) {
		out.WhiteStart = r.elo(g, "WhiteElo")
		out.BlackStart = r.elo(g, "BlackElo")
	}
	return out
}

// value is a tag's value, "" when the tag is absent or "?" (unknown,
// PGN standard 8.1.1).
func value(g *Game, key string) string {
	v := strings.TrimSpace(g.Tags[key].Value)
	if v == "?" || v == "-" {
		return ""
	}
	return v
}

// tagName is the tag as the file spells it, canon when it is absent.
func tagName(g *Game, canon string) string {
	if t, ok := g.Tags[strings.ToLower(canon)]; ok {
		return t.Name
	}
	return canon
}

// errorf records an error of game g at the line of tag key (the game's
// first line when the tag is absent).
func (r *resolver) errorf(g *Game, key, format string, args ...any) {
	r.problems = append(r.problems, errorAt(r.file, r.cell(g, key), format, args...))
}

// warnf records a warning as errorf does.
func (r *resolver) warnf(g *Game, key, format string, args ...any) {
	r.problems = append(r.problems, warn(r.file, r.cell(g, key), format, args...))
}

// cell names game g and the line of tag key.
func (r *resolver) cell(g *Game, key string) string {
	line := g.Line
	if t, ok := g.Tags[key]; ok {
		line = t.Line
	}
	return gameCell(g.Number, line)
}

// correspondence reports whether the game is an ICCF game, whose Elo tags
// are the players' ICCF ratings at the start of the event: Site names
// ICCF, or the game has ICCF ID tags.
func correspondence(g *Game) bool {
	if strings.Contains(strings.ToUpper(value(g, "site")), "ICCF") {
		return true
	}
	return value(g, "whiteiccfid") != "" || value(g, "blackiccfid") != ""
}

// elo reads WhiteElo or BlackElo as the start rating (Rules 1.4): 0 when
// not given; a number outside 500–3500 is an error, outside 1000–3000 a
// warning (docs/rules.md "Plausibility").
func (r *resolver) elo(g *Game, name string) float64 {
	key := strings.ToLower(name)
	v := value(g, key)
	if v == "" || v == "0" {
		return 0
	}
	n, err := strconv.Atoi(v)
	switch {
	case err != nil:
		r.errorf(g, key, "tag %s: %q is not a rating: expected a whole number, e.g. 2412, or no tag when there is none", tagName(g, name), v)
		return 0
	case n < 500 || n > 3500:
		r.errorf(g, key, "tag %s: %d is not a plausible rating (ratings lie between 500 and 3500)", tagName(g, name), n)
		return 0
	case n < 1000 || n > 3000:
		r.warnf(g, key, "tag %s: %d is an unusual rating (most ratings lie between 1000 and 3000): check the tag", tagName(g, name), n)
	}
	return float64(n)
}

// result reads the Result tag and the marker that ends the moves: they
// must agree; either alone is enough. A tag that is no result is an error
// of its own, at the tag's line, whatever the moves end with. Moves that
// end without a marker, the tag giving the result, are a warning at the
// game's first tag (docs/rules.md "Reading PGN game lists": the game may
// be cut off; the tag's result is read, not guessed).
func (r *resolver) result(g *Game) engine.Outcome {
	tag, term := value(g, "result"), g.Termination
	switch {
	case tag == "" && term == "":
		r.errorf(g, "result", "the game has no result: expected a tag [Result \"1-0\"] (or 0-1, 1/2-1/2, or * when the game is not finished)")
		return engine.Unfinished
	case tag == "":
		o, _ := outcomeOf(term) // the scanner keeps only the four markers
		return o
	}
	o, ok := outcomeOf(tag)
	switch {
	case !ok:
		r.errorf(g, "result", "tag Result: %q is not a result: expected 1-0, 0-1, 1/2-1/2, or * when the game is not finished", tag)
		return engine.Unfinished
	case term != "" && normalResult(tag) != term:
		r.errorf(g, "result", "tag Result says %s but the moves end with %s (line %d): correct one of them", tag, term, g.TermLine)
		return engine.Unfinished
	case term == "" && g.MovesLine > 0:
		r.warnf(g, "", "the moves (to line %d) end without a result (1-0, 0-1, 1/2-1/2 or *, which the PGN standard writes after the last move): the game may be cut off; its result is the tag Result's, %s (line %d)", g.MovesLine, tag, g.Tags["result"].Line)
	}
	return o
}

// outcomeOf reads a result as PGN writes it (1-0, 0-1, 1/2-1/2 or ½-½,
// *); ok is false for anything else.
func outcomeOf(s string) (o engine.Outcome, ok bool) {
	switch normalResult(s) {
	case "1-0":
		return engine.WhiteWins, true
	case "0-1":
		return engine.BlackWins, true
	case "1/2-1/2":
		return engine.Draw, true
	case "*":
		return engine.Unfinished, true
	}
	return engine.Unfinished, false
}

// forfeit reads a win with the tag [Termination "forfeit"] as a win by
// forfeit (docs/formats.md "PGN game list": PGN has no result for a
// forfeit; a forfeit is read, not rated).
func forfeit(g *Game, o engine.Outcome) engine.Outcome {
	if !strings.EqualFold(value(g, "termination"), "forfeit") {
		return o
	}
	switch o {
	case engine.WhiteWins:
		return engine.WhiteWinsForfeit
	case engine.BlackWins:
		return engine.BlackWinsForfeit
	}
	return o
}

// normalResult writes a draw written with ½ as the PGN standard does.
func normalResult(s string) string {
	if s == "½-½" {
		return "1/2-1/2"
	}
	return s
}

// summary says where the finish dates came from when not all from
// EndDate (docs/formats.md "PGN game list": the date of each game), each
// warning at the first game it lists and its line, as the other warnings
// of a game are placed (a tester: it named the games but no line).
func (r *resolver) summary() xlsxio.Problems {
	var out xlsxio.Problems
	if len(r.fromMoves) > 0 {
		out = append(out, warn(r.file, r.fromMovesAt, "%s: the finish date is the date of the last move (the %%ccsnt time in the moves' comments), as the game has no EndDate tag", gameNumbers(r.fromMoves)))
	}
	if len(r.fromDate) > 0 {
		out = append(out, warn(r.file, r.fromDateAt, "%s: the finish date is taken from the Date tag, as the game has neither an EndDate tag nor %%ccsnt move times; in a correspondence PGN Date is the day the game started: give [EndDate \"YYYY.MM.DD\"] where the game finished later", gameNumbers(r.fromDate)))
	}
	return out
}

// gameNumbers writes game numbers for a message: "game 3", "games 3, 5
// and 9", at most ten of them ("games 1, 2, … and 40 more").
func gameNumbers(ns []int) string {
	if len(ns) == 1 {
		return fmt.Sprintf("game %d", ns[0])
	}
	const most = 10
	parts := make([]string, 0, most)
	for _, n := range ns[:min(len(ns), most)] {
		parts = append(parts, strconv.Itoa(n))
	}
	if len(ns) > most {
		return fmt.Sprintf("games %s and %d more", strings.Join(parts, ", "), len(ns)-most)
	}
	return "games " + words.And(parts)
}
