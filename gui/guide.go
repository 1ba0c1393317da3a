package gui

import (
	"bytes"
	"fmt"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/docs"
)

// guideScreen shows one of Rating Desk's own documents (package docs: the
// user guide, the file formats, the command line, the rules) as formatted,
// scrollable text in a window of its own. A link to another of them opens
// it in the same window; links to web pages open in the browser; a link to a
// heading ("#preferences", "formats.md#crosstable") scrolls to it.
//
// The document is drawn as one rich text a section (from a heading to
// the next): Fyne lays a rich text out whole, in a time that grows faster
// than its length, and the guide in one froze the app for seconds (a
// tester, shots 65–68); the sections' places are where a link to a
// heading scrolls to.
type guideScreen struct {
	box      *fyne.Container
	sections []guideSection
	scroll   *container.Scroll
	// shown is the file name of the document shown ("guide.md").
	shown   string
	content fyne.CanvasObject
}

// guideSection is a section of the document shown: its anchor is that
// of its heading ("preferences"; "" for the text before the first).
type guideSection struct {
	anchor string
	text   *widget.RichText
}

// newGuideFrame builds the window's content, empty.
func newGuideFrame() *guideScreen {
	registerDocImages.Do(func() { repository.Register(docImageScheme, docImages{}) })
	g := &guideScreen{box: container.NewVBox()}
	g.scroll = container.NewVScroll(g.box)
	g.content = g.scroll
	return g
}

// newGuideScreen builds the window's content showing the document named
// (docs.GuideFile, docs.FormatsFile …).
func newGuideScreen(name string) *guideScreen {
	g := newGuideFrame()
	g.onOpen(name)
	return g
}

// newGuideLoading builds the window's content saying that the document
// named is loading, and reads and formats it off the UI goroutine: the
// window shows at once, and the document replaces the words once ready;
// loaded, when not nil, is called then.
func newGuideLoading(name string, loaded func()) *guideScreen {
	g := newGuideFrame()
	g.box.Add(widget.NewLabel(fmt.Sprintf("Loading %s…", docs.Title(name))))
	go func() {
		secs, ok := guideSections(name)
		fyne.Do(func() {
			if ok {
				g.showSections(name, secs)
			}
			if loaded != nil {
				loaded()
			}
		})
	}()
	return g
}

// onOpen shows the document named, from its top.
func (g *guideScreen) onOpen(name string) {
	if secs, ok := guideSections(name); ok {
		g.showSections(name, secs)
	}
}

// guideSections reads the document named and makes its segments for the
// rich texts, one list a section (wrapped by words: wrapByWords).
func guideSections(name string) ([][]widget.RichTextSegment, bool) {
	text, ok := docs.Text(name)
	if !ok {
		return nil, false
	}
	var secs [][]widget.RichTextSegment
	var cur []widget.RichTextSegment
	for _, seg := range widget.NewRichTextFromMarkdown(forRichText(text)).Segments {
		if headingText(seg) != "" && len(cur) > 0 {
			secs = append(secs, wrapByWords(cur, false))
			cur = nil
		}
		cur = append(cur, seg)
	}
	if len(cur) > 0 {
		secs = append(secs, wrapByWords(cur, false))
	}
	return secs, true
}

// headingText is the text of a heading segment (Fyne's Markdown makes a
// heading of level 3 or more a bold paragraph of its own); "" for any
// other segment.
func headingText(seg widget.RichTextSegment) string {
	t, ok := seg.(*widget.TextSegment)
	if !ok || t.Inline() || t.Text == "" {
		return ""
	}
	if t.Style == widget.RichTextStyleHeading || t.Style == widget.RichTextStyleSubHeading || t.Style.TextStyle.Bold {
		return t.Text
	}
	return ""
}

