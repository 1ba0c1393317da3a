package fidelist

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"strings"
)

// sniffSize is how much of a file Sniff looks at.
const sniffSize = 8192

// Sniff reports whether the file at path holds the FIDE rating list, by
// its content and not its name (docs/formats.md "FIDE rating list"): the
// XML list's <playerslist> element, or the TXT list's header line (ID
// Number, Name and a standard rating column) as its first line that is
// not blank. A file that cannot be read is no FIDE list (its reader then
// says why).
func Sniff(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	buf := make([]byte, sniffSize)
	n, _ := io.ReadFull(f, buf)
	return SniffBytes(buf[:n])
}

// SniffBytes is Sniff on the start of a file's content.
func SniffBytes(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	if t := bytes.TrimSpace(data); len(t) > 0 && t[0] == '<' {
		return bytes.Contains(bytes.ToLower(t), []byte("<playerslist"))
	}
	r := bufio.NewReader(bytes.NewReader(data))
	for {
		line, err := readLine(r)
		if strings.TrimSpace(line) != "" {
			_, ok := header(line)
			return ok
		}
		if err != nil {
			return false
		}
	}
}
