package fidelist_test

import (
	"os"
	"path/filepath"
	"testing"

	"ratingdesk/fidelist"
)

// FuzzScan reads any bytes as the FIDE list: it never panics, and every
// line or element after the header is accounted for (Rows = Read + Blank
// + WithErrors), each player read handed to the caller once.
func FuzzScan(f *testing.F) {
	f.Add([]byte(txtList))
	f.Add([]byte(xmlList))
	f.Add([]byte("ID Number Name SRtg\n1 a 2\n\n x\n"))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "fuzz.txt")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		n := 0
		count, ps := fidelist.Scan(path, func(p fidelist.Player) error {
			if p.ID <= 0 || p.Rating < 0 {
				t.Fatalf("player %+v read", p)
			}
			n++
			return nil
		})
		if ps.HasErrors() {
			return
		}
		if !count.Balanced() || count.Read != n {
			t.Fatalf("count %+v, %d players handed over", count, n)
		}
	})
}
