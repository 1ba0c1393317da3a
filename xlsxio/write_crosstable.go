package xlsxio

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"ratingdesk/titles"
)

// WriteCrosstables writes sections as crosstables the way a tournament
// director types them (docs/formats.md "Crosstable"), so that ReadCrosstables
// reads them back to the same sections: the key/value block (Tournament,
// Section, Type, Start, Finished, Rated, Title tournament, Double round,
// and Board and Boards for a team tournament's board), a blank row, then
// the table — No, ID, Name, Fed, Title, Rating, Status, FIDE and Withdrawn
// (these two only when a player has one), the result columns 1 … N with x
// on the diagonal, results written 1, ½, 0, +, - (two separated by a space
// in a double round, an unfinished game as an empty cell), and Score.
//
// An .xlsx path gets one sheet per section, named after the section (cut
// to 31 characters, characters a sheet name cannot hold replaced, made
// unique); a .csv path takes exactly one section. The file is written
// atomically and is the same for the same sections.
func WriteCrosstables(path string, sections []titles.Section) error {
	kind, err := outputKind(path)
	if err != nil {
		return err
	}
	if len(sections) == 0 {
		return fmt.Errorf("xlsxio: writing %s: no sections", path)
	}
	if kind == ".csv" {
		if len(sections) != 1 {
			return fmt.Errorf("xlsxio: writing %s: a CSV file holds one crosstable, not %d", path, len(sections))
		}
		return WriteFileAtomic(path, func(w io.Writer) error { return writeCrosstableCSV(w, crosstableGrid(sections[0])) })
	}
	return WriteFileAtomic(path, func(w io.Writer) error { return writeCrosstableXLSX(w, sections) })
}

// crosstableGrid lays out one section as rows of cells, the block first.
func crosstableGrid(s titles.Section) [][]Cell {
	yesNo := func(b bool) Cell { return YesNoCell(b) }
	rows := [][]Cell{{TextCell("Tournament"), TextCell(s.Tournament)}, {TextCell("Section"), TextCell(s.Name)}}
	if s.Type != "" {
		rows = append(rows, []Cell{TextCell("Type"), TextCell(s.Type)})
	}
	if !s.Start.IsZero() {
		rows = append(rows, []Cell{TextCell("Start"), DateCell(s.Start)})
	}
	if !s.Finished.IsZero() {
		rows = append(rows, []Cell{TextCell("Finished"), DateCell(s.Finished)})
	}
	rows = append(rows,
		[]Cell{TextCell("Rated"), yesNo(s.Rated)},
		[]Cell{TextCell("Title tournament"), yesNo(s.TitleTournament)},
		[]Cell{TextCell("Double round"), yesNo(s.DoubleRound)})
	if s.Boards > 0 {
		rows = append(rows, []Cell{TextCell("Board"), IntCell(int64(s.Board))}, []Cell{TextCell("Boards"), IntCell(int64(s.Boards))})
	}
	rows = append(rows, nil)

	hasFIDE, hasWithdrawn := false, false
	for _, p := range s.Players {
		hasFIDE = hasFIDE || p.FIDE > 0
		hasWithdrawn = hasWithdrawn || p.Withdrawn != titles.NotWithdrawn
	}
	header := []Cell{TextCell("No"), TextCell("ID"), TextCell("Name"), TextCell("Fed"), TextCell("Title"), TextCell("Rating"), TextCell("Status")}
	if hasFIDE {
		header = append(header, TextCell("FIDE"))
	}
	if hasWithdrawn {
		header = append(header, TextCell("Withdrawn"))
	}
	for j := range s.Players {
		header = append(header, IntCell(int64(j+1)))
	}
	rows = append(rows, append(header, TextCell("Score")))
	for i, p := range s.Players {
		row := []Cell{IntCell(int64(i + 1)), optInt(int64(p.ID)), TextCell(p.Name), TextCell(p.Fed),
			TextCell(strings.Join(p.Titles, " ")), optInt(int64(p.StartRating)), TextCell(p.Status.String())}
		if hasFIDE {
			row = append(row, optInt(int64(p.FIDE)))
		}
		if hasWithdrawn {
			row = append(row, TextCell(withdrawalText(p)))
		}
		var score titles.HalfPoints
		for j := range s.Players {
			if i == j {
				row = append(row, TextCell("x"))
				continue
			}
			row = append(row, resultsCell(s.Games[i][j]))
			for _, r := range s.Games[i][j] {
				score += r.Points()
			}
		}
		rows = append(rows, append(row, TextCell(score.String())))
	}
	return rows
}

// optInt is a whole-number cell, empty for 0.
func optInt(n int64) Cell {
	if n == 0 {
		return Cell{}
	}
	return IntCell(n)
}

// withdrawalText writes a Withdrawn cell: empty, accepted, not accepted or
// cancelled.
func withdrawalText(p titles.SectionPlayer) string {
	switch {
	case p.GamesCancelled:
		return "cancelled"
	case p.Withdrawn == titles.NotWithdrawn:
		return ""
	}
	return p.Withdrawn.String()
}

