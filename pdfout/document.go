package pdfout

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/jung-kurt/gofpdf"
)

// Paper is the sheet size a document is laid out for.
type Paper int

// The paper sizes. A4 is the default, as ICCF documents are printed in
// Europe; US Letter is for officers in North America.
const (
	// A4 is 210 × 297 mm.
	A4 Paper = iota
	// Letter is US Letter, 8.5 × 11 in (215.9 × 279.4 mm).
	Letter
)

// String gives the paper's name as ParsePaper reads it: "a4" or "letter".
func (p Paper) String() string {
	if p == Letter {
		return "letter"
	}
	return "a4"
}

// gofpdfSize is the page size name gofpdf knows.
func (p Paper) gofpdfSize() string {
	if p == Letter {
		return "Letter"
	}
	return "A4"
}

// ParsePaper reads a paper name: "a4", or "letter" / "us-letter" / "us";
// case does not matter.
func ParsePaper(s string) (Paper, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "a4", "":
		return A4, nil
	case "letter", "us-letter", "usletter", "us":
		return Letter, nil
	}
	return A4, fmt.Errorf("pdfout: unknown paper %q (want a4 or letter)", s)
}

// Page geometry in millimetres. The side margins leave room for punching
// and binding; the header and the footer sit inside the top and bottom
// margins.
const (
	marginSide   = 16.0
	marginTop    = 20.0
	marginBottom = 18.0
	headerY      = 9.0
	footerFromBT = 12.0
	lineHeight   = 1.45 // line height as a multiple of the font size
	ptToMM       = 25.4 / 72
)

// fallbackDate is the creation date of a document whose Meta has none: a
// fixed moment, so that output stays reproducible.
var fallbackDate = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// Meta describes a document: what every page header and footer says, and
// the PDF's information dictionary.
type Meta struct {
	// Title is the document's title, printed at the left of every page
	// header and stored as the PDF title.
	Title string
	// Subject is stored as the PDF subject.
	Subject string
	// ProgramVersion is the Rating Desk version, printed in every footer.
	ProgramVersion string
	// RulesetID names the ruleset the numbers come from; every output
	// records it (docs/rules.md §1). Empty leaves it out of the footer.
	RulesetID string
	// Date is the document's creation and modification date. It is derived
	// from the input (a period's first valid day, a tournament's end), never
	// from the clock, so that the same input gives the same bytes. The zero
	// time means 1 January 2000.
	Date time.Time
	// Paper is the sheet size; the zero value is A4.
	Paper Paper
}

// Document is a PDF under construction with the Rating Desk page layout:
// Go fonts embedded, a header with the title and the current section, a
// footer with the program version, the ruleset and "page x of y". The same
// calls in the same order produce the same bytes.
type Document struct {
	pdf      *gofpdf.Fpdf
	meta     Meta
	section  string
	fonts    map[Font]bool
	glyphs   *glyphs
	font     Font
	fontSize float64
	// bottomMargin is the space kept free at the foot of every page, in
	// mm: content ends there (see setBodyMargins).
	bottomMargin float64
	// decorate, when set, draws on every page before its header (the
	// border of a certificate).
	decorate func()
	// pictures counts the pictures placed so far by pixel width (see
	// image).
	pictures map[float64]int
}

// pageAlias is replaced by the number of pages when the document is written.
const pageAlias = "{nb}"

// NewDocument starts a document with the given description. It has no page
// yet: call AddPage.
func NewDocument(m Meta) *Document {
	pdf := gofpdf.New("P", "mm", m.Paper.gofpdfSize(), "")
	d := &Document{pdf: pdf, meta: m, fonts: make(map[Font]bool), glyphs: newGlyphs(), bottomMargin: marginBottom}
	date := m.Date
	if date.IsZero() {
		date = fallbackDate
	}
	date = date.UTC()
	pdf.SetCreationDate(date)
	pdf.SetModificationDate(date)
	pdf.SetCatalogSort(true)
	// Compressed in Output (compressStreams), to the same bytes.
	pdf.SetCompression(false)
	pdf.SetProducer(programName(m.ProgramVersion), true)
	pdf.SetCreator("Rating Desk", true)
	if m.Title != "" {
		pdf.SetTitle(m.Title, true)
	}
	if m.Subject != "" {
		pdf.SetSubject(m.Subject, true)
	}
	pdf.SetMargins(marginSide, marginTop, marginSide)
	pdf.SetAutoPageBreak(true, marginBottom)
	pdf.AliasNbPages(pageAlias)
	pdf.SetHeaderFuncMode(d.header, true)
	pdf.SetFooterFunc(d.footer)
	d.SetFont(Regular, 9)
	return d
}

