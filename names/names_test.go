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

// TestSame: names are the same spelling when they differ only in white
// space, dots, dashes, underscores, commas, Unicode normal form or case;
// an accent, a letter or the order of the parts makes them differ
// (docs/rules.md "Names in a reconciliation": the one reading, also of
// crosstables' and game lists' names).
func TestSame(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"Szőke, Anna", "Szőke, Anna", true},
		{"Szőke, Anna", "Szoke, Anna", false},
		{" Szőke,  Anna ", "Szőke, Anna", true},
		{"Szőke,\u00a0Anna", "Szőke, Anna", true},
		{"Szo\u030bke, Anna", "Sz\u0151ke, Anna", true},
		{"SZŐKE, Anna", "Szőke, Anna", true},
		{"Szőke, Anna", "Szőke Anna", true},
		{"MÜLLER,  Hans", "Müller, Hans.", true},
		{"Smith-Jones, J.", "Smith Jones J", true},
		{"Smith_Jones\u2013J", "smith jones j", true},
		{"Szo\u030bke Anna", "SZŐKE, ANNA", true},
		{"Müller, Hans", "Muller, Hans", false},
		{"Smith, John", "Smith, Joan", false},
		{"Szőke, Anna", "Anna, Szőke", false},
		{"Szőke, Anna", "Szőke, Ana", false},
		{"", "", true},
		{"", "Szőke, Anna", false},
	}
	for _, tt := range tests {
		if got := names.Same(tt.a, tt.b); got != tt.want {
			t.Errorf("Same(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
