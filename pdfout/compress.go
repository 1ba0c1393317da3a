package pdfout

import (
	"bytes"
	"compress/zlib"
	"errors"
	"io"
	"slices"
	"strconv"
)

// Every document is built by gofpdf without compression and its page
// contents are compressed here, as gofpdf would compress them (zlib, best
// speed) but with one compressor for the whole document: gofpdf makes a new
// one, of about a megabyte, for every page, which was most of the memory
// and a fifth of the time of a 400-page change list (docs/performance.md).
// The bytes are those gofpdf writes with compression on.

// The byte patterns of the objects gofpdf writes for a stream it would
// have compressed: "N 0 obj\n<</Length L>>\nstream\n" data "\nendstream".
var (
	plainStreamHead = []byte(" 0 obj\n<</Length ")
	plainStreamTail = []byte(">>\nstream\n")
	endStream       = []byte("\nendstream\n")
	startXref       = []byte("startxref\n")
)

// xrefEntryLen is the length of one entry of a cross-reference table.
const xrefEntryLen = 20

// errLayout says that gofpdf's output is not laid out as expected.
var errLayout = errors.New("unexpected layout of the uncompressed PDF")

// compressStreams writes pdf, as gofpdf wrote it without compression, to w
// with the plain streams compressed and the cross-reference table and its
// offset rewritten for the new object offsets.
func compressStreams(w io.Writer, pdf []byte) error {
	xref, offsets, err := readXref(pdf)
	if err != nil {
		return err
	}
	order := make([]int, 0, len(offsets))
	for obj := 1; obj < len(offsets); obj++ {
		order = append(order, obj)
	}
	slices.SortFunc(order, func(a, b int) int { return offsets[a] - offsets[b] })
	newOffsets := make([]int, len(offsets))
	cw := &countWriter{w: w}
	z := newStreamCompressor(len(offsets))
	prev := 0
	if len(order) > 0 {
		prev = offsets[order[0]]
	}
	_, _ = cw.Write(pdf[:prev])
	for i, obj := range order {
		end := xref
		if i+1 < len(order) {
			end = offsets[order[i+1]]
		}
		if offsets[obj] < prev || end < offsets[obj] || end > xref {
			return errLayout
		}
		newOffsets[obj] = cw.n
		if err := z.writeObject(cw, obj, pdf[offsets[obj]:end]); err != nil {
			return err
		}
		prev = end
	}
	return writeXref(cw, pdf[xref:], newOffsets)
}

// readXref finds the cross-reference table of pdf (its offset) and the
// offsets of the objects it lists, by object number.
func readXref(pdf []byte) (xref int, offsets []int, err error) {
	k := bytes.LastIndex(pdf, startXref)
	if k < 0 {
		return 0, nil, errLayout
	}
	line, _, _ := bytes.Cut(pdf[k+len(startXref):], []byte("\n"))
	xref, err = strconv.Atoi(string(line))
	if err != nil || xref < 0 || xref > k {
		return 0, nil, errLayout
	}
	rest, ok := bytes.CutPrefix(pdf[xref:], []byte("xref\n0 "))
	if !ok {
		return 0, nil, errLayout
	}
	line, rest, _ = bytes.Cut(rest, []byte("\n"))
	n, err := strconv.Atoi(string(line))
	if err != nil || n < 1 || len(rest) < n*xrefEntryLen {
		return 0, nil, errLayout
	}
	offsets = make([]int, n)
	for obj := 1; obj < n; obj++ {
		entry := rest[obj*xrefEntryLen : obj*xrefEntryLen+10]
		if offsets[obj], err = strconv.Atoi(string(entry)); err != nil || offsets[obj] > xref {
			return 0, nil, errLayout
		}
	}
	return xref, offsets, nil
}

