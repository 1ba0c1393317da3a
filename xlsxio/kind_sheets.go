package xlsxio

import (
	"path/filepath"
	"strings"
)

// SheetKind is a sheet of a workbook and the kind of table its header row
// makes it (SheetKinds).
type SheetKind struct {
	Sheet string
	Kind  Kind
	// Hidden marks a sheet the workbook hides.
	Hidden bool
}

// SheetKinds lists the sheets of an .xlsx workbook that hold a table, in
// workbook order, each with its kind as DetectKind tells it from its first
// detectRows rows; a game list only when its header row has White, Black
// and Result, as ReadGameList reads it, and is not that of the Games or
// Excluded sheet of a workbook rate wrote (the period's audit trail,
// isRatedSheet). A workbook holding a rating list
// and a game list on different sheets is read as one kind by Open, and
// the other is said (docs/rules.d/xlsxio-read.md "A rating list and a game
// list in one workbook"). Nil for any other file, a workbook of one sheet
// (which holds one kind at most) and a workbook that cannot be read (its
// reading says why); a damaged sheet is passed over.
func SheetKinds(path string) []SheetKind {
	if strings.ToLower(filepath.Ext(path)) != ".xlsx" {
		return nil
	}
	wb, p := openWorkbook(path, path)
	if p != nil {
		return nil
	}
	defer wb.f.Close()
	if len(wb.sheets) < 2 {
		return nil // one kind at most: no sheet is read again
	}
	d := newDetector()
	games := gameListSchema()
	var out []SheetKind
	for _, sp := range wb.sheets {
		t, _ := wb.read(sp, detectRows)
		if t == nil {
			continue
		}
		h := findHeader(t.rows, d.isHeader)
		if h < 0 {
			continue
		}
		kind := d.kindOf(&t.rows[h])
		if kind != CrosstableKind && crosstableSign(t, h, kind == RatingListKind) != "" {
			kind = CrosstableKind
		}
		if kind == GameListKind && (!games.hasRequired(&t.rows[h]) || isRatedSheet(&t.rows[h])) {
			continue
		}
		out = append(out, SheetKind{Sheet: sp.name, Kind: kind, Hidden: sp.hidden})
	}
	return out
}
