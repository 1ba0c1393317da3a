package xlsxio

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
)

// TestTokenGuard checks that the guard passes XML unchanged, read in
// blocks or byte by byte, while no token is longer than maxXMLToken, and
// refuses a longer token of every kind — even one that hides < and > in a
// comment, a CDATA section, a processing instruction or an attribute.
func TestTokenGuard(t *testing.T) {
	long := strings.Repeat("a", maxXMLToken)
	hidden := strings.Repeat("<a>", maxXMLToken/3+1)
	tests := []struct {
		name string
		xml  string
		ok   bool
	}{
		{"text at the limit", "<t>" + long + "</t>", true},
		{"small tokens", `<?xml version="1.0"?><!-- a > b --><x a="1>2" b='3>4'><![CDATA[ <x> ]] > ]]><?pi a > b ?><!--->--></x>`, true},
		{"many tokens", strings.Repeat(`<c r="A1"><v>1</v></c>`, 100000), true},
		{"text", "<t>" + long + "a</t>", false},
		{"text with >", "<t>" + strings.Repeat("a>", maxXMLToken/2+1) + "</t>", false},
		{"attribute", `<c r="` + long + `"/>`, false},
		{"attribute with < and >", `<c r='` + hidden + `'/>`, false},
		{"tag", "<c" + strings.Repeat(" ", maxXMLToken) + "/>", false},
		{"comment", "<!--" + hidden + "-->", false},
		{"comment closed too early", "<!--->" + hidden + "-->", false},
		{"CDATA", "<t><![CDATA[" + hidden + "]]></t>", false},
		{"CDATA with -->", "<t><![CDATA[-->" + hidden + "]]></t>", false},
		{"processing instruction", "<?pi " + hidden + "?>", false},
		{"doctype", "<!DOCTYPE x [" + hidden + "]>", false},
	}
	for _, tt := range tests {
		for _, oneByte := range []bool{false, true} {
			var r io.Reader = strings.NewReader(tt.xml)
			if oneByte {
				r = iotest.OneByteReader(r)
			}
			got, err := io.ReadAll(&tokenGuard{r: r})
			switch {
			case tt.ok && (err != nil || !bytes.Equal(got, []byte(tt.xml))):
				t.Errorf("guard(%q, one byte %v) = %d bytes, %v; want all %d bytes", tt.name, oneByte, len(got), err, len(tt.xml))
			case !tt.ok && !errors.Is(err, errTokenTooLong):
				t.Errorf("guard(%q, one byte %v) error %v, want %v", tt.name, oneByte, err, errTokenTooLong)
			case !tt.ok && len(got) > maxXMLToken+64<<10:
				t.Errorf("guard(%q, one byte %v) passed %d bytes before refusing", tt.name, oneByte, len(got))
			}
		}
	}
}

// TestBudgetReader checks that the parts of a package unpack to no more
// than their shared budget in all.
func TestBudgetReader(t *testing.T) {
	budget := int64(1000)
	for i, want := range []error{nil, nil, errTooLarge} {
		_, err := io.ReadAll(&budgetReader{r: strings.NewReader(strings.Repeat("x", 400)), budget: &budget})
		if !errors.Is(err, want) && err != want {
			t.Errorf("part %d: error %v, want %v", i, err, want)
		}
	}
}

// TestCountRowTags checks the count of row tags ahead of the decoder, with
// tags of every form falling across the boundaries of its blocks.
func TestCountRowTags(t *testing.T) {
	forms := []string{`<row r="1">`, `<row/>`, `<x:row>`, "<row\n>", `<rows>`, `<c t="s"><v>1</v></c>`, `row `, `<arrow/>`}
	var b strings.Builder
	want := 0
	for i := 0; b.Len() < 300<<10; i++ {
		form := forms[i*7%len(forms)]
		b.WriteString(form)
		if i*7%len(forms) < 4 {
			want++
		}
		b.WriteString(strings.Repeat(" ", i%5))
	}
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	f, _ := w.Create("sheet.xml")
	if _, err := f.Write([]byte(b.String())); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "rows.xlsx")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	p, prob := openPackage(path, "rows.xlsx")
	if prob != nil {
		t.Fatal(prob)
	}
	defer p.Close()
	if err := p.countRowTags("sheet.xml", want); err != nil {
		t.Errorf("countRowTags(%d rows, max %d) = %v, want nil", want, want, err)
	}
	if err := p.countRowTags("sheet.xml", want-1); err == nil {
		t.Errorf("countRowTags(%d rows, max %d) = nil, want an error", want, want-1)
	}
}
