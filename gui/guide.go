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
// heading of the document shown does nothing (the window scrolls).
type guideScreen struct {
	text   *widget.RichText
	scroll *container.Scroll
	// shown is the file name of the document shown ("guide.md").
	shown   string
	content fyne.CanvasObject
}

// newGuideScreen builds the window's content showing the document named
// (docs.GuideFile, docs.FormatsFile …).
func newGuideScreen(name string) *guideScreen {
	registerDocImages.Do(func() { repository.Register(docImageScheme, docImages{}) })
	g := &guideScreen{text: widget.NewRichText()}
	g.text.Wrapping = fyne.TextWrapWord
	g.scroll = container.NewVScroll(g.text)
	g.content = g.scroll
	g.onOpen(name)
	return g
}

// onOpen shows the document named, from its top.
func (g *guideScreen) onOpen(name string) {
	text, ok := docs.Text(name)
	if !ok {
		return
	}
	g.shown = name
	g.text.Segments = wrapByWords(widget.NewRichTextFromMarkdown(forRichText(text)).Segments, false)
	g.linkDocuments(g.text.Segments)
	g.text.Refresh()
	g.scroll.ScrollToTop()
}

// linkDocuments makes each link to an embedded document open it here.
func (g *guideScreen) linkDocuments(segs []widget.RichTextSegment) {
	for _, s := range segs {
		switch s := s.(type) {
		case *widget.HyperlinkSegment:
			if name, ok := documentLink(s.URL); ok {
				s.OnTapped = func() { g.onOpen(name) }
			} else if s.URL == nil || s.URL.Scheme == "" {
				// A heading of this document ("#limits") or a file of
				// the source: nothing a browser could open.
				s.OnTapped = func() {}
			}
		case *widget.ListSegment:
			g.linkDocuments(s.Items)
		case *widget.ParagraphSegment:
			g.linkDocuments(s.Texts)
		}
	}
}

// documentLink is the embedded document a relative link points to
// ("formats.md#csv-files" → "formats.md"; "#limits" → none: it stays in
// the document, which the window shows whole).
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
