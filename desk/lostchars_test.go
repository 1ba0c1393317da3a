package desk_test

import (
	"fmt"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/xlsxio"
)

// twelveNames are twelve names with a question mark.
func twelveNames() []string {
	var names []string
	for k := range 12 {
		names = append(names, fmt.Sprintf("N?%d, Anna", k))
	}
	return names
}

// TestLostCharacterNames: a name with a question mark, what an 8-bit CSV
// export makes of a letter it cannot hold (a tester: "Sz?ke, Gábor" was
// written into the new list with only the general not-UTF-8 warning), is a
// warning at its Name cell; ten a list, then one counting the rest.
func TestLostCharacterNames(t *testing.T) {
	tests := []struct {
		name  string
		names []string
		want  []string // the warnings' cells, "" for the count
	}{
		{"none", []string{"Szőke, Gábor", "Đorđević, Miloš"}, nil},
		{"question marks", []string{"Sz?ke, Gábor", "Berg, Anna", "?or?evi?, Miloš"}, []string{"B2", "B4"}},
		{"replacement character", []string{"Sz\uFFFDke, Gábor"}, []string{"B2"}},
		{"twelve", twelveNames(), []string{"B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", ""}},
	}
	for _, tt := range tests {
		var b strings.Builder
		b.WriteString("ID,Name,Fed,Rating,RD,Games\n")
		for k, n := range tt.names {
			fmt.Fprintf(&b, "%d,%q,GER,2200,60,40\n", 100+k, n)
		}
		in := desk.Open(writeTextFile(t, "list.csv", b.String()), xlsxio.ReadOptions{})
		var got []string
		for _, p := range in.Problems {
			if strings.Contains(p.Msg, "where a letter should be") || strings.Contains(p.Msg, "with a lost character") {
				got = append(got, p.Cell)
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("%s: warnings at %q, want %q\n%v", tt.name, got, tt.want, in.Problems)
		}
	}
}

// TestMojibakeNames: a name that is UTF-8 read as Windows-1252 ("MÃ¼ller,
// JÃ¼rgen") is a warning at its Name cell giving the name as meant, the
// advice in full at the first and naming that cell at the others (a
// tester's list passed with the damaged names).
func TestMojibakeNames(t *testing.T) {
	tests := []struct {
		names []string
		want  []string // "CELL:words"
	}{
		{[]string{"Müller, Jürgen", "Berg, Anna"}, nil},
		{[]string{"MÃ¼ller, JÃ¼rgen", "Berg, Anna", "KovaÄ\uFFFDeviÄ‡, Marko"}, []string{
			`B2:"MÃ¼ller, JÃ¼rgen" is probably "Müller, Jürgen": the file's character set was read wrongly`,
			`B4:"KovaÄ` + "\uFFFD" + `eviÄ‡, Marko" is probably "Kova?ević, Marko": the file's character set looks wrong (see B2)`}},
	}
	for _, tt := range tests {
		var b strings.Builder
		b.WriteString("ID,Name,Fed,Rating,RD,Games\n")
		for k, n := range tt.names {
			fmt.Fprintf(&b, "%d,%q,GER,2200,60,40\n", 100+k, n)
		}
		in := desk.Open(writeTextFile(t, "list.csv", b.String()), xlsxio.ReadOptions{})
		var got []string
		for _, p := range in.Problems {
			if strings.Contains(p.Msg, "is probably") || strings.Contains(p.Msg, "where a letter should be") {
				got = append(got, p.Cell+":"+p.Msg)
			}
		}
		ok := len(got) == len(tt.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.HasPrefix(got[i], tt.want[i])
		}
		if !ok {
			t.Errorf("desk.Open(%q) = %q, want %q", tt.names, got, tt.want)
		}
	}
}
