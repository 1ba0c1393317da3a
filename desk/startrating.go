package desk

import (
	"fmt"
	"slices"
	"strings"

	"ratingdesk/engine"
)

// sourceKind is the kind of file a game was read from, as a message
// about the game tells the user where to fill something in.
type sourceKind int

// The kinds of source of a game.
const (
	fromGameList sourceKind = iota
	fromCrosstable
	fromTRF
	fromPGN
)

// sourceOf tells the kind of file game g was read from by what its reader
// left in it: a crosstable's game has its colours assumed (a TRF's names
// its place "line N, column M", trfio), a PGN game's place is "game N
// (line M)" (pgnio); any other game is a game list's row (one linked to a
// crosstable keeps its row).
func sourceOf(g *engine.Game) sourceKind {
	switch cell := g.Origin.Cell; {
	case strings.HasPrefix(cell, "game "):
		return fromPGN
	case g.ColoursAssumed && strings.HasPrefix(cell, "line "):
		return fromTRF
	case g.ColoursAssumed:
		return fromCrosstable
	}
	return fromGameList
}

// levelExampleTypes are the event types levelExamples names.
var levelExampleTypes = [...]string{"Open class", "Higher class", "Master class", "Master norm", "GM norm"}

// levelExamples names event types with their tournament level, for the
// user to choose from (docs/rules.md §2), the levels as the engine gives
// them (engine.TournamentLevel): "e.g. Open class = 1800, …; all in
// docs/rules.md §2".
func levelExamples() string {
	parts := make([]string, 0, len(levelExampleTypes))
	for _, t := range levelExampleTypes {
		if level, ok := engine.TournamentLevel(t); ok {
			parts = append(parts, fmt.Sprintf("%s = %d", t, level))
		}
	}
	return "e.g. " + strings.Join(parts, ", ") + "; all in docs/rules.md §2"
}

// startRatingMessage words for people the engine's StartRatingError of
// game g (Appendix 1 items 8 and 11, Tournament Rules 9.4; docs/rules.md
// §2 "Who fills in the start rating"): the game, why iccf-2017 has no
// rating for the player, and what to fill in where the game was read —
// an event type with a level, the player's start rating, or his FIDE
// rating, on the rating list when listed says he is on it, else where
// the results that bring him give one.
func startRatingMessage(g *engine.Game, se *engine.StartRatingError, listed bool) string {
	src := sourceOf(g)
	return fmt.Sprintf("game %s: iccf-2017 has no rating to start player %d from: %s, and %s (Appendix 1 items 8 and 11). Give one of: %s",
		gameText(g), se.Player, missingText(g, se), typeText(se), remedies(g, se, src, listed))
}

// fideText says where the FIDE rating of a player without a rating is
// given: the FIDE column of the rating list for a player on it; for a
// player new in the period, who is not on it, where the results that
// bring him say it (docs/formats.md "Crosstable", "TRF": the list's FIDE
// column is not his; a tester was sent there).
func fideText(src sourceKind, listed bool) string {
	switch {
	case listed:
		return "the player's FIDE rating in the FIDE column of the rating list"
	case src == fromTRF:
		return "the player's FIDE rating in a line \"### Rating Desk: No …: unpublished, FIDE …\" of the TRF (the player is not on the rating list)"
	case src == fromCrosstable:
		return "the player's FIDE rating in the crosstable's FIDE column (the player is not on the rating list)"
	}
	return "the player's FIDE rating in the FIDE column of the crosstable that names the player (who is not on the rating list)"
}

// gameText names game g: its players (with their colours unless a
// crosstable's game, whose colours are assumed) and its tournament.
func gameText(g *engine.Game) string {
	s := fmt.Sprintf("%d (White) – %d (Black)", g.White, g.Black)
	if g.ColoursAssumed {
		s = fmt.Sprintf("%d – %d", g.White, g.Black)
	}
	if ev := strings.TrimSpace(g.Tournament + " " + g.Section); ev != "" {
		s += fmt.Sprintf(" of %q", ev)
	}
	return s
}

// missingText says what the player lacks.
func missingText(g *engine.Game, se *engine.StartRatingError) string {
	switch se.Seat {
	case engine.FieldWhiteSubFor, engine.FieldBlackSubFor:
		sat := g.White
		if se.Seat == engine.FieldBlackSubFor {
			sat = g.Black
		}
		return fmt.Sprintf("the player has no ICCF rating and no FIDE rating (substitute %d played for the player: the game's start rating is the substitute's)", sat)
	}
	return "the player has no ICCF rating, no start rating in this game and no FIDE rating"
}

// typeText says why the game's event type gives no tournament level.
func typeText(se *engine.StartRatingError) string {
	switch {
	case se.Type == "":
		return "the tournament has no Type to give a tournament level"
	case se.National:
		return fmt.Sprintf("its Type %q is a national tournament, whose level is the average of its players with a published rating, and none of them has one", se.Type)
	}
	return fmt.Sprintf("its Type %q has no tournament level", se.Type)
}

// remedies lists what the user may give, where the game was read: an
// event type with a level, the player's start rating (not for the player
// a substitute sat in for, whose start rating the game cannot hold), or
// his FIDE rating (fideText).
func remedies(g *engine.Game, se *engine.StartRatingError, src sourceKind, listed bool) string {
	side, field := "White", engine.FieldWhiteStart
	if se.Seat == engine.FieldBlack {
		side, field = "Black", engine.FieldBlackStart
	}
	withLevel := " with an event type that has a level (" + levelExamples() + ")"
	var typ, start string
	switch src {
	case fromCrosstable:
		typ, start = "the crosstable's Type key"+withLevel, "the player's start rating in the player's Rating cell of the crosstable"
	case fromTRF:
		typ, start = "line 092 (type of tournament)"+withLevel, "the player's start rating as the rating on the player's 001 line (columns 49–52)"
	case fromPGN:
		typ = "a crosstable of the section whose Type key has a level (" + levelExamples() + "): a PGN file gives no Type, and its games take their section's"
		start = fmt.Sprintf("the player's start rating as the game's %sElo tag (read in an ICCF game: Site names ICCF, or the game has ICCF ID tags)", side)
	default:
		typ = "a Type in the game list's Type column" + withLevel
		start = fmt.Sprintf("the player's start rating in a %s start rating column of the game list", side)
		if ref := g.Cells.Ref(field); ref != "" {
			start = fmt.Sprintf("the player's start rating in the %s start rating cell %s", side, ref)
		}
	}
	options := []string{typ, start, fideText(src, listed)}
	if se.Seat == engine.FieldWhiteSubFor || se.Seat == engine.FieldBlackSubFor {
		options = slices.Delete(options, 1, 2)
	}
	return strings.Join(options, "; ") + "."
}
