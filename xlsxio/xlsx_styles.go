package xlsxio

import (
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
)

// readDateStyles reads a workbook's styles part (ECMA-376 Part 1 §18.8,
// styleSheet) and tells for each cell style — each xf of cellXfs, which a
// cell's s attribute numbers — whether its number format shows a date
// (isDateFormat). As excelize reads styles, a built-in format id (0–4,
// 9–22, 27–49, 50–62, 67–81) is the built-in format even when numFmts
// redefines it, and any other id is the custom format numFmts gives it (no
// date when there is none). A workbook without a styles part has no date
// styles.
func readDateStyles(p *xlsxPackage, part string) ([]bool, error) {
	rc, ok, err := p.open(part)
	if !ok || err != nil {
		return nil, err
	}
	defer rc.Close()
	codes, xfs, err := scanStyles(rc)
	if err != nil {
		return nil, fmt.Errorf("styles: %w", err)
	}
	dates := make([]bool, len(xfs))
	for i, id := range xfs {
		if builtInNumFmt(id) {
			dates[i] = isDateFormat(id, nil)
		} else if code, ok := codes[id]; ok {
			dates[i] = isDateFormatCode(code)
		}
	}
	return dates, nil
}

// builtInNumFmt reports whether a number format id is one excelize knows as
// built in (its builtInNumFmt table and isLangNumFmt).
func builtInNumFmt(id int) bool {
	return id >= 0 && id <= 4 || id >= 9 && id <= 62 || id >= 67 && id <= 81
}

// scanStyles streams a styles part: the custom number formats (numFmts:
// id → format code) and the number format id of each cell style (cellXfs),
// -1 when an xf has none or an unreadable one.
func scanStyles(r io.Reader) (map[int]string, []int, error) {
	d := xml.NewDecoder(r)
	codes := map[int]string{}
	var xfs []int
	inXfs := false
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			return codes, xfs, nil
		}
		if err != nil {
			return nil, nil, err
		}
		switch el := tok.(type) {
		case xml.StartElement:
			switch el.Name.Local {
			case "cellXfs":
				inXfs = true
			case "xf":
				if inXfs {
					xfs = append(xfs, numFmtID(el))
				}
			case "numFmt":
				if id := numFmtID(el); id >= 0 {
					codes[id], _ = attr(el, "formatCode")
				}
			}
		case xml.EndElement:
			if el.Name.Local == "cellXfs" {
				inXfs = false
			}
		}
	}
}

// numFmtID reads an element's numFmtId attribute, -1 when it has none.
func numFmtID(el xml.StartElement) int {
	v, ok := attr(el, "numFmtId")
	if !ok {
		return -1
	}
	id, err := strconv.Atoi(v)
	if err != nil {
		return -1
	}
	return id
}
