package xlsxio

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
)

// FolderProblem is the error of a path that names a folder instead of a
// file (docs/formats.md "Which files"): said in words, not as the
// operating system's "is a directory" inside a sentence, and not as a
// file of an unknown kind (a folder has no extension). It is nil when
// path is not a folder (or cannot be looked at: reading it says why).
// file names the path in the problem, as given.
func FolderProblem(path, file string) *Problem {
	st, err := os.Stat(path)
	if err != nil || !st.IsDir() {
		return nil
	}
	return errorf(file, "", "", "%s", folderText)
}

// folderText says that a path names a folder (FolderProblem).
const folderText = "this is a folder, not a file: name the file itself, not the folder that holds it"

// zipSignature starts every zip archive, and so every .xlsx workbook.
var zipSignature = []byte("PK\x03\x04")

// zipInTextProblem is the error of a file read as CSV (by its name: .csv
// or .txt) whose first bytes head are those of a zip archive: most often
// an Excel workbook given a .csv name, which is read once named .xlsx.
// nil when head does not start as a zip archive.
func zipInTextProblem(file string, head []byte) *Problem {
	if !bytes.HasPrefix(head, zipSignature) {
		return nil
	}
	ext := strings.ToLower(filepath.Ext(file))
	if ext == "" {
		ext = ".csv"
	}
	switch {
	case bytes.Contains(head, []byte("opendocument.spreadsheet")):
		return errorf(file, "", "", "the file is an OpenDocument spreadsheet (.ods) with a %s name, not a CSV file (text): open it in LibreOffice and save it as an Excel Workbook (.xlsx), or as Text CSV with the character set Unicode (UTF-8)", ext)
	case bytes.Contains(head, []byte("xl/")) || bytes.Contains(head, []byte("[Content_Types].xml")):
		return errorf(file, "", "", "the file is an Excel workbook (.xlsx) with a %s name, not a CSV file (text): name it .xlsx and it is read as a workbook, or open it in Excel or LibreOffice and %s", ext, saveAsUTF8)
	}
	return errorf(file, "", "", "the file is a zip archive, not a CSV file (text): if it is a workbook (.xlsx), name it .xlsx, or open it in Excel or LibreOffice and %s", saveAsUTF8)
}

// textHead is how many bytes isText reads.
const textHead = 4096

// isText reports whether the file at filePath begins as text: not empty,
// in an encoding the CSV reader reads (sniffEncoding), and, unless UTF-16,
// without control characters other than tab, line feed, carriage return
// and form feed. A workbook (.xlsx) that is no zip archive and is text is
// a CSV file given the wrong name.
func isText(filePath string) bool {
	f, err := os.Open(filePath)
	if err != nil {
		return false
	}
	defer f.Close()
	head, _ := bufio.NewReaderSize(f, textHead).Peek(textHead)
	return isTextHead(head)
}

// isTextHead is isText of a file's first bytes, head.
func isTextHead(head []byte) bool {
	if len(head) == 0 {
		return false
	}
	enc, bom, p := sniffEncoding("", head)
	if p != nil {
		return false
	}
	if enc == encUTF16LE || enc == encUTF16BE {
		return true
	}
	for _, b := range head[bom:] {
		if b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' {
			return false
		}
	}
	return true
}

// misnamedPGN is the error of a file named .pgn that holds no PGN game
// but is a workbook or a table with the wrong name (a tester's .xlsx and
// .csv renamed .pgn were said to "hold no game"): a zip archive, or text
// whose first line has a comma, semicolon or tab and no PGN tag. nil
// when it is neither: the file is then said to hold no game.
func misnamedPGN(filePath, file string) *Problem {
	f, err := os.Open(filePath)
	if err != nil {
		return nil
	}
	defer f.Close()
	head, _ := bufio.NewReaderSize(f, textHead).Peek(textHead)
	if bytes.HasPrefix(head, zipSignature) {
		return errorf(file, "", "", "the file is a zip archive (an Excel workbook?) with a .pgn name, not a PGN file (text): if it is a workbook, name it .xlsx and it is read as one")
	}
	line, _, _ := bytes.Cut(head, []byte("\n"))
	if isTextHead(head) && !bytes.Contains(line, []byte("[")) && bytes.ContainsAny(line, ",;\t") {
		return errorf(file, "", "", "the file is a table (CSV text) with a .pgn name, not a PGN file: name it .csv and it is read as a table")
	}
	return nil
}
