package pgnio

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"

	"ratingdesk/xlsxio"
)

// Tag is one tag pair of a game as read: [Name "Value"] on line Line.
type Tag struct {
	Name, Value string
	Line        int
}

// Game is what one PGN game says that a rating period needs: its tags
// (only those of readTags, by lower-case name), the game termination
// marker that ends its moves and the date of its last %ccsnt comment
// (the correspondence server's time of the last move). The moves
// themselves are not kept.
type Game struct {
	// Number is the game's position in the file, from 1; Line the line
	// of its first tag.
	Number, Line int
	// Tags are the tags read, by lower-case name (WhiteIccfID and
	// whiteiccfid are the same tag).
	Tags map[string]Tag
	// Termination is the marker that ends the moves (1-0, 0-1, 1/2-1/2
	// or *), empty when the moves end without one; TermLine its line.
	Termination string
	TermLine    int
	// MovesLine is the line of the last token of the moves (a move, a
	// move number, a NAG, a marker), 0 when the game has no moves.
	MovesLine int
	// LastMoveTime is the value of the last [%ccsnt …] command in the
	// game's comments ("2021.03.02,18:04"), empty when none;
	// LastMoveLine its line.
	LastMoveTime string
	LastMoveLine int
	// problems are the syntax problems of the game's lines.
	problems xlsxio.Problems
}

// readTags are the tags kept (lower case): the others are skipped.
var readTags = map[string]bool{
	"event": true, "site": true, "date": true, "round": true, "white": true, "black": true,
	"result": true, "enddate": true, "eventdate": true, "whiteelo": true, "blackelo": true,
	"whiteiccfid": true, "blackiccfid": true, "whitefideid": true, "blackfideid": true,
	"section": true, "termination": true,
}

// File is a PGN file as read: its games in file order and the problems
// of the file as a whole (its encoding, text outside any game).
type File struct {
	// Path is the file as named.
	Path string
	// Latin1 says lines of the file were read as Latin-1 (ISO 8859-1;
	// its control characters 0x80–0x9F as Windows-1252) because they are
	// not UTF-8.
	Latin1 bool
	Games  []Game
	// Problems are the problems of the file that belong to no game.
	Problems xlsxio.Problems
}

// maxLine is the longest line read (a PGN export writes lines of at most
// 255 characters; a whole game on one line stays far below).
const maxLine = 16 << 20

// Parse reads the PGN file at path game by game, keeping each game's
// tags and skipping its moves, comments (braces, semicolons, % escape
// lines), variations and NAGs. Each line is UTF-8 unless it is not valid
// UTF-8, then Latin-1 (the PGN standard's character set), with a warning
// naming the first such line: a file pasted together from a UTF-8 and a
// Latin-1 file keeps the names of both. The bytes 0x80–0x9F, control
// characters in Latin-1, are read as Windows-1252 (š, Ž, Œ, ’ …), with a
// warning at the first such tag line's game; a tag line holding a byte
// neither set defines, or UTF-8 text besides bytes that are not UTF-8, is
// an error at its game and line (docs/rules.md "Reading PGN game lists":
// encoding): no name is kept garbled. It fails only when the file
// cannot be read; the problems found are in File.Problems and each game's
// problems (see Problems).
func Parse(path string) (*File, error) {
	file := path
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("pgnio: %s: %w", file, err)
	}
	defer f.Close()
	s := &scanner{file: file}
	if err := s.scan(f); err != nil {
		return nil, fmt.Errorf("pgnio: %s: %w", file, err)
	}
	out := &File{Path: path, Latin1: s.legacy, Games: s.games, Problems: s.problems}
	if s.latin1 > 0 {
		out.Problems = append(xlsxio.Problems{warn(file, "", "line %d is not UTF-8: it was read as Latin-1 (ISO 8859-1), the character set of the PGN standard, as is every other line that is not UTF-8 (the others are read as UTF-8); check the accented names, or save the file as UTF-8", s.latin1)}, out.Problems...)
	}
	return out, nil
}

// readLine reads one line without its end (LF, CRLF or CR), at most
// maxLine bytes; io.EOF comes with the last line.
func readLine(r *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		b, err := r.ReadByte()
		if err != nil {
			if err == io.EOF && len(line) > 0 {
				return line, nil
			}
			return line, err
		}
		switch b {
		case '\n':
			return line, nil
		case '\r':
			if next, err := r.Peek(1); err == nil && next[0] == '\n' {
				r.ReadByte()
			}
			return line, nil
		}
		if len(line) >= maxLine {
			return line, fmt.Errorf("a line is longer than %d MB: this is not a PGN file", maxLine>>20)
		}
		line = append(line, b)
	}
}

