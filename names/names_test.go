package names_test

import (
	"testing"

	"ratingdesk/names"
)

func TestKey(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Müller, Hans", "hans muller"},
		{"hans muller", "hans muller"},
		{"MULLER Hans (GER)", "hans muller"},
		{"Groß, Matthias", "gross matthias"},
		{"Østergaard, Søren", "ostergaard soren"},
		{"Wójcik, Małgorzata", "malgorzata wojcik"},
		{"Smith-Jones, Ann Marie", "ann jones marie smith"},
		{"(USA)", "usa"},
		{"  ", ""},
	}
	for _, tt := range tests {
		if got := names.Key(tt.in); got != tt.want {
			t.Errorf("Key(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestIndex(t *testing.T) {
	x := names.Index{}
	x.Add("Brown, Ann", 0)
	x.Add("Ann Brown (USA)", 1)
	x.Add("Smith, John", 2)
	x.Add("--", 3)
	if got := x.Find("ANN BROWN"); len(got) != 2 {
		t.Errorf("Find(ANN BROWN) = %v, want rows 0 and 1", got)
	}
	if got := x.Find("John Smith"); len(got) != 1 || got[0] != 2 {
		t.Errorf("Find(John Smith) = %v, want row 2", got)
	}
	if got := x.Find("-"); len(got) != 0 {
		t.Errorf("Find(-) = %v, want none", got)
	}
}
