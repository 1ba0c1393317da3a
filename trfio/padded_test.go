package trfio_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"ratingdesk/titles"
)

// TestEncodeLinesPadded: every player line has a block for every round,
// an unfinished game in the last round included (an empty block of
// blanks), so that the lines are equally long; the file reads back the
// same (a TD re-tester: the lines whose last round was unfinished were
// cut short, 169 characters beside 179).
func TestEncodeLinesPadded(t *testing.T) {
	results := map[[2]int][]titles.Result{}
	for i := 1; i <= 6; i++ {
		for j := i + 1; j <= 6; j++ {
			results[[2]int{i, j}] = []titles.Result{titles.Unfinished}
		}
	}
	results[[2]int{2, 4}] = []titles.Result{titles.Win}
	c := drawnSection(6, false, results)
	text, _ := encode(t, c)
	width := 91 + 4*10 + 8 // 5 rounds; the last block ends at its result
	lines := 0
	for _, l := range strings.Split(text, "\r\n") {
		if !strings.HasPrefix(l, "001") {
			continue
		}
		lines++
		if n := utf8.RuneCountInString(l); n != width {
			t.Errorf("line of %d characters, want %d: %q", n, width, l)
		}
	}
	if lines != 6 {
		t.Fatalf("%d player lines, want 6:\n%s", lines, text)
	}
	back, _ := roundTrip(t, c)
	if got, want := carriedOf(back), carriedOf(c); !reflect.DeepEqual(got, want) {
		t.Errorf("Decode(Encode) =\n%+v\nwant\n%+v\nTRF:\n%s", got, want, text)
	}
}

// TestRatingOriginColumn: a problem about a player's rating read from a
// TRF names the rating's field, columns 49–52, not the starting rank in
// column 5 (a TD re-tester: the warning of Pérez's unpublished rating
// pointed to "line 17, column 5").
func TestRatingOriginColumn(t *testing.T) {
	back, data := roundTrip(t, drawnSection(5, false, nil))
	lines := strings.Split(string(data), "\r\n")
	for i := range back.Section.Players {
		cell := back.RatingOrigin(i).Cell
		num := 0
		if _, err := fmt.Sscanf(cell, "line %d, column 49", &num); err != nil || !strings.HasSuffix(cell, ", column 49") {
			t.Fatalf("player %d: rating at %q, want its line, column 49", i+1, cell)
		}
		if l := []rune(lines[num-1]); len(l) < 52 || !strings.HasPrefix(string(l), "001") || strings.TrimSpace(string(l[48:52])) != fmt.Sprint(back.Section.Players[i].StartRating) {
			t.Errorf("player %d: %s does not hold the rating: %q", i+1, cell, lines[num-1])
		}
	}
}