// SetSection sets the text at the right of the page header, from the next
// page on (a table that breaks onto a new page keeps it).
func (d *Document) SetSection(s string) { d.section = s }

// AddPage starts a new page with the header and footer.
func (d *Document) AddPage() { d.pdf.AddPage() }

// ContentWidth is the width between the side margins, in mm.
func (d *Document) ContentWidth() float64 {
	w, _ := d.pdf.GetPageSize()
	l, _, r, _ := d.pdf.GetMargins()
	return w - l - r
}

// bottom is the lowest y content may reach on a page, in mm.
func (d *Document) bottom() float64 {
	_, h := d.pdf.GetPageSize()
	return h - d.bottomMargin
}

// setBodyMargins narrows the area the content is laid out in (a
// certificate's text stays inside its border); the header and the footer
// keep their place. Call it before the first page.
func (d *Document) setBodyMargins(side, top, bottom float64) {
	d.pdf.SetMargins(side, top, side)
	d.pdf.SetAutoPageBreak(true, bottom)
	d.bottomMargin = bottom
}

// headerWidth is the width of the header and the footer: the page less
// the standard side margins, whatever the body's margins are.
func (d *Document) headerWidth() float64 {
	w, _ := d.pdf.GetPageSize()
	return w - 2*marginSide
}

// Remaining is the height left on the current page, in mm.
func (d *Document) Remaining() float64 { return d.bottom() - d.pdf.GetY() }

// EnsureSpace starts a new page unless h mm are left on this one, so that
// a heading stays with what follows it.
func (d *Document) EnsureSpace(h float64) {
	if d.pdf.PageNo() == 0 || d.Remaining() < h {
		d.AddPage()
	}
}

// Space moves down h mm.
func (d *Document) Space(h float64) { d.pdf.Ln(h) }

// lineH is the height of one line of text in the current font, in mm.
func (d *Document) lineH() float64 { return d.fontSize * ptToMM * lineHeight }

// Heading prints a section heading (bold, 13 pt, wrapped when long),
// keeping at least 30 mm of the page for what follows.
func (d *Document) Heading(text string) {
	d.EnsureSpace(30)
	d.SetFont(Bold, 13)
	d.pdf.MultiCell(0, d.lineH(), d.printable(text), "", "L", false)
	d.Space(1)
	d.SetFont(Regular, 9)
}

// Subheading prints a smaller heading (bold, 10 pt), keeping at least
// 20 mm of the page for what follows.
func (d *Document) Subheading(text string) {
	d.EnsureSpace(20)
	d.Space(subheadingSpace)
	d.SetFont(Bold, 10)
	d.pdf.CellFormat(0, d.lineH(), d.fit(text, d.ContentWidth()), "", 1, "L", false, 0, "")
	d.SetFont(Regular, 9)
}

// subheadingSpace is the space above a subheading, in mm.
const subheadingSpace = 1.5

// subheadingHeight is the height Subheading takes, in mm, when it does
// not start a new page.
func subheadingHeight() float64 { return subheadingSpace + 10*ptToMM*lineHeight }

// paragraphHeight is the height Paragraph(f, size, text) takes, in mm,
// when it does not run onto a new page: its lines, wrapped to the width
// of the page as Paragraph wraps them, times the line height.
func (d *Document) paragraphHeight(f Font, size float64, text string) float64 {
	d.SetFont(f, size)
	lines := len(d.pdf.SplitText(d.printableText(text, true), d.ContentWidth()))
	h := float64(max(1, lines)) * d.lineH()
	d.SetFont(Regular, 9)
	return h
}

// Paragraph prints text in the given font and size, wrapped to the width
// of the page.
func (d *Document) Paragraph(f Font, size float64, text string) {
	if d.pdf.PageNo() == 0 {
		d.AddPage()
	}
	d.SetFont(f, size)
	d.pdf.MultiCell(0, d.lineH(), d.printableText(text, true), "", "L", false)
	d.SetFont(Regular, 9)
}

// Field is one labelled value of a Fields block.
type Field struct {
	Label, Value string
}

// Fields prints labelled values one a line, the labels in bold in a column
// labelWidth mm wide and the values wrapped beside them.
func (d *Document) Fields(labelWidth float64, fields []Field) {
	if d.pdf.PageNo() == 0 {
		d.AddPage()
	}
	l, _, _, _ := d.pdf.GetMargins()
	for _, f := range fields {
		d.SetFont(Regular, 9)
		lines := d.pdf.SplitText(d.printable(f.Value), d.ContentWidth()-labelWidth-2)
		if len(lines) == 0 {
			lines = []string{""}
		}
		d.EnsureSpace(float64(len(lines)) * d.lineH())
		d.SetFont(Bold, 9)
		d.pdf.CellFormat(labelWidth, d.lineH(), d.fit(f.Label, labelWidth), "", 0, "L", false, 0, "")
		d.SetFont(Regular, 9)
		for i, line := range lines {
			if i > 0 {
				d.pdf.SetX(l + labelWidth)
			}
			d.pdf.CellFormat(0, d.lineH(), line, "", 1, "L", false, 0, "")
		}
	}
}

