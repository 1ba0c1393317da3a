package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/docs"
)

// helpItem finds the Help menu's item with the label.
func helpItem(t *testing.T, m *fyne.MainMenu, label string) *fyne.MenuItem {
	t.Helper()
	for _, menu := range m.Items {
		if menu.Label != "Help" {
			continue
		}
		for _, it := range menu.Items {
			if it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("the Help menu has no item %q", label)
	return nil
}

// richText is the RichText a guide window's content scrolls.
func richText(t *testing.T, content fyne.CanvasObject) *widget.RichText {
	t.Helper()
	s, ok := content.(*container.Scroll)
	if !ok {
		t.Fatalf("the window's content is a %T, want a scroll container", content)
	}
	rt, ok := s.Content.(*widget.RichText)
	if !ok {
		t.Fatalf("the scroll holds a %T, want a RichText", s.Content)
	}
	return rt
}

func TestHelpMenuOpensDocuments(t *testing.T) {
	tests := []struct {
		item, file, heading string
	}{
		{"User guide", docs.GuideFile, "Rating Desk user guide"},
		{"File formats", docs.FormatsFile, "The files Rating Desk reads and writes"},
	}
	for _, tt := range tests {
		sh, d := newTestShell(t)
		helpItem(t, sh.mainMenu(), tt.item).Action()
		if len(d.windows) != 1 || d.windows[0] != tt.heading {
			t.Fatalf("Help > %s opened windows %q, want [%q]", tt.item, d.windows, tt.heading)
		}
		rt := richText(t, d.contents[0])
		if got := rt.String(); !strings.HasPrefix(got, tt.heading) || len(got) < 2000 {
			t.Errorf("Help > %s shows %.60q… (%d characters), want %s from its heading %q",
				tt.item, got, len(got), tt.file, tt.heading)
		}
	}
}

// TestGuideLinksOpenDocuments taps the guide's first link to the file
// formats: the same window then shows them.
func TestGuideLinksOpenDocuments(t *testing.T) {
	g := newGuideScreen(docs.GuideFile)
	link := findLink(g.text.Segments, docs.FormatsFile)
	if link == nil || link.OnTapped == nil {
		t.Fatalf("the guide has no working link to %s", docs.FormatsFile)
	}
	link.OnTapped()
	if g.shown != docs.FormatsFile || !strings.HasPrefix(g.text.String(), docs.Title(docs.FormatsFile)) {
		t.Errorf("tapping the link shows %q (%.40q…), want %s", g.shown, g.text.String(), docs.FormatsFile)
	}
}

func findLink(segs []widget.RichTextSegment, file string) *widget.HyperlinkSegment {
	for _, s := range segs {
		var found *widget.HyperlinkSegment
		switch s := s.(type) {
		case *widget.HyperlinkSegment:
			if s.URL != nil && strings.HasPrefix(s.URL.Path, file) {
				found = s
			}
		case *widget.ListSegment:
			found = findLink(s.Items, file)
		case *widget.ParagraphSegment:
			found = findLink(s.Texts, file)
		}
		if found != nil {
			return found
		}
	}
	return nil
}

func TestForRichText(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"| key | meaning |\n|---|---|\n| `Start` | start date |\n| Rated | |\n\nafter",
			"\n- **Start**; meaning: start date\n- **Rated**\n\n\nafter"},
		{"![Workspace](images/app-workspace.png)", "*(Picture: Workspace.)*"},
		{"```\n| a | b |\n|---|---|\n```", "```\n| a | b |\n|---|---|\n```"},
		{"a | b\nno table", "a | b\nno table"},
	}
	for _, tt := range tests {
		if got := forRichText(tt.in); got != tt.want {
			t.Errorf("forRichText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
