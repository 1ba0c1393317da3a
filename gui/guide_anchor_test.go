package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/docs"
)

// findAnchorLink is the link to #anchor among segs.
func findAnchorLink(segs []widget.RichTextSegment, anchor string) *widget.HyperlinkSegment {
	for _, s := range segs {
		var found *widget.HyperlinkSegment
		switch s := s.(type) {
		case *widget.HyperlinkSegment:
			if s.URL != nil && s.URL.Path == "" && s.URL.Fragment == anchor {
				found = s
			}
		case *widget.ListSegment:
			found = findAnchorLink(s.Items, anchor)
		case *widget.ParagraphSegment:
			found = findAnchorLink(s.Texts, anchor)
		}
		if found != nil {
			return found
		}
	}
	return nil
}

// TestGuideContentsScrollToHeadings: a link of the guide's Contents
// scrolls to its heading (a tester: "Preferences" did nothing, shots
// 74–75).
func TestGuideContentsScrollToHeadings(t *testing.T) {
	test.NewTempApp(t)
	g := newGuideScreen(docs.GuideFile)
	w := test.NewTempWindow(t, g.content)
	w.Resize(fyne.NewSize(860, 720))
	for _, anchor := range []string{"preferences", "troubleshooting", "a-new-player-on-a-game-list"} {
		link := findAnchorLink(richText(t, g.content).Segments, anchor)
		if link == nil || link.OnTapped == nil {
			t.Fatalf("the guide has no link to #%s", anchor)
		}
		g.scroll.ScrollToTop()
		link.OnTapped()
		var want float32 = -1
		for _, s := range g.sections {
			if s.anchor == anchor {
				want = s.text.Position().Y
			}
		}
		if want <= 0 || g.scroll.Offset.Y <= 0 || (g.scroll.Offset.Y != want && g.scroll.Offset.Y < g.scroll.Content.Size().Height-g.scroll.Size().Height-1) {
			t.Errorf("the link to #%s scrolled to %v, want its heading at %v", anchor, g.scroll.Offset.Y, want)
		}
	}
}
