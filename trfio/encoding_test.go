package trfio_test

import (
	"strings"
	"testing"

	"ratingdesk/trfio"
	"ratingdesk/xlsxio"
)

// TestReadMixedEncoding: each line of a TRF is read in its own encoding,
// UTF-8 or else Latin-1, so that a UTF-8 name keeps its fields in their
// columns in a file with a Latin-1 line, and a byte-order mark is no text
// (a tester: a TRF with one Latin-1 name was all read as Latin-1, every
// UTF-8 name then one column too long, 28 errors; with a byte-order mark
// too, the file was not told as a TRF at all).
func TestReadMixedEncoding(t *testing.T) {
	lines := []string{
		"012 Cup",
		"042 2023/03/01",
		p001(1, "Kovačević, Marko", "2450", "210003", "1.0", "2 w 1"),
		p001(2, "Fernández, Martín", "2390", "330118", "0.0", "1 b 0"),
	}
	latin := strings.Replace(strings.Join(lines, "\n"), "Fernández, Martín", "Fern\xe1ndez, Mart\xedn", 1)
	tests := []struct{ name, data string }{
		{"Latin-1 line", latin},
		{"byte-order mark and Latin-1 line", "\ufeff" + latin},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !trfio.SniffBytes([]byte(tt.data)) {
				t.Errorf("SniffBytes(%s) = false, want true", tt.name)
			}
			cts, ps := trfio.Decode("t.trf", []byte(tt.data), xlsxio.ReadOptions{Today: today})
			if ps.HasErrors() || len(cts) != 1 {
				t.Fatalf("Decode(%s) = %d sections, problems:\n%v", tt.name, len(cts), ps)
			}
			var got []string
			for _, p := range cts[0].Section.Players {
				got = append(got, p.Name)
			}
			if want := "Kovačević, Marko|Fernández, Martín"; strings.Join(got, "|") != want {
				t.Errorf("Decode(%s) names = %q, want %q", tt.name, strings.Join(got, "|"), want)
			}
		})
	}
}
