package desk

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/fidelist"
	"ratingdesk/names"
	"ratingdesk/outputs"
	"ratingdesk/pgnio"
	"ratingdesk/xlsxio"
)

// FIDEMatch is an unrated player of a period who starts from the FIDE
// rating the FIDE rating list gives him (Rules 2.1a, docs/rules.md §1.1;
// docs/cli.md `rate --fide`).
type FIDEMatch struct {
	// Player is the player's ICCF ID, Name his name in the period.
	Player engine.PlayerID
	Name   string
	// FIDE is the row of the FIDE list used.
	FIDE fidelist.Player
	// ByName is true when the row was found by name (and federation),
	// false when by the FIDE ID of the rating list's FIDE ID column.
	ByName bool
}

// String says what was used, as the warnings and the CLI write it.
func (m FIDEMatch) String() string {
	how := "the FIDE ID on the rating list"
	if m.ByName {
		how = "the name"
	}
	fed := ""
	if m.FIDE.Fed != "" {
		fed = ", " + m.FIDE.Fed
	}
	s := fmt.Sprintf("player %d %q (unrated) starts from FIDE rating %d: FIDE ID %d %q%s, found by %s",
		m.Player, m.Name, m.FIDE.Rating, m.FIDE.ID, m.FIDE.Name, fed, how)
	if !m.ByName && names.Key(m.Name) != names.Key(m.FIDE.Name) {
		// A mistyped FIDE ID finds another person: said in words, as the
		// game lists' names that differ from the list's are (a tester: a
		// wrong FIDE ID gave a player a world champion's rating).
		s += fmt.Sprintf(", whose name differs from the rating list's %q: check the FIDE ID", m.Name)
	}
	return s
}

// fideWanted are the unrated players a FIDE list is searched for.
type fideWanted struct {
	byID   map[int64]int    // FIDE ID -> index in Input.Players
	byName map[string][]int // names.Key -> indices
	// found are the rows found for each index: by ID, or by name.
	found map[int][]fidelist.Player
}

// ApplyFIDEList gives the period's unrated players who play in it and have
// no FIDE rating yet the standard rating of the FIDE list at path (TXT or
// XML, docs/formats.md "FIDE rating list"): found by the FIDE ID of the
// rating list's FIDE ID column, else by name (names.Key) where the list
// row gives no FIDE ID, the federation compared when both give one. A
// name that matches several FIDE players is an error, never a guess. Each
// match used is returned and also added to lp.Warnings (standard error,
// the Notes sheet and the report); the FIDE list joins lp.Inputs.
func ApplyFIDEList(lp *LoadedPeriod, path string) ([]FIDEMatch, xlsxio.Problems) {
	matches, problems, _ := applyFIDEList(lp, path)
	return matches, problems
}

// applyFIDEList is ApplyFIDEList, also saying whether the errors, if any,
// are the FIDE list's own (unread: it cannot be read, or not all of its
// rows) rather than a name the list matches several times.
func applyFIDEList(lp *LoadedPeriod, path string) (_ []FIDEMatch, _ xlsxio.Problems, unread bool) {
	w, problems := wantedPlayers(lp)
	count, ps := fidelist.Scan(path, w.collect(lp.Input.Players))
	if ps.HasErrors() {
		return nil, append(problems, ps...), true
	}
	if !count.Balanced() {
		return nil, append(problems, unbalancedFIDE(path, count)), true
	}
	problems = append(problems, ps...)
	matches, ps := w.matches(lp, path)
	problems = append(problems, ps...)
	if problems.HasErrors() {
		return nil, problems, false
	}
	in := outputs.InputFile{Path: path, Kind: FIDEListKind}
	problems = append(problems, hashInput(&in)...)
	if problems.HasErrors() {
		return nil, problems, true
	}
	// The period's players may be the rating list's own (crosstablePlayers
	// shares them): copy them before changing any.
	lp.Input.Players = slices.Clone(lp.Input.Players)
	byID := map[engine.PlayerID]int{}
	for i, p := range lp.Input.Players {
		byID[p.ID] = i
	}
	for _, m := range matches {
		lp.Input.Players[byID[m.Player]].FIDE = m.FIDE.Rating
		problems = append(problems, warningAt(path, "", "line "+strconv.Itoa(m.FIDE.Line), "%s", m))
	}
	lp.Inputs = append(lp.Inputs, in)
	lp.Warnings = append(lp.Warnings, problems...)
	return matches, problems, false
}

