package titles_test

import (
	"fmt"
	"testing"

	"ratingdesk/titles"
)

func TestPointsText(t *testing.T) {
	for _, tt := range []struct {
		points float64
		want   string
	}{
		{0, "0"}, {0.5, "½"}, {1, "1"}, {9.5, "9½"}, {12, "12"}, {2.26, "2½"}, {2.76, "3"},
	} {
		if got := titles.PointsText(tt.points); got != tt.want {
			t.Errorf("PointsText(%v) = %q, want %q", tt.points, got, tt.want)
		}
	}
}

func ExamplePointsText() {
	fmt.Println(titles.PointsText(9.5), titles.PointsText(0.5), titles.PointsText(7))
	// Output: 9½ ½ 7
}
