package desk

import (
	"fmt"

	"ratingdesk/engine"
	"ratingdesk/internal/words"
	"ratingdesk/names"
	"ratingdesk/xlsxio"
)

// DiffKind says what a difference between two lists means (docs/cli.md
// `reconcile`, docs/formats.md "Difference file").
type DiffKind int

// The kinds of difference, in the order a player's is decided.
const (
	// OnlyOfficial: the player is on the official list only.
	OnlyOfficial DiffKind = iota + 1
	// OnlyComputed: the player is on the computed list only.
	OnlyComputed
	// GamesDiffer: the numbers of rated games differ (games missing from
	// one side's results).
	GamesDiffer
	// RatingDiffers: the same games, a different published rating (or,
	// from 12 games, a rating on one side only; Tournament Rules 9.3):
	// different start values or opponents.
	RatingDiffers
	// RDDiffers: the same games and rating, a different published RD
	// (compared only when both lists have an RD).
	RDDiffers
	// NameDiffers: the same entries, the name spelt differently
	// (names.Same: not white space, Unicode form or case alone).
	NameDiffers
)

// String is the kind as the difference file's Kind column writes it.
func (k DiffKind) String() string {
	switch k {
	case OnlyOfficial:
		return "only on the official list"
	case OnlyComputed:
		return "only on the computed list"
	case GamesDiffer:
		return "different number of games"
	case RatingDiffers:
		return "same games, different rating"
	case RDDiffers:
		return "same games and rating, different RD"
	case NameDiffers:
		return "same entries, different name"
	}
	return ""
}

// Short is the kind in a few words, as the reconciliation report's rows
// print it on one line beside the ratings, RDs and games (docs/cli.md
// `reconcile --report`); the report's summary gives each with String.
func (k DiffKind) Short() string {
	switch k {
	case OnlyOfficial:
		return "official only"
	case OnlyComputed:
		return "computed only"
	case GamesDiffer:
		return "games differ"
	case RatingDiffers:
		return "rating differs"
	case RDDiffers:
		return "RD differs"
	case NameDiffers:
		return "name differs"
	}
	return ""
}

// DiffKinds lists the kinds in order, for summaries.
func DiffKinds() []DiffKind {
	return []DiffKind{OnlyOfficial, OnlyComputed, GamesDiffer, RatingDiffers, RDDiffers, NameDiffers}
}

// ListSide is one player on one of the two lists, as published (Rules 5):
// the rating rounded half up, the RD rounded and limited to [30, 250].
type ListSide struct {
	// On is false when the player is not on this list.
	On    bool
	Rated bool
	// Rating and RD are the published values; HasRD is false when the list
	// gives the player no RD.
	Rating int
	HasRD  bool
	RD     int
	Games  int
}

// ReconcileRow is one player whose entries differ: a row of the
// difference file (docs/formats.md "Difference file").
type ReconcileRow struct {
	ID engine.PlayerID
	// Name is the player's name on the official list, else on the
	// computed one.
	Name string
	// ComputedName is the computed list's name of a player on both lists
	// when it is spelt differently from Name (names.Same), whatever the
	// row's kind, so that a renamed player is never hidden behind another
	// difference; "" when the names agree.
	ComputedName string
	// Official and Computed are the player's entries on the two lists.
	Official, Computed ListSide
	// Delta is the computed rating minus the official one, when both
	// are rated (HasDelta).
	HasDelta bool
	Delta    int
	Kind     DiffKind
}

// Reconciliation is the comparison of two lists (docs/cli.md
// `reconcile`): one row per player who differs, official list order
// first, then the computed list's players not on the official one.
type Reconciliation struct {
	// Official and Computed are the files compared.
	Official, Computed string
	Rows               []ReconcileRow
	// Compared counts the players on either list; Agree those on both
	// whose entries agree.
	Compared, Agree int
	// UnratedOfficial counts the players on both lists with the same
	// games, fewer than 12, rated on the computed list but not on the
	// official one; UnratedComputed those rated on the official list
	// only. A rating is published from 12 games (Tournament Rules 9.3), so
	// a list leaves such a player's rating empty by design and the
	// ratings are not compared (docs/rules.md "Unpublished ratings");
	// NotCompared says so.
	UnratedOfficial, UnratedComputed int
}

