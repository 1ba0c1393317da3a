package xlsxio

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// sharedStrings is a workbook's shared strings part (ECMA-376 Part 1
// §18.4, sst): the texts that string cells (t="s") refer to by index,
// kept end to end in data, text i ending at ends[i] — 4 bytes a text and
// no pointer, so that millions of texts cost little memory and no garbage
// collection. A text longer than maxCellChars is not kept; long holds its
// length (-1: unknown), so that a cell referring to it is named as
// damaged.
type sharedStrings struct {
	data []byte
	ends []uint32
	long map[int]int
}

// maxSharedStringsFor bounds how many shared texts sheets of that many
// bytes (their parts unpacked) can use: each use is a cell of at least 22
// bytes (<c t="s"><v>0</v></c>); 16 leaves room, and 4,096 more allow
// a few texts no cell uses.
func maxSharedStringsFor(sheetBytes uint64) int {
	return int(min(sheetBytes/16, maxUnpackedBytes)) + 4096
}

// text returns shared text i, which must exist.
func (sst *sharedStrings) text(i int) string {
	start := uint32(0)
	if i > 0 {
		start = sst.ends[i-1]
	}
	return string(sst.data[start:sst.ends[i]])
}

// cell returns the string cell in column col whose value is an index into
// the shared strings, or says why the cell is damaged.
func (sst *sharedStrings) cell(col int, value []byte) (cell, string) {
	v := string(bytes.TrimSpace(value))
	if v == "" {
		return cell{col: col}, ""
	}
	i, err := strconv.Atoi(v)
	switch {
	case err != nil || i < 0:
		return cell{}, fmt.Sprintf("the cell refers to shared text %q, which is no text number", clip(v))
	case i >= len(sst.ends):
		return cell{}, fmt.Sprintf("the cell refers to shared text number %d, but the workbook has only %d shared texts (numbered from 0)", i, len(sst.ends))
	}
	if n, ok := sst.long[i]; ok {
		return cell{}, tooLongMsg(n)
	}
	return cell{col: col, text: sst.text(i)}, ""
}

// scanSharedStrings streams the shared strings part: one text per si
// element, the runs of rich text joined, phonetic hints left out, escapes
// decoded (unescapeXstring). More than max texts are refused: no cell
// could use them.
func scanSharedStrings(r io.Reader, max int) (*sharedStrings, error) {
	d := xml.NewDecoder(r)
	sst := &sharedStrings{}
	var (
		text               []byte
		inItem, inText     bool
		phonetic, overLong bool
	)
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			return sst, nil
		}
		if err != nil {
			return nil, err
		}
		switch el := tok.(type) {
		case xml.StartElement:
			switch el.Name.Local {
			case "si":
				inItem, text, overLong = true, text[:0], false
			case "t":
				inText = inItem
			case "rPh":
				phonetic = true
			}
		case xml.CharData:
			if inText && !phonetic && !overLong {
				text = append(text, el...)
				overLong = len(text) > maxValueBytes
			}
		case xml.EndElement:
			switch el.Name.Local {
			case "si":
				if inItem {
					if len(sst.ends) >= max {
						return nil, fmt.Errorf("more than %s shared texts, more than the cells of the sheets could use", grouped(max))
					}
					sst.add(text, overLong)
				}
				inItem = false
			case "t":
				inText = false
			case "rPh":
				phonetic = false
			}
		}
	}
}

// add appends one shared text, or notes it as too long.
func (sst *sharedStrings) add(text []byte, overLong bool) {
	n := -1
	if !overLong {
		if bytes.Contains(text, []byte("_x")) {
			text = []byte(unescapeXstring(string(text)))
		}
		if n = len(text); n > maxCellChars {
			n = textChars(string(text))
		}
	}
	if n < 0 || n > maxCellChars {
		if sst.long == nil {
			sst.long = map[int]int{}
		}
		sst.long[len(sst.ends)] = n
		text = nil
	}
	sst.data = append(sst.data, text...)
	sst.ends = append(sst.ends, uint32(len(sst.data)))
}

// unescapeXstring decodes the escapes of an OOXML string (ECMA-376
// ST_Xstring), as excelize does: _xHHHH_ is the UTF-16 code unit HHHH
// (characters XML cannot hold, such as _x000D_), and _x005F_ an underscore,
// so that a literal "_x0041_" is stored as "_x005F_x0041_". A surrogate
// pair is joined; a lone surrogate becomes U+FFFD.
func unescapeXstring(s string) string {
	if !strings.Contains(s, "_x") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		u, ok := xstringUnit(s, i)
		if !ok {
			b.WriteByte(s[i])
			i++
			continue
		}
		i += 7
		r := rune(u)
		if utf16.IsSurrogate(r) {
			r = utf8.RuneError
			if low, ok := xstringUnit(s, i); ok && u < 0xdc00 {
				if pair := utf16.DecodeRune(rune(u), rune(low)); pair != utf8.RuneError {
					r, i = pair, i+7
				}
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

// xstringUnit reads an escape _xHHHH_ at s[i:].
func xstringUnit(s string, i int) (uint16, bool) {
	if i+7 > len(s) || s[i] != '_' || s[i+1] != 'x' || s[i+6] != '_' {
		return 0, false
	}
	v, err := strconv.ParseUint(s[i+2:i+6], 16, 16)
	return uint16(v), err == nil
}
