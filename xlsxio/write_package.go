package xlsxio

import (
	"archive/zip"
	"bufio"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"github.com/klauspost/compress/flate"
)

// packageWriter is the excelize.ZipWriter of every workbook this package
// writes. It does two things excelize's own does not:
//
//   - Determinism (docs/rules.md §1.6: same inputs, same outputs): excelize
//     writes the parts of streamed sheets in map order; packageWriter keeps
//     every part and zips them on Close in a fixed order ([Content_Types].xml
//     first, then by name), with no timestamps.
//   - Exact numbers (docs/rules.md §1.6): excelize's StreamWriter cuts a float64
//     to 15 significant digits, which does not read back to the same value.
//     Float cells are therefore streamed as inline strings holding the
//     shortest exact decimal (strconv 'f', -1) under a style reserved for
//     float cells, and packageWriter turns those cells into number cells
//     (<c s="N"><v>decimal</v></c>) before zipping. No text cell carries a
//     style of that set, so no text is ever turned into a number.
//
// The rows of a large sheet are not written through excelize at all: a
// function registered with setRows streams them into the zipped part, in
// place of the end of the (header-only) sheet data excelize wrote. When
// those rows refer to shared strings (texts), packageWriter adds their
// part, after every sheet, and declares it in the package.
type packageWriter struct {
	w io.Writer
	// floatStyles are the style IDs reserved for float cells.
	floatStyles map[int]bool
	parts       map[string]*bytes.Buffer
	// rows write the rows under the header of a worksheet part.
	rows map[string]func(io.Writer) error
	// texts are the shared strings the rows refer to, nil for none.
	texts *sharedTexts
}

// newPackageWriter returns a packageWriter writing to w, with the shared
// strings texts (nil for none).
func newPackageWriter(w io.Writer, floatStyles map[int]bool, texts *sharedTexts) *packageWriter {
	return &packageWriter{w: w, floatStyles: floatStyles, parts: make(map[string]*bytes.Buffer),
		rows: make(map[string]func(io.Writer) error), texts: texts}
}

// setRows has the worksheet part name's sheet data end with the rows that
// write writes.
func (p *packageWriter) setRows(name string, write func(io.Writer) error) {
	p.rows[name] = write
}

// Create starts a part of the package.
func (p *packageWriter) Create(name string) (io.Writer, error) {
	if _, dup := p.parts[name]; dup {
		return nil, fmt.Errorf("part %s written twice", name)
	}
	b := new(bytes.Buffer)
	p.parts[name] = b
	return b, nil
}

// AddFS adds every regular file of fsys as a part.
func (p *packageWriter) AddFS(fsys fs.FS) error {
	return fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		w, err := p.Create(name)
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	})
}

// Close zips the parts in their fixed order, the shared strings last.
func (p *packageWriter) Close() error {
	if err := p.declareTexts(); err != nil {
		return err
	}
	names := make([]string, 0, len(p.parts))
	for name := range p.parts {
		names = append(names, name)
	}
	slices.SortFunc(names, func(a, b string) int {
		const first = "[Content_Types].xml"
		switch {
		case a == first && b != first:
			return -1
		case b == first && a != first:
			return 1
		}
		return strings.Compare(a, b)
	})
	zw := zip.NewWriter(p.w)
	// One compressor for all the parts, which are written one after
	// another: Reset makes it as new (the same bytes), and each new one
	// would take about a megabyte of tables and window.
	var fz *flate.Writer
	zw.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) {
		if fz == nil {
			var err error
			fz, err = flate.NewWriter(w, flate.BestSpeed)
			return fz, err
		}
		fz.Reset(w)
		return fz, nil
	})
	for name := range p.rows {
		if _, ok := p.parts[name]; !ok {
			return fmt.Errorf("rows for the missing part %s", name)
		}
	}
	for _, name := range names {
		fw, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate})
		if err != nil {
			return err
		}
		if err := p.writePart(fw, name); err != nil {
			return err
		}
		delete(p.parts, name)
	}
	if p.texts != nil {
		// Last: the rows streamed above have added their texts.
		fw, err := zw.CreateHeader(&zip.FileHeader{Name: sharedStringsPart, Method: zip.Deflate})
		if err != nil {
			return err
		}
		if err := p.texts.writeTo(fw); err != nil {
			return err
		}
	}
	return zw.Close()
}