// scanner reads the lines of a PGN file.
type scanner struct {
	file string
	// latin1 is the first line read as Latin-1, one that is not UTF-8
	// and holds no byte 0x80–0x9F (legacyLine), 0 while there is none;
	// legacy is true once a line was not UTF-8; cp1252 is true once a
	// line was said to be read as Windows-1252.
	latin1 int
	legacy bool
	cp1252 bool
	// tagRead is true once the current line was read as tags.
	tagRead bool
	games   []Game
	// problems are those outside any game.
	problems xlsxio.Problems
	line     int
	// inTags is true while the current game is in its tag section;
	// ended once its termination marker was read.
	inTags, ended bool
	// gap is true once a blank line follows the current game's tags, and
	// tagNames are the tags of its tag section: a tag after the gap when
	// the section has its Result, or a tag named again, starts the next
	// game (a game may have no moves).
	gap      bool
	tagNames map[string]bool
	// comment is the line a { comment opened on, 0 outside one.
	comment int
	// depth is the nesting of variations.
	depth int
	// said is true once text outside the moves of a game was reported
	// (once before the first game, once after each game's end).
	said bool
}

// scan reads every line.
func (s *scanner) scan(r io.Reader) error {
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		raw, err := readLine(br)
		if err != nil && err != io.EOF {
			return err
		}
		s.line++
		if s.line == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\ufeff"))
		}
		line, legacy := string(raw), false
		if !utf8.Valid(raw) {
			line, legacy = s.legacyLine(raw), true
		}
		s.tagRead = false
		s.readLine(line)
		if legacy && s.tagRead {
			// After the line is read, so that its problem names the game
			// whose tags it starts. Only tags are read: a comment's or a
			// move's characters do not matter.
			s.checkLegacy(raw)
		}
		if err == io.EOF {
			break
		}
	}
	if s.comment > 0 && len(s.games) > 0 {
		s.gameProblem("", s.comment, "the comment opened on line %d is not closed with }: the rest of the file was read as a comment", s.comment)
	}
	return nil
}

// legacyLine reads a line that is not UTF-8 as Windows-1252, which is
// Latin-1 but for the bytes 0x80–0x9F (control characters in Latin-1);
// a byte Windows-1252 does not define becomes U+FFFD (checkLegacy refuses
// it). Each line has one reading, said once: the first line without such
// a byte is the one the Latin-1 warning names, a line with one is read
// as Windows-1252 (checkLegacy's warning) and not as Latin-1 (a tester:
// one line got both warnings, and a later Latin-1 line none).
func (s *scanner) legacyLine(raw []byte) string {
	s.legacy = true
	if s.latin1 == 0 && firstC1(raw) < 0 {
		s.latin1 = s.line
	}
	b, _ := charmap.Windows1252.NewDecoder().Bytes(raw)
	return string(b)
}

// checkLegacy checks the bytes of a tag line read by legacyLine: UTF-8 text
// among them (a name pasted from a UTF-8 file), or a byte neither
// Latin-1 nor Windows-1252 gives a character, is an error naming the
// game and line, as its names would be garbled whichever way the line
// were read; the first line holding one of 0x80–0x9F is warned about
// (the line was read as Windows-1252).
func (s *scanner) checkLegacy(raw []byte) {
	c1 := -1
	for i := 0; i < len(raw); {
		r, size := utf8.DecodeRune(raw[i:])
		switch b := raw[i]; {
		case size > 1:
			s.gameProblem("", s.line, "line %d is not UTF-8, yet holds UTF-8 text (%q): it mixes two character sets, and its names would be read wrongly either way; save the file as UTF-8", s.line, string(r))
			return
		case b >= 0x80 && b <= 0x9F && charmap.Windows1252.DecodeByte(b) == utf8.RuneError:
			s.gameProblem("", s.line, "line %d is not UTF-8 and holds the byte 0x%02X, which is a character neither of Latin-1 (the PGN standard's character set) nor of Windows-1252: the file is in another character set; save it as UTF-8", s.line, b)
			return
		case b >= 0x80 && b <= 0x9F && c1 < 0:
			c1 = i
		}
		i += size
	}
	if c1 < 0 || s.cp1252 {
		return
	}
	s.cp1252 = true
	s.gameWarning(s.line, "line %d is not UTF-8 and holds the byte 0x%02X, a control character in Latin-1 (the PGN standard's character set): the line was read as Windows-1252, where it is %q, as is every such line of the file; check the names, or save the file as UTF-8", s.line, raw[c1], string(charmap.Windows1252.DecodeByte(raw[c1])))
}

// firstC1 is the index of the first byte 0x80–0x9F of raw that is not
// part of a UTF-8 character, -1 when there is none.
func firstC1(raw []byte) int {
	for i := 0; i < len(raw); {
		_, size := utf8.DecodeRune(raw[i:])
		if b := raw[i]; size == 1 && b >= 0x80 && b <= 0x9F {
			return i
		}
		i += size
	}
	return -1
}

