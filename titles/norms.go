package titles

// NormStatus is where a player stands towards one title norm while the
// section runs (the norm watch).
type NormStatus int8

// The norm watch statuses: OutOfReach to Achieved from the worst to the
// best; NotComputed stands apart.
const (
	// OutOfReach: the norm can no longer be earned; Reason says why.
	OutOfReach NormStatus = iota
	// Possible: the norm needs Needed more points from Remaining games.
	Possible
	// Secured: the score already reaches the required points while games
	// are still unfinished; since a score cannot fall, the title result is
	// reached.
	Secured
	// Achieved: the norm is earned and the player has no game left.
	Achieved
	// NotComputed: the section started before 1 April 2017, so its norms
	// follow the earlier rules, which Rating Desk does not compute (App. 2
	// head note; Reason is ReasonEarlierRules). Every check of such a
	// section has this status and no other, so that no App. 2 figure is
	// presented as its norm (docs/rules.md "Titles from norms").
	NotComputed
)

// String names the status: "out of reach", "possible", "secured",
// "achieved", "not computed".
func (s NormStatus) String() string {
	switch s {
	case Possible:
		return "possible"
	case Secured:
		return "secured"
	case Achieved:
		return "achieved"
	case NotComputed:
		return "not computed"
	}
	return "out of reach"
}

// Reason says why a norm is out of reach.
type Reason int8

// The reasons a norm is out of reach.
const (
	// NoReason: the norm is not out of reach.
	NoReason Reason = iota
	// ReasonSection: the section is not a title tournament (App. 2 item 1).
	ReasonSection
	// ReasonWithdrawn: the player withdrew and had not reached the title
	// result before an accepted withdrawal (App. 2 item 3a; Tournament
	// Rules 8.4, 8.5), or the player's games were cancelled.
	ReasonWithdrawn
	// ReasonAverage: the opponents' average rating R_a is below R_p − 200
	// (App. 2 item 2.8).
	ReasonAverage
	// ReasonScore: even winning every unfinished game would not reach the
	// required score (App. 2 items 1f, 2.4b).
	ReasonScore
	// ReasonEarlierRules: the section started before 1 April 2017, so its
	// norms follow the earlier rules, which are not computed
	// (Requirements.EarlierRules; App. 2 head note).
	ReasonEarlierRules
)

// String explains the reason for the Norms sheet.
func (r Reason) String() string {
	switch r {
	case ReasonSection:
		return "section is not a title tournament"
	case ReasonWithdrawn:
		return "withdrawn"
	case ReasonAverage:
		return "opponents' average rating too low"
	case ReasonScore:
		return "score out of reach"
	case ReasonEarlierRules:
		return "earlier rules, not computed: section started before " + regulationsFrom()
	}
	return ""
}

// RequiredText is the points required as the statement of norms and the
// norms summary print them: "–" where R_a is below R_p − 200 and no norm
// of the level is possible (App. 2 item 2.8).
func RequiredText(required HalfPoints, averageOK bool) string {
	if !averageOK {
		return "–"
	}
	return required.String()
}

// Short is the reason in the few words of a table cell, as the statement
// of norms and the app's Norms tab write a norm out of reach: "Ra too
// low" (App. 2 item 2.8), "withdrawn" (item 3a), "no title event"
// (item 1), "not computed" (started before 1 April 2017, App. 2 head
// note), "out of reach" (the score).
func (r Reason) Short() string {
	switch r {
	case ReasonAverage:
		return "Ra too low"
	case ReasonWithdrawn:
		return "withdrawn"
	case ReasonSection:
		return "no title event"
	case ReasonEarlierRules:
		return "not computed"
	}
	return "out of reach"
}

// NormCheck is one player's standing towards one title norm.
type NormCheck struct {
	// Player indexes Section.Players.
	Player int
	// Level is the title level checked.
	Level Level
	// Status is where the player stands towards the norm.
	Status NormStatus
	// Reason is set when Status is OutOfReach, and is ReasonEarlierRules
	// when it is NotComputed.
	Reason Reason
	// Opponents, OpponentsAverage (R_a), Expectancy (ΣW_ei in
	// ten-thousandths) and Required are the norm the player is measured
	// against: the statement at the start, or its recalculation when
	// players' games were cancelled (App. 2 item 3a).
	Opponents        int
	OpponentsAverage float64
	Expectancy       int
	Required         HalfPoints
	// AverageOK reports whether OpponentsAverage is at least R_p − 200
	// for the level, so that a norm of it is possible (App. 2 item 2.8).
	AverageOK bool
	// Score is the score that counts: all finished games against players
	// whose games were not cancelled; for a player with an accepted
	// withdrawal, only the played games (see WatchNorms).
	Score HalfPoints
	// ScoreGames is the number of finished games Score is from: the
	// finished games that count, or for a player with an accepted
	// withdrawal, his played games (App. 2 item 3a; the games not played
	// after the withdrawal, forfeits or unfinished, are left out). A
	// player's standing may count more games
	// and points than his norm (docs/rules.md §3).
	ScoreGames int
	// Needed is Required − Score when positive, else 0.
	Needed HalfPoints
	// Remaining is the number of unfinished games that count.
	Remaining int
	// Overscore is n_g for the current score when the norm is Achieved or
	// Secured (App. 2 item 2.4c), else 0; n is the games of the norm
	// (OverscoreGames).
	Overscore int
	// Games, GMGames and SIMGames are what the norm is credited with
	// towards a title: the figures of the statement at the start (App. 2
	// item 3a; Tournament Rules 10.2c), for a player with an accepted
	// withdrawal less the games he did not play (see WatchNorms).
	Games, GMGames, SIMGames int
}