// writeXref writes the cross-reference table that starts tail with the new
// offsets, the rest of tail (the trailer), and the new offset of the table.
func writeXref(cw *countWriter, tail []byte, offsets []int) error {
	at := cw.n
	head := len("xref\n0 ") + len(strconv.Itoa(len(offsets))) + 1
	_, _ = cw.Write(tail[:head+xrefEntryLen])
	entry := make([]byte, 0, xrefEntryLen)
	for obj := 1; obj < len(offsets); obj++ {
		entry = strconv.AppendInt(entry[:0], int64(offsets[obj]), 10)
		pad := bytes.Repeat([]byte("0"), 10-len(entry))
		_, _ = cw.Write(pad)
		_, _ = cw.Write(entry)
		_, _ = cw.Write([]byte(" 00000 n \n"))
	}
	trailer := tail[head+len(offsets)*xrefEntryLen:]
	k := bytes.LastIndex(trailer, startXref)
	if k < 0 {
		return errLayout
	}
	_, _ = cw.Write(trailer[:k+len(startXref)])
	_, _ = cw.Write(strconv.AppendInt(nil, int64(at), 10))
	_, err := cw.Write([]byte("\n%%EOF\n"))
	if err == nil {
		err = cw.err
	}
	return err
}

// streamCompressor compresses the streams of a document that gofpdf
// compresses when asked to (page contents and the palettes of indexed
// images) with one zlib writer.
type streamCompressor struct {
	buf bytes.Buffer
	zw  *zlib.Writer
	// compress marks, by object number, the objects to compress: those a
	// page names as its /Contents, or an image as its palette.
	compress []bool
}

// newStreamCompressor returns a streamCompressor at gofpdf's level for a
// document of n objects.
func newStreamCompressor(n int) *streamCompressor {
	z := &streamCompressor{compress: make([]bool, n)}
	z.zw, _ = zlib.NewWriterLevel(&z.buf, zlib.BestSpeed)
	return z
}

// The references gofpdf writes to the streams it compresses: a page's
// content and an indexed image's palette.
var compressedRefs = [][]byte{[]byte("/Contents "), []byte("/Indexed /DeviceRGB ")}

// mark notes the streams that the dictionary of an object refers to as
// content or palette. gofpdf writes both objects after the one naming them.
func (z *streamCompressor) mark(obj []byte) {
	dict, _, _ := bytes.Cut(obj, []byte("stream\n"))
	for _, ref := range compressedRefs {
		k := bytes.Index(dict, ref)
		if k < 0 {
			continue
		}
		fields := bytes.Fields(dict[k+len(ref):])
		if bytes.Equal(ref, compressedRefs[1]) && len(fields) > 0 {
			fields = fields[1:] // the highest palette index
		}
		if len(fields) < 3 || !bytes.Equal(fields[1], []byte("0")) || !bytes.HasPrefix(fields[2], []byte("R")) {
			continue
		}
		if n, err := strconv.Atoi(string(fields[0])); err == nil && n > 0 && n < len(z.compress) {
			z.compress[n] = true
		}
	}
}

// writeObject writes object number num to w, its stream compressed when
// it is one gofpdf compresses ("N 0 obj\n<</Length L>>\nstream\n...").
func (z *streamCompressor) writeObject(w io.Writer, num int, obj []byte) error {
	z.mark(obj)
	prefix, rest, ok := bytes.Cut(obj, plainStreamHead)
	if !ok || !z.compress[num] || string(prefix) != strconv.Itoa(num) {
		_, err := w.Write(obj)
		return err
	}
	length, rest, ok := bytes.Cut(rest, plainStreamTail)
	n, err := strconv.Atoi(string(length))
	if !ok || err != nil || n > len(rest) || !bytes.HasPrefix(rest[n:], endStream) {
		return errLayout
	}
	z.buf.Reset()
	z.zw.Reset(&z.buf)
	_, _ = z.zw.Write(rest[:n])
	if err := z.zw.Close(); err != nil {
		return err
	}
	_, _ = w.Write(prefix)
	_, _ = w.Write([]byte(" 0 obj\n<</Filter /FlateDecode /Length "))
	_, _ = w.Write(strconv.AppendInt(nil, int64(z.buf.Len()), 10))
	_, _ = w.Write(plainStreamTail)
	_, _ = w.Write(z.buf.Bytes())
	_, err = w.Write(rest[n:])
	return err
}

// countWriter counts the bytes written through it and keeps the first
// error.
type countWriter struct {
	w   io.Writer
	n   int
	err error
}

// Write writes p unless an earlier write failed.
func (c *countWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.n += n
	c.err = err
	return n, err
}
