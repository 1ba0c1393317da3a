package xlsxio_test

import (
	"strings"
	"testing"
	"time"

	"ratingdesk/xlsxio"
)

// TestCrosstableUnknownKeys: a row of the block above the table whose key
// is unknown is one warning, at the key, naming the text beside it, and
// naming the key meant when it is one letter away (a tester:
// "Turnier;Frühjahrsmeisterschaft 2025" gave a warning for the key and
// another for its value; Turnier is read as Tournament since, and a word
// of no language the block reads stands for it here).
func TestCrosstableUnknownKeys(t *testing.T) {
	const table = "No,ID,Name,Rating,Status,1,2\n1,101,A,2400,fixed,x,1\n2,102,B,2300,fixed,0,x\n"
	tests := []struct {
		block string
		want  []string // "CELL:words", in order
	}{
		{"Wettbewerb,Frühjahrsmeisterschaft 2025\nTournament,Cup\nStart,2025-01-10\n",
			[]string{`A1:"Wettbewerb" above the table is not a key of the crosstable (Tournament, Section, Type, Start, Finished, Rated, Title tournament, Double round, Board, Boards, Arbiter, Tournament director, Organiser); it and the text beside it ("Frühjahrsmeisterschaft 2025") are not read`}},
		{"Tournament,Cup\nStrat,2025-01-10\nStart,2025-01-10\n",
			[]string{`A2:"Strat" above the table is not a key of the crosstable (Tournament, Section, Type, Start, Finished, Rated, Title tournament, Double round, Board, Boards, Arbiter, Tournament director, Organiser); it and the text beside it ("2025-01-10") are not read; if it is meant as Start, write Start`}},
		{"Cup 2025 crosstable\nTournament,Cup\nStart,2025-01-10\n",
			[]string{`A1:"Cup 2025 crosstable" above the table is not a key of the crosstable (Tournament, Section, Type, Start, Finished, Rated, Title tournament, Double round, Board, Boards, Arbiter, Tournament director, Organiser) and is not read`}},
		{"Tournament,Cup,Wettbewerb,Frühjahr,Start,2025-01-10\n",
			[]string{`C1:"Wettbewerb" above the table`}},
		{"Tournamnet: Cup\nTournament,Cup\nStart,2025-01-10\n",
			[]string{`A1:"Tournamnet: Cup" above the table is not a key of the crosstable (Tournament, Section, Type, Start, Finished, Rated, Title tournament, Double round, Board, Boards, Arbiter, Tournament director, Organiser) and is not read; if it is meant as Tournament, write Tournament`}},
	}
	for _, tt := range tests {
		path := writeTextFile(t, "cup.csv", tt.block+table)
		cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
		var got []string
		for _, p := range ps {
			got = append(got, p.Cell+":"+p.Msg)
		}
		ok := len(cts) == 1 && len(got) == len(tt.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.HasPrefix(got[i], tt.want[i])
		}
		if !ok {
			t.Errorf("ReadCrosstables(%q) = %q, want %q", tt.block, got, tt.want)
		}
	}
}

// TestCrosstableForeignKeys: the German, Spanish and French words of the
// keys are read as the English keys, without a warning (a tester: a
// German and a Spanish block were only warned about); a key given in two
// languages is given twice; a category is not read, with a warning of
// its own (docs/rules.md "Crosstables", keys in German, Spanish and
// French).
func TestCrosstableForeignKeys(t *testing.T) {
	const table = "No,ID,Name,Rating,Status,1,2\n1,101,A,2400,fixed,x,1\n2,102,B,2300,fixed,0,x\n"
	type want struct {
		tournament, section, start, finished, arbiter string
	}
	tests := []struct {
		name, block string
		want        want
		problems    []string // "CELL:words", in order
	}{
		{"German", "Turnier,Frühjahrscup 2025\nGruppe,A\nBeginn,10.01.2025\nEnde,20.12.2025\nSchiedsrichter,J. Berg\n",
			want{"Frühjahrscup 2025", "A", "2025-01-10", "2025-12-20", "J. Berg"}, nil},
		{"German in cells", "Turnier: Frühjahrscup 2025\nSektion: B\nBeginn: 10.01.2025\n",
			want{"Frühjahrscup 2025", "B", "2025-01-10", "", ""}, nil},
		{"Spanish", "Torneo,Copa 2025\nSección,C\nInicio,10/01/2025\nFin,20/12/2025\nÁrbitro,J. Berg\n",
			want{"Copa 2025", "C", "2025-01-10", "2025-12-20", "J. Berg"}, nil},
		{"Spanish unaccented", "TORNEO: Copa 2025\nGrupo: D\nInicio: 2025-01-10\n",
			want{"Copa 2025", "D", "2025-01-10", "", ""}, nil},
		{"French", "Tournoi,Coupe 2025\nGroupe,E\nDébut,10/01/2025\nFin,20/12/2025\nArbitre,J. Berg\n",
			want{"Coupe 2025", "E", "2025-01-10", "2025-12-20", "J. Berg"}, nil},
		{"a category", "Turnier,Cup\nKategorie,VII\nBeginn,2025-01-10\n",
			want{"Cup", "cup", "2025-01-10", "", ""},
			[]string{`A2:"Kategorie" above the table is not read: the norms work out the section's category from its players' ratings (App. 2 item 2.12); nor is the text beside it ("VII")`}},
		{"two languages", "Turnier,Cup\nTournament,Cup\nStart,2025-01-10\n",
			want{"Cup", "cup", "2025-01-10", "", ""},
			[]string{`A2:Tournament is given twice: "Turnier" in A1 and "Tournament" here both name it; keep one of them`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTextFile(t, "cup.csv", tt.block+table)
			cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
			var problems []string
			for _, p := range ps {
				problems = append(problems, p.Cell+":"+p.Msg)
			}
			if strings.Join(problems, "\n") != strings.Join(tt.problems, "\n") {
				t.Errorf("ReadCrosstables(%q) problems = %q, want %q", tt.block, problems, tt.problems)
			}
			if len(cts) != 1 {
				if len(tt.problems) == 0 {
					t.Errorf("ReadCrosstables(%q) = %d sections, want 1", tt.block, len(cts))
				}
				return
			}
			s := cts[0].Section
			got := want{s.Tournament, s.Name, dayText(s.Start), dayText(s.Finished), cts[0].Officials.Arbiter}
			if got != tt.want {
				t.Errorf("ReadCrosstables(%q) = %+v, want %+v", tt.block, got, tt.want)
			}
		})
	}
}

// dayText is a date as YYYY-MM-DD, "" for none.
func dayText(d time.Time) string {
	if d.IsZero() {
		return ""
	}
	return d.Format(time.DateOnly)
}
