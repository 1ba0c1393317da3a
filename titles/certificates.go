package titles

// CertifiedNorm is a norm that gets a certificate (Watch.Certificates):
// player Player of the section, at level Level.
type CertifiedNorm struct {
	// Player indexes Section.Players.
	Player int
	// Level is the title level of the norm.
	Level Level
}

// HeldNorms are the norms a player achieved that get no certificate
// because he holds their title or a higher one (Watch.Certificates,
// Level.Covers).
type HeldNorms struct {
	// Player indexes Section.Players.
	Player int
	// Held is the highest title level the player holds (HighestHeld of
	// SectionPlayer.Titles).
	Held Level
	// Levels are the levels of the norms achieved, from the highest; Held
	// covers each of them.
	Levels []Level
}

// Certificates lists, in the order of s.Players, the norms of the section
// that get a certificate, and the players whose achieved norms get none
// because of the title they hold (docs/rules.md "Titles held"; s is the
// section the watch was computed from).
//
// A player gets one certificate, at the highest level at which he achieved
// a norm (Achieved: earned with no game left): a norm of a higher level
// counts for the lower titles (App. 2 item 3c), and ICCF reports it as one
// norm at its highest level. A norm only secured gets none yet (its score
// and overscore can still rise). When the title the player holds (the
// highest of his crosstable titles, HighestHeld; Tournament Rules 9.6c,
// 10.8d) covers that level (Level.Covers), the norm is worth nothing to
// him and gets no certificate: titles are not limited in time (Tournament
// Rules 10.2–10.6) and their holders already have their certificate
// (10.8a). A norm of a higher level than the one held is certified as any
// other.
func (w Watch) Certificates(s Section) ([]CertifiedNorm, []HeldNorms) {
	var certified []CertifiedNorm
	var held []HeldNorms
	for i, p := range s.Players {
		achieved := w.achievedLevels(i)
		if len(achieved) == 0 {
			continue
		}
		top := HighestHeld(p.Titles)
		if top.Covers(achieved[0]) {
			held = append(held, HeldNorms{Player: i, Held: top, Levels: achieved})
			continue
		}
		certified = append(certified, CertifiedNorm{Player: i, Level: achieved[0]})
	}
	return certified, held
}

// achievedLevels lists the levels at which player i achieved a norm, from
// the highest.
func (w Watch) achievedLevels(i int) []Level {
	var out []Level
	for _, l := range Levels() {
		if c, ok := w.Check(i, l); ok && c.Status == Achieved {
			out = append(out, l)
		}
	}
	return out
}