// resultsCell writes a result cell: 1 and 0 as numbers, as typed; ½, + and
// - as text; two results of a double round separated by a space; nothing
// for a game not finished.
func resultsCell(rs []titles.Result) Cell {
	var parts []string
	for _, r := range rs {
		if r.Finished() {
			parts = append(parts, r.String())
		} else {
			parts = append(parts, "")
		}
	}
	text := strings.TrimSpace(strings.Join(parts, " "))
	if len(rs) > 1 && !rs[0].Finished() && rs[1].Finished() {
		// A lone second result cannot be written; the reader takes a single
		// result as the first game.
		text = "* " + rs[1].String()
	}
	switch text {
	case "1":
		return IntCell(1)
	case "0":
		return IntCell(0)
	}
	return TextCell(text)
}

// writeCrosstableCSV writes one crosstable grid as CSV: UTF-8 with a
// byte-order mark, comma separated, text guarded against formulas
// (EscapeFormula), CRLF line ends.
func writeCrosstableCSV(w io.Writer, rows [][]Cell) error {
	bw := bufio.NewWriter(w)
	if _, err := bw.WriteString(utf8BOM); err != nil {
		return err
	}
	for _, row := range rows {
		rec := make([]string, len(row))
		for i, c := range row {
			rec[i] = csvField(c, DecimalPoint)
		}
		writeCSVRecord(bw, rec, ',')
	}
	return bw.Flush()
}

// writeCrosstableXLSX writes the sections as the sheets of one workbook:
// the header row bold, dates as date cells (dd.mm.yyyy), widths that fit.
func writeCrosstableXLSX(w io.Writer, sections []titles.Section) (err error) {
	f := excelize.NewFile()
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	dateFmt := "dd.mm.yyyy"
	dateStyle, err := f.NewStyle(&excelize.Style{CustomNumFmt: &dateFmt})
	if err != nil {
		return err
	}
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return err
	}
	names := sheetNames(sections)
	var latest time.Time
	for k, s := range sections {
		if k == 0 {
			err = f.SetSheetName(f.GetSheetName(0), names[k])
		} else {
			_, err = f.NewSheet(names[k])
		}
		if err != nil {
			return err
		}
		rows := crosstableGrid(s)
		for r, row := range rows {
			style := 0
			if len(row) > 0 && row[0].Text == "No" {
				style = bold
			}
			for c, cell := range row {
				if err := setGridCell(f, names[k], c, r, cell, dateStyle, style); err != nil {
					return err
				}
			}
		}
		if err := f.SetColWidth(names[k], "A", "A", 16); err != nil {
			return err
		}
		if err := f.SetColWidth(names[k], "C", "C", 28); err != nil {
			return err
		}
		for _, d := range []time.Time{s.Start, s.Finished} {
			if d.After(latest) {
				latest = d
			}
		}
	}
	f.SetActiveSheet(0)
	props := &excelize.DocProperties{Title: "Crosstables", Creator: "Rating Desk", LastModifiedBy: "Rating Desk"}
	if !latest.IsZero() {
		props.Created = latest.UTC().Format(time.RFC3339)
		props.Modified = props.Created
	}
	if err := f.SetDocProps(props); err != nil {
		return err
	}
	if err := f.SetAppProps(&excelize.AppProperties{Application: "Rating Desk"}); err != nil {
		return err
	}
	f.SetZipWriter(func(w io.Writer) excelize.ZipWriter { return newPackageWriter(w, nil, nil) })
	return f.Write(w)
}

// setGridCell writes one cell of a crosstable grid at 0-based column c and
// row r.
func setGridCell(f *excelize.File, sheet string, c, r int, cell Cell, dateStyle, style int) error {
	ref, err := excelize.CoordinatesToCellName(c+1, r+1)
	if err != nil {
		return err
	}
	switch cell.Kind {
	case KindEmpty:
		return nil
	case KindInt:
		err = f.SetCellInt(sheet, ref, cell.Int)
	case KindDate:
		serial, ok := excelSerial(cell.Date)
		if !ok {
			err = f.SetCellStr(sheet, ref, cell.String())
			break
		}
		if err = f.SetCellInt(sheet, ref, serial); err == nil {
			err = f.SetCellStyle(sheet, ref, ref, dateStyle)
		}
		return err
	case KindText:
		text := workbookText(cell.Text)
		if err := checkCellText(text); err != nil {
			return fmt.Errorf("sheet %s cell %s: %w", sheet, ref, err)
		}
		err = f.SetCellStr(sheet, ref, text)
	default:
		err = f.SetCellStr(sheet, ref, cell.String())
	}
	if err == nil && style != 0 {
		err = f.SetCellStyle(sheet, ref, ref, style)
	}
	return err
}

// sheetNames names a sheet after each section: the characters a sheet name
// cannot hold ([ ] : * ? / \) replaced by '-', cut to 31 characters, made
// unique by a number.
func sheetNames(sections []titles.Section) []string {
	used := map[string]bool{}
	out := make([]string, len(sections))
	for i, s := range sections {
		base := strings.Map(func(r rune) rune {
			if strings.ContainsRune(`[]:*?/\`, r) {
				return '-'
			}
			return r
		}, strings.Trim(s.Name, "' "))
		if base == "" {
			base = "Section " + strconv.Itoa(i+1)
		}
		name := cutRunes(base, 31)
		for n := 2; used[strings.ToLower(name)]; n++ {
			suffix := " (" + strconv.Itoa(n) + ")"
			name = cutRunes(base, 31-len(suffix)) + suffix
		}
		used[strings.ToLower(name)] = true
		out[i] = name
	}
	return out
}

// cutRunes cuts s to at most n runes.
func cutRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}
