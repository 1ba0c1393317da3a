package fidelist_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/fidelist"
)

// txtRow writes one row of players_list_foa.txt in its published layout.
func txtRow(id, name, fed, sex, tit, wtit, otit, foa, srtg, sgm, sk, rrtg, rgm, rk, brtg, bgm, bk, bday, flag string) string {
	return fmt.Sprintf("%-15s%-61s%-4s%-4s%-5s%-5s%-15s%-4s%-5s%-4s%-3s%-5s%-4s%-3s%-5s%-4s%-3s%-6s%s",
		id, name, fed, sex, tit, wtit, otit, foa, srtg, sgm, sk, rrtg, rgm, rk, brtg, bgm, bk, bday, flag)
}

var txtList = strings.Join([]string{
	txtRow("ID Number", "Name", "Fed", "Sex", "Tit", "WTit", "OTit", "FOA", "SRtg", "SGm", "SK", "RRtg", "RGm", "Rk", "BRtg", "BGm", "BK", "B-day", "Flag"),
	txtRow("1503014", "Carlsen, Magnus", "NOR", "M", "GM", "", "", "", "2833", "0", "10", "2823", "0", "10", "2886", "0", "10", "1990", ""),
	txtRow("4100018", "Müller, Hans-Jürgen", "GER", "M", "", "", "IA,FT", "", "2105", "9", "20", "", "", "", "", "", "", "1961", "i"),
	txtRow("12345678", "Smith, Ann", "USA", "F", "", "WFM", "", "", "", "", "", "", "", "", "", "", "", "2001", "w"),
	"",
	txtRow("x1", "Broken, Row", "ENG", "M", "", "", "", "", "2000", "", "", "", "", "", "", "", "", "", ""),
}, "\r\n") + "\r\n"

const xmlList = `<?xml version="1.0" encoding="ISO-8859-1"?>
<playerslist>
<player><fideid>1503014</fideid><name>Carlsen, Magnus</name><country>NOR</country><sex>M</sex><title>GM</title><w_title></w_title><o_title></o_title><foa_title></foa_title><rating>2833</rating><games>0</games><k>10</k><rapid_rating>2823</rapid_rating><birthday>1990</birthday><flag></flag></player>
<player><fideid>4100018</fideid><name>M` + "\xfc" + `ller, Hans-J` + "\xfc" + `rgen</name><country>GER</country><sex>M</sex><title></title><rating>2105</rating><games>9</games><birthday>1961</birthday><flag>i</flag></player>
<player><fideid>12345678</fideid><name>Smith, Ann</name><country>USA</country><sex>F</sex><title></title><rating></rating><birthday>2001</birthday><flag>w</flag></player>
<player><fideid>x1</fideid><name>Broken, Row</name></player>
</playerslist>
`

func TestScan(t *testing.T) {
	want := []fidelist.Player{
		{ID: 1503014, Name: "Carlsen, Magnus", Fed: "NOR", Sex: "M", Title: "GM", Rating: 2833, BirthYear: 1990},
		{ID: 4100018, Name: "Müller, Hans-Jürgen", Fed: "GER", Sex: "M", Rating: 2105, Games: 9, BirthYear: 1961, Flag: "i"},
		{ID: 12345678, Name: "Smith, Ann", Fed: "USA", Sex: "F", BirthYear: 2001, Flag: "w"},
	}
	tests := []struct {
		name, data string
		rows       int
		warning    string
	}{
		{"players_list_foa.txt", txtList, 5, "players_list_foa.txt: warning: 1 player could not be read: line 6: the ID Number \"x1\" is not a whole number"},
		{"players_list_xml_foa.xml", xmlList, 4, "players_list_xml_foa.xml: warning: 1 player could not be read: line 6: <fideid> \"x1\" is not a whole number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), tt.name)
			if err := os.WriteFile(path, []byte(tt.data), 0o644); err != nil {
				t.Fatal(err)
			}
			var got []fidelist.Player
			count, ps := fidelist.Scan(path, func(p fidelist.Player) error {
				p.Line = 0
				got = append(got, p)
				return nil
			})
			// The problem names the file by the path as given.
			if want := filepath.Dir(path) + string(filepath.Separator) + tt.warning; ps.HasErrors() || len(ps) != 1 || ps[0].Error() != want {
				t.Errorf("Scan(%s) problems = %v, want %q", tt.name, ps, want)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("Scan(%s) = %+v, want %+v", tt.name, got, want)
			}
			if count.Rows != tt.rows || count.Read != 3 || count.WithErrors != 1 || !count.Balanced() {
				t.Errorf("Scan(%s) count = %+v, want %d rows, 3 read, 1 with errors", tt.name, count, tt.rows)
			}
		})
	}
}

func TestScanNotAList(t *testing.T) {
	for name, data := range map[string]string{
		"a.txt": "White,Black,Result\n1,2,1-0\n",
		"a.xml": "<games><game/></games>",
		"e.txt": "",
	} {
		path := filepath.Join(t.TempDir(), name)
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, ps := fidelist.Scan(path, func(fidelist.Player) error { return nil })
		if !ps.HasErrors() {
			t.Errorf("Scan(%s) problems = %v, want an error", name, ps)
		}
	}
}

// TestScanFolder checks that a folder given as the FIDE list is said to
// be one, not "cannot read the file: read …: is a directory" (a tester).
func TestScanFolder(t *testing.T) {
	for _, name := range []string{"fide", "players_list_foa.txt"} {
		path := filepath.Join(t.TempDir(), name)
		if err := os.Mkdir(path, 0o755); err != nil {
			t.Fatal(err)
		}
		_, ps := fidelist.Scan(path, func(fidelist.Player) error { return nil })
		if len(ps) != 1 || !strings.Contains(ps[0].Msg, "this is a folder, not a file") {
			t.Errorf("Scan(%s) = %v, want one error saying it is a folder", name, ps)
		}
	}
}

func TestSniff(t *testing.T) {
	tests := []struct {
		name, content string
		want          bool
	}{
		{"TXT", txtList, true},
		{"TXT after blank lines", "\n\r\n" + txtList, true},
		{"XML", xmlList, true},
		{"other XML", "<?xml version=\"1.0\"?>\n<workbook/>\n", false},
		{"CSV list", "ID,Name,Rating\n1,A,2000\n", false},
		{"TRF", "012 Cup\n001    1      Aa, Anna  2000\n", false},
		{"empty", "", false},
	}
	for _, tt := range tests {
		path := filepath.Join(t.TempDir(), "f.txt")
		if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := fidelist.Sniff(path); got != tt.want {
			t.Errorf("Sniff(%s) = %v, want %v", tt.name, got, tt.want)
		}
	}
	if fidelist.Sniff(filepath.Join(t.TempDir(), "missing.txt")) {
		t.Errorf("Sniff(missing file) = true, want false")
	}
}