// anchorOf is a heading's anchor as GitHub makes it, which the documents'
// links use: lower case, spaces as hyphens, other punctuation left out
// ("Tournaments: standings" → "tournaments-standings").
func anchorOf(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// showSections shows the sections of the document named, from its top.
func (g *guideScreen) showSections(name string, secs [][]widget.RichTextSegment) {
	g.shown = name
	g.sections = g.sections[:0]
	objs := make([]fyne.CanvasObject, 0, len(secs))
	for _, segs := range secs {
		rt := widget.NewRichText(segs...)
		rt.Wrapping = fyne.TextWrapWord
		g.linkDocuments(segs)
		g.sections = append(g.sections, guideSection{anchor: anchorOf(headingText(segs[0])), text: rt})
		objs = append(objs, rt)
	}
	g.box.Objects = objs
	g.box.Refresh()
	g.scroll.ScrollToTop()
}

// String is the text of the document shown.
func (g *guideScreen) String() string {
	var b strings.Builder
	for _, s := range g.sections {
		b.WriteString(s.text.String())
	}
	return b.String()
}

// scrollTo scrolls to the heading of anchor; it reports whether the
// document shown has it.
func (g *guideScreen) scrollTo(anchor string) bool {
	for _, s := range g.sections {
		if s.anchor == anchor && anchor != "" {
			g.scroll.Refresh() // the sections laid out at the window's width
			g.scroll.ScrollToOffset(fyne.NewPos(0, s.text.Position().Y))
			return true
		}
	}
	return false
}

// linkDocuments makes each link to an embedded document open it here,
// and a link to a heading scroll to it.
func (g *guideScreen) linkDocuments(segs []widget.RichTextSegment) {
	for _, s := range segs {
		switch s := s.(type) {
		case *widget.HyperlinkSegment:
			g.linkOne(s)
		case *widget.ListSegment:
			g.linkDocuments(s.Items)
		case *widget.ParagraphSegment:
			g.linkDocuments(s.Texts)
		}
	}
}

// linkOne makes a link to an embedded document open it, at its heading
// when it names one; a link to a heading of this document scrolls to
// it; a link to a file of the source does nothing (no browser could open
// it).
func (g *guideScreen) linkOne(s *widget.HyperlinkSegment) {
	switch name, ok := documentLink(s.URL); {
	case ok:
		fragment := s.URL.Fragment
		s.OnTapped = func() {
			if name != g.shown {
				g.onOpen(name)
			}
			g.scrollTo(fragment)
		}
	case s.URL != nil && s.URL.Scheme == "" && s.URL.Path == "" && s.URL.Fragment != "":
		fragment := s.URL.Fragment
		s.OnTapped = func() { g.scrollTo(fragment) }
	case s.URL == nil || s.URL.Scheme == "":
		s.OnTapped = func() {}
	}
}

// documentLink is the embedded document a relative link points to
// ("formats.md#csv-files" → "formats.md"; "#limits" → none: a heading of
// the document shown, linkOne).
func documentLink(u *url.URL) (string, bool) {
	if u == nil || u.Scheme != "" || u.Host != "" {
		return "", false
	}
	name := path.Base(u.Path)
	return name, u.Path != "" && slices.Contains(docs.Names(), name)
}

// markdownImage is an image: ![alt](target).
var markdownImage = regexp.MustCompile(`!\[([^\]]*)\]\(([^)\s]*)\)`)

// docImageScheme is the scheme of the URIs under which the guide window
// reads the pictures of the documents, embedded in the program (package
// docs): "ratingdesk-docs:images/app-workspace.png".
const docImageScheme = "ratingdesk-docs"

// registerDocImages registers docImages for docImageScheme once.
var registerDocImages sync.Once

// docImages is the storage repository of docImageScheme: it reads a URI's
// path as the picture the documents link under it (docs.Image), so that
// a RichText's ImageSegment shows it.
type docImages struct{}

// Exists tells whether the documents have the picture.
func (docImages) Exists(u fyne.URI) (bool, error) {
	_, ok := docs.Image(u.Path())
	return ok, nil
}

// CanRead tells whether the documents have the picture.
func (r docImages) CanRead(u fyne.URI) (bool, error) { return r.Exists(u) }

// Reader reads the picture.
func (docImages) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	b, ok := docs.Image(u.Path())
	if !ok {
		return nil, fmt.Errorf("gui: the documents have no picture %s", u.Path())
	}
	return &docImageReader{Reader: bytes.NewReader(b), uri: u}, nil
}

