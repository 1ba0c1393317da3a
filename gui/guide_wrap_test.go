package gui

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/docs"
)

// TestGuideWrapsByWords lays out the documents the Help menu shows (the
// user guide, the file formats) whole at many window widths and reads the rows Fyne draws: no paragraph may be
// drawn one character a row, nor begin a row with a space (the row
// before it broken early), nor run past the right edge (user test shots
// 39–40: after "(games.csv A4: white player 100099 is not on the list)"
// the rest of the Workspace paragraph stood one character a line).
func TestGuideWrapsByWords(t *testing.T) {
	for _, doc := range []struct {
		name string
		step float32
	}{{docs.GuideFile, 12}, {docs.FormatsFile, 58}} {
		g := newGuideScreen(doc.name)
		w := test.NewTempWindow(t, g.content)
		for width := float32(420); width <= 1000; width += doc.step {
			w.Resize(fyne.NewSize(width, 700))
			if msg := wrapFault(g); msg != "" {
				t.Errorf("%s in a window %v wide: %s", doc.name, width, msg)
				break
			}
		}
	}
}

// rowStep is less than the height of a row of the guide's text, and more
// than the offset of code from the text around it on the same row.
const rowStep = 8

// wrapFault says what is wrong with the rows the guide's text is drawn
// in: three rows in a row of one character each, a row beginning with a
// space (outside code), or a text drawn past the right edge; "" when
// nothing is.
func wrapFault(g *guideScreen) string {
	for _, sec := range g.sections {
		if msg := wrapFaultIn(sec.text); msg != "" {
			return msg
		}
	}
	return ""
}

// wrapFaultIn is wrapFault for the rich text of one section.
func wrapFaultIn(rt *widget.RichText) string {
	right := rt.Size().Width
	var run []string
	lastY := float32(-rowStep)
	for _, o := range test.WidgetRenderer(rt).Objects() {
		tx, ok := o.(*canvas.Text)
		if !ok || !tx.Visible() {
			continue
		}
		shown := strings.TrimSpace(strings.ReplaceAll(tx.Text, zeroWidthSpace, ""))
		if end := tx.Position().X + tx.MinSize().Width; end > right+1 && shown != "" {
			return fmt.Sprintf("%q ends at %v, past the right edge at %v", tx.Text, end, right)
		}
		if y := tx.Position().Y; y < lastY+rowStep {
			run = nil // another segment on the same row (code is set a little lower)
			continue
		}
		lastY = tx.Position().Y
		if strings.HasPrefix(strings.ReplaceAll(tx.Text, zeroWidthSpace, ""), " ") && !tx.TextStyle.Monospace {
			return fmt.Sprintf("a row begins with a space: %q", tx.Text)
		}
		if shown != "•" && utf8.RuneCountInString(shown) <= 1 {
			run = append(run, tx.Text)
			if len(run) >= 3 {
				return fmt.Sprintf("rows of one character: %q", run)
			}
			continue
		}
		run = nil
	}
	return ""
}

// TestWrapByWords: the text of a paragraph goes in a segment a word,
// each after the first of a row beginning with a zero-width space, a
// space before a word going to the end of the word before; a link is
// followed by two zero-width spaces; a text that begins a row is left as
// it is, so that the document still reads the same (wrapByWords).
func TestWrapByWords(t *testing.T) {
	rt := widget.NewRichTextFromMarkdown("Open *the* list ([formats](formats.md)).\n\n- **Save** it\n\n# Head")
	segs := wrapByWords(rt.Segments, false)
	var got []string
	var walkSegs func([]widget.RichTextSegment)
	walkSegs = func(ss []widget.RichTextSegment) {
		for _, s := range ss {
			switch s := s.(type) {
			case *widget.TextSegment:
				got = append(got, s.Text)
			case *widget.HyperlinkSegment:
				got = append(got, "link "+s.Text)
			case *widget.ParagraphSegment:
				walkSegs(s.Texts)
			case *widget.ListSegment:
				walkSegs(s.Items)
			}
		}
	}
	walkSegs(segs)
	z := zeroWidthSpace
	want := []string{"Open ", z + "the ", z + "list ", z + "(", "link formats", z + z, z + ").", "", z + "Save ", z + "it", "Head"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("segments %q, want %q", got, want)
	}
}
