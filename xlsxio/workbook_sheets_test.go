package xlsxio_test

import (
	"slices"
	"testing"

	"ratingdesk/xlsxio"
)

// TestWorkbookSheets: the sheets of a workbook in order, none for a file
// that is no workbook, and SheetNamed matching a name as ReadOptions.Sheet
// does (exactly, else without regard to case).
func TestWorkbookSheets(t *testing.T) {
	book := writeXLSX(t, "b.xlsx", testSheet{"GM-A", [][]any{{"x"}}}, testSheet{"Notes", nil})
	names, ps := xlsxio.WorkbookSheets(book)
	if ps.HasErrors() || !slices.Equal(names, []string{"GM-A", "Notes"}) {
		t.Fatalf("WorkbookSheets = %q, %v; want [GM-A Notes]", names, ps)
	}
	if n, ps := xlsxio.WorkbookSheets(writeTextFile(t, "l.csv", "ID,Name\n1,A\n")); n != nil || ps != nil {
		t.Errorf("WorkbookSheets(CSV) = %q, %v; want nothing", n, ps)
	}
	if _, ps := xlsxio.WorkbookSheets(writeTextFile(t, "bad.xlsx", "not a zip")); !ps.HasErrors() {
		t.Errorf("WorkbookSheets(no zip) gave no error")
	}
	for _, tt := range []struct {
		name string
		want bool
	}{{"GM-A", true}, {"gm-a", true}, {"NOTES", true}, {"GM-B", false}, {"", false}} {
		if got := xlsxio.SheetNamed(names, tt.name); got != tt.want {
			t.Errorf("SheetNamed(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}
