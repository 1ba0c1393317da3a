package xlsxio

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
)

// sharedTexts are the shared strings of a workbook this package writes
// (ECMA-376 Part 1, 18.4 sst): the texts of the cells of the sheets that
// refer to them by index (<c t="s"><v>index</v></c>) rather than hold them
// inline. The Games sheet refers to them: its names, tournaments and
// results repeat from row to row, and a reference is shorter to write and
// to compress than the text (docs/performance.md "Outputs").
type sharedTexts struct {
	index map[string]int32
	texts []string
	// uses counts the cells that refer to a text.
	uses int
}

// newSharedTexts returns empty shared strings.
func newSharedTexts() *sharedTexts {
	return &sharedTexts{index: make(map[string]int32)}
}

// add is the index of s, added at the end when it is new.
func (t *sharedTexts) add(s string) int32 {
	if i, ok := t.index[s]; ok {
		return i
	}
	i := int32(len(t.texts))
	t.index[s] = i
	t.texts = append(t.texts, s)
	return i
}

// The part of the shared strings and how the package names it
// (ECMA-376 Part 1, 12.3.15).
const (
	sharedStringsPart = "xl/sharedStrings.xml"
	sharedStringsType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"
	sharedStringsRel  = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings"
)

// writeTo writes the shared strings part: each text escaped as an inline
// string's (appendTextElement).
func (t *sharedTexts) writeTo(w io.Writer) error {
	var esc bytes.Buffer
	b := make([]byte, 0, rowsFlushSize+1024)
	b = append(b, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`+"\n"+
		`<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="`...)
	b = strconv.AppendInt(b, int64(t.uses), 10)
	b = append(b, `" uniqueCount="`...)
	b = strconv.AppendInt(b, int64(len(t.texts)), 10)
	b = append(b, `">`...)
	for _, s := range t.texts {
		b = append(appendTextElement(append(b, `<si>`...), &esc, s), `</si>`...)
		if len(b) >= rowsFlushSize {
			if _, err := w.Write(b); err != nil {
				return err
			}
			b = b[:0]
		}
	}
	_, err := w.Write(append(b, `</sst>`...))
	return err
}

// addSharedStringsType declares the shared strings part in the package's
// [Content_Types].xml as excelize wrote it.
func addSharedStringsType(contentTypes []byte) ([]byte, error) {
	return insertBefore(contentTypes, "</Types>",
		`<Override PartName="/`+sharedStringsPart+`" ContentType="`+sharedStringsType+`"></Override>`)
}

// addSharedStringsRel relates the workbook to its shared strings in
// xl/_rels/workbook.xml.rels as excelize wrote it, under the first
// relationship ID it does not use.
func addSharedStringsRel(rels []byte) ([]byte, error) {
	n := 1
	for bytes.Contains(rels, []byte(`Id="rId`+strconv.Itoa(n)+`"`)) {
		n++
	}
	return insertBefore(rels, "</Relationships>",
		`<Relationship Id="rId`+strconv.Itoa(n)+`" Target="sharedStrings.xml" Type="`+sharedStringsRel+`"></Relationship>`)
}

// insertBefore inserts what before the last end tag in a part.
func insertBefore(part []byte, endTag, what string) ([]byte, error) {
	k := bytes.LastIndex(part, []byte(endTag))
	if k < 0 {
		return nil, fmt.Errorf("no %s in the part", endTag)
	}
	out := make([]byte, 0, len(part)+len(what))
	out = append(append(append(out, part[:k]...), what...), part[k:]...)
	return out, nil
}
