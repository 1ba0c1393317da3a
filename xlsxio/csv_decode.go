package xlsxio

import (
	"bytes"
	"io"
	"os"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"

	"ratingdesk/internal/words"
)

// saveAsUTF8 tells the user how to write a CSV file this package reads best.
const saveAsUTF8 = `save it as "CSV UTF-8" (Excel) or as Text CSV with the character set Unicode (UTF-8) (LibreOffice)`

// csvEncoding is how the bytes of a CSV file are text (docs/rules.d/xlsxio-read.md "CSV").
type csvEncoding int

// The encodings read.
const (
	// encUTF8 is UTF-8 without a byte-order mark; invalid UTF-8 makes
	// the file Windows-1252.
	encUTF8 csvEncoding = iota
	// encUTF8BOM is UTF-8 with its byte-order mark: invalid UTF-8 is
	// then an error.
	encUTF8BOM
	// encUTF16LE and encUTF16BE are UTF-16 (Excel's "Unicode text"),
	// with or without a byte-order mark.
	encUTF16LE
	encUTF16BE
	// encWindows1252 is Excel's "CSV (Comma delimited)" on Western
	// Windows systems.
	encWindows1252
)

// encodingHead is how many bytes at the start of a CSV file tell its
// encoding.
const encodingHead = 4096

// openCSV opens a CSV file and tells its encoding from its first bytes:
// a byte-order mark, or the NUL bytes of BOM-less UTF-16. It refuses an
// empty file (0 bytes: saved before anything was typed into it, or a copy
// that failed), a file over maxUnpackedBytes, by its size, and one whose
// NUL bytes are not UTF-16 (binary data). The file is positioned after the
// byte-order mark.
func openCSV(path, file string) (*os.File, csvEncoding, *Problem) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, openProblem(file, err)
	}
	fail := func(p *Problem) (*os.File, csvEncoding, *Problem) {
		f.Close()
		return nil, 0, p
	}
	st, err := f.Stat()
	if err != nil {
		return fail(openProblem(file, err))
	}
	if st.IsDir() {
		return fail(errorf(file, "", "", "%s", folderText))
	}
	if st.Size() == 0 {
		return fail(errorf(file, "", "", "the file is empty (0 bytes): there is nothing to read in it"))
	}
	if st.Size() > maxUnpackedBytes {
		return fail(errorf(file, "", "", "the file is %s: CSV files of at most %s are read (a spreadsheet holds at most %d rows); split it into smaller files", megabytes(st.Size()), megabytes(maxUnpackedBytes), maxSheetRows))
	}
	head := make([]byte, encodingHead)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return fail(errorf(file, "", "", "cannot read the file: %v", err))
	}
	enc, bom, p := sniffEncoding(file, head[:n])
	if p != nil {
		return fail(p)
	}
	if _, err := f.Seek(int64(bom), io.SeekStart); err != nil {
		return fail(errorf(file, "", "", "cannot read the file: %v", err))
	}
	return f, enc, nil
}

// megabytes writes a size for a message: "300.0 MB" (MiB).
func megabytes(n int64) string {
	return words.Fixed(float64(n)/(1<<20), 1) + " MB"
}

// sniffEncoding tells the encoding of a CSV file from its first bytes and
// the length of its byte-order mark.
func sniffEncoding(file string, head []byte) (csvEncoding, int, *Problem) {
	if p := otherKindInTextProblem(file, head); p != nil {
		return 0, 0, p
	}
	switch {
	case bytes.HasPrefix(head, []byte("\xef\xbb\xbf")):
		return encUTF8BOM, 3, nil
	case bytes.HasPrefix(head, []byte{0xff, 0xfe}):
		return encUTF16LE, 2, nil
	case bytes.HasPrefix(head, []byte{0xfe, 0xff}):
		return encUTF16BE, 2, nil
	case bytes.IndexByte(head, 0) < 0:
		return encUTF8, 0, nil
	}
	if enc, ok := utf16Pattern(head); ok {
		return enc, 0, nil
	}
	return 0, 0, errorf(file, "", "", "the file holds NUL bytes: it is not a CSV file (text) at all; %s", saveAsUTF8)
}

// utf16Pattern recognises UTF-16 text without a byte-order mark by its
// NUL bytes: Latin text has a NUL as every second byte, the high byte of
// each character, and (almost) no NUL in the other bytes.
func utf16Pattern(head []byte) (csvEncoding, bool) {
	var zeros [2]int
	pairs := len(head) / 2
	for i := range 2 * pairs {
		if head[i] == 0 {
			zeros[i%2]++
		}
	}
	switch {
	case pairs == 0:
		return 0, false
	case zeros[1]*4 >= pairs && zeros[0]*16 <= zeros[1]:
		return encUTF16LE, true
	case zeros[0]*4 >= pairs && zeros[1]*16 <= zeros[0]:
		return encUTF16BE, true
	}
	return 0, false
}

// decoder gives the text of a CSV file as UTF-8; a file read as
// Windows-1252 is read by mixedText instead (csvRead.read).
func decoder(f io.Reader, enc csvEncoding) io.Reader {
	switch enc {
	case encUTF16LE:
		return transform.NewReader(f, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM).NewDecoder())
	case encUTF16BE:
		return transform.NewReader(f, unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM).NewDecoder())
	}
	return f
}

// windows1252Note is the warning of a file read as Windows-1252: line is
// the first line that is not UTF-8.
func windows1252Note(file string, line int) *Problem {
	return warnf(file, "", "", `the file is not UTF-8 (line %d is not): it was read as Windows-1252 (Western European), as Excel saves "CSV (Comma delimited)"; check the accented names, or %s`, line, saveAsUTF8)
}
