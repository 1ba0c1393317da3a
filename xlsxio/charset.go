package xlsxio

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// lostByte stands, in MeantText, for a character that the wrong reading
// turned into U+FFFD: a byte Windows-1252 does not define (0x8D of "č"
// read so), which cannot be told any more.
const lostByte = 0x81

// MeantText gives the text s was meant to be when s is mojibake: UTF-8
// read as Windows-1252 (docs/formats.md "CSV files"; "MÃ¼ller" for
// Müller). It is exact: every character of s encodes in Windows-1252 and
// the bytes so made are valid UTF-8 holding a multi-byte sequence; a
// U+FFFD among them (a byte the wrong reading could not show, as in
// "KovaÄ�eviÄ‡") stands for a letter that cannot be recovered and is
// given as "?" ("Kova?ević"). ok is false for any other text, which is
// left alone: no real name holds "Ã¼".
func MeantText(s string) (meant string, ok bool) {
	if !mayBeMojibake(s) {
		return "", false
	}
	b := make([]byte, 0, len(s))
	var lost []int
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf:
			b = append(b, byte(r))
			continue
		case r == utf8.RuneError:
			lost = append(lost, len(b))
			b = append(b, lostByte)
			continue
		}
		e, encodes := charmap.Windows1252.EncodeRune(r)
		if !encodes {
			return "", false
		}
		b = append(b, e)
	}
	if !utf8.Valid(b) || utf8.RuneCount(b) == len(b) {
		return "", false
	}
	meant = withLost(b, lost)
	return meant, meant != s
}

// mayBeMojibake reports, in one pass over its bytes, whether s holds a
// character that a UTF-8 lead byte (0xC2–0xF4) becomes when read as
// Windows-1252 (Â to ô, whose own UTF-8 is 0xC3 0x82–0xB4) followed by a
// character that is not ASCII, as a continuation byte becomes: without
// one s cannot be mojibake. Nearly every name is let through at once,
// without the encoding MeantText does (the 20,000 names of a list cost
// `check` and `rate` 3–4 ms when each was encoded; docs/performance.md).
func mayBeMojibake(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if s[i] == 0xC3 && s[i+1] >= 0x82 && s[i+1] <= 0xB4 && s[i+2] >= 0x80 {
			return true
		}
	}
	return false
}

// withLost is the UTF-8 text b with every character holding one of the
// bytes at the offsets lost written as "?".
func withLost(b []byte, lost []int) string {
	if len(lost) == 0 {
		return string(b)
	}
	var sb strings.Builder
	for i := 0; i < len(b); {
		_, size := utf8.DecodeRune(b[i:])
		hit := false
		for _, at := range lost {
			hit = hit || (at >= i && at < i+size)
		}
		if hit {
			sb.WriteByte('?')
		} else {
			sb.Write(b[i : i+size])
		}
		i += size
	}
	return sb.String()
}

// charsetAdvice says how to read a file whose character set was read
// wrongly again: a CSV file is saved as UTF-8 from the original; a
// workbook is made again by importing the original CSV file as UTF-8 (the
// wrong reading happened when it was opened or imported).
func charsetAdvice(file string) string {
	if strings.EqualFold(filepath.Ext(file), ".xlsx") {
		return "import the original CSV file into the workbook again as UTF-8 (in Excel: Data > From Text/CSV, File origin 65001: Unicode (UTF-8); in LibreOffice: Character set Unicode (UTF-8)) and save the workbook"
	}
	return "save the file as UTF-8 (in Excel: CSV UTF-8) from the original"
}

// charsetSaid is what a message about a value whose character set was
// read wrongly says of it: in full, with the advice, the first time in a
// sheet (remembering ref, the cell it was said at), then only the cell
// that says it, so that 56 cells holding "Â½" do not repeat the advice
// 56 times (a tester).
func (t *table) charsetSaid(ref, full string) string { return charsetSaidAt(&t.charsetRef, ref, full) }

// charsetSaidAt is charsetSaid with the cell it was first said at in
// *first.
func charsetSaidAt(first *string, ref, full string) string {
	if *first != "" {
		return fmt.Sprintf("the file's character set looks wrong (see %s)", *first)
	}
	*first = ref
	return full
}

// charsetHint ends the message of a result or Score cell at ref that
// looks misdecoded (misdecoded).
func (t *table) charsetHint(ref string) string {
	return ": " + t.charsetSaid(ref, "the file's character set looks wrong (a UTF-8 file opened or saved as Windows-1252 or Latin-1 turns ½ into Â½): "+charsetAdvice(t.file)+", or type the results again")
}

// mojibakeName warns of a name that is mojibake (MeantText) at its cell
// ref, giving the name as meant.
func (t *table) mojibakeName(ref, name string) *Problem {
	meant, ok := MeantText(name)
	if !ok {
		return nil
	}
	return MojibakeWarning(t.file, t.sheet, ref, name, meant, &t.charsetRef)
}

// MojibakeWarning warns at ref of file and sheet of a name that is UTF-8
// read as Windows-1252 ("MÃ¼ller" for Müller), meant the name as meant
// (MeantText): a crosstable's names and, in package desk, a rating
// list's. The advice is said in full at the first such cell of a sheet,
// which *first then holds (charsetSaid); the others name that cell.
func MojibakeWarning(file, sheet, ref, name, meant string, first *string) *Problem {
	said := charsetSaidAt(first, ref, "the file's character set was read wrongly (a UTF-8 file opened as Windows-1252 or Latin-1 turns ü into Ã¼): "+charsetAdvice(file))
	return warnf(file, sheet, ref, "%q is probably %q: %s; the name is read as it is", name, meant, said)
}
