package titles

import (
	"fmt"
	"strings"

	"ratingdesk/engine"
)

// Norm is a title norm a player has earned, as counted towards a title
// (Tournament Rules 10.2c–10.6c, App. 2 item 2.4c).
type Norm struct {
	// Player is the player who earned the norm.
	Player engine.PlayerID
	// Level is the norm's title level; LGM and LIM norms are CCM and CCE
	// norms (ParseLevel).
	Level Level
	// Event names the section the norm was earned in. Norms of several
	// levels from one section count once for a title; an empty Event is
	// a section of its own.
	Event string
	// Games is the number of games of the norm, Overscore its n_g.
	Games, Overscore int
	// GMGames counts the norm's games against GM-title holders or players
	// with a fixed rating of at least 2600; SIMGames those against other
	// SIM-title holders (Tournament Rules 10.2c).
	GMGames, SIMGames int
	// Secured marks a norm whose title result is reached while the player
	// still has games to play (NormStatus Secured). It is not counted
	// towards a title until his games are finished: the score W and so the
	// overscore of App. 2 item 2.4c are his total score in the tournament,
	// known only then (docs/rules.md §3, "Titles from norms").
	Secured bool
}

// The numbers of Tournament Rules 10.2c–10.6c.
const (
	// TitleNorms is the number of norms a title needs: at least two.
	TitleNorms = 2
	// TitleGames is the number of games, with overscores, a title needs.
	TitleGames = 24
	// GMQuotaGames is the number of games a GM title needs against GM-title
	// holders or players with a fixed rating of at least 2600.
	GMQuotaGames = 5
	// GMQuotaSIMReplacements is how many of those games may be replaced by
	// two games each against SIM-title holders.
	GMQuotaSIMReplacements = 2
)

// TitleProgress is a player's progress towards one title from norms.
type TitleProgress struct {
	// Title is the title the progress is towards.
	Title Level
	// Earned reports whether every condition below is met.
	Earned bool
	// Norms is the number of norms counted (one per section), Games their
	// games plus overscores (App. 2 item 2.4c).
	Norms, Games int
	// QuotaGames is, for GM, the games against GM-title holders or fixed
	// 2600+ players plus the SIM replacements (at most 2, each from two
	// games against SIM-title holders); 0 for the other titles.
	QuotaGames int
	// NeedNorms, NeedGames and NeedQuotaGames are what is still missing;
	// NeedFixedRating is set when the player has no fixed rating
	// (App. 2 item 2.9).
	NeedNorms, NeedGames, NeedQuotaGames int
	NeedFixedRating                      bool
	// Secured is the number of secured norms (Norm.Secured) at or above
	// the title, one per section, that are not counted yet.
	Secured int
}

// Missing describes what is still missing, e.g. "1 more norm, 4 more
// games, a fixed rating"; empty when the title is earned.
func (p TitleProgress) Missing() string {
	var parts []string
	plural := func(n int, one, many string) string {
		if n == 1 {
			return "1 more " + one
		}
		return fmt.Sprintf("%d more %s", n, many)
	}
	if p.NeedNorms > 0 {
		parts = append(parts, plural(p.NeedNorms, "norm", "norms"))
	}
	if p.NeedGames > 0 {
		parts = append(parts, plural(p.NeedGames, "game", "games"))
	}
	if p.NeedQuotaGames > 0 {
		parts = append(parts, plural(p.NeedQuotaGames, "game against a GM or a fixed 2600+ player", "games against GMs or fixed 2600+ players"))
	}
	if p.NeedFixedRating {
		parts = append(parts, "a fixed rating")
	}
	return strings.Join(parts, ", ")
}

// ProgressTo computes a player's progress towards the title from the norms
// earned (Tournament Rules 10.2c, 10.3a, 10.4d, 10.5c, 10.6c; App. 2 items
// 2.4c, 2.9, 3c; docs/rules.md §3): at least two norms over at least 24 games
// (games plus overscores); for GM also at least 5 games against GM-title
// holders or players with a fixed rating of at least 2600, of which at most
// 2 may be replaced by two games each against SIM-title holders; and a
// fixed rating (fixedRating).
//
// Readings: a norm of a higher level counts for every lower title (App. 2
// item 3c: one norm sufficient for several titles counts for each); norms
// from one section (same non-empty Event) count once per title, the one of
// the lowest level at or above the title, whose overscore is the one for
// that title or, for a higher-level norm alone, a lower bound of it. The
// IM results counting for SIM under Tournament Rules 10.3a are those of
// events before the Daytona 2000 Congress and are outside these
// regulations (App. 2, events from 1 April 2017). Secured norms are not
// counted but reported (Secured): a norm counts once the player's games in
// the section are finished (Norm.Secured).
func ProgressTo(title Level, norms []Norm, fixedRating bool) TitleProgress {
	p := TitleProgress{Title: title}
	best := map[string]Norm{}
	secured := map[string]bool{}
	var counted []Norm
	for _, n := range norms {
		if !n.Level.Valid() || n.Level < title {
			continue
		}
		if n.Secured {
			if n.Event == "" || !secured[n.Event] {
				p.Secured++
			}
			secured[n.Event] = true
			continue
		}
		if n.Event == "" {
			counted = append(counted, n)
			continue
		}
		if b, ok := best[n.Event]; !ok || n.Level < b.Level {
			best[n.Event] = n
		}
	}
	for _, n := range best {
		counted = append(counted, n)
	}
	gm, sim := 0, 0
	for _, n := range counted {
		p.Norms++
		p.Games += n.Games + max(0, n.Overscore)
		gm += n.GMGames
		sim += n.SIMGames
	}
	p.NeedNorms = max(0, TitleNorms-p.Norms)
	p.NeedGames = max(0, TitleGames-p.Games)
	if title == GM {
		p.QuotaGames = gm + min(GMQuotaSIMReplacements, sim/2)
		p.NeedQuotaGames = max(0, GMQuotaGames-p.QuotaGames)
	}
	p.NeedFixedRating = !fixedRating
	p.Earned = p.NeedNorms == 0 && p.NeedGames == 0 && p.NeedQuotaGames == 0 && !p.NeedFixedRating
	return p
}

// ProgressAll is ProgressTo for every title level, GM first.
func ProgressAll(norms []Norm, fixedRating bool) []TitleProgress {
	out := make([]TitleProgress, 0, len(Levels()))
	for _, l := range Levels() {
		out = append(out, ProgressTo(l, norms, fixedRating))
	}
	return out
}
