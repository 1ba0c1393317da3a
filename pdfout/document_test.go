package pdfout_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"ratingdesk/pdfout"
)

// TestDocumentBase builds a document with the base helpers alone, as the
// norms statement and the certificates will.
func TestDocumentBase(t *testing.T) {
	d := pdfout.NewDocument(pdfout.Meta{Title: "Statement of norms", ProgramVersion: "v0", Paper: pdfout.Letter})
	d.SetSection("Section Ω")
	d.AddPage()
	d.Heading("Statement of norms — Kıraç Memorial")
	d.Paragraph(pdfout.Italic, 9, "First line\nSecond line")
	d.Fields(30, []pdfout.Field{{Label: "Arbiter", Value: "Gonçalves, João"}})
	tab := d.NewTable([]pdfout.Column{
		{Title: "No", Width: 12, Align: pdfout.Right},
		{Title: "Player", Width: 40},
		{Title: "File", Width: 40, Clip: pdfout.ClipStart, Font: pdfout.Mono},
	}, pdfout.TableStyle{Zebra: true})
	for i := 1; i <= 150; i++ {
		tab.Row(fmt.Sprint(i), "Ståhlberg-Đorđević-Ševčík, Gideon Milan Jiří", "/very/long/path/to/the/crosstable/results-final.xlsx")
	}
	tab.RowBold("Σ", "150 players")
	var buf bytes.Buffer
	if err := d.Output(&buf); err != nil {
		t.Fatalf("Output: %v", err)
	}
	path := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	info := poppler(t, "pdfinfo", path)
	if m := regexp.MustCompile(`CreationDate:.*`).FindString(info); !strings.Contains(m, "2000") {
		t.Errorf("document without a date: %q, want the fixed date of 1 Jan 2000", m)
	}
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	pages := strings.Split(strings.TrimSuffix(text, "\f"), "\f")
	if len(pages) < 3 {
		t.Fatalf("table of 150 rows fills %d pages, want at least 3", len(pages))
	}
	for n, page := range pages {
		for _, want := range []string{"Statement of norms", "Section Ω", "Player", fmt.Sprintf("page %d of %d", n+1, len(pages)), "Rating Desk v0"} {
			if !strings.Contains(page, want) {
				t.Errorf("page %d lacks %q", n+1, want)
			}
		}
		if strings.Contains(page, "ruleset") {
			t.Errorf("page %d names a ruleset, but the document has none", n+1)
		}
	}
	for _, want := range []string{"Second line", "Gonçalves, João", "Ståhlberg-Đorđević", "…"} {
		if !strings.Contains(text, want) {
			t.Errorf("document lacks %q", want)
		}
	}
	if strings.Contains(text, "/very/long") || !regexp.MustCompile(`…\S*results-final\.xlsx`).MatchString(text) {
		t.Errorf("path not cut at its start with an ellipsis")
	}
}

// TestProducerNamesTheVersion: the PDF's Producer is "Rating Desk" and the
// version, or the name alone without a trailing space when no version is
// given (user test: "Rating Desk " in a development build).
func TestProducerNamesTheVersion(t *testing.T) {
	for _, tc := range []struct{ version, want string }{
		{"v1.2.3", "Rating Desk v1.2.3"},
		{"development build", "Rating Desk development build"},
		{"", "Rating Desk"},
	} {
		d := pdfout.NewDocument(pdfout.Meta{Title: "T", ProgramVersion: tc.version})
		d.AddPage()
		var buf bytes.Buffer
		if err := d.Output(&buf); err != nil {
			t.Fatalf("Output: %v", err)
		}
		m := regexp.MustCompile(`/Producer \(([^)]*)\)`).FindSubmatch(buf.Bytes())
		if m == nil {
			t.Fatalf("version %q: no Producer in the PDF", tc.version)
		}
		if got := utf16Text(m[1]); got != tc.want {
			t.Errorf("version %q: Producer %q, want %q", tc.version, got, tc.want)
		}
	}
}

// utf16Text reads a PDF text string written as UTF-16BE with its byte
// order mark; other strings as they are.
func utf16Text(b []byte) string {
	if !bytes.HasPrefix(b, []byte{0xfe, 0xff}) {
		return string(b)
	}
	var s strings.Builder
	for i := 2; i+1 < len(b); i += 2 {
		s.WriteRune(rune(b[i])<<8 | rune(b[i+1]))
	}
	return s.String()
}
