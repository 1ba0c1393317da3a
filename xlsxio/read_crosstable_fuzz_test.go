package xlsxio_test

import (
	"testing"

	"ratingdesk/desk"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// checkCrosstables asserts what every ReadCrosstables result must satisfy:
// errors give no crosstables; without errors every section is well formed
// (start numbers 1 … N in order, cells (i,j) and (j,i) agreeing, as
// titles.Section.Validate checks), its origins name cells, its games are
// between two different players, and its norms can be asked for without a
// panic.
func checkCrosstables(t *testing.T, cts []*xlsxio.Crosstable, ps xlsxio.Problems) {
	t.Helper()
	checkProblems(t, ps)
	if ps.HasErrors() {
		if cts != nil {
			t.Fatalf("crosstables despite errors:\n%v", ps)
		}
		return
	}
	if len(cts) == 0 {
		t.Fatalf("no crosstable and no error; problems:\n%v", ps)
	}
	for _, c := range cts {
		s := c.Section
		if err := s.Validate(); err != nil {
			t.Fatalf("section %q does not validate: %v", s.Name, err)
		}
		if s.Tournament == "" {
			t.Fatalf("section %q without a tournament", s.Name)
		}
		for i, p := range s.Players {
			if p.No != i+1 || c.PlayerOrigin(i).Cell == "" {
				t.Fatalf("player %d: No %d, origin %+v", i, p.No, c.PlayerOrigin(i))
			}
			if p.Status != titles.Unrated && p.StartRating <= 0 {
				t.Fatalf("player %+v rated without a start rating", p)
			}
			for j := range s.Players {
				if i != j && c.CellOrigin(i, j).Cell == "" {
					t.Fatalf("cell (%d,%d) has no origin", i, j)
				}
			}
		}
		for _, g := range c.Games() {
			if (g.White != 0 || g.Black != 0) && g.White == g.Black {
				t.Fatalf("game %+v: a player against himself", g)
			}
			if !g.Outcome.Played() && !g.Outcome.Forfeit() {
				t.Fatalf("game %+v: not finished", g)
			}
		}
		if rep, ps := desk.ComputeNorms(c, titles.ScaleICCF); rep == nil && !ps.HasErrors() {
			t.Fatalf("ComputeNorms gave neither a report nor an error")
		}
	}
}

func FuzzReadCrosstablesCSV(f *testing.F) {
	f.Add([]byte(crosstableCSV))
	f.Add([]byte(doubleCSV))
	f.Add([]byte("sep=;\nTournament;T\nNo;Name;1;2;Pts\n1;A;x;0,5;0,5\n2;B;½;X;½\n"))
	f.Add([]byte("Tournament,T\nNo,Name,1,2\n1,A,x,+\n2,B,-,x\n3,C,,\n"))
	f.Add([]byte("Event: E\nDouble round: yes\nNo,ID,Name,Withdrawn,1,2\n1,7,A,cancelled,x,1 *\n2,8,B,,0,x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cts, ps := xlsxio.ReadCrosstables(fuzzFile(t, "crosstable.csv", data), xlsxio.ReadOptions{MonthFirst: len(data)%2 == 0})
		checkCrosstables(t, cts, ps)
		var rows []int
		for _, c := range cts {
			for i := range c.Section.Players {
				rows = append(rows, rowOf(c.PlayerOrigin(i).Cell))
			}
		}
		checkRowsRead(t, data, rows)
	})
}

func FuzzReadCrosstablesXLSX(f *testing.F) {
	block := [][]any{{"Tournament", "Jubilee"}, {"Start:", ymd(2024, 3, 1)}, {"Double round: no"}, {}}
	table := append(block,
		[]any{"No", "ID", "Name", "Fed", "Rating", "Status", 1, 2, 3, "Score"},
		[]any{1, 11, "Šimić, Tomislav", "CRO", 2540, "fixed", "x", 1, 0.5, 1.5},
		[]any{2, 12, "Đorđević, Miloš", "SRB", 2520, "fixed", 0, "X", "½", "½"},
		[]any{3, 13, "Müller, Jürgen", "GER", 2500, "unfixed", "½", "½", "x", 1})
	for _, seed := range xlsxSeeds(f, testSheet{name: "Notes", rows: [][]any{{"x"}}}, testSheet{name: "GM-A", rows: table}) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cts, ps := xlsxio.ReadCrosstables(fuzzFile(t, "crosstables.xlsx", data), xlsxio.ReadOptions{})
		checkCrosstables(t, cts, ps)
	})
}
