package gui

import (
	"cmp"
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// fruitTable is a table of names and numbers, some blank.
func fruitTable() (*sortTable, []string, []int) {
	names := []string{"pear", "Äpfel", "fig", "apple", "kiwi"}
	nums := []int{3, 0, 7, 3, -1} // -1: blank
	st := newSortTable([]column{
		{title: "Name", width: 100, text: func(r int) string { return names[r] }},
		{title: "N", width: 60, numeric: true,
			text: func(r int) string {
				if nums[r] < 0 {
					return ""
				}
				return strconv.Itoa(nums[r])
			},
			compare: func(a, b int) int { return cmp.Compare(nums[a], nums[b]) }},
	})
	st.setRows(len(names), func(r int) string { return fold(names[r]) })
	return st, names, nums
}

func TestSortTableSorts(t *testing.T) {
	test.NewTempApp(t)
	st, _, _ := fruitTable()
	tests := []struct {
		tap      int
		wantDesc bool
		want     []int
	}{
		// Names folded: "apfel" before "apple"; ties keep data order.
		{0, false, []int{1, 3, 2, 4, 0}},
		{0, true, []int{0, 4, 2, 3, 1}},
		{0, false, []int{1, 3, 2, 4, 0}},
		// Blank numbers last both ways; equal numbers in data order.
		{1, false, []int{1, 0, 3, 2, 4}},
		{1, true, []int{2, 0, 3, 1, 4}},
	}
	for i, tt := range tests {
		st.onHeaderTapped(tt.tap)
		if st.sortCol != tt.tap || st.desc != tt.wantDesc {
			t.Errorf("tap %d on column %d: sort (%d, desc %v), want (%d, desc %v)", i, tt.tap, st.sortCol, st.desc, tt.tap, tt.wantDesc)
		}
		if !slices.Equal(st.shown, tt.want) {
			t.Errorf("tap %d on column %d: rows %v, want %v", i, tt.tap, st.shown, tt.want)
		}
	}
}

func TestSortTableHeaderArrow(t *testing.T) {
	test.NewTempApp(t)
	st, _, _ := fruitTable()
	test.NewTempWindow(t, st.table).Resize(fyne.NewSize(400, 300))
	b := headerButton(t, st, "N")
	if b.Icon != nil {
		t.Errorf("unsorted header shows an arrow")
	}
	test.Tap(b)
	if b = headerButton(t, st, "N"); b.Icon != theme.MoveUpIcon() {
		t.Errorf("after one tap the header shows %v, want the up arrow", b.Icon)
	}
	test.Tap(b)
	if b = headerButton(t, st, "N"); b.Icon != theme.MoveDownIcon() {
		t.Errorf("after two taps the header shows %v, want the down arrow", b.Icon)
	}
	if b = headerButton(t, st, "Name"); b.Icon != nil {
		t.Errorf("a column not sorted shows an arrow")
	}
}

func TestSortTableSearchAndKeep(t *testing.T) {
	test.NewTempApp(t)
	st, _, nums := fruitTable()
	st.onHeaderTapped(0)
	tests := []struct {
		query string
		keep  func(int) bool
		want  []int
	}{
		{"ap", nil, []int{1, 3}},
		{"APFEL", nil, []int{1}},
		{"i", nil, []int{2, 4}},
		{"", func(r int) bool { return nums[r] >= 3 }, []int{3, 2, 0}},
		{"p", func(r int) bool { return nums[r] >= 3 }, []int{3, 0}},
		{"", nil, []int{1, 3, 2, 4, 0}},
	}
	for _, tt := range tests {
		st.setKeep(tt.keep)
		st.setQuery(tt.query)
		if !slices.Equal(st.shown, tt.want) {
			t.Errorf("query %q: rows %v, want %v", tt.query, st.shown, tt.want)
		}
	}
}

func TestSortTableSelection(t *testing.T) {
	test.NewTempApp(t)
	st, names, _ := fruitTable()
	test.NewTempWindow(t, st.table).Resize(fyne.NewSize(400, 300))
	var selected, activated []string
	st.onSelected = func(r int) { selected = append(selected, names[r]) }
	st.onActivated = func(r int) { activated = append(activated, names[r]) }

	test.Tap(renderedCell(t, st, 2, 0))
	test.DoubleTap(renderedCell(t, st, 3, 1))
	if want := []string{"fig", "apple"}; !slices.Equal(selected, want) {
		t.Errorf("selected %q, want %q", selected, want)
	}
	if want := []string{"apple"}; !slices.Equal(activated, want) {
		t.Errorf("activated %q, want %q", activated, want)
	}
	if r, ok := st.selectedRow(); !ok || names[r] != "apple" {
		t.Errorf("selectedRow() = %d, %v, want apple", r, ok)
	}
	// The selection follows the row, not the table position, and a row
	// that is filtered out is no longer selected.
	st.onHeaderTapped(0)
	if r, ok := st.selectedRow(); !ok || names[r] != "apple" {
		t.Errorf("after sorting, selectedRow() = %d, %v, want apple", r, ok)
	}
	st.setQuery("kiwi")
	if _, ok := st.selectedRow(); ok {
		t.Errorf("a row filtered out is still selected")
	}
}
