package pdfout

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
}

// TableStyle sets the look of a Table.
type TableStyle struct {
	// Size is the body font size in points; 0 means 8.
	Size float64
	// Zebra shades every other row.
	Zebra bool
}

// minShrink is how far a too-long text may be shrunk before it is cut.
const minShrink = 0.82

// Table prints rows under a header that repeats at the top of every page
// the table runs onto. A row never breaks across pages; a text too wide for
// its cell is first shrunk (to 82 % of the size) and then cut with an
// ellipsis, so that it never runs into the next cell.
type Table struct {
	d      *Document
	cols   []Column
	widths []float64
	size   float64
	rowH   float64
	zebra  bool
	rows   int
}

// NewTable starts a table on the document and prints its header, on a new
// page unless the header and two rows fit on this one.
func (d *Document) NewTable(cols []Column, style TableStyle) *Table {
	t := &Table{d: d, cols: cols, size: style.Size, zebra: style.Zebra}
	if t.size == 0 {
		t.size = 8
	}
	t.rowH = t.size * ptToMM * 1.5
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
func (t *Table) Row(cells ...string) { t.row(false, cells) }

// RowBold prints one row in bold, ruled above, for totals and sums.
func (t *Table) RowBold(cells ...string) { t.row(true, cells) }

// row prints a row, starting a new page (and repeating the header) first
// when it would not fit on this one.
func (t *Table) row(bold bool, cells []string) {
	d := t.d
	pdf := d.pdf
	if pdf.GetY()+t.rowH > d.bottom() {
		d.AddPage()
		t.header()
	}
	shade := t.zebra && t.rows%2 == 1
	if shade {
		pdf.SetFillColor(242, 244, 248)
	}
	if bold {
		x, y := pdf.GetX(), pdf.GetY()
		pdf.SetLineWidth(0.2)
		pdf.Line(x, y, x+t.width(), y)
	}
	for i, c := range t.cols {
		text := ""
		if i < len(cells) {
			text = cells[i]
		}
		f := c.Font
		if bold {
			f = Bold
			if c.Font == Mono || c.Font == MonoBold {
				f = MonoBold
			}
		}
		d.SetFont(f, t.size)
		t.cellFill(i, text, f, shade)
	}
	pdf.Ln(t.rowH)
	t.rows++
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