// CountedGames is the number of games the check's score is out of in
// section s: a game against each of its opponents, two in a double round
// (App. 2 item 3a: the games of a player whose games were cancelled are
// left out). Games, the title credit, is the statement's at the start and
// may be more.
func (c NormCheck) CountedGames(s Section) int { return c.Opponents * s.GamesPerPair() }

// OverscoreGames is n of the check's overscore in section s (App. 2 item
// 2.4c, "the total number of games played by the player"): the games its
// score counts (CountedGames, forfeits included as the table scores
// them), or, for a player with an accepted withdrawal, the games he
// played before it (ScoreGames), whose score is W (WatchNorms).
func (c NormCheck) OverscoreGames(s Section) int {
	if s.Players[c.Player].Withdrawn == WithdrawalAccepted {
		return c.ScoreGames
	}
	return c.CountedGames(s)
}

// Earned reports whether the check is a title result: Achieved or Secured.
func (c NormCheck) Earned() bool { return c.Status == Achieved || c.Status == Secured }

// Overscore is n_g = n·(W − ΣW_ei)/ΣW_ei rounded down, 0 when negative
// (App. 2 item 2.4c; docs/rules.md §3), computed exactly: games is n, score W
// in half points, expectancy ΣW_ei in ten-thousandths, not rounded to a
// half point. It is 0 when expectancy is not positive.
func Overscore(games int, score HalfPoints, expectancy int) int {
	if expectancy <= 0 || games <= 0 {
		return 0
	}
	num := games * (int(score)*5000 - expectancy)
	if num <= 0 {
		return 0
	}
	return num / expectancy
}

// Watch is the norm watch of a section: the statement of norms at the
// start and, for every player and level, where the player stands.
type Watch struct {
	Statement Statement
	// Ratings are the ratings the checks count the opponents with: the
	// statement's, or, when players' games were cancelled, those of the
	// recalculation without them (App. 2 items 2.10 and 3a: an unrated
	// player's mean rating is then that of the other players who count).
	Ratings []float64
	// Checks holds one entry per player and level: players in the order of
	// Section.Players, levels GM, SIM, IM, CCM, CCE.
	Checks []NormCheck
}

// Check returns player i's check for level l.
func (w Watch) Check(i int, l Level) (NormCheck, bool) {
	for _, c := range w.Checks {
		if c.Player == i && c.Level == l {
			return c, true
		}
	}
	return NormCheck{}, false
}

// Norms lists the norms earned in the section (Achieved or Secured, the
// latter marked Norm.Secured), one per player and level, as records for
// TitleProgress; event names the section (e.g. "Tournament/Section") so
// that a section's norms of several levels are not counted twice for one
// title.
func (w Watch) Norms(s Section, event string) []Norm {
	var out []Norm
	for _, c := range w.Checks {
		if !c.Earned() {
			continue
		}
		out = append(out, Norm{
			Player: s.Players[c.Player].ID, Level: c.Level, Event: event,
			Games: c.Games, Overscore: c.Overscore, GMGames: c.GMGames, SIMGames: c.SIMGames,
			Secured: c.Status == Secured,
		})
	}
	return out
}

