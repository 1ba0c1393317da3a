package pdfout

import (
	"strings"
	"unicode"

	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

// ellipsis marks text cut to fit its cell.
const ellipsis = "…"

// glyphs knows which runes the Go fonts can draw. All Go faces cover the
// same set (WGL4: Latin, Greek, Cyrillic and the usual symbols), so one
// face answers for all.
type glyphs struct {
	font  *sfnt.Font
	buf   sfnt.Buffer
	known map[rune]bool
}

// newGlyphs reads the cmap of Go Regular.
func newGlyphs() *glyphs {
	f, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		// Cannot happen with the compiled-in font; without a cmap every
		// rune of the Basic Multilingual Plane is taken as drawable.
		f = nil
	}
	return &glyphs{font: f, known: make(map[rune]bool)}
}

// has reports whether the fonts have a glyph for r.
func (g *glyphs) has(r rune) bool {
	if r >= 0x20 && r < 0x7f {
		return true
	}
	if g.font == nil || r > 0xFFFF {
		return g.font == nil && r <= 0xFFFF
	}
	if ok, seen := g.known[r]; seen {
		return ok
	}
	i, err := g.font.GlyphIndex(&g.buf, r)
	ok := err == nil && i != 0
	g.known[r] = ok
	return ok
}

// substitute finds a drawable stand-in for a rune the fonts lack: the same
// letter with fewer diacritics (Vietnamese ễ → ê, ị → i), else "?".
func (g *glyphs) substitute(r rune) string {
	d := []rune(norm.NFD.String(string(r)))
	if len(d) == 0 || !g.has(d[0]) || unicode.Is(unicode.Mn, d[0]) {
		return "?"
	}
	for k := len(d) - 1; k > 0; k-- {
		c := []rune(norm.NFC.String(string(d[:k])))
		if len(c) == 1 && g.has(c[0]) {
			return string(c)
		}
	}
	return string(d[0])
}

// printable makes s safe to print on one line: control characters become
// spaces, and runes the fonts cannot draw (or gofpdf cannot handle: outside
// the Basic Multilingual Plane) get a stand-in (see substitute).
func (d *Document) printable(s string) string { return d.printableText(s, false) }

// printableText is printable, keeping line breaks when multiline is set.
func (d *Document) printableText(s string, multiline bool) string {
	keep := func(r rune) bool { return multiline && r == '\n' }
	ok := true
	for _, r := range s {
		if (r < 0x20 && !keep(r)) || r == 0x7f || (r > 0x7f && !d.glyphs.has(r)) {
			ok = false
			break
		}
	}
	if ok {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case (r < 0x20 && !keep(r)) || r == 0x7f:
			b.WriteByte(' ')
		case r > 0x7f && !d.glyphs.has(r):
			b.WriteString(d.glyphs.substitute(r))
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// textWidth is the width of s in the current font, in mm.
func (d *Document) textWidth(s string) float64 { return d.pdf.GetStringWidth(s) }

// fit returns s printable and, when it is wider than w mm (less the cell
// margins) in the current font, cut at the end with an ellipsis.
func (d *Document) fit(s string, w float64) string {
	return d.fitClip(s, w, ClipEnd)
}

// fitClip is fit with a choice of which end of s to cut.
func (d *Document) fitClip(s string, w float64, clip Clip) string {
	s = d.printable(s)
	avail := w - 2*d.pdf.GetCellMargin()
	if d.textWidth(s) <= avail {
		return s
	}
	runes := []rune(s)
	// Binary search for the longest prefix (or suffix) that fits with the
	// ellipsis: widths grow with the number of runes kept.
	lo, hi := 0, len(runes)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if d.textWidth(cut(runes, mid, clip)) <= avail {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return cut(runes, lo, clip)
}

// cut keeps n runes of r, at the start (ClipEnd) or at the end
// (ClipStart), and puts the ellipsis where the text was cut.
func cut(r []rune, n int, clip Clip) string {
	if clip == ClipStart {
		return ellipsis + strings.TrimLeft(string(r[len(r)-n:]), " ")
	}
	return strings.TrimRight(string(r[:n]), " ") + ellipsis
}
