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

// TestSameKey: SameKey(a) == SameKey(b) exactly when Same(a, b), so that a
// map or a sort finds the spellings Same calls the same (docs/rules.md "A
// game given twice": a section "SF12" is "SF 12" and "sf-12").
func TestSameKey(t *testing.T) {
	tests := []struct {
		a, b string
		same bool
	}{
		{"SF12", "SF 12", true},
		{"SF12", "sf-12", true},
		{"SF12", "S.F._12", true},
		{"WC Semi-final 2024", "wc semifinal  2024", true},
		{"SZŐKE, Anna", "Szőke Anna", true},
		{"Szőke", "Szo\u030bke", true},
		{"Straße", "STRASSE", false},
		{"SF12", "SF13", false},
		{"Szőke", "Szoke", false},
		{"Kelvin \u212a", "kelvin k", true},
	}
	for _, tt := range tests {
		if got := names.Same(tt.a, tt.b); got != tt.same {
			t.Errorf("Same(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.same)
		}
		if got := names.SameKey(tt.a) == names.SameKey(tt.b); got != tt.same {
			t.Errorf("SameKey(%q) == SameKey(%q) is %v, want %v", tt.a, tt.b, got, tt.same)
		}
	}
}
