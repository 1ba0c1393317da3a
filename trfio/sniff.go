package trfio

import (
	"io"
	"os"
	"strings"
)

// sniffSize is how much of a file Sniff looks at.
const sniffSize = 4096

// Sniff reports whether the file at path holds a TRF, by its content and
// not its name (docs/formats.md "TRF": a .trf or .txt file): its first line
// that is not blank or a ### comment starts with a tournament line 012 …
// 132 or a player line 001 and a space. A file that cannot be read is no
// TRF (its reader then says why).
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
	for _, l := range splitLines(data) {
		s := string(l.text)
		if s == "" || strings.HasPrefix(s, "###") {
			continue
		}
		code := l.code()
		return len(s) > 3 && s[3] == ' ' && (code == "001" || headerCodes[code].what != "")
	}
	return false
}
