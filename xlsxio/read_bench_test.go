package xlsxio_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"ratingdesk/xlsxio"
)

// benchListRows and benchGameRows are the sizes the readers must handle
// quickly: a 20,000-row rating list (under 1 s) and a 60,000-row game list
// (well under 100 ms).
const (
	benchListRows = 20000
	benchGameRows = 60000
)

// writeBenchList writes a rating list of n players with every column,
// dates as date cells, by excelize's StreamWriter.
func writeBenchList(b *testing.B, n int) string {
	path := filepath.Join(b.TempDir(), "list.xlsx")
	f := excelize.NewFile()
	defer f.Close()
	sw, err := f.NewStreamWriter("Sheet1")
	if err != nil {
		b.Fatal(err)
	}
	dateStyle, err := f.NewStyle(&excelize.Style{NumFmt: 14})
	if err != nil {
		b.Fatal(err)
	}
	header := []any{"ID", "Name", "Fed", "Title", "Rating", "RD", "Games", "Rating exact", "RD exact", "FIDE", "Last game", "Running", "Club"}
	if err := sw.SetRow("A1", header); err != nil {
		b.Fatal(err)
	}
	for i := range n {
		ref, _ := excelize.CoordinatesToCellName(1, i+2)
		exact := 1800 + float64(i%900) + 0.123456789
		row := []any{100000 + i, fmt.Sprintf("Player, Number %d", i), "ENG", "IM", int(exact + 0.5), 60, 40 + i%100,
			exact, 59.87654321, 2000 + i%400, excelize.Cell{StyleID: dateStyle, Value: 45000 + i%800}, "no", "Club " + fmt.Sprint(i%50)}
		if err := sw.SetRow(ref, row); err != nil {
			b.Fatal(err)
		}
	}
	if err := sw.Flush(); err != nil {
		b.Fatal(err)
	}
	if err := f.SaveAs(path); err != nil {
		b.Fatal(err)
	}
	return path
}

func BenchmarkReadRatingListXLSX(b *testing.B) {
	path := writeBenchList(b, benchListRows)
	for b.Loop() {
		list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
		if list == nil || len(list.Players) != benchListRows {
			b.Fatalf("read %v players: %v", list, ps)
		}
	}
}

func BenchmarkReadGameListCSV(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("White,Black,Result,Finished,Tournament,Section,Type,White start rating,Black start rating\r\n")
	results := []string{"1-0", "½-½", "0-1", "*", "+/-"}
	for i := range benchGameRows {
		fmt.Fprintf(&sb, "%d,%d,%s,2025-%02d-%02d,WC %d,Final,WC final,%d,\r\n",
			100000+i%5000, 110000+i%7000, results[i%len(results)], 9+i%3, 1+i%28, i%40, 2200+i%300)
	}
	path := filepath.Join(b.TempDir(), "games.csv")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
		if gl == nil || len(gl.Games) != benchGameRows {
			b.Fatalf("read %v games: %v", gl, ps)
		}
	}
}