// NotCompared says, one sentence a list, how many players' ratings were
// not compared because that list gives them no rating under 12 games
// (UnratedOfficial, UnratedComputed; docs/rules.md "Unpublished
// ratings"), without a final full stop, as standard output, the app's
// Reconcile tab and the reconciliation report print it: "2 players under
// 12 games have no published rating on the official list: not compared
// (Tournament Rules 9.3)". None when every rating was compared.
func (r *Reconciliation) NotCompared() []string {
	var out []string
	for _, s := range []struct {
		n    int
		list string
	}{{r.UnratedOfficial, "official"}, {r.UnratedComputed, "computed"}} {
		if s.n > 0 {
			out = append(out, fmt.Sprintf("%s under %d games %s no published rating on the %s list: not compared (Tournament Rules 9.3)",
				words.Count(s.n, "player", "players"), engine.PublishedGames, words.Agree(s.n, "has", "have"), s.list))
		}
	}
	return out
}

// Count is the number of rows of kind k.
func (r *Reconciliation) Count(k DiffKind) int {
	n := 0
	for i := range r.Rows {
		if r.Rows[i].Kind == k {
			n++
		}
	}
	return n
}

// Renamed is the number of rows whose names differ (ComputedName): the
// rows of kind NameDiffers and those with another difference besides.
func (r *Reconciliation) Renamed() int {
	n := 0
	for i := range r.Rows {
		if r.Rows[i].ComputedName != "" {
			n++
		}
	}
	return n
}

// Reconcile compares an official list with a computed one (docs/cli.md
// `reconcile`): players are matched by ID; published ratings and game
// counts are compared, RDs when both lists give the player one, and
// names (names.Same; docs/rules.md "Rating history").
func Reconcile(official, computed *xlsxio.RatingList) *Reconciliation {
	r := &Reconciliation{Official: official.File, Computed: computed.File}
	comp := make(map[engine.PlayerID]int, len(computed.Players))
	for i, p := range computed.Players {
		comp[p.ID] = i
	}
	seen := make(map[engine.PlayerID]bool, len(official.Players))
	for _, p := range official.Players {
		seen[p.ID] = true
		row := ReconcileRow{ID: p.ID, Name: p.Name, Official: sideOf(p)}
		if i, ok := comp[p.ID]; ok {
			c := computed.Players[i]
			row.Computed = sideOf(c)
			if !names.Same(p.Name, c.Name) {
				row.ComputedName = c.Name
			}
		}
		r.addRow(row)
	}
	for _, p := range computed.Players {
		if !seen[p.ID] {
			r.addRow(ReconcileRow{ID: p.ID, Name: p.Name, Computed: sideOf(p)})
		}
	}
	return r
}

// addRow decides the row's kind and keeps it when the entries differ.
func (r *Reconciliation) addRow(row ReconcileRow) {
	r.Compared++
	o, c := row.Official, row.Computed
	if unpublishedOnOneSide(o, c) {
		if o.Rated {
			r.UnratedComputed++
		} else {
			r.UnratedOfficial++
		}
	}
	if o.Rated && c.Rated {
		row.HasDelta, row.Delta = true, c.Rating-o.Rating
	}
	switch {
	case !c.On:
		row.Kind = OnlyOfficial
	case !o.On:
		row.Kind = OnlyComputed
	case o.Games != c.Games:
		row.Kind = GamesDiffer
	case ratingsDiffer(o, c):
		row.Kind = RatingDiffers
	case o.HasRD && c.HasRD && o.RD != c.RD:
		row.Kind = RDDiffers
	case row.ComputedName != "":
		row.Kind = NameDiffers
	default:
		r.Agree++
		return
	}
	r.Rows = append(r.Rows, row)
}

// ratingsDiffer reports whether two entries of a player with the same
// games give him different ratings (docs/rules.md "Reconciling two
// lists"): both rated with different published values, whatever the
// games, or a rating on one side only when his games make it published
// (Tournament Rules 9.3: at least 12). An official list leaves an
// unpublished rating empty by design, so a rating against none under 12
// games is no difference (unpublishedOnOneSide; the summary counts it).
func ratingsDiffer(o, c ListSide) bool {
	if o.Rated && c.Rated {
		return o.Rating != c.Rating
	}
	return o.Rated != c.Rated && !unpublishedOnOneSide(o, c)
}

