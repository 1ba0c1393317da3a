package words_test

import (
	"fmt"
	"testing"

	"ratingdesk/internal/words"
)

func TestNumber(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{
		{0, "0"}, {7, "7"}, {999, "999"}, {1000, "1,000"}, {20000, "20,000"}, {959626, "959,626"},
		{1000000, "1,000,000"}, {1123456, "1,123,456"}, {-1234, "-1,234"}, {-12, "-12"},
	} {
		if got := words.Number(tt.n); got != tt.want {
			t.Errorf("Number(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}

func TestCount(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{{0, "0 games"}, {1, "1 game"}, {2, "2 games"}, {57573, "57,573 games"}} {
		if got := words.Count(tt.n, "game", "games"); got != tt.want {
			t.Errorf("Count(%d, game, games) = %q, want %q", tt.n, got, tt.want)
		}
	}
}

func ExampleCount() {
	fmt.Println(words.Count(1, "player", "players"))
	fmt.Println(words.Count(20000, "player", "players"))
	// Output:
	// 1 player
	// 20,000 players
}

func TestAgree(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{{0, "differ"}, {1, "differs"}, {2, "differ"}} {
		if got := words.Agree(tt.n, "differs", "differ"); got != tt.want {
			t.Errorf("Agree(%d, differs, differ) = %q, want %q", tt.n, got, tt.want)
		}
	}
}

func TestAnd(t *testing.T) {
	for _, tt := range []struct {
		items []string
		want  string
	}{
		{nil, ""},
		{[]string{"a"}, "a"},
		{[]string{"a", "b"}, "a and b"},
		{[]string{"a", "b", "c"}, "a, b and c"},
	} {
		if got := words.And(tt.items); got != tt.want {
			t.Errorf("And(%q) = %q, want %q", tt.items, got, tt.want)
		}
	}
}

func ExampleAnd() {
	fmt.Println(words.And([]string{"--out", "--report", "--excluded"}))
	// Output: --out, --report and --excluded
}
