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

// Spreadsheet limits (ECMA-376; Excel): rows and columns of a sheet.
const (
	maxSheetRows = 1 << 20
	maxSheetCols = 1 << 14
)

// scanSheet streams the cells of a worksheet part (SpreadsheetML
// sheetData) into rows, as excelize's RawCellValue reading gives them:
// numbers as stored (a date cell holds its serial), shared and inline
// strings as text with their escapes decoded, booleans as 1 or 0, error
// values as written, formulas by their cached value. It keeps each
// number's style so that isDateStyle can tell date cells. Blank rows are
// left out; rows and cells must come in ascending order, as every
// spreadsheet program writes them. A positive limit stops after that many
// rows (kind detection needs the top of a sheet only).
func scanSheet(data []byte, sst []string, isDateStyle func(style int) bool, limit int) ([]tableRow, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	var (
		rows             []tableRow
		cur              tableRow
		inData, inRow    bool
		inCell, inV      bool
		inInline, inText bool
		phonetic         bool
		lastRow, lastCol int
		col, style       int
		cellType         string
		value            []byte
	)
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			return rows, nil
		}
		if err != nil {
			return nil, err
		}
		switch el := tok.(type) {
		case xml.StartElement:
			switch el.Name.Local {
			case "sheetData":
				inData = true
			case "row":
				if !inData {
					continue
				}
				num := lastRow + 1
				if r, ok := attr(el, "r"); ok {
					if num, err = strconv.Atoi(r); err != nil {
						return nil, fmt.Errorf("row number %q", r)
					}
				}
				if num <= lastRow || num > maxSheetRows {
					return nil, fmt.Errorf("row %d out of order or out of range", num)
				}
				lastRow, lastCol, inRow = num, 0, true
				cur = tableRow{num: num}
			case "c":
				if !inRow {
					continue
				}
				col = lastCol + 1
				if r, ok := attr(el, "r"); ok {
					if col = columnOf(r); col == 0 {
						return nil, fmt.Errorf("cell reference %q", r)
					}
				}
				if col <= lastCol || col > maxSheetCols {
					return nil, fmt.Errorf("cell %s out of order or out of range", cellRef(col-1, lastRow))
				}
				lastCol, inCell = col, true
				cellType, _ = attr(el, "t")
				style = 0
				if s, ok := attr(el, "s"); ok {
					if style, err = strconv.Atoi(s); err != nil || style < 0 {
						return nil, fmt.Errorf("cell %s: style %q", cellRef(col-1, lastRow), s)
					}
				}
				value = value[:0]
			case "v":
				inV = inCell
			case "is":
				inInline = inCell
			case "t":
				inText = inInline
			case "rPh":
				phonetic = true
			}
		case xml.CharData:
			if inV || (inText && !phonetic) {
				value = append(value, el...)
			}
		case xml.EndElement:
			switch el.Name.Local {
			case "v":
				inV = false
			case "t":
				inText = false
			case "rPh":
				phonetic = false
			case "is":
				inInline = false
			case "c":
				if !inCell {
					continue
				}
				inCell = false
				c, err := makeCell(col-1, cellType, style, value, sst, isDateStyle)
				if err != nil {
					return nil, fmt.Errorf("cell %s: %w", cellRef(col-1, lastRow), err)
				}
				if c.text != "" {
					cur.cells = append(cur.cells, c)
				}
			case "row":
				if inRow && !cur.blank() {
					rows = append(rows, cur)
					if limit > 0 && len(rows) >= limit {
						return rows, nil
					}
				}
				inRow = false
			case "sheetData":
				return rows, nil
			}
		}
	}
}

// makeCell turns a cell's type, style and value into a table cell.
func makeCell(col int, cellType string, style int, value []byte, sst []string, isDateStyle func(int) bool) (cell, error) {
	switch cellType {
	case "s":
		v := string(bytes.TrimSpace(value))
		if v == "" {
			return cell{col: col}, nil
		}
		i, err := strconv.Atoi(v)
		if err != nil || i < 0 || i >= len(sst) {
			return cell{}, fmt.Errorf("shared string %q does not exist", v)
		}
		return cell{col: col, text: sst[i]}, nil
	case "", "n":
		text := string(value)
		return cell{col: col, text: text, date: text != "" && isDateStyle(style)}, nil
	case "inlineStr":
		return cell{col: col, text: unescapeXstring(string(value))}, nil
	default: // str (formula text), b (boolean), e (error), d (ISO date)
		return cell{col: col, text: string(value)}, nil
	}
}

// attr returns the value of the attribute with that local name.
func attr(el xml.StartElement, local string) (string, bool) {
	for _, a := range el.Attr {
		if a.Name.Local == local {
			return a.Value, true
		}
	}
	return "", false
}

// columnOf returns the 1-based column of an A1 reference ("K5" → 11), or 0
// when the reference does not start with 1 to 3 column letters.
func columnOf(ref string) int {
	col, n := 0, 0
	for n < len(ref) && n < 4 {
		c := ref[n]
		switch {
		case c >= 'A' && c <= 'Z':
			col = col*26 + int(c-'A') + 1
		case c >= 'a' && c <= 'z':
			col = col*26 + int(c-'a') + 1
		default:
			if n == 0 {
				return 0
			}
			return col
		}
		n++
	}
	if n > 3 {
		return 0
	}
	return col
}

// scanSharedStrings reads the shared strings part: one text per si
// element, the runs of rich text joined, phonetic hints left out, escapes
// decoded (unescapeXstring).
func scanSharedStrings(data []byte) ([]string, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	var (
		sst            []string
		text           []byte
		inItem, inText bool
		phonetic       bool
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
				inItem, text = true, text[:0]
			case "t":
				inText = inItem
			case "rPh":
				phonetic = true
			}
		case xml.CharData:
			if inText && !phonetic {
				text = append(text, el...)
			}
		case xml.EndElement:
			switch el.Name.Local {
			case "si":
				if inItem {
					sst = append(sst, unescapeXstring(string(text)))
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