// cur is the game being read, nil before the first.
func (s *scanner) cur() *Game {
	if len(s.games) == 0 {
		return nil
	}
	return &s.games[len(s.games)-1]
}

// readLine reads one line of the file.
func (s *scanner) readLine(line string) {
	if s.comment == 0 {
		if strings.HasPrefix(line, "%") {
			return // an escape line (PGN standard 6)
		}
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "[") {
			s.tagLine(t)
			return
		}
		if t == "" && s.inTags {
			s.gap = true
		}
	}
	s.movetext(line)
}

// newGame starts the next game at the current line.
func (s *scanner) newGame() {
	s.games = append(s.games, Game{Number: len(s.games) + 1, Line: s.line, Tags: map[string]Tag{}})
	s.inTags, s.ended, s.depth, s.said, s.gap = true, false, 0, false, false
	if s.tagNames == nil {
		s.tagNames = map[string]bool{}
	}
	clear(s.tagNames) // one map for every game's tag section
}

// tagLine reads a line of tag pairs, starting a new game when the current
// one has left its tag section: by its moves, by a blank line after its
// tags, Result among them (a game without moves), or by a tag it has
// already.
func (s *scanner) tagLine(t string) {
	if s.cur() == nil || !s.inTags || s.gap && s.tagNames["result"] {
		s.newGame()
	}
	s.gap, s.tagRead = false, true
	for t != "" {
		tag, rest, ok := cutTag(t)
		if !ok {
			s.gameProblem("", s.line, "line %d is not a tag: a tag reads [Name \"value\"], found %s", s.line, quoteShort(t))
			return
		}
		k := strings.ToLower(tag.Name)
		if s.tagNames[k] {
			s.newGame()
		}
		s.tagNames[k] = true
		if readTags[k] && xlsxio.CellTooLong(tag.Value) {
			s.gameProblem("", s.line, "tag %s holds more than the 32,767 characters a spreadsheet cell holds", tag.Name)
		} else if readTags[k] {
			tag.Line = s.line
			s.cur().Tags[k] = tag
		}
		t = strings.TrimSpace(rest)
		if t != "" && t[0] != '[' {
			s.movetext(t)
			return
		}
	}
}

// cutTag reads the tag pair at the start of t: [Name "value"], with \"
// and \\ escaped in the value.
func cutTag(t string) (Tag, string, bool) {
	body := strings.TrimSpace(t[1:])
	i := strings.IndexAny(body, " \t\"")
	if i <= 0 {
		return Tag{}, "", false
	}
	name := body[:i]
	body = strings.TrimSpace(body[i:])
	if !strings.HasPrefix(body, `"`) {
		return Tag{}, "", false
	}
	var v strings.Builder
	for j := 1; j < len(body); j++ {
		switch c := body[j]; {
		case c == '\\' && j+1 < len(body):
			j++
			v.WriteByte(body[j])
		case c == '"':
			rest := strings.TrimSpace(body[j+1:])
			if !strings.HasPrefix(rest, "]") {
				return Tag{}, "", false
			}
			return Tag{Name: name, Value: v.String()}, rest[1:], true
		default:
			v.WriteByte(c)
		}
	}
	return Tag{}, "", false
}

// quoteShort quotes at most 40 characters of s for a message.
func quoteShort(s string) string {
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40]) + "…"
	}
	return fmt.Sprintf("%q", s)
}

// gameProblem records an error of the current game at a line, or of the
// file when no game has started.
func (s *scanner) gameProblem(_ string, line int, format string, args ...any) {
	g := s.cur()
	if g == nil {
		s.problems = append(s.problems, errorAt(s.file, fmt.Sprintf("line %d", line), format, args...))
		return
	}
	g.problems = append(g.problems, errorAt(s.file, gameCell(g.Number, line), format, args...))
}

// gameWarning records a warning as gameProblem records an error.
func (s *scanner) gameWarning(line int, format string, args ...any) {
	g := s.cur()
	if g == nil {
		s.problems = append(s.problems, warn(s.file, fmt.Sprintf("line %d", line), format, args...))
		return
	}
	g.problems = append(g.problems, warn(s.file, gameCell(g.Number, line), format, args...))
}

// gameCell names a game and a line in a problem: "game 12 (line 240)".
func gameCell(number, line int) string {
	return fmt.Sprintf("game %d (line %d)", number, line)
}

// errorAt builds an error problem.
func errorAt(file, cell, format string, args ...any) *xlsxio.Problem {
	return &xlsxio.Problem{File: file, Cell: cell, Severity: xlsxio.Error, Msg: fmt.Sprintf(format, args...)}
}

// warn builds a warning problem.
func warn(file, cell, format string, args ...any) *xlsxio.Problem {
	return &xlsxio.Problem{File: file, Cell: cell, Severity: xlsxio.Warning, Msg: fmt.Sprintf(format, args...)}
}
