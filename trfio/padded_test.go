package trfio_test

import (
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
