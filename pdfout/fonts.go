package pdfout

import (
	"bytes"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Font is one of the typefaces a document uses. All of them are the Go
// fonts (golang.org/x/image/font/gofont), embedded as UTF-8 TrueType
// subsets, so that every name on an ICCF list (Đorđević, Ševčík, Kıraç,
// Gonçalves, Ståhlberg …) prints as written; the PDF core fonts cannot.
type Font int

// The fonts a document can use.
const (
	// Regular is the body text.
	Regular Font = iota
	// Bold is for headings, table headers and totals.
	Bold
	// Italic is for notes and explanations.
	Italic
	// BoldItalic is for emphasis inside notes.
	BoldItalic
	// Mono is a fixed-width face for hashes, file names and IDs.
	Mono
	// MonoBold is the bold fixed-width face.
	MonoBold
)

// fontFace says how a Font is registered with gofpdf.
type fontFace struct {
	family, style string
	ttf           []byte
}

// face gives the registration of f; an unknown Font falls back to Regular.
func (f Font) face() fontFace {
	switch f {
	case Bold:
		return fontFace{"go", "B", gobold.TTF}
	case Italic:
		return fontFace{"go", "I", goitalic.TTF}
	case BoldItalic:
		return fontFace{"go", "BI", gobolditalic.TTF}
	case Mono:
		return fontFace{"gomono", "", gomono.TTF}
	case MonoBold:
		return fontFace{"gomono", "B", gomonobold.TTF}
	default:
		return fontFace{"go", "", goregular.TTF}
	}
}

// SetFont selects a font and size (in points) for what follows. Fonts are
// registered the first time they are used, so that a document embeds only
// the faces it prints with.
func (d *Document) SetFont(f Font, size float64) {
	if d.fonts[f] && d.font == f && d.fontSize == size {
		return
	}
	ff := f.face()
	if !d.fonts[f] {
		// gofpdf writes into the bytes it is given while it subsets the
		// font (getMetrics appends to a slice of them: in a face with
		// fewer horizontal metrics than glyphs, Go Mono's, the .notdef
		// glyph's side bearing becomes that of the last glyph used). Each
		// document gets its own copy, so that what one document printed
		// never changes the bytes of the next.
		d.pdf.AddUTF8FontFromBytes(ff.family, ff.style, bytes.Clone(ff.ttf))
		d.fonts[f] = true
	}
	d.pdf.SetFont(ff.family, ff.style, size)
	d.font, d.fontSize = f, size
}
