package gui

import (
	"regexp"
	"strings"

	"fyne.io/fyne/v2/widget"
)

// zeroWidthSpace is U+200B: it takes no room, and Fyne's fonts draw
// nothing for it.
const zeroWidthSpace = "\u200b"

// linkGuard follows a link (wrapByWords).
const linkGuard = zeroWidthSpace + zeroWidthSpace

// wordRE is a word of a text and the spaces after it.
var wordRE = regexp.MustCompile(`[^ ]+ *`)

// wrapByWords lays a document's text out for Fyne 2.7's RichText so that
// its rows break between words, working around how it wraps a text
// segment that goes on a row another segment has begun (widget.RichText
// lineBounds; Fyne's Markdown makes a segment of each line of the source
// and of each phrase in bold, italics or code):
//
//   - When not even the segment's first character fits in what is left of
//     the row, Fyne puts each of its characters on a row of its own (user
//     test shots 39–40: after an italic phrase that ended at the right
//     edge, the rest of the Workspace paragraph stood one character a
//     line). Every such segment here begins with a zero-width space, which
//     fits in any room that is not negative.
//   - A link is put on the row whether it fits or not, and can leave less
//     than nothing: it is followed by two zero-width spaces of their own
//     (linkGuard), which in no room go on a row each, the second beginning
//     a new row for the text after the link; in room, both fit.
//   - When the first character that does not fit is a space, Fyne moves
//     the whole segment to the next row, leaving the row short and the
//     next one beginning with a space. Each word here is a segment of its
//     own, with its spaces after it: a word that does not fit goes to the
//     next row whole, as in any word wrapping, and a row begins with a
//     word.
//
// It also takes out the space Fyne's Markdown puts between an opening
// parenthesis and the code, link or emphasis after it ("( games.csv").
// after says whether segs continue a row (the bullet of a list item).
func wrapByWords(segs []widget.RichTextSegment, after bool) []widget.RichTextSegment {
	out := make([]widget.RichTextSegment, 0, len(segs))
	for _, seg := range segs {
		switch s := seg.(type) {
		case *widget.TextSegment:
			if s.Inline() {
				out = appendWords(out, s, after)
				after = true
				continue
			}
			if after && s.Text != "" {
				s.Text = zeroWidthSpace + s.Text
			}
		case *widget.ParagraphSegment:
			s.Texts = wrapByWords(s.Texts, after)
		case *widget.ListSegment:
			for _, it := range s.Items {
				if p, ok := it.(*widget.ParagraphSegment); ok { // as Fyne's Markdown makes them
					p.Texts = wrapByWords(p.Texts, true) // after the item's bullet
				}
			}
		}
		out = append(out, seg)
		if _, text := seg.(*widget.TextSegment); !text && seg.Inline() {
			out = append(out, &widget.TextSegment{Text: linkGuard, Style: widget.RichTextStyleInline})
		}
		after = continuesRow(seg, after)
	}
	return out
}

// appendWords appends the words of s to out, a segment each in the style
// of s, each after the first of a row beginning with a zero-width space.
// Spaces before the first word go to the end of the word (or link)
// before, where the row may break (moveSpaces).
func appendWords(out []widget.RichTextSegment, s *widget.TextSegment, after bool) []widget.RichTextSegment {
	text := s.Text
	// Fyne's Markdown ends with a space every text followed by code, a
	// link or emphasis, also where there is none.
	if strings.HasSuffix(text, "( ") {
		text = strings.TrimSuffix(text, " ")
	}
	lead := text[:len(text)-len(strings.TrimLeft(text, " "))]
	if lead != "" && after && moveSpaces(out, lead) {
		text, lead = text[len(lead):], ""
	}
	words := wordRE.FindAllString(text[len(lead):], -1)
	switch {
	case text == "":
		return out
	case len(words) == 0:
		words = []string{text} // spaces alone
	default:
		words[0] = lead + words[0]
	}
	for _, w := range words {
		if after {
			w = zeroWidthSpace + w
		}
		out = append(out, &widget.TextSegment{Text: w, Style: s.Style})
		after = true
	}
	return out
}

// moveSpaces puts spaces at the end of the last text of out, or of the
// link before its guard, and reports whether it could.
func moveSpaces(out []widget.RichTextSegment, spaces string) bool {
	n := len(out)
	if n == 0 {
		return false
	}
	switch prev := out[n-1].(type) {
	case *widget.TextSegment:
		if prev.Text == linkGuard && n > 1 {
			if link, ok := out[n-2].(*widget.HyperlinkSegment); ok {
				link.Text += spaces
				return true
			}
		}
		if prev.Inline() && prev.Text != linkGuard {
			prev.Text += spaces
			return true
		}
	case *widget.HyperlinkSegment:
		prev.Text += spaces
		return true
	}
	return false
}

// continuesRow says whether what follows seg goes on the row it ends, as
// Fyne lays segments out (widget.RichText updateRowBounds): after an
// inline segment, or a block whose last segment is inline; after says
// whether the row before seg was continued.
func continuesRow(seg widget.RichTextSegment, after bool) bool {
	b, ok := seg.(widget.RichTextBlock)
	if !ok {
		return seg.Inline()
	}
	if segs := b.Segments(); len(segs) > 0 {
		return segs[len(segs)-1].Inline()
	}
	return after
}
