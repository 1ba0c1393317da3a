package xlsxio_test

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"testing"
	"time"
	"unicode/utf16"

	"ratingdesk/xlsxio"
)

// TestInputSums checks that a CSV file read in one pass has the SHA-256 of
// its bytes (a byte-order mark included), and a file read otherwise none.
func TestInputSums(t *testing.T) {
	games := "White,Black,Result,Finished\r\n1,2,1-0,2025-10-01\r\n3,4,0-1,2025-10-02\r\n"
	list := "ID,Name,Rating,RD\r\n1,A,2400,60\r\n2,B,2300.5,70\r\n"
	utf16le := func(s string) string {
		b := []byte{0xff, 0xfe}
		for _, u := range utf16.Encode([]rune(s)) {
			b = append(b, byte(u), byte(u>>8))
		}
		return string(b)
	}
	cases := []struct {
		name, text   string
		list, summed bool
	}{
		{"games.csv", games, false, true},
		{"games-bom.csv", "\ufeff" + games, false, true},
		{"games-utf16.csv", utf16le(games), false, true},
		{"games-ambiguous.csv", "White,Black,Result,White start rating\r\n1,2,1-0,\"2,412\"\r\n", false, false},
		{"games-1252.csv", "White,Black,Result,Tournament\r\n1,2,1-0,Z\xfcrich\r\n", false, false},
		{"list.csv", list, true, true},
		{"list-ambiguous.csv", "ID,Name,Rating,RD\r\n1,A,\"2,412\",60\r\n", true, false},
	}
	dir := t.TempDir()
	for _, tc := range cases {
		path := filepath.Join(dir, tc.name)
		if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		opt := xlsxio.ReadOptions{Today: time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC), Sums: &xlsxio.InputSums{}}
		if tc.list {
			xlsxio.ReadRatingList(path, opt)
		} else {
			xlsxio.ReadGameList(path, opt)
		}
		sum, ok := opt.Sums.Sum(path)
		want := sha256.Sum256([]byte(tc.text))
		switch {
		case ok != tc.summed:
			t.Errorf("ReadOptions.Sums.Sum(%q) ok = %v, want %v", tc.name, ok, tc.summed)
		case ok && sum != hex.EncodeToString(want[:]):
			t.Errorf("ReadOptions.Sums.Sum(%q) = %s, want %x", tc.name, sum, want)
		}
	}
}
