package xlsxio_test

import (
	"testing"

	"ratingdesk/xlsxio"
)

func TestFewPairsTwice(t *testing.T) {
	tests := []struct {
		twice [][2]int
		pairs int
		first [2]int
		ok    bool
	}{
		{[][2]int{{3, 4}, {0, 1}}, 55, [2]int{0, 1}, true},
		{[][2]int{{0, 1}, {0, 2}, {1, 2}}, 6, [2]int{}, false}, // half of them: a double round
		{nil, 55, [2]int{}, false},
	}
	for _, tt := range tests {
		first, ok := xlsxio.FewPairsTwice(tt.twice, tt.pairs)
		if first != tt.first || ok != tt.ok {
			t.Errorf("FewPairsTwice(%v, %d) = %v, %v; want %v, %v", tt.twice, tt.pairs, first, ok, tt.first, tt.ok)
		}
	}
}
