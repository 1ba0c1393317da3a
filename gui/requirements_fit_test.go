package gui

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestRequirementsFitTheirColumns: every Value and Limit of a section's
// requirements fits its column, and the table with its Result fits the
// window's default width, in a double round of 7 players ("12 games
// each", "at least 8 games each": a tester saw the limit run over the
// Result) and a single round of 13.
func TestRequirementsFitTheirColumns(t *testing.T) {
	tests := []struct {
		file, section string
	}{
		{filepath.Join("..", "testdata", "sample-section-double.csv"), "DR-1"},
		{filepath.Join("..", "testdata", "sample-section-withdrawal.csv"), "GM-A"},
		{sampleSections, "VI-A"},
	}
	for _, tt := range tests {
		t.Run(tt.section, func(t *testing.T) {
			sh, _ := newTestShell(t)
			sh.win.Resize(fyne.NewSize(defaultWidth, defaultHeight))
			openAndWait(t, sh, tt.file)
			s := sh.tournaments
			if !s.selectSectionNamed(tt.section) {
				t.Fatalf("no section %s among %d", tt.section, len(s.sections))
			}
			sh.show(s)
			s.showView(viewRequirements)
			rq := s.requirements
			for _, title := range []string{"Value", "Limit"} {
				c := columnIndex(t, rq, title)
				for r := range rq.shown {
					text := rq.cellText(r, c)
					need := fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
					if w := rq.columns[c].width; need > w {
						t.Errorf("%s of row %d (%s) = %q needs %.0f, its column is %.0f wide", title, r, rq.cellText(r, 0), text, need, w)
					}
				}
			}
			var total float32
			for _, c := range rq.columns {
				total += c.width
			}
			if w := rq.table.Size().Width; total > w {
				t.Errorf("the columns take %.0f, the table is %.0f wide: the Result is cut off", total, w)
			}
		})
	}
}
