package xlsxio

import (
	"bufio"
	"bytes"
	"io"
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
// an Excel workbook given a .csv name, which is read once named .xlsx,
// else an OpenDocument spreadsheet or a Word document (.docx).
// nil when head does not start as a zip archive.
func zipInTextProblem(file string, head []byte) *Problem {
	if !bytes.HasPrefix(head, zipSignature) {
		return nil
	}
	ext := misnamedExt(file)
	switch {
	case bytes.Contains(head, []byte("opendocument.spreadsheet")):
		return errorf(file, "", "", "the file is an OpenDocument spreadsheet (.ods) with a %s name, not a CSV file (text): open it in LibreOffice and save it as an Excel Workbook (.xlsx), or as Text CSV with the character set Unicode (UTF-8)", ext)
	case bytes.Contains(head, []byte("word/")):
		return errorf(file, "", "", "the file is a Word document (.docx) with a %s name, not a CSV file (text): %s", ext, notATable)
	case bytes.Contains(head, []byte("xl/")) || bytes.Contains(head, []byte("[Content_Types].xml")):
		return errorf(file, "", "", "the file is an Excel workbook (.xlsx) with a %s name, not a CSV file (text): name it .xlsx and it is read as a workbook, or open it in Excel or LibreOffice and %s", ext, saveAsUTF8)
	}
	return errorf(file, "", "", "the file is a zip archive, not a CSV file (text): if it is a workbook (.xlsx), name it .xlsx, or open it in Excel or LibreOffice and %s", saveAsUTF8)
}

// signature is the first bytes of a kind of file often given a table's
// name by mistake, and what the kind is called in a message.
type signature struct {
	magic []byte
	what  string
}

// signatures are the kinds of file told apart by their first bytes
// (signatureKind): a tester's PDF renamed games.csv was said to "hold NUL
// bytes". Zip archives (workbooks) and OLE files are told apart where
// they are read (zipInTextProblem, notZipProblem).
var signatures = []signature{
	{[]byte("%PDF-"), "a PDF document (.pdf)"},
	{[]byte("\x89PNG\r\n\x1a\n"), "a PNG picture"},
	{[]byte("\xff\xd8\xff"), "a JPEG picture"},
	{[]byte("GIF8"), "a GIF picture"},
	{[]byte("\x1f\x8b"), "a gzip archive (.gz)"},
	{[]byte("Rar!\x1a\x07"), "a RAR archive"},
	{[]byte("7z\xbc\xaf\x27\x1c"), "a 7-Zip archive"},
	{[]byte("{\\rtf"), "an RTF document (.rtf)"},
}

// signatureKind names the kind of file whose first bytes are head, by
// its signature (signatures): "a PDF document (.pdf)"; empty when none
// matches.
func signatureKind(head []byte) string {
	for _, s := range signatures {
		if bytes.HasPrefix(head, s.magic) {
			return s.what
		}
	}
	return ""
}

// notATable is the advice of a file that holds no table at all (a PDF,
// a picture, an archive) under a table's name.
const notATable = "give the rating list, game list or crosstable itself, saved from its spreadsheet as .xlsx or CSV (a PDF's table is not read: export the table from the program that made the PDF)"

// otherKindInTextProblem is the error of a file read as CSV (by its name)
// whose first bytes head are those of another kind of file: a zip
// archive (zipInTextProblem), an OLE file (a legacy Office file), or one
// of signatures. nil when head is none of them.
func otherKindInTextProblem(file string, head []byte) *Problem {
	if p := zipInTextProblem(file, head); p != nil {
		return p
	}
	ext := misnamedExt(file)
	if bytes.HasPrefix(head, oleSignature) {
		return errorf(file, "", "", "the file is a legacy Office file (an Excel .xls workbook, or a Word .doc document) with a %s name, not a CSV file (text): open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx), or %s", ext, saveAsUTF8)
	}
	if what := signatureKind(head); what != "" {
		return errorf(file, "", "", "the file is %s with a %s name, not a CSV file (text): %s", what, ext, notATable)
	}
	return nil
}

// misnamedExt is the extension of file, in lower case, for a message on a
// file of another kind under its name; ".csv" when it has none.
func misnamedExt(file string) string {
	if ext := strings.ToLower(filepath.Ext(file)); ext != "" {
		return ext
	}
	return ".csv"
}

// otherPackageProblem is the error of a zip archive named .xlsx that holds
// no workbook part but is another kind of package: an OpenDocument
// spreadsheet (its mimetype part), another OpenDocument file, or a Word
// document (word/document.xml). nil when it is none of them: the
// workbook is damaged.
func otherPackageProblem(p *xlsxPackage, file string) *Problem {
	if _, ok := p.find("word/document.xml"); ok {
		return errorf(file, "", "", "not an .xlsx workbook: the file is a Word document (.docx) with an .xlsx name; %s", notATable)
	}
	rc, ok, err := p.open("mimetype")
	if !ok || err != nil {
		return nil
	}
	defer rc.Close()
	head := make([]byte, 128)
	n, _ := io.ReadFull(rc, head)
	mime := string(head[:n])
	switch {
	case strings.Contains(mime, "opendocument.spreadsheet"):
		return errorf(file, "", "", "not an .xlsx workbook: the file is an OpenDocument spreadsheet (.ods) with an .xlsx name; open it in LibreOffice and save it as an Excel Workbook (.xlsx)")
	case strings.Contains(mime, "opendocument"):
		return errorf(file, "", "", "not an .xlsx workbook: the file is an OpenDocument file (%s) with an .xlsx name; %s", mime, notATable)
	}
	return nil
}

// textHead is how many bytes isText reads.
const textHead = 4096

// isText reports whether the file at filePath begins as text: not empty,
// in an encoding the CSV reader reads (sniffEncoding), and, unless UTF-16,
// without control characters other than tab, line feed, carriage return
// and form feed. A workbook (.xlsx) that is no zip archive and is text is
// a CSV file given the wrong name.
func isText(filePath string) bool {
	return isTextHead(fileHead(filePath))
}

// fileHead is the first textHead bytes of the file at filePath (fewer
// in a shorter file), nil when it cannot be read.
func fileHead(filePath string) []byte {
	f, err := os.Open(filePath)
	if err != nil {
		return nil
	}
	defer f.Close()
	head, _ := bufio.NewReaderSize(f, textHead).Peek(textHead)
	return head
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
	if what := signatureKind(head); what != "" {
		return errorf(file, "", "", "the file is %s with a .pgn name, not a PGN file (text): give the games as a PGN file, or as a game list saved as .xlsx or CSV", what)
	}
	line, _, _ := bytes.Cut(head, []byte("\n"))
	if isTextHead(head) && !bytes.Contains(line, []byte("[")) && bytes.ContainsAny(line, ",;\t") {
		return errorf(file, "", "", "the file is a table (CSV text) with a .pgn name, not a PGN file: name it .csv and it is read as a table")
	}
	return nil
}