// wantedPlayers are the unrated players without a FIDE rating who play a
// game of the period, by FIDE ID when the rating list gives one, else by
// name. A FIDE ID cell of theirs that holds no whole number, or a FIDE
// ID that two of them share, is an error at the list's row: never read
// as empty, nor given to one of them only.
func wantedPlayers(lp *LoadedPeriod) (*fideWanted, xlsxio.Problems) {
	playing := map[engine.PlayerID]bool{}
	for _, g := range lp.Input.Games {
		playing[g.White], playing[g.Black] = true, true
		playing[g.WhiteSubFor], playing[g.BlackSubFor] = true, true
	}
	cells := listFIDECells(lp.List)
	w := &fideWanted{byID: map[int64]int{}, byName: map[string][]int{}, found: map[int][]fidelist.Player{}}
	var problems xlsxio.Problems
	for i, p := range lp.Input.Players {
		if p.Rated || p.FIDE > 0 || !playing[p.ID] {
			continue
		}
		c, ok := cells[p.ID]
		switch {
		case ok && c.id == 0:
			problems = append(problems, errorAt(c.origin.File, c.origin.Sheet, c.origin.Cell, "player %d %q: the FIDE ID column holds %q, which is not a FIDE ID (a whole number such as 4100018): correct it, or empty the cell to find the player on the FIDE list by name", p.ID, p.Name, c.text))
		case ok:
			if j, dup := w.byID[c.id]; dup {
				other := lp.Input.Players[j]
				problems = append(problems, errorAt(c.origin.File, c.origin.Sheet, c.origin.Cell, "players %d %q (%s) and %d %q (%s) have the same FIDE ID %d in the FIDE ID column: one FIDE ID is one person; correct the FIDE ID of the one it is not", other.ID, other.Name, cells[other.ID].origin.Cell, p.ID, p.Name, c.origin.Cell, c.id))
				continue
			}
			w.byID[c.id] = i
		default:
			if k := names.Key(p.Name); k != "" {
				w.byName[k] = append(w.byName[k], i)
			}
		}
	}
	return w, problems
}

// fideCell is a non-empty cell of the rating list's FIDE ID column: its
// text, the FIDE ID it holds (0 when it holds none) and its row.
type fideCell struct {
	text   string
	id     int64
	origin engine.Origin
}

// listFIDECells are the non-empty cells of the rating list's FIDE ID
// column (pgnio.FIDEIDColumn), by ICCF ID; nil without a list or column.
func listFIDECells(l *xlsxio.RatingList) map[engine.PlayerID]fideCell {
	if l == nil {
		return nil
	}
	col := pgnio.FIDEIDColumn(l)
	if col < 0 {
		return nil
	}
	ids := pgnio.FIDEIDsIn(l, col)
	out := map[engine.PlayerID]fideCell{}
	for i, r := range l.Rows {
		if col < len(r.Extra) && strings.TrimSpace(r.Extra[col]) != "" {
			out[l.Players[i].ID] = fideCell{text: strings.TrimSpace(r.Extra[col]), id: ids[i], origin: r.Origin}
		}
	}
	return out
}

// collect is the function fidelist.Scan calls with every FIDE player: it
// keeps the rows of the wanted players.
func (w *fideWanted) collect(players []engine.Player) func(fidelist.Player) error {
	return func(row fidelist.Player) error {
		if i, ok := w.byID[row.ID]; ok {
			w.found[i] = append(w.found[i], row)
		}
		if len(w.byName) == 0 {
			return nil
		}
		for _, i := range w.byName[names.Key(row.Name)] {
			if sameFed(players[i].Fed, row.Fed) {
				w.found[i] = append(w.found[i], row)
			}
		}
		return nil
	}
}

// sameFed compares federations when both are given.
func sameFed(a, b string) bool {
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	return a == "" || b == "" || strings.EqualFold(a, b)
}

