package pgnio

import (
	"strconv"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/names"
	"ratingdesk/xlsxio"
)

// player finds the ICCF ID of one side ("White" or "Black"): from its
// ICCF ID tag (WhiteIccfID, any case), else from its FIDE ID tag
// (WhiteFideId) on the list's FIDE ID column, else from its name on the
// list (docs/rules.md "Reading PGN game
// lists and the FIDE rating list"). No match, or more than one, is an error
// naming the tag; never a guess. Without a lookup a player named only is
// a warning and has ID 0. The name beside an ICCF ID tag is kept for the
// period to compare with the list's (xlsxio.GameList.Names).
func (r *resolver) player(g *Game, side string) engine.PlayerID {
	key := strings.ToLower(side)
	if id, ok := r.iccfID(g, side); ok {
		r.keepName(g, key, id)
		return id
	}
	if id, ok := r.fideID(g, side); ok {
		return id
	}
	name := value(g, key)
	idTag := tagName(g, side+"IccfID")
	switch {
	case name == "":
		r.errorf(g, key, "tag %s is empty or missing: expected the player's name, or a tag [%s \"…\"] with the ICCF ID", tagName(g, side), idTag)
		return 0
	case r.lookup == nil:
		if !r.named[name] {
			r.warnf(g, key, "tag %s: %q has no ICCF ID tag (%s): the player is found by name on the rating list when the games are rated (said at the first game naming the player)", tagName(g, side), name, idTag)
			r.named[name] = true
		}
		return 0
	}
	ids := r.lookup.ByName(name)
	switch len(ids) {
	case 1:
		return ids[0]
	case 0:
		r.errorf(g, key, "tag %s: no player named %q is on the rating list (names are compared ignoring accents, case, the order of the parts and a country such as \"(USA)\"): correct the name, or add the tag [%s \"…\"] with the player's ICCF ID", tagName(g, side), name, idTag)
	default:
		r.errorf(g, key, "tag %s: %q matches %d players on the rating list (ICCF IDs %s): add the tag [%s \"…\"] to say which one played", tagName(g, side), name, len(ids), idList(ids), idTag)
	}
	return 0
}

// keepName keeps the name the tag key (white or black) of game g gives
// player id, found by his ICCF ID tag, as a game list's White name and
// Black name columns give theirs (xlsxio.GameList.Names; docs/rules.md
// "Names in a game list"): the first one given to each player, at the
// game and the tag's line, without a country after it ("(USA)", as a
// name is looked up: names.WithoutSuffix). The period compares it with
// the rating list's name for the ID, where a mistyped ID shows.
func (r *resolver) keepName(g *Game, key string, id engine.PlayerID) {
	name := names.WithoutSuffix(value(g, key))
	if id <= 0 || name == "" || r.nameGiven[id] {
		return
	}
	r.nameGiven[id] = true
	r.names = append(r.names, xlsxio.PlayerName{ID: id, Name: name, Origin: engine.Origin{File: r.file, Cell: r.cell(g, key)}})
}

// iccfID reads the side's ICCF ID tag; ok is false when there is none.
// A tag that is not a whole number is an error (and ok true: the name is
// then not tried).
func (r *resolver) iccfID(g *Game, side string) (engine.PlayerID, bool) {
	key := strings.ToLower(side) + "iccfid"
	v := value(g, key)
	if v == "" || v == "0" {
		return 0, false
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n <= 0 {
		r.errorf(g, key, "tag %s: %q is not an ICCF ID: expected a whole number, e.g. 212345", tagName(g, side+"IccfID"), v)
		return 0, true
	}
	return engine.PlayerID(n), true
}

// fideID finds the side by its FIDE ID tag on the list's FIDE ID column;
// ok is false when there is no tag, no list, or not exactly one row with
// that FIDE ID (the name is tried then).
func (r *resolver) fideID(g *Game, side string) (engine.PlayerID, bool) {
	key := strings.ToLower(side) + "fideid"
	v := value(g, key)
	if v == "" || v == "0" || r.lookup == nil {
		return 0, false
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n <= 0 {
		r.warnf(g, key, "tag %s: %q is not a FIDE ID (a whole number): the tag is not used", tagName(g, side+"FideId"), v)
		return 0, false
	}
	ids := r.lookup.ByFIDE(n)
	if len(ids) != 1 {
		return 0, false
	}
	return ids[0], true
}

// idList writes IDs for a message: "212345, 212346".
func idList(ids []engine.PlayerID) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = strconv.FormatInt(int64(id), 10)
	}
	return strings.Join(parts, ", ")
}
