package pdfout

import (
	"math"
	"strings"
)

// Align is the horizontal alignment of a table column.
type Align int

// The alignments.
const (
	// Left aligns text to the left (names, words).
	Left Align = iota
	// Right aligns text to the right (numbers).
	Right
	// Center centres text (short codes, colours, results).
	Center
)

// gofpdf gives the alignment as gofpdf's CellFormat spells it.
func (a Align) gofpdf() string {
	switch a {
	case Right:
		return "R"
	case Center:
		return "C"
	default:
		return "L"
	}
}

// Clip says which end of a text too long for its cell is cut.
type Clip int

// The clipping choices.
const (
	// ClipEnd keeps the start: "Đorđević-Petrović, Aleksa…".
	ClipEnd Clip = iota
	// ClipStart keeps the end, for file paths: "…/2025/q4/results.xlsx".
	ClipStart
)

// Column describes one column of a Table.
type Column struct {
	// Title is printed in the header row, which repeats on every page.
	Title string
	// Width is in mm; columns of width 0 share what the others leave.
	Width float64
	// Align places the text in its cell.
	Align Align
	// Font is the body font of the column (Regular unless set).
	Font Font
	// Clip says which end of a too-long text is cut.
	Clip Clip
	// Wrap breaks a too-long text onto further lines instead of cutting
	// it (names on a statement of norms are printed in full); the row
	// grows to the tallest cell and still never breaks across pages.
	Wrap bool
}

// TableStyle sets the look of a Table.
type TableStyle struct {
	// Size is the body font size in points; 0 means 8.
	Size float64
	// Zebra shades every other row.
	Zebra bool
	// Leading is the height of a row as a multiple of the font size; 0
	// means 1.5. Dense layouts (a certificate with many opponents) use
	// less.
	Leading float64
}

// chipGap is the white margin around a styled cell's shading, in mm.
const chipGap = 0.3

// minShrink is how far a too-long text may be shrunk before it is cut.
const minShrink = 0.82

// Table prints rows under a header that repeats at the top of every page
// the table runs onto. A row never breaks across pages; a text too wide for
// its cell is first shrunk (to 82 % of the size) and then cut with an
// ellipsis, so that it never runs into the next cell, unless its column
// wraps.
type Table struct {
	d      *Document
	cols   []Column
	widths []float64
	size   float64
	rowH   float64
	lineH  float64
	zebra  bool
	rows   int
}

// rgb is a colour, each part 0–255.
type rgb struct{ r, g, b int }

// cellStyle sets the look of one cell of a row: its shading, the colour
// and face of its text. The zero value is the table's plain look.
type cellStyle struct {
	// fill shades the cell when set.
	fill *rgb
	// text is the colour of the text; nil is black.
	text *rgb
	// font replaces the column's font when set.
	font *Font
}

// NewTable starts a table on the document and prints its header, on a new
// page unless the header and two rows fit on this one.
func (d *Document) NewTable(cols []Column, style TableStyle) *Table {
	t := &Table{d: d, cols: cols, size: style.Size, zebra: style.Zebra}
	if t.size == 0 {
		t.size = 8
	}
	lead := style.Leading
	if lead <= 0 {
		lead = 1.5
	}
	t.rowH = t.size * ptToMM * lead
	t.lineH = t.size * ptToMM * 1.2
	fixed, flex := 0.0, 0
	for _, c := range cols {
		if c.Width > 0 {
			fixed += c.Width
		} else {
			flex++
		}
	}
	share := 0.0
	if flex > 0 && d.ContentWidth() > fixed {
		share = (d.ContentWidth() - fixed) / float64(flex)
	}
	for _, c := range cols {
		w := c.Width
		if w <= 0 {
			w = share
		}
		t.widths = append(t.widths, w)
	}
	d.EnsureSpace(3 * t.rowH)
	t.header()
	return t
}

// fitWidth is the width in mm of a column of a table whose body is
// printed in font f at size points: at least least, and wide enough for
// each of texts without the shrinking or cutting of cellFill (a
// statement's "at least 8 games each", cut to "12 games ea…": a tester).
// It measures in the current font when that is f, so that measuring
// writes nothing into the page; else it selects f first.
func (d *Document) fitWidth(least float64, f Font, size float64, texts ...string) float64 {
	if !d.fonts[f] || d.font != f {
		d.SetFont(f, size)
	}
	w := least
	for _, s := range texts {
		// The width of a text scales with the size: measured in glyph
		// units, whatever the size now selected.
		tw := float64(d.pdf.GetStringSymbolWidth(d.printable(s))) * size * ptToMM / 1000
		w = max(w, math.Ceil((tw+2*d.pdf.GetCellMargin())*2)/2)
	}
	return w
}

// header prints the header row: bold, shaded, ruled below.
func (t *Table) header() {
	d := t.d
	pdf := d.pdf
	d.SetFont(Bold, t.size)
	pdf.SetFillColor(222, 228, 237)
	x0 := pdf.GetX()
	for i, c := range t.cols {
		t.cell(i, c.Title, Bold)
	}
	y := pdf.GetY() + t.rowH
	pdf.SetDrawColor(90, 90, 90)
	pdf.SetLineWidth(0.25)
	pdf.Line(x0, y, x0+t.width(), y)
	pdf.SetDrawColor(0, 0, 0)
	pdf.Ln(t.rowH)
	t.rows = 0
}

// width is the table's total width in mm.
func (t *Table) width() float64 {
	w := 0.0
	for _, x := range t.widths {
		w += x
	}
	return w
}

// Row prints one row: one text per column (missing texts are blank, extra
// ones are ignored), in the columns' fonts.
func (t *Table) Row(cells ...string) { t.row(false, cells, nil) }