// matches are the FIDE rows used, in the order of the players, and the
// problems: an ambiguous name is an error; a FIDE ID not on the FIDE list,
// or a row without a standard rating, a warning.
func (w *fideWanted) matches(lp *LoadedPeriod, file string) ([]FIDEMatch, xlsxio.Problems) {
	players := lp.Input.Players
	var out []FIDEMatch
	var problems xlsxio.Problems
	byIndex := map[int]int64{}
	for id, i := range w.byID {
		byIndex[i] = id
	}
	idx := make([]int, 0, len(w.byID)+len(w.byName))
	for i := range byIndex {
		idx = append(idx, i)
	}
	for _, is := range w.byName {
		idx = append(idx, is...)
	}
	sort.Ints(idx)
	var places map[engine.PlayerID]engine.Origin // newPlayerPlaces, made at the first name found several times
	placed := false
	for _, i := range idx {
		p, rows := players[i], w.found[i]
		id, byID := byIndex[i]
		switch {
		case byID && len(rows) == 0:
			problems = append(problems, warningAt(file, "", "", "player %d %q: FIDE ID %d (the rating list's FIDE ID column) is not on the FIDE list: the player starts as an unrated player without a FIDE rating", p.ID, p.Name, id))
		case len(rows) > 1:
			if !placed {
				places, placed = newPlayerPlaces(lp.List, lp.crosstables), true
			}
			problems = append(problems, ambiguousFIDEName(lp, places, i, rows, file))
		case len(rows) == 1 && rows[0].Rating == 0:
			problems = append(problems, warningAt(file, "", "line "+strconv.Itoa(rows[0].Line), "player %d %q: FIDE ID %d %q has no standard rating on the FIDE list: the player starts as an unrated player without a FIDE rating", p.ID, p.Name, rows[0].ID, rows[0].Name))
		case len(rows) == 1:
			out = append(out, FIDEMatch{Player: p.ID, Name: p.Name, FIDE: rows[0], ByName: !byID})
		}
	}
	return out, append(problems, sharedMatches(out, file)...)
}

// sharedMatches is an error for every FIDE player found for two players
// of the period (two of the same name, or one by name and one by the FIDE
// ID column): one FIDE player is one person, and which of them he is
// would be a guess.
func sharedMatches(ms []FIDEMatch, file string) xlsxio.Problems {
	var problems xlsxio.Problems
	first := map[int64]FIDEMatch{}
	how := func(m FIDEMatch) string {
		if m.ByName {
			return "by the name"
		}
		return "by the FIDE ID on the rating list"
	}
	for _, m := range ms {
		a, ok := first[m.FIDE.ID]
		if !ok {
			first[m.FIDE.ID] = m
			continue
		}
		problems = append(problems, errorAt(file, "", "", "players %d %q and %d %q are both found on the FIDE list as FIDE ID %d %q (%d %s, %d %s): one FIDE player is one person: give each player's FIDE ID in a \"FIDE ID\" column of the rating list, or the FIDE rating in its FIDE column", a.Player, a.Name, m.Player, m.Name, m.FIDE.ID, m.FIDE.Name, a.Player, how(a), m.Player, how(m)))
	}
	return problems
}

// ambiguousFIDEName is the error of player i of the period whose name
// matches several players (rows) of the FIDE list file: at the player's
// place (playerPlace; places, newPlayerPlaces), naming each FIDE player's
// line of file, so that both files say where to look (a tester: the error
// named no line of either), with the remedy where the player's FIDE ID or
// rating is given.
func ambiguousFIDEName(lp *LoadedPeriod, places map[engine.PlayerID]engine.Origin, i int, rows []fidelist.Player, file string) *xlsxio.Problem {
	p := lp.Input.Players[i]
	o, listed := playerPlace(lp, places, i)
	remedy := "give the player's FIDE ID in a \"FIDE ID\" column of the rating list, or the FIDE rating in its FIDE column"
	if !listed {
		remedy = "give the player's FIDE rating in the crosstable's FIDE column (he is not on the rating list)"
	}
	return errorAtOrigin(o, "player %d %q: the name matches %d players on the FIDE list %s (%s): %s", p.ID, p.Name, len(rows), file, fideLines(rows), remedy)
}

// fideLines names the FIDE players of rows and their lines for a
// message: "line 2: FIDE ID 2200112 ESP; line 3: FIDE ID 2200114 ESP".
func fideLines(rows []fidelist.Player) string {
	parts := make([]string, len(rows))
	for i, r := range rows {
		parts[i] = strings.TrimSpace(fmt.Sprintf("line %d: FIDE ID %d %s", r.Line, r.ID, r.Fed))
	}
	return strings.Join(parts, "; ")
}

// playerPlace is where player i of the period is read, and whether he is
// on the rating list: his Name cell on the list, else, for a new player a
// crosstable brings, his Name cell there (places, newPlayerPlaces), else
// the first game of his that was read.
func playerPlace(lp *LoadedPeriod, places map[engine.PlayerID]engine.Origin, i int) (engine.Origin, bool) {
	p := lp.Input.Players[i]
	if l := lp.List; l != nil && i < len(l.Players) && i < len(l.Rows) && l.Players[i].ID == p.ID {
		o := l.Rows[i].Origin
		o.Cell = l.NameCell(i)
		return o, true
	}
	if o, ok := places[p.ID]; ok {
		return o, false
	}
	for k := range lp.Input.Games {
		if g := &lp.Input.Games[k]; g.White == p.ID || g.Black == p.ID {
			return g.Origin, false
		}
	}
	return engine.Origin{}, false
}