// Destroy has nothing to release.
func (docImages) Destroy(string) {}

// docImageReader reads an embedded picture.
type docImageReader struct {
	*bytes.Reader
	uri fyne.URI
}

// Close has nothing to release.
func (r *docImageReader) Close() error { return nil }

// URI is the picture's URI.
func (r *docImageReader) URI() fyne.URI { return r.uri }

// pictureFor is a Markdown image as the guide window shows it: a picture
// the program embeds (docs.Image) read from docImageScheme, titled by its
// text ("Workspace"); any other becomes its caption in italics.
func pictureFor(image string) string {
	m := markdownImage.FindStringSubmatch(image)
	if _, ok := docs.Image(m[2]); ok {
		return fmt.Sprintf("![%s](%s:%s %q)", m[1], docImageScheme, m[2], m[1])
	}
	return "*(Picture: " + m[1] + ".)*"
}

// forRichText adapts a document to what Fyne's Markdown shows: a picture
// is read from the program (pictureFor), and a table becomes a list with
// one item a row, each cell named by its column, since RichText draws no
// tables. Code blocks are left as they are.
func forRichText(md string) string {
	lines := strings.Split(md, "\n")
	out := make([]string, 0, len(lines))
	fenced := false
	for i := 0; i < len(lines); {
		line := lines[i]
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
		}
		if !fenced && isTableStart(lines, i) {
			end := i + 2
			for end < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[end]), "|") {
				end++
			}
			out = append(out, tableAsList(lines[i:end])...)
			i = end
			continue
		}
		if !fenced {
			line = markdownImage.ReplaceAllStringFunc(line, pictureFor)
		}
		out = append(out, line)
		i++
	}
	return strings.Join(out, "\n")
}

// isTableStart tells whether lines[i] is a table's header row: it begins
// with "|" and the next line is the rule under it (| --- | :---: |).
func isTableStart(lines []string, i int) bool {
	if i+1 >= len(lines) || !strings.HasPrefix(strings.TrimSpace(lines[i]), "|") {
		return false
	}
	rule := strings.TrimSpace(lines[i+1])
	return strings.HasPrefix(rule, "|") && strings.Contains(rule, "-") &&
		strings.Trim(rule, "|:- ") == ""
}

// tableAsList writes a table's rows as list items: the first cell in bold,
// then "column: value" for every other cell that is not empty.
func tableAsList(table []string) []string {
	head := tableCells(table[0])
	out := []string{""}
	for _, row := range table[2:] {
		cells := tableCells(row)
		if len(cells) == 0 {
			continue
		}
		item := "- **" + strings.ReplaceAll(cells[0], "`", "") + "**"
		for j, c := range cells[1:] {
			if c == "" {
				continue
			}
			if j+1 < len(head) && head[j+1] != "" {
				c = head[j+1] + ": " + c
			}
			item += "; " + c
		}
		out = append(out, item)
	}
	return append(out, "")
}

// tableCells splits a table row into its cells, trimmed; "\|" is a pipe
// inside a cell.
func tableCells(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimSuffix(strings.TrimPrefix(row, "|"), "|")
	row = strings.ReplaceAll(row, `\|`, "\x00")
	cells := strings.Split(row, "|")
	for i, c := range cells {
		cells[i] = strings.TrimSpace(strings.ReplaceAll(c, "\x00", "|"))
	}
	return cells
}