// declareTexts declares the shared strings part in the content types and
// the workbook's relationships, when the rows refer to shared strings.
func (p *packageWriter) declareTexts() error {
	if p.texts == nil {
		return nil
	}
	if _, ok := p.parts[sharedStringsPart]; ok {
		return fmt.Errorf("part %s written twice", sharedStringsPart)
	}
	for name, add := range map[string]func([]byte) ([]byte, error){
		"[Content_Types].xml":        addSharedStringsType,
		"xl/_rels/workbook.xml.rels": addSharedStringsRel,
	} {
		part, ok := p.parts[name]
		if !ok {
			return fmt.Errorf("no part %s to declare the shared strings in", name)
		}
		data, err := add(part.Bytes())
		if err != nil {
			return fmt.Errorf("part %s: %w", name, err)
		}
		p.parts[name] = bytes.NewBuffer(data)
	}
	return nil
}

// sheetDataEnd ends the sheet data of a worksheet part.
var sheetDataEnd = []byte("</sheetData>")

// writePart writes one part to w: a worksheet with its floats numbered
// and, when setRows gave it rows, those rows at the end of its sheet data.
func (p *packageWriter) writePart(w io.Writer, name string) error {
	data := p.parts[name].Bytes()
	if !strings.HasPrefix(name, "xl/worksheets/") || !strings.HasSuffix(name, ".xml") {
		_, err := w.Write(data)
		return err
	}
	rows := p.rows[name]
	if rows == nil {
		return writeNumberedFloats(w, data, p.floatStyles)
	}
	end := bytes.LastIndex(data, sheetDataEnd)
	if end < 0 {
		return fmt.Errorf("part %s has no sheet data", name)
	}
	if err := writeNumberedFloats(w, data[:end], p.floatStyles); err != nil {
		return err
	}
	if err := rows(w); err != nil {
		return err
	}
	_, err := w.Write(data[end:])
	return err
}

// The byte patterns of an inline-string cell as excelize's StreamWriter
// writes one: <c r="H2" s="7" t="inlineStr"><is><t>1903.568</t></is></c>.
var (
	inlineOpen  = []byte(` t="inlineStr"><is><t>`)
	inlineClose = []byte(`</t></is>`)
	styleAttr   = []byte(` s="`)
)

// writeNumberedFloats writes a worksheet to w with its inline-string cells
// whose style is in floatStyles, and whose text is a decimal number,
// rewritten as number cells holding that decimal (see packageWriter).
func writeNumberedFloats(w io.Writer, sheet []byte, floatStyles map[int]bool) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	i := 0
	for len(floatStyles) > 0 {
		j := bytes.Index(sheet[i:], inlineOpen)
		if j < 0 {
			break
		}
		j += i
		valStart := j + len(inlineOpen)
		end := bytes.Index(sheet[valStart:], inlineClose)
		if end < 0 {
			break
		}
		val := sheet[valStart : valStart+end]
		next := valStart + end + len(inlineClose)
		if floatStyles[styleBefore(sheet[i:j])] && isDecimal(val) {
			_, _ = bw.Write(sheet[i:j])
			_, _ = bw.WriteString("><v>")
			_, _ = bw.Write(val)
			_, _ = bw.WriteString("</v>")
		} else {
			_, _ = bw.Write(sheet[i:next])
		}
		i = next
	}
	_, _ = bw.Write(sheet[i:])
	return bw.Flush()
}

// styleBefore reads the style ID of the cell whose start tag ends the
// given bytes (` s="N"` just before the type attribute), -1 when there is
// none.
func styleBefore(b []byte) int {
	if len(b) == 0 || b[len(b)-1] != '"' {
		return -1
	}
	k := bytes.LastIndex(b, styleAttr)
	if k < 0 {
		return -1
	}
	n, err := strconv.Atoi(string(b[k+len(styleAttr) : len(b)-1]))
	if err != nil {
		return -1
	}
	return n
}

// isDecimal reports whether b is a decimal number as strconv.FormatFloat
// with 'f' writes one: an optional minus, digits, an optional fraction.
func isDecimal(b []byte) bool {
	if len(b) > 0 && b[0] == '-' {
		b = b[1:]
	}
	digits, dot := 0, false
	for _, c := range b {
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !dot:
			dot = true
		default:
			return false
		}
	}
	return digits > 0
}