// header draws the page decoration, if any, and the page header: title
// left, section right, a rule below.
func (d *Document) header() {
	font, size := d.font, d.fontSize
	if d.decorate != nil {
		d.decorate()
	}
	l := marginSide
	w := d.headerWidth()
	d.pdf.SetY(headerY)
	d.pdf.SetX(l)
	d.SetFont(Bold, 8.5)
	title := d.fit(d.meta.Title, w*0.55)
	d.pdf.CellFormat(w*0.55, 4, title, "", 0, "L", false, 0, "")
	d.SetFont(Regular, 8.5)
	d.pdf.CellFormat(w*0.45, 4, d.fit(d.section, w*0.45), "", 0, "R", false, 0, "")
	d.pdf.SetDrawColor(120, 120, 120)
	d.pdf.SetLineWidth(0.2)
	y := headerY + 5
	d.pdf.Line(l, y, l+w, y)
	d.pdf.SetDrawColor(0, 0, 0)
	d.SetFont(font, size)
}

// footer draws the page footer: a rule, then the program version left,
// "page x of y" centred and the ruleset right. The three take a third of
// the width each, except that a ruleset too long for its third (the title
// regulations of the norm documents) takes what the other two leave.
func (d *Document) footer() {
	font, size := d.font, d.fontSize
	l := marginSide
	w := d.headerWidth()
	y := -footerFromBT
	d.pdf.SetY(y)
	d.pdf.SetDrawColor(120, 120, 120)
	d.pdf.SetLineWidth(0.2)
	d.pdf.Line(l, d.pdf.GetY(), l+w, d.pdf.GetY())
	d.pdf.SetDrawColor(0, 0, 0)
	d.pdf.SetY(y + 1)
	d.pdf.SetX(l)
	d.SetFont(Regular, 7.5)
	left := programName(d.meta.ProgramVersion)
	right := ""
	if d.meta.RulesetID != "" {
		right = "ruleset " + d.meta.RulesetID
	}
	page := fmt.Sprintf("page %d of %s", d.pdf.PageNo(), pageAlias)
	third := w / 3
	lw, cw, rw := third, third, third
	margins := 2 * d.pdf.GetCellMargin()
	if need := d.textWidth(d.printable(right)) + margins; need > third {
		// The page number stays centred on the page: the left and right
		// parts get equal room on either side of it.
		cw = d.textWidth(fmt.Sprintf("page %d of %d", 999, 999)) + margins
		lw = (w - cw) / 2
		rw = lw
	}
	d.pdf.CellFormat(lw, 4, d.fit(left, lw), "", 0, "L", false, 0, "")
	d.pdf.CellFormat(cw, 4, page, "", 0, "C", false, 0, "")
	d.pdf.CellFormat(rw, 4, d.fit(right, rw), "", 0, "R", false, 0, "")
	d.SetFont(font, size)
}

// Output finishes the document and writes it to w.
func (d *Document) Output(w io.Writer) error {
	if d.pdf.PageNo() == 0 {
		d.AddPage()
	}
	if err := d.pdf.Error(); err != nil {
		return fmt.Errorf("pdfout: building %q: %w", d.meta.Title, err)
	}
	var plain keepWriter
	if err := d.pdf.Output(&plain); err != nil {
		return fmt.Errorf("pdfout: writing %q: %w", d.meta.Title, err)
	}
	if err := compressStreams(w, plain.b); err != nil {
		return fmt.Errorf("pdfout: writing %q: %w", d.meta.Title, err)
	}
	return nil
}

// keepWriter keeps what is written to it. gofpdf writes a finished
// document with a single Write of its own buffer, which it never touches
// again: the first write is kept as it is, not copied.
type keepWriter struct{ b []byte }

// Write keeps p.
func (k *keepWriter) Write(p []byte) (int, error) {
	if k.b == nil {
		k.b = p
	} else {
		k.b = append(k.b[:len(k.b):len(k.b)], p...)
	}
	return len(p), nil
}

// programName names the program and its version, "Rating Desk 1.2.3"; the
// name alone when the version is not given.
func programName(version string) string {
	if version == "" {
		return "Rating Desk"
	}
	return "Rating Desk " + version
}
