package pgnio

import (
	"strings"
)

// terminations are the game termination markers (PGN standard 8.2.6).
var terminations = map[string]bool{"1-0": true, "0-1": true, "1/2-1/2": true, "*": true}

// movetext reads a line of moves: it looks only for comments (for their
// %ccsnt commands), variations (whose tokens are not the game's) and the
// termination marker; move tokens and NAGs are skipped.
func (s *scanner) movetext(line string) {
	for line != "" {
		if s.comment > 0 {
			end := strings.IndexByte(line, '}')
			if end < 0 {
				s.commentText(line)
				return
			}
			s.commentText(line[:end])
			s.comment = 0
			line = line[end+1:]
			continue
		}
		line = s.token(line)
	}
}

// token reads the token at the start of line outside a comment and
// returns the rest.
func (s *scanner) token(line string) string {
	switch c := line[0]; c {
	case ' ', '\t', '\f', '\v':
		return line[1:]
	case '{':
		s.comment = s.line
		return line[1:]
	case ';':
		s.commentText(line[1:])
		return ""
	case '(':
		s.depth++
		return line[1:]
	case ')':
		if s.depth > 0 {
			s.depth--
		}
		return line[1:]
	}
	end := strings.IndexAny(line, " \t\f\v{;()")
	if end < 0 {
		end = len(line)
	}
	s.word(line[:end])
	return line[end:]
}

// word reads one token of the moves: a termination marker at the top
// level ends the game; any token starts the movetext.
func (s *scanner) word(w string) {
	g := s.cur()
	if g == nil {
		if !s.said {
			s.gameProblem("", s.line, "line %d is outside any game: a PGN file starts each game with its tags, e.g. [Event \"…\"]", s.line)
			s.said = true
		}
		return
	}
	s.inTags = false
	if s.ended {
		if s.depth == 0 && !s.said {
			s.gameProblem("", s.line, "line %d: %s comes after the result that ends the game's moves: start the next game with its tags", s.line, quoteShort(w))
			s.said = true
		}
		return
	}
	g.MovesLine = s.line
	if s.depth == 0 && terminations[w] {
		g.Termination, g.TermLine = w, s.line
		s.ended = true
	}
}

// commentText looks for the server's time of a move, [%ccsnt …], in the
// text of a comment, and keeps the last one of the game.
func (s *scanner) commentText(text string) {
	g := s.cur()
	if g == nil || s.depth != 0 {
		return
	}
	for {
		i := strings.Index(text, "[%ccsnt")
		if i < 0 {
			return
		}
		text = text[i+len("[%ccsnt"):]
		end := strings.IndexByte(text, ']')
		if end < 0 {
			end = len(text)
		}
		g.LastMoveTime, g.LastMoveLine = strings.TrimSpace(text[:end]), s.line
		text = text[end:]
	}
}
