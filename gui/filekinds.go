package gui

import "strings"

// openableExtensions are the extensions of the files the Open dialog shows
// (docs/formats.md "Which files"): workbooks and CSV files, tables saved as
// text (.txt: Excel's "Unicode text", read as CSV files are), TRF
// crosstables (.trf, and .txt as tournament programs also name them), PGN
// game lists and the FIDE rating list (.xml, and its .txt). What a file holds is
// told by its content (desk.Open), not by this list; dropping a file on
// the window opens it whatever its name.
func openableExtensions() []string {
	return []string{".xlsx", ".csv", ".trf", ".txt", ".pgn", ".xml"}
}

// openableNames writes openableExtensions for a message: ".xlsx, .csv,
// .trf, .txt, .pgn or .xml".
func openableNames() string {
	ext := openableExtensions()
	return strings.Join(ext[:len(ext)-1], ", ") + " or " + ext[len(ext)-1]
}

// placeWord introduces a problem's place after its file (problemPlace):
// ", cell E7" for a spreadsheet's cell, ", line 14, column 92" for a
// place in a text file such as a TRF, ", game 3 (line 35)" for a PGN
// game: only a cell is called a cell (a tester read "cell game 3").
func placeWord(cell string) string {
	if isCellRef(cell) {
		return ", cell " + cell
	}
	return ", " + cell
}

// isCellRef reports whether place begins with a spreadsheet cell's
// reference: letters, then digits ("E7", "AB12:AB14").
func isCellRef(place string) bool {
	letters := len(place) - len(strings.TrimLeft(place, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
	rest := place[letters:]
	return letters > 0 && letters <= 3 && rest != "" && rest[0] >= '0' && rest[0] <= '9'
}