// WatchNorms checks every player and title level of the section against
// the statement of norms, for a finished or a running section (Tournament
// Rules 10, App. 2; docs/rules.md §3). A norm needs a title tournament, R_a at
// least R_p − 200, and a score of at least Required (P and the 35%
// minimum).
//
// Readings:
//   - Forfeits: a forfeit result counts in the score W exactly as the table
//     scores it, and the forfeited game stays in the statement, so P and n
//     do not change (App. 2 item 3a: norms are fixed at the start and only
//     recalculated when a withdrawn player's games are cancelled;
//     Tournament Rules 10.0.1: the player's total score; docs/rules.md §1.4).
//   - Cancelled games (SectionPlayer.GamesCancelled): the norms of the
//     others are recalculated without that player (P, the 35% minimum over
//     the remaining games, R_a, n in the overscore), while the norm is
//     credited with the games and titled opponents of the statement at the
//     start (App. 2 item 3a). An unrated player's mean rating (item 2.10)
//     is recalculated too, without the cancelled players (Watch.Ratings).
//   - Withdrawal: no norm after a withdrawal that was not accepted
//     (Tournament Rules 8.4, 8.5); after an accepted withdrawal, a norm only
//     if the score of the played games alone (forfeits left out, they come
//     after the withdrawal) reaches the required points: the title result
//     was reached before the withdrawal (App. 2 item 3a). The games not
//     played are then no part of the norm at all: n of the overscore is
//     the games played (item 2.4c: "the total number of games played by
//     the player", W the score in them), and the norm is credited with the
//     statement's games, GM and SIM games less those he did not play
//     (item 2.4c: "the number of actual games played" plus n_g). A forfeit
//     of a player who did not withdraw stays in W and n (above).
//   - Achieved means earned with no game left; Secured means the score
//     already reaches the required points with games left.
func WatchNorms(s Section) (Watch, error) {
	st, err := NormStatement(s)
	if err != nil {
		return Watch{}, err
	}
	section := NoReason
	switch {
	case st.Requirements.EarlierRules:
		section = ReasonEarlierRules
	case !st.Requirements.TitleTournament():
		section = ReasonSection
	}
	recalc := false
	for _, p := range s.Players {
		recalc = recalc || p.GamesCancelled
	}
	w := Watch{Statement: st, Ratings: st.Ratings, Checks: make([]NormCheck, 0, len(s.Players)*len(Levels()))}
	var table [][]int
	if recalc {
		if w.Ratings, err = statementRatings(s, st.Requirements, true); err != nil {
			return Watch{}, err
		}
		table = expectancyTable(w.Ratings)
	}
	for i, p := range s.Players {
		start := st.Players[i]
		line := start
		if recalc {
			line = playerStatement(s, w.Ratings, table, i, true)
		}
		sc := s.standing(i)
		for _, ls := range line.Levels {
			c := NormCheck{
				Player: i, Level: ls.Level,
				Opponents: line.Opponents, OpponentsAverage: line.OpponentsAverage,
				Expectancy: ls.Expectancy, Required: ls.Required, AverageOK: ls.AverageOK,
				Score: sc.score, ScoreGames: sc.finished, Remaining: sc.remaining,
				Games: start.Games, GMGames: start.GMGames, SIMGames: start.SIMGames,
			}
			if p.Withdrawn == WithdrawalAccepted {
				c.Score, c.ScoreGames, c.Remaining = sc.playedScore, sc.played, 0
				c.Games -= line.Games - sc.played
				c.GMGames -= sc.unplayedGM
				c.SIMGames -= sc.unplayedSIM
			}
			c.Needed = max(0, c.Required-c.Score)
			c.judge(section, p, ls.AverageOK)
			if c.Earned() {
				c.Overscore = Overscore(c.OverscoreGames(s), c.Score, ls.Expectancy)
			}
			w.Checks = append(w.Checks, c)
		}
	}
	return w, nil
}

// normStanding is a player's standing in the games that count towards
// his norms: his score and finished games, the part of them played
// (forfeits left out), and his games not finished; unplayedGM and
// unplayedSIM count the games not played (forfeits and unfinished games)
// against opponents of the GM quota (quotaOpponent).
type normStanding struct {
	score, playedScore      HalfPoints
	finished, played        int
	remaining               int
	unplayedGM, unplayedSIM int
}

// standing is player i's normStanding.
func (s Section) standing(i int) normStanding {
	var st normStanding
	for j := range s.Players {
		if j == i || !s.counted(i, j) {
			continue
		}
		for _, r := range s.Games[i][j] {
			st.score += r.Points()
			switch {
			case r.Played():
				st.playedScore += r.Points()
				st.played++
				st.finished++
				continue
			case r.Finished():
				st.finished++
			default:
				st.remaining++
			}
			gm, sim := quotaOpponent(s.Players[j])
			st.unplayedGM += gm
			st.unplayedSIM += sim
		}
	}
	return st
}

// judge sets the check's Status, or the Reason it fails, as WatchNorms
// documents: section is the reason every norm of the section is out of
// reach (ReasonSection) or not computed (ReasonEarlierRules: status
// NotComputed), NoReason for a title tournament; averageOK whether the opponents' average is high enough for
// the level.
func (c *NormCheck) judge(section Reason, p SectionPlayer, averageOK bool) {
	switch {
	case section == ReasonEarlierRules:
		c.Status, c.Reason = NotComputed, section
	case section != NoReason:
		c.Reason = section
	case p.GamesCancelled || p.Withdrawn == WithdrawalNotAccepted:
		c.Reason = ReasonWithdrawn
	case !averageOK:
		c.Reason = ReasonAverage
	case c.Score >= c.Required && c.Remaining == 0:
		c.Status = Achieved
	case c.Score >= c.Required:
		c.Status = Secured
	case p.Withdrawn == WithdrawalAccepted:
		c.Reason = ReasonWithdrawn
	case c.Score+HalfPoints(2*c.Remaining) >= c.Required:
		c.Status = Possible
	default:
		c.Reason = ReasonScore
	}
}
