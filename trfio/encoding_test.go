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

// TestReadWindows1252Bytes: in a line that is not UTF-8 the bytes
// 0x80–0x9F, control characters in Latin-1, are read as Windows-1252 (a
// tester: "\x8aubert" became a control character and "ubert" without a
// word), with one warning for the file at the first such line; a byte
// neither character set defines, or UTF-8 text on a line that is not, is
// an error at its line and column.
func TestReadWindows1252Bytes(t *testing.T) {
	lines := func(first, second string) string {
		return strings.Join([]string{
			"012 Cup",
			"042 2023/03/01",
			p001(1, first, "2450", "210003", "1.0", "2 w 1"),
			p001(2, second, "2390", "330118", "0.0", "1 b 0"),
		}, "\n")
	}
	tests := []struct {
		name, data, names string
		problems          []string
	}{
		{"Windows-1252 letters on two lines", lines("\x8aubert, Andr\xe9", "\x8eivkovi\x9a, Ana"), "Šubert, André|Živkoviš, Ana",
			[]string{`t.trf:line 3, column 15: warning: the line is not UTF-8 and holds "Š", a control character in Latin-1 (ISO 8859-1): it was read as Windows-1252, as is every such character of the file; check the names, or save the file as UTF-8`}},
		{"a byte no set defines", lines("Kova\x8devi\xe6, Marko", "Fern\xe1ndez, Mart\xedn"), "",
			[]string{"t.trf:line 3, column 19: the line is not UTF-8 and holds the byte 0x8D, which is a character neither of Latin-1 nor of Windows-1252: the file is in another character set; save it as UTF-8"}},
		{"UTF-8 and Latin-1 on one line", lines("Müller, Andr\xe9", "Fern\xe1ndez, Mart\xedn"), "",
			[]string{"t.trf:line 3, column 16: the line is not UTF-8, yet holds UTF-8 text here: it mixes two character sets, and its names would be read wrongly either way; save the file as UTF-8"}},
		{"Latin-1 alone", lines("Andr\xe9, Jean", "Fern\xe1ndez, Mart\xedn"), "André, Jean|Fernández, Martín", nil},
	}
	for _, tt := range tests {
		cts, ps := trfio.Decode("t.trf", []byte(tt.data), xlsxio.ReadOptions{Today: today})
		var got []string
		for _, p := range ps {
			if strings.Contains(p.Msg, "UTF-8") { // not the rating status's warning
				got = append(got, p.Error())
			}
		}
		if strings.Join(got, "\n") != strings.Join(tt.problems, "\n") {
			t.Errorf("Decode(%s) problems =\n%s\nwant\n%s", tt.name, strings.Join(got, "\n"), strings.Join(tt.problems, "\n"))
		}
		var names []string
		if len(cts) == 1 {
			for _, p := range cts[0].Section.Players {
				names = append(names, p.Name)
			}
		}
		if strings.Join(names, "|") != tt.names {
			t.Errorf("Decode(%s) names = %q, want %q", tt.name, strings.Join(names, "|"), tt.names)
		}
	}
}
