package xlsxio

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// namedControls is msg with every quoted value that is one control
// character ("\x1a", as %q writes it) named in words: "the control
// character Ctrl-Z (0x1A)" (docs/rules.d/xlsxio-read.md "Ctrl-Z at the
// end of a CSV file"), which a user can find and delete. A message
// without a quoted escape costs one search.
func namedControls(msg string) string {
	if !strings.Contains(msg, `"\`) {
		return msg
	}
	var b strings.Builder
	for {
		i := strings.Index(msg, `"\`)
		if i < 0 {
			break
		}
		q, err := strconv.QuotedPrefix(msg[i:])
		if err != nil {
			b.WriteString(msg[:i+2])
			msg = msg[i+2:]
			continue
		}
		b.WriteString(msg[:i])
		if v, err := strconv.Unquote(q); err == nil && utf8.RuneCountInString(v) == 1 && unicode.IsControl([]rune(v)[0]) {
			b.WriteString(controlName([]rune(v)[0]))
		} else {
			b.WriteString(q)
		}
		msg = msg[i+len(q):]
	}
	b.WriteString(msg)
	return b.String()
}

// controlName names a control character: "the control character Ctrl-Z
// (0x1A)", "the control character Tab (0x09)".
func controlName(r rune) string {
	var name string
	switch {
	case r == 0:
		name = "NUL "
	case r == '\t':
		name = "Tab "
	case r == '\n':
		name = "line feed "
	case r == '\r':
		name = "carriage return "
	case r == 0x1B:
		name = "Escape "
	case r == 0x7F:
		name = "Delete "
	case r < 0x1B:
		name = "Ctrl-" + string(rune('A'+r-1)) + " "
	}
	if r >= 0x80 {
		return fmt.Sprintf("the control character %sU+%04X", name, r)
	}
	return fmt.Sprintf("the control character %s(0x%02X)", name, r)
}
