package xlsxio_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// benchSections and benchSectionPlayers are the size the crosstable reader
// must handle quickly: a workbook of 200 sections of 17 players, imported
// and checked in well under 2 s.
const (
	benchSections       = 200
	benchSectionPlayers = 17
)

// benchCrosstables builds n sections of m players with every kind of
// result, deterministically.
func benchCrosstables(n, m int) []titles.Section {
	codes := []titles.Result{titles.Draw, titles.Win, titles.Draw, titles.Loss, titles.Draw, titles.Unfinished, titles.Win, titles.ForfeitWin}
	out := make([]titles.Section, n)
	for k := range out {
		players := make([]titles.SectionPlayer, m)
		for i := range players {
			players[i] = titles.SectionPlayer{
				No: i + 1, ID: engine.PlayerID(100000 + k*m + i), Name: fmt.Sprintf("Player, Number %d-%d", k, i),
				Fed: []string{"GER", "ITA", "ESP", "POL"}[i%4], StartRating: 2200 + (i*37+k)%300, Status: titles.Fixed,
			}
		}
		s := titles.NewSection(players, false)
		s.Tournament, s.Name, s.Type = "Bench Open 2025", fmt.Sprintf("S%03d", k), "Master norm"
		s.Start = ymd(2024, 1, 1)
		for i := range players {
			for j := i + 1; j < m; j++ {
				s.SetGames(i, j, codes[(i*7+j*3+k)%len(codes)])
			}
		}
		out[k] = s
	}
	return out
}

// BenchmarkReadCrosstables200 reads a workbook of 200 sections of 17
// players and checks each: the reader's own checks (symmetry, scores) and
// the statement of norms with the norm watch.
func BenchmarkReadCrosstables200(b *testing.B) {
	path := filepath.Join(b.TempDir(), "sections.xlsx")
	if err := xlsxio.WriteCrosstables(path, benchCrosstables(benchSections, benchSectionPlayers)); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
		if len(cts) != benchSections {
			b.Fatalf("read %d sections: %v", len(cts), ps)
		}
		for _, c := range cts {
			if _, ps := desk.ComputeNorms(c, titles.ScaleICCF); ps.HasErrors() {
				b.Fatal(ps)
			}
		}
	}
}