// RowBold prints one row in bold, ruled above, for totals and sums.
func (t *Table) RowBold(cells ...string) { t.row(true, cells, nil) }

// rowStyled prints one row with a style for each cell (styles may be
// shorter than cells).
func (t *Table) rowStyled(cells []string, styles []cellStyle) { t.row(false, cells, styles) }

// row prints a row, starting a new page (and repeating the header) first
// when it would not fit on this one. Cells of wrapping columns may take
// several lines; the row is as tall as its tallest cell, and every cell is
// shaded over the whole height.
func (t *Table) row(bold bool, cells []string, styles []cellStyle) {
	d := t.d
	pdf := d.pdf
	fonts, lines, n := t.layoutRow(bold, cells, styles)
	h := t.rowH + float64(n-1)*t.lineH
	if pdf.GetY()+h > d.bottom() {
		d.AddPage()
		t.header()
	}
	x0, y0 := pdf.GetX(), pdf.GetY()
	t.shadeRow(x0, y0, h, styles)
	if bold {
		pdf.SetLineWidth(0.2)
		pdf.Line(x0, y0, x0+t.width(), y0)
	}
	t.writeRow(x0, y0, fonts, lines, styles)
	pdf.SetTextColor(0, 0, 0)
	pdf.SetXY(x0, y0+h)
	t.rows++
}

// layoutRow gives each cell of a row its font and its lines (several for a
// wrapping column) and returns the number of lines of the tallest cell.
func (t *Table) layoutRow(bold bool, cells []string, styles []cellStyle) (fonts []Font, lines [][]string, n int) {
	d := t.d
	fonts = make([]Font, len(t.cols))
	lines = make([][]string, len(t.cols))
	n = 1
	for i, c := range t.cols {
		text := ""
		if i < len(cells) {
			text = cells[i]
		}
		f := c.Font
		if i < len(styles) && styles[i].font != nil {
			f = *styles[i].font
		}
		if bold {
			f = Bold
			if c.Font == Mono || c.Font == MonoBold {
				f = MonoBold
			}
		}
		fonts[i] = f
		lines[i] = []string{text}
		if c.Wrap {
			d.SetFont(f, t.size)
			split := d.pdf.SplitText(d.printable(text), t.widths[i])
			for k := range split {
				split[k] = strings.TrimSpace(split[k])
			}
			if len(split) > 0 {
				lines[i] = split
			}
			n = max(n, len(lines[i]))
		}
	}
	return fonts, lines, n
}

// shadeRow fills the background of a row h tall at (x0, y0): a styled
// cell's fill as a chip, else the zebra shade of every other row.
func (t *Table) shadeRow(x0, y0, h float64, styles []cellStyle) {
	pdf := t.d.pdf
	shade := t.zebra && t.rows%2 == 1
	x := x0
	for i := range t.cols {
		var fill *rgb
		switch {
		case i < len(styles) && styles[i].fill != nil:
			fill = styles[i].fill
		case shade:
			fill = &rgb{242, 244, 248}
		}
		switch {
		case fill == nil:
		case i < len(styles) && styles[i].fill != nil:
			// A styled cell is a chip: a hairline of white parts it from
			// its neighbours, so that a run of equal cells still reads as
			// separate results.
			pdf.SetFillColor(fill.r, fill.g, fill.b)
			pdf.Rect(x+chipGap, y0+chipGap, t.widths[i]-2*chipGap, h-2*chipGap, "F")
		default:
			pdf.SetFillColor(fill.r, fill.g, fill.b)
			pdf.Rect(x, y0, t.widths[i], h, "F")
		}
		x += t.widths[i]
	}
}

// writeRow prints the cells' lines of a row at (x0, y0), each in its font
// and its style's text colour.
func (t *Table) writeRow(x0, y0 float64, fonts []Font, lines [][]string, styles []cellStyle) {
	d := t.d
	pdf := d.pdf
	x := x0
	for i, c := range t.cols {
		colour := rgb{}
		if i < len(styles) && styles[i].text != nil {
			colour = *styles[i].text
		}
		pdf.SetTextColor(colour.r, colour.g, colour.b)
		d.SetFont(fonts[i], t.size)
		for k, line := range lines[i] {
			pdf.SetXY(x, y0+float64(k)*t.lineH)
			if c.Wrap {
				pdf.CellFormat(t.widths[i], t.rowH, line, "", 0, c.Align.gofpdf(), false, 0, "")
			} else {
				t.cellFill(i, line, fonts[i], false)
			}
		}
		x += t.widths[i]
	}
}

// cell prints the header cell i.
func (t *Table) cell(i int, text string, f Font) {
	t.d.SetFont(f, t.size)
	t.cellFill(i, text, f, true)
}

// cellFill prints text in column i of the current row, shrinking or cutting
// it to fit.
func (t *Table) cellFill(i int, text string, f Font, fill bool) {
	d := t.d
	pdf := d.pdf
	w := t.widths[i]
	text = d.printable(text)
	avail := w - 2*pdf.GetCellMargin()
	tw := d.textWidth(text)
	size := t.size
	if tw > avail && tw > 0 {
		size = t.size * avail / tw
		if size < t.size*minShrink {
			size = t.size * minShrink
		}
		pdf.SetFontSize(size)
		d.fontSize = size
		text = d.fitClip(text, w, t.cols[i].Clip)
	}
	pdf.CellFormat(w, t.rowH, text, "", 0, t.cols[i].Align.gofpdf(), fill, 0, "")
	if size != t.size {
		d.SetFont(f, t.size)
	}
}
