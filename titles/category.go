package titles

import (
	"math"
	"strconv"
)

// Category is an event category of App. 2 item 2.12 (kept for marketing
// and Tournament Director eligibility, Tournament Rules 10.0.1): a minor
// category A–L or a major category 1–18, each 25 rating points wide.
type Category struct {
	// Major tells a major category (1–18) from a minor one (A–L).
	Major bool
	// Number is 1–12 for the minor categories A–L, 1–18 for the major.
	Number int
}

// String writes the category as the table does: "A" … "L" or "1" … "18".
func (c Category) String() string {
	if c.Major {
		return strconv.Itoa(c.Number)
	}
	if c.Number >= 1 && c.Number <= 12 {
		return string(rune('A' + c.Number - 1))
	}
	return "?"
}

// The table of App. 2 item 2.12: the minor categories A–L start above
// minorBase, the major 1–18 above majorBase, each categoryWidth points
// wide; no category lies above categoryTop.
const (
	minorBase     = 1950
	majorBase     = 2250
	categoryWidth = 25
	majorCount    = 18
	categoryTop   = majorBase + categoryWidth*majorCount
	minorKindWord = "minor"
	majorKindWord = "major"
)

// Bounds is the category's range of average ratings as the table prints
// it, e.g. 1951 and 1975 for A, 2676 and 2700 for 18.
func (c Category) Bounds() (lo, hi int) {
	base := minorBase
	if c.Major {
		base = majorBase
	}
	return base + categoryWidth*(c.Number-1) + 1, base + categoryWidth*c.Number
}

// Kind names the category's part of the table: "minor" (A–L) or "major"
// (1–18) (App. 2 item 2.12).
func (c Category) Kind() string {
	if c.Major {
		return majorKindWord
	}
	return minorKindWord
}

// CategoryRange is the range of averages the table of App. 2 item 2.12
// covers, as it prints it: from the lowest bound of category A to the
// highest of category 18 (1951 and 2700). An event outside it has no
// category (CategoryOf).
func CategoryRange() (lo, hi int) {
	lo, _ = Category{Number: 1}.Bounds()
	_, hi = Category{Major: true, Number: majorCount}.Bounds()
	return lo, hi
}

// CategoryOf is the category of an event with the given average rating
// (App. 2 item 2.12; docs/rules.md §3), the average first rounded to 4 decimals
// half up as App. 2 item 2.3 says. ok is false at or below 1950 and above
// 2700. Reading: the table's whole-number ranges are read as half-open
// intervals, 1950 < average ≤ 1975 for A and so on, so that an average
// such as 1975.5 falls in B: each category ends where the next begins.
// The average is not rounded to a whole number first (items 2.3 and 2.12
// name no such rounding; docs/rules.md §3, "Category between two bands").
func CategoryOf(average float64) (c Category, ok bool) {
	a := math.Floor(float64(average*10000)+0.5) / 10000
	if math.IsNaN(a) || a <= minorBase || a > categoryTop {
		return Category{}, false
	}
	if a <= majorBase {
		return Category{Number: int(math.Ceil((a - minorBase) / categoryWidth))}, true
	}
	return Category{Major: true, Number: int(math.Ceil((a - majorBase) / categoryWidth))}, true
}
