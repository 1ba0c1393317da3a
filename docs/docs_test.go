package docs_test

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"ratingdesk/docs"
)

func TestTextOfEveryDocument(t *testing.T) {
	for _, name := range docs.Names() {
		text, ok := docs.Text(name)
		if !ok || len(text) < 1000 {
			t.Errorf("Text(%q) = %d bytes, %v, want the document", name, len(text), ok)
		}
		if title := docs.Title(name); title == name || title == "" {
			t.Errorf("Title(%q) = %q, want its first heading", name, title)
		}
	}
	if text, ok := docs.Text("README.md"); ok {
		t.Errorf("Text(%q) = %d bytes, true, want false: not an embedded document", "README.md", len(text))
	}
}

// link is a Markdown link or image: [text](target) or ![alt](target).
var link = regexp.MustCompile(`!?\[[^\]]*\]\(([^)\s]+)\)`)

// TestLinksResolve checks that every relative link of every document (and
// of README.md) names a file of the repository, and every #anchor a heading
// of the document it points to: no document cites a file that is not there.
func TestLinksResolve(t *testing.T) {
	files := append([]string{"../README.md"}, docs.Names()...)
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(withoutCode(string(text)), -1) {
			checkLink(t, file, m[1])
		}
	}
}

func checkLink(t *testing.T, from, target string) {
	t.Helper()
	if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
		return
	}
	path, anchor, _ := strings.Cut(target, "#")
	file := from
	if path != "" {
		file = filepath.Join(filepath.Dir(from), path)
	}
	text, err := os.ReadFile(file)
	if err != nil {
		t.Errorf("%s links to %s: %v", from, target, err)
		return
	}
	if anchor != "" && !hasAnchor(string(text), anchor) {
		t.Errorf("%s links to %s: %s has no heading with the anchor #%s", from, target, file, anchor)
	}
}

// hasAnchor tells whether a heading of the Markdown text has the anchor
// GitHub gives it (lower case, punctuation dropped, spaces as dashes).
func hasAnchor(text, anchor string) bool {
	for line := range strings.Lines(withoutCode(text)) {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "#") {
			continue
		}
		if slug(strings.TrimLeft(line, "# ")) == anchor {
			return true
		}
	}
	return false
}

func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// withoutCode is the text with its fenced code blocks blanked out.
func withoutCode(text string) string {
	var b strings.Builder
	fenced := false
	for line := range strings.Lines(text) {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if !fenced {
			b.WriteString(line)
		}
	}
	return b.String()
}

// picture is a Markdown image: ![alt](target).
var picture = regexp.MustCompile(`!\[[^\]]*\]\(([^)\s]+)\)`)

// TestImagesOfTheDocuments checks that every picture an embedded document
// shows is embedded, byte for byte the file of docs/images/, and a PNG
// image: the app's Help window shows it (gui's guide window).
func TestImagesOfTheDocuments(t *testing.T) {
	shown := 0
	for _, name := range docs.Names() {
		text, _ := docs.Text(name)
		for _, m := range picture.FindAllStringSubmatch(withoutCode(text), -1) {
			shown++
			got, ok := docs.Image(m[1])
			want, err := os.ReadFile(m[1])
			if err != nil {
				t.Fatal(err)
			}
			if !ok || !bytes.Equal(got, want) {
				t.Errorf("Image(%q) = %d bytes, %v, want the %d bytes of %s (shown by %s)", m[1], len(got), ok, len(want), m[1], name)
				continue
			}
			if cfg, err := png.DecodeConfig(bytes.NewReader(got)); err != nil || cfg.Width == 0 {
				t.Errorf("Image(%q) is not a PNG image: %v", m[1], err)
			}
		}
	}
	if shown < 9 {
		t.Errorf("the documents show %d pictures, want the guide's 9 at least", shown)
	}
	for _, path := range []string{"guide.md", "images/app-about.png", "images/nothing.png"} {
		if b, ok := docs.Image(path); ok {
			t.Errorf("Image(%q) = %d bytes, true, want false: not a picture a document shows", path, len(b))
		}
	}
}
