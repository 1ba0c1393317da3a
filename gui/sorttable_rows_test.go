package gui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestSortTableSetsManyRowsInOneRefresh: setting the rows of a table
// with a wrap column refreshes the table a fixed number of times, not once
// per row (a tester: 120,000 problems froze the app for minutes, as
// every row's height refreshed the whole table). Operations are counted,
// not timed: the table's Length, which each refresh asks, and its
// refreshes.
func TestSortTableSetsManyRowsInOneRefresh(t *testing.T) {
	test.NewTempApp(t)
	short := "player 123456 is not on the list"
	long := strings.Repeat("a message that wraps onto more lines ", 8)
	st := newSortTable([]column{{title: "What is wrong", width: 300, wrap: true, text: func(r int) string {
		if r%3 == 0 {
			return long
		}
		return short
	}}})
	w := test.NewTempWindow(t, st.table)
	w.Resize(fyne.NewSize(400, 300))
	length := st.table.Length
	asked := 0
	st.table.Length = func() (int, int) { asked++; return length() }
	for _, n := range []int{3000, 1000, 3000} {
		asked, st.table.refreshes = 0, 0
		st.setRows(n, func(r int) string { return fmt.Sprint(r) })
		if asked > 20 || st.table.refreshes > 3 {
			t.Errorf("setRows(%d) asked the length %d times and refreshed %d times, want at most 20 and 3 (not once per row)", n, asked, st.table.refreshes)
		}
		if h, base := st.heights[0], st.rowBase(); h <= base {
			t.Errorf("setRows(%d): row 0 of a long text is %.0f tall, want more than one line (%.0f)", n, h, base)
		}
	}
}
