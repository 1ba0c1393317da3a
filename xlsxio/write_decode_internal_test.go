package xlsxio

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

// writtenRows is t with the rows its Encode writes, read back as cells
// (decodeRows), in place of Encode.
func writtenRows(tb testing.TB, t sheetTable) sheetTable {
	tb.Helper()
	st := benchStyles()
	texts := newSharedTexts()
	var buf bytes.Buffer
	if err := newRowEncoder(st, t.Columns, texts).writeRows(&buf, t); err != nil {
		tb.Fatal(err)
	}
	rows, err := decodeRows(buf.Bytes(), st, texts, len(t.Columns))
	if err != nil {
		tb.Fatal(err)
	}
	return sheetTable{Name: t.Name, Columns: t.Columns, Rows: rows}
}

// xmlCell is a <c> element as the row encoder writes it.
type xmlCell struct {
	Ref    string `xml:"r,attr"`
	Style  int    `xml:"s,attr"`
	Type   string `xml:"t,attr"`
	Value  string `xml:"v"`
	Inline string `xml:"is>t"`
}

// decodeRows reads <row> elements as a rowEncoder with styles st and shared
// strings texts writes them back into cells: a cell without a reference in
// the column after the one before it, texts from texts or inline, a number
// under the date style a date, under the integer style an integer, other
// numbers floats.
func decodeRows(data []byte, st *workbookStyles, texts *sharedTexts, cols int) ([][]Cell, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	var rows [][]Cell
	next := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return rows, nil
		}
		if err != nil {
			return nil, err
		}
		start, ok := tok.(xml.StartElement)
		switch {
		case !ok:
		case start.Name.Local == "row":
			rows, next = append(rows, make([]Cell, cols)), 0
		case start.Name.Local == "c":
			var c xmlCell
			if err := dec.DecodeElement(&c, &start); err != nil {
				return nil, err
			}
			if c.Ref != "" {
				col, _, err := excelize.CellNameToCoordinates(c.Ref)
				if err != nil {
					return nil, err
				}
				next = col - 1
			}
			cell, err := decodeCell(c, st, texts)
			if err != nil {
				return nil, fmt.Errorf("row %d column %d: %w", len(rows)+1, next+1, err)
			}
			rows[len(rows)-1][next] = cell
			next++
		}
	}
}

// decodeCell is the cell c holds (see decodeRows).
func decodeCell(c xmlCell, st *workbookStyles, texts *sharedTexts) (Cell, error) {
	switch {
	case c.Type == "s":
		i, err := strconv.Atoi(c.Value)
		if err != nil || i < 0 || i >= len(texts.texts) {
			return Cell{}, fmt.Errorf("shared string %q", c.Value)
		}
		return TextCell(texts.texts[i]), nil
	case c.Type == "inlineStr":
		return TextCell(c.Inline), nil
	case c.Style == st.date:
		n, err := strconv.ParseInt(c.Value, 10, 64)
		return DateCell(excelEpoch.Add(time.Duration(n) * 24 * time.Hour)), err
	case c.Style == st.integer:
		n, err := strconv.ParseInt(c.Value, 10, 64)
		return IntCell(n), err
	}
	x, err := strconv.ParseFloat(c.Value, 64)
	return FloatCell(x), err
}
