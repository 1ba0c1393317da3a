package xlsxio

import (
	"archive/zip"
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

// An .xlsx workbook is a zip archive of XML parts (ECMA-376 Part 2, Open
// Packaging Conventions). xlsxPackage reads it with archive/zip alone:
// nothing is unpacked before it is read, every part is streamed into the
// XML decoder, and the limits of limits.go hold while unpacking.

// errTooLarge is returned when a workbook unpacks to more than
// maxUnpackedBytes, whatever the sizes its archive declares.
var errTooLarge = errors.New("xlsxio: the workbook unpacks to more than the size limit")

// errTokenTooLong is returned when one run of text, one tag or one comment
// of an XML part is longer than maxXMLToken bytes: no cell of a spreadsheet
// program is that long, and encoding/xml would keep it whole in memory.
var errTokenTooLong = errors.New("xlsxio: a text in the workbook is longer than a cell can hold")

// maxXMLToken bounds one XML token of a part: the longest cell text Excel
// allows (maxCellChars) written with every character as a numeric
// character reference (&#x10FFFF;, 10 bytes), with room to spare.
const maxXMLToken = 12 * maxCellChars

// oleSignature starts an OLE compound file: a legacy .xls workbook, or an
// .xlsx workbook encrypted with a password (ECMA-376 Part 1 §2.3.4 keeps
// the encrypted package in an OLE file).
var oleSignature = []byte{0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1}

// xlsxPackage is the opened zip archive of a workbook.
type xlsxPackage struct {
	zr *zip.ReadCloser
	// parts maps each part name (without a leading slash, backslashes
	// read as slashes) to its archive entry; lower maps the lower-case
	// names, for generators that change the case of part names.
	parts, lower map[string]*zip.File
	// budget is what the parts read so far may still unpack to.
	budget int64
}

// openPackage opens the archive of an .xlsx file. Files that are no zip
// archive are told apart by content: a password-protected workbook, a
// legacy .xls file, anything else. A workbook whose archive declares more
// than maxUnpackedBytes of content is refused before anything is unpacked.
func openPackage(filePath, file string) (*xlsxPackage, *Problem) {
	if p := FolderProblem(filePath, file); p != nil {
		return nil, p
	}
	zr, err := zip.OpenReader(filePath)
	if err != nil {
		var pe *fs.PathError
		switch {
		case errors.As(err, &pe):
			return nil, openProblem(file, err)
		case errors.Is(err, zip.ErrFormat), errors.Is(err, zip.ErrAlgorithm):
			return nil, notZipProblem(filePath, file)
		}
		return nil, damagedProblem(file, "", err)
	}
	p := &xlsxPackage{zr: zr, parts: map[string]*zip.File{}, lower: map[string]*zip.File{}, budget: maxUnpackedBytes}
	var declared uint64
	for _, f := range zr.File {
		name := strings.TrimPrefix(strings.ReplaceAll(f.Name, `\`, "/"), "/")
		p.parts[name] = f
		p.lower[strings.ToLower(name)] = f
		declared += f.UncompressedSize64
	}
	if declared > maxUnpackedBytes {
		_ = zr.Close()
		return nil, tooLargeProblem(file, declared)
	}
	return p, nil
}

// Close closes the archive.
func (p *xlsxPackage) Close() error { return p.zr.Close() }

// tooLargeProblem refuses a workbook that unpacks to more than
// maxUnpackedBytes (declared is 0 when the archive's sizes lied).
func tooLargeProblem(file string, declared uint64) *Problem {
	size := "more than 256 MB"
	if declared > 0 {
		size = grouped(int((declared+(1<<20)-1)>>20)) + " MB"
	}
	return errorf(file, "", "", "the workbook unpacks to %s, more than the 256 MB this program reads: a rating list or crosstable is far smaller, so the file is damaged or holds something else; remove what is not needed (pictures, other sheets) and save it again as .xlsx", size)
}

// notZipProblem says what a file that is no zip archive is: an encrypted
// workbook (an OLE file holding the streams EncryptionInfo and
// EncryptedPackage), a legacy .xls file (another OLE file), a kind of
// file known by its first bytes (signatureKind: a PDF document), text (a
// CSV file given an .xlsx name, isText) or none of them.
func notZipProblem(filePath, file string) *Problem {
	switch oleKind(filePath) {
	case oleEncrypted:
		return errorf(file, "", "", "the workbook is protected by a password: open it in Excel, remove the password and save it again as .xlsx")
	case oleLegacy:
		return errorf(file, "", "", "not an .xlsx workbook: the file is a legacy Excel .xls file with an .xlsx name; open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)")
	}
	if what := signatureKind(fileHead(filePath)); what != "" {
		return errorf(file, "", "", "not an .xlsx workbook: the file is %s with an .xlsx name; %s", what, notATable)
	}
	if isText(filePath) {
		return errorf(file, "", "", "not an .xlsx workbook: the file is text, such as a CSV file, with an .xlsx name (a workbook is a zip archive, which this file is not): name it .csv and it is read as a CSV file")
	}
	return errorf(file, "", "", "not an .xlsx workbook (the file is no zip archive): open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)")
}

// The kinds of file oleKind tells apart.
const (
	notOLE = iota
	oleLegacy
	oleEncrypted
)

// oleKind reads a file that is no zip archive: an OLE compound file whose
// directory names the stream EncryptionInfo or EncryptedPackage (UTF-16LE)
// is an encrypted workbook, another OLE file a legacy .xls file. The file
// is scanned in blocks, so that its size does not matter.
func oleKind(filePath string) int {
	f, err := os.Open(filePath)
	if err != nil {
		return notOLE
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 64<<10)
	if sig, err := r.Peek(len(oleSignature)); err != nil || !bytes.Equal(sig, oleSignature) {
		return notOLE
	}
	names := [][]byte{utf16LE("EncryptionInfo"), utf16LE("EncryptedPackage")}
	keep := len(names[1]) - 1
	buf := make([]byte, 0, 64<<10+keep)
	for {
		n, err := io.ReadFull(r, buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		for _, name := range names {
			if bytes.Contains(buf, name) {
				return oleEncrypted
			}
		}
		if err != nil {
			return oleLegacy
		}
		tail := buf[max(0, len(buf)-keep):]
		buf = buf[:copy(buf, tail)]
	}
}

// utf16LE encodes an ASCII name as OLE directories store it.
func utf16LE(s string) []byte {
	b := make([]byte, 0, 2*len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, s[i], 0)
	}
	return b
}

// find returns the archive entry of a part, matching its name without
// regard to case when no exact match exists.
func (p *xlsxPackage) find(name string) (*zip.File, bool) {
	if f, ok := p.parts[name]; ok {
		return f, true
	}
	f, ok := p.lower[strings.ToLower(name)]
	return f, ok
}

// open streams a part through two guards: the package's budget of
// unpacked bytes (so that no lying size in the archive unpacks more), and
// the bound on one XML token (tokenGuard). archive/zip itself fails when an
// entry yields more than its declared size or a wrong checksum.
func (p *xlsxPackage) open(name string) (io.ReadCloser, bool, error) {
	f, ok := p.find(name)
	if !ok {
		return nil, false, nil
	}
	rc, err := f.Open()
	if err != nil {
		return nil, true, fmt.Errorf("part %s: %w", name, err)
	}
	g := &tokenGuard{r: &budgetReader{r: rc, budget: &p.budget}}
	// A ByteReader, which encoding/xml reads directly, in blocks large
	// enough that the guards run seldom.
	return readCloser{bufio.NewReaderSize(g, 64<<10), rc}, true, nil
}

// readCloser reads from one reader and closes another.
type readCloser struct {
	io.Reader
	io.Closer
}

// budgetReader fails with errTooLarge once the reads of all parts exceed
// the package's budget.
type budgetReader struct {
	r      io.Reader
	budget *int64
}

func (b *budgetReader) Read(p []byte) (int, error) {
	if int64(len(p)) > *b.budget+1 {
		p = p[:*b.budget+1]
	}
	n, err := b.r.Read(p)
	*b.budget -= int64(n)
	if *b.budget < 0 {
		return 0, errTooLarge
	}
	return n, err
}

// countRowTags reads a sheet part ahead of the XML decoder and fails when
// it holds more than max row elements (<row or <x:row tags): such a sheet
// is refused at the speed of unpacking, before millions of rows are
// decoded and kept only to be refused at the row limit. The entry's
// declared size was checked against maxUnpackedBytes and archive/zip
// enforces it, so this second read needs no budget.
func (p *xlsxPackage) countRowTags(name string, max int) error {
	f, ok := p.find(name)
	if !ok {
		return nil
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	const keep = 4 // bytes of a block kept for a tag split between blocks
	buf := make([]byte, keep, keep+64<<10)
	count := 0
	for {
		n, err := io.ReadFull(rc, buf[keep:cap(buf)])
		count += countRows(buf[:keep+n])
		if count > max {
			return fmt.Errorf("the sheet has more than %s rows, the most a sheet can have", grouped(max))
		}
		if err != nil {
			if err == io.EOF || err == io.ErrUnexpectedEOF {
				return nil
			}
			return err
		}
		copy(buf, buf[keep+n-keep:keep+n])
	}
}

// countRows counts the row start tags in b whose name ends after b[0].
func countRows(b []byte) int {
	count := 0
	for i := 1; ; {
		k := bytes.Index(b[i:], []byte("row"))
		if k < 0 || i+k+3 >= len(b) {
			return count
		}
		k += i
		if (b[k-1] == '<' || b[k-1] == ':') && strings.IndexByte(" \t\r\n/>", b[k+3]) >= 0 {
			count++
		}
		i = k + 3
	}
}
