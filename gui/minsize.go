package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// minSizeLayout gives its objects its whole size and asks for at least
// min, or for their own minimum where it is larger: a table asks for
// little (a header and a row), and would be squeezed to that by the
// panes around it.
type minSizeLayout struct {
	min fyne.Size
}

func (l *minSizeLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *minSizeLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	m := l.min
	for _, o := range objects {
		if o.Visible() {
			m = m.Max(o.MinSize())
		}
	}
	return m
}

// atLeast holds o so that it asks for at least min.
func atLeast(o fyne.CanvasObject, min fyne.Size) *fyne.Container {
	return container.New(&minSizeLayout{min: min}, o)
}

// rowsHeight is the height of the table's header and n rows.
func (t *sortTable) rowsHeight(n int) float32 {
	sep := theme.Padding() // widget.Table lays its cells out a padding apart
	header, cell := t.templateHeights()
	return header + sep + float32(n)*(cell+sep)
}

// withRows holds the table so that it asks for room for its header and n
// rows, and takes whatever more room it is given.
func (t *sortTable) withRows(n int) *fyne.Container {
	return atLeast(t.table, fyne.NewSize(0, t.rowsHeight(n)))
}

// setMinRows makes a table held by withRows ask for room for n rows.
func setMinRows(held *fyne.Container, t *sortTable, n int) {
	if l, ok := held.Layout.(*minSizeLayout); ok {
		l.min.Height = t.rowsHeight(n)
		held.Refresh()
	}
}

// compactTheme is a theme with half the inner padding of its base (the
// app's theme when the card is made): the lines of a card's facts sit
// closer, leaving the room to its tables.
type compactTheme struct {
	fyne.Theme
}

func (t compactTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameInnerPadding {
		return t.Theme.Size(n) / 2
	}
	return t.Theme.Size(n)
}

// compact shows o in the app's theme made compact.
func compact(o fyne.CanvasObject) *container.ThemeOverride {
	return container.NewThemeOverride(o, compactTheme{Theme: fyne.CurrentApp().Settings().Theme()})
}

// fullWidth holds a select (a widget.Select, or a keySelect) of options
// so that it asks for the width of its longest option: a form laid out
// around it (Preferences) is then wide enough to show the option chosen
// whole, not cut off with an ellipsis.
func fullWidth(s fyne.CanvasObject, options []string) *fyne.Container {
	var w float32
	for _, o := range options {
		w = max(w, fyne.MeasureText(o, theme.TextSize(), fyne.TextStyle{}).Width)
	}
	// The select's text has inner padding on both sides, then its
	// drop-down icon with padding.
	w += 4*theme.InnerPadding() + theme.IconInlineSize() + 2*theme.Padding()
	return atLeast(s, fyne.NewSize(w, 0))
}

// preferredSplitLayout holds a vertical split whose top part asks for
// little (its minimum, which sets the window's) and is given
// preferred(avail) of the avail height the split shares: the split's
// offset is set so at every layout, until the user drags the divider.
type preferredSplitLayout struct {
	split     *container.Split
	preferred func(avail float32) float32
	// set is the offset last set here: another one was dragged.
	set float64
}

// preferTop holds split so that its top part is preferred(avail) tall.
func preferTop(split *container.Split, preferred func(avail float32) float32) *fyne.Container {
	split.Offset = 0
	return container.New(&preferredSplitLayout{split: split, preferred: preferred}, split)
}

func (l *preferredSplitLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	// Split takes its divider (two paddings) off the height it shares.
	if avail := size.Height - 2*theme.Padding(); avail > 0 && l.split.Offset == l.set {
		l.set = float64(min(1, l.preferred(avail)/avail))
		l.split.SetOffset(l.set)
	}
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *preferredSplitLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objects {
		m = m.Max(o.MinSize())
	}
	return m
}

// rowTop is where table row r begins among the scrolled rows, which start
// below the header: the heights of the rows above it, each a padding
// apart, as widget.Table lays them out (its findY, rows of the template's
// height unless set otherwise).
func (t *sortTable) rowTop(r int) float32 {
	pitch := t.rowBase() + theme.Padding()
	y := float32(r) * pitch
	for i, h := range t.heights {
		if i < r {
			y += h + theme.Padding() - pitch
		}
	}
	return y
}
