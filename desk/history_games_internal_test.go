package desk

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"ratingdesk/engine"
)

// TestPackedGamesEqualAsRead: every game made again from packedGames is
// == the game read, field by field, whether it packs or is kept as read:
// IDs beyond 32 bits, finish times that are not midnight UTC (another
// zone, an hour, the zero time in a zone), a start rating −0, a long cell
// reference, games of one event apart and together, cell columns shared
// or a game's own.
func TestPackedGamesEqualAsRead(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	zone := time.FixedZone("CET", 3600)
	shared := &engine.GameColumns{engine.FieldWhite: "A", engine.FieldBlack: "B"}
	events := []string{"Cup", "Open class", "Thematic", ""}
	finishes := []time.Time{
		{}, time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC), time.Date(1950, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(2024, 3, 1, 12, 0, 0, 0, time.UTC), time.Date(2024, 3, 1, 0, 0, 0, 0, zone),
		time.Date(2024, 3, 1, 0, 0, 0, 5, time.UTC), time.Time{}.In(zone), time.Date(1969, 12, 31, 0, 0, 0, 0, time.UTC),
	}
	games := make([]engine.Game, 5000)
	for i := range games {
		g := &games[i]
		g.White, g.Black = engine.PlayerID(r.Int64N(1<<20)), engine.PlayerID(r.Int64N(1<<20))
		if r.IntN(50) == 0 {
			g.Black = 1<<32 + g.Black
		}
		g.Outcome = engine.Outcome(r.IntN(6))
		g.Finished = finishes[r.IntN(3)]
		if r.IntN(10) == 0 {
			g.Finished = finishes[r.IntN(len(finishes))]
		}
		g.AssignedToPeriod, g.NotRated = r.IntN(7) == 0, r.IntN(9) == 0
		ev := events[(i/20+r.IntN(2))%len(events)]
		g.Tournament, g.Section, g.Type = ev, ev+" A", ev
		switch r.IntN(6) {
		case 0:
			g.WhiteStart = 2100.5
		case 1:
			g.BlackStart = math.Copysign(0, -1)
		case 2:
			g.WhiteSubFor = 7
		}
		g.Origin = engine.Origin{File: "games.csv", Sheet: "", Cell: "C" + strings.Repeat("9", 1+r.IntN(6))}
		if r.IntN(100) == 0 {
			g.Origin.Cell = strings.Repeat("R", 300)
		}
		g.Cells = engine.GameCells{Row: i + 2, Cols: shared}
		if r.IntN(40) == 0 {
			g.Cells = engine.GameCells{Cols: &engine.GameColumns{engine.FieldWhite: "R1C1"}}
		}
	}
	pg := packGames(games)
	for i := range games {
		got := pg.game(int32(i))
		if got != games[i] || math.Float64bits(got.BlackStart) != math.Float64bits(games[i].BlackStart) {
			t.Fatalf("game %d made again = %+v, want %+v", i, got, games[i])
		}
		if pg.undated(int32(i)) != games[i].Finished.IsZero() || pg.finished(int32(i)) != games[i].Finished {
			t.Errorf("game %d: undated = %v, finished %v, want %v", i, pg.undated(int32(i)), pg.finished(int32(i)), games[i].Finished)
		}
	}
	if len(pg.kept) == 0 || len(pg.kept) > len(games)/2 {
		t.Errorf("%d of %d games kept as read, want some and most packed", len(pg.kept), len(games))
	}
}

// TestQuarterFinder: a game's quarter found among the windows' first days
// is the quarter engine.PeriodOf names, −1 outside the replay, 0 for an
// undated game; for packed games and games kept as read.
func TestQuarterFinder(t *testing.T) {
	periods := ReplayRequest{From: engine.Period{Year: 2020, Quarter: 1}, To: engine.Period{Year: 2021, Quarter: 2}}.Periods()
	day0 := time.Date(2019, 5, 1, 0, 0, 0, 0, time.UTC)
	var games []engine.Game
	for d := range 1000 {
		games = append(games, engine.Game{White: 1, Black: 2, Finished: day0.AddDate(0, 0, d)})
		games = append(games, engine.Game{White: 1, Black: 2, Finished: day0.AddDate(0, 0, d).Add(time.Hour)}) // kept
	}
	games = append(games, engine.Game{White: 1, Black: 2})
	pg := packGames(games)
	find := quarterFinder(pg, periods)
	for i, g := range games {
		want := 0
		if !g.Finished.IsZero() {
			want = periodSerial(engine.PeriodOf(g.Finished)) - periodSerial(periods[0])
			if want < 0 || want >= len(periods) {
				want = -1
			}
		}
		if got := find(int32(i)); got != want && !(got < 0 && want < 0) {
			t.Fatalf("game %d finished %v: quarter %d, want %d", i, g.Finished, got, want)
		}
	}
}
