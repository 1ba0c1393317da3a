package gui

import "testing"

func TestFold(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"Andersen, Ole", "andersen, ole"},
		{"Østergaard, Søren", "ostergaard, soren"},
		{"Ševčík, Jiří", "sevcik, jiri"},
		{"Đorđević, Miloš", "dordevic, milos"},
		{"Nowak, Łukasz", "nowak, lukasz"},
		{"Kıraç, Emre", "kirac, emre"},
		{"Weiß, Günter", "weiss, gunter"},
		{"Ærøskøbing", "aeroskobing"},
		{"Szőke, Gábor", "szoke, gabor"},
		{"İnan", "inan"},
		{"DEN 150101", "den 150101"},
	}
	for _, tt := range tests {
		if got := fold(tt.in); got != tt.want {
			t.Errorf("fold(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestMatchesAll(t *testing.T) {
	hay := fold("Østergaard, Søren") + " 150101 " + fold("DEN")
	tests := []struct {
		query string
		want  bool
	}{
		{"", true},
		{"Ostergaard", true},
		{"østergaard", true},
		{"OSTERGAARD soren", true},
		{"1501", true},
		{"den", true},
		{"ostergaard FRA", false},
		{"ostergard", false},
	}
	for _, tt := range tests {
		if got := matchesAll(hay, foldedWords(tt.query)); got != tt.want {
			t.Errorf("matchesAll(%q, %q) = %v, want %v", hay, tt.query, got, tt.want)
		}
	}
}
