package pgnio

import (
	"bufio"
	"bytes"
	"os"
	"strings"
)

// detectLines is how many lines IsPGN looks at before the first tag.
const detectLines = 200

// IsPGN reports whether the file at path is a PGN file by its content
// (docs/formats.md "PGN game list": how the kind is told): after an
// optional byte-order mark, blank lines, % escape lines and comments, its
// first line is a tag pair such as [Event "…"]. The extension is not
// looked at.
func IsPGN(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	return isPGN(bufio.NewReaderSize(f, 64<<10))
}

// IsPGNBytes is IsPGN on the start of a file's content (enough of it to
// reach the first tag: a few kilobytes).
func IsPGNBytes(start []byte) bool {
	return isPGN(bufio.NewReader(bytes.NewReader(start)))
}

// isPGN reads the lines of r as IsPGN describes.
func isPGN(r *bufio.Reader) bool {
	comment := false
	for n := 0; n < detectLines; n++ {
		raw, err := readLine(r)
		line := strings.TrimSpace(strings.TrimPrefix(string(raw), "\ufeff"))
		switch {
		case comment:
			comment = !strings.Contains(line, "}")
		case line == "", strings.HasPrefix(line, "%"), strings.HasPrefix(line, ";"):
		case strings.HasPrefix(line, "{"):
			comment = !strings.Contains(line, "}")
		default:
			_, _, ok := cutTag(line)
			return ok && strings.HasPrefix(line, "[")
		}
		if err != nil {
			return false
		}
	}
	return false
}
