package xlsxio_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// writeBenchListCSV writes the rating list of writeBenchList as a CSV file
// (comma separated, CRLF, names quoted as Excel writes them).
func writeBenchListCSV(b *testing.B, n int) string {
	var sb strings.Builder
	sb.WriteString("\ufeffID,Name,Fed,Title,Rating,RD,Games,Rating exact,RD exact,FIDE,Last game,Running,Club\r\n")
	for i := range n {
		exact := 1800 + float64(i%900) + 0.123456789
		fmt.Fprintf(&sb, "%d,\"Player, Number %d\",ENG,IM,%d,60,%d,%v,59.87654321,%d,2025-%02d-%02d,no,Club %d\r\n",
			100000+i, i, int(exact+0.5), 40+i%100, exact, 2000+i%400, 1+i%12, 1+i%28, i%50)
	}
	path := filepath.Join(b.TempDir(), "list.csv")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

func BenchmarkReadRatingListCSV(b *testing.B) {
	path := writeBenchListCSV(b, benchListRows)
	for b.Loop() {
		list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
		if list == nil || len(list.Players) != benchListRows {
			b.Fatalf("read %v players: %v", list, ps)
		}
	}
}
