package gui

import (
	"bytes"
	"image/png"
	"io"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
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
	box, ok := s.Content.(*fyne.Container)
	if !ok {
		t.Fatalf("the scroll holds a %T, want the sections' box", s.Content)
	}
	// The sections' rich texts as one, for what the tests read of them.
	all := &widget.RichText{}
	for _, o := range box.Objects {
		rt, ok := o.(*widget.RichText)
		if !ok {
			t.Fatalf("the box holds a %T, want a RichText a section", o)
		}
		all.Segments = append(all.Segments, rt.Segments...)
	}
	return all
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
		waitIdle(sh)
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
	link := findLink(richText(t, g.content).Segments, docs.FormatsFile)
	if link == nil || link.OnTapped == nil {
		t.Fatalf("the guide has no working link to %s", docs.FormatsFile)
	}
	link.OnTapped()
	if g.shown != docs.FormatsFile || !strings.HasPrefix(g.String(), docs.Title(docs.FormatsFile)) {
		t.Errorf("tapping the link shows %q (%.40q…), want %s", g.shown, g.String(), docs.FormatsFile)
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
		{"![Workspace](images/app-workspace.png)", `![Workspace](ratingdesk-docs:images/app-workspace.png "Workspace")`},
		{"![About](images/app-about.png)", "*(Picture: About.)*"},
		{"```\n| a | b |\n|---|---|\n```", "```\n| a | b |\n|---|---|\n```"},
		{"a | b\nno table", "a | b\nno table"},
	}
	for _, tt := range tests {
		if got := forRichText(tt.in); got != tt.want {
			t.Errorf("forRichText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestGuideShowsPictures opens Help > User guide and checks that its rich
// text holds an image segment for every picture of docs/guide.md, in the
// guide's order and titled by the picture's text, which reads the PNG the
// program embeds, and no "(Picture: …)" caption in its stead (a tester
// saw only the captions).
func TestGuideShowsPictures(t *testing.T) {
	sh, d := newTestShell(t)
	helpItem(t, sh.mainMenu(), "User guide").Action()
	waitIdle(sh)
	rt := richText(t, d.contents[0])
	w := test.NewWindow(d.contents[0])
	defer w.Close()
	w.Resize(fyne.NewSize(860, 720))

	guide, _ := docs.Text(docs.GuideFile)
	want := regexp.MustCompile(`!\[([^\]]*)\]\(([^)\s]+)\)`).FindAllStringSubmatch(guide, -1)
	var got []*widget.ImageSegment
	for _, s := range rt.Segments {
		if img, ok := s.(*widget.ImageSegment); ok {
			got = append(got, img)
		}
	}
	if len(got) != len(want) || len(want) < 9 {
		t.Fatalf("the user guide shows %d pictures, want the %d of %s", len(got), len(want), docs.GuideFile)
	}
	for i, m := range want {
		checkPicture(t, got[i], m[1], m[2])
	}
	if text := rt.String(); strings.Contains(text, "(Picture:") {
		t.Errorf("the user guide still shows a caption for a picture: %.80q…", text[strings.Index(text, "(Picture:"):])
	}
}

// checkPicture checks that img, titled title, shows the picture the guide
// links under path: its source reads the embedded PNG, which Fyne's image
// takes.
func checkPicture(t *testing.T, img *widget.ImageSegment, title, path string) {
	t.Helper()
	if img.Title != title || img.Source == nil {
		t.Errorf("picture %q: the segment is titled %q from %v, want %q", path, img.Title, img.Source, title)
		return
	}
	want, _ := docs.Image(path)
	r, err := storage.Reader(img.Source)
	if err != nil {
		t.Errorf("picture %q: storage.Reader(%v) = %v, want the embedded PNG", path, img.Source, err)
		return
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil || !bytes.Equal(b, want) || len(want) == 0 {
		t.Errorf("picture %q: %v reads %d bytes (%v), want the %d bytes of docs/%s", path, img.Source, len(b), err, len(want), path)
	}
	if cfg, err := png.DecodeConfig(bytes.NewReader(b)); err != nil || cfg.Width < 600 {
		t.Errorf("picture %q: png.DecodeConfig = %+v, %v, want a screenshot", path, cfg, err)
	}
	if c := canvas.NewImageFromURI(img.Source); c.Resource == nil || len(c.Resource.Content()) != len(want) {
		t.Errorf("picture %q: canvas.NewImageFromURI(%v) has no picture", path, img.Source)
	}
}