// unpublishedOnOneSide reports whether a player on both lists with the
// same games, fewer than 12, is rated on one of them only: a rating the
// other list does not publish (Tournament Rules 9.3), not compared
// (docs/rules.md "Unpublished ratings").
func unpublishedOnOneSide(o, c ListSide) bool {
	return o.On && c.On && o.Games == c.Games && o.Rated != c.Rated && o.Games < engine.PublishedGames
}

// sideOf is a list row as published (Rules 5): the rating rounded half
// up, the RD rounded and limited to [30, 250]. These are the values of the
// list's Rating and RD columns, or what its exact values publish as when
// it has only those: the reader refuses an exact value that does not
// publish as the Rating or RD beside it (docs/rules.md "Reading rating
// lists", "Rating list"), so that a corrected Rating or RD is never
// compared by a stale exact value (docs/rules.md "Reconciling two lists").
func sideOf(p engine.Player) ListSide {
	s := ListSide{On: true, Rated: p.Rated, Games: p.Games}
	if p.Rated {
		s.Rating = engine.RoundHalfUp(p.Rating)
		if p.RD > 0 {
			s.HasRD, s.RD = true, engine.PublishRD(engine.ICCFParams(), p.RD)
		}
	}
	return s
}

// ListEntry is player id on list (an official list, docs/cli.md
// `reconcile`) as Reconcile compares him: his row as read (name,
// federation, titles) and his entry as published (sideOf, Rules 5: the
// rating rounded half up, the RD rounded and limited to [30, 250] when
// the list gives him one). ok is false when the list does not hold him.
// The app's player card shows it for a player who is on the official list
// only (docs/guide.md "The History tab").
func ListEntry(list *xlsxio.RatingList, id engine.PlayerID) (p engine.Player, side ListSide, ok bool) {
	if list == nil {
		return engine.Player{ID: id}, ListSide{}, false
	}
	for _, p := range list.Players {
		if p.ID == id {
			return p, sideOf(p), true
		}
	}
	return engine.Player{ID: id}, ListSide{}, false
}

// ReadOfficialList reads a list to reconcile (docs/cli.md `reconcile`):
// any rating list, or one as ICCF publishes it (ICCF-id, Country, Title,
// Name, Games, Rating; docs/formats.md "Official ICCF list"), whose rated
// rows need no RD. A results file given in its place is said as what it
// is (ResultsAsList, ReconcileListAdvice). A list without an RD is read
// without one, whatever default RD opt gives (docs/rules.md "Reconciling
// two lists"): a default RD is an assumption for rating from a list, not
// a value the list publishes, and compared it made every RD differ (a
// tester: the app gave 79 differences of RD where the command line gave
// none).
func ReadOfficialList(path string, opt xlsxio.ReadOptions) (*xlsxio.RatingList, xlsxio.Problems) {
	list, ps, _ := readOfficialList(path, opt, ReconcileListAdvice)
	return list, ps
}

// readOfficialList is ReadOfficialList advising instead, for a results
// file, and saying what that file is (resultsKindAsList; "" for a list).
func readOfficialList(path string, opt xlsxio.ReadOptions, instead string) (*xlsxio.RatingList, xlsxio.Problems, string) {
	opt.OptionalRD, opt.DefaultRD = true, 0
	list, ps := xlsxio.ReadRatingList(path, opt)
	what := ""
	if list == nil {
		ps, what = resultsKindAsList(path, opt, ps, instead)
	}
	return list, ps, what
}

// OpenOfficialList is ReadOfficialList for the app, giving also the
// SHA-256 of the file as read (Input.SHA256, as Open gives it), by which
// the app tells when the official list changes on disk (docs/guide.md
// "The History tab": a reconciliation made with the file as it was is set
// aside). A results file is said as what it is (Input.Results), with
// the app's advice (OfficialListAdvice).
func OpenOfficialList(path string, opt xlsxio.ReadOptions) *Input {
	sums := &xlsxio.InputSums{}
	opt.Sums = sums
	in := &Input{Path: path, Kind: xlsxio.RatingListKind, OptionalRD: true}
	in.List, in.Problems, in.Results = readOfficialList(path, opt, OfficialListAdvice)
	in.SHA256 = sumOfRead(path, sums, in.Problems)
	return in
}
