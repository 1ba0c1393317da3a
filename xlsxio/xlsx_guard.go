package xlsxio

import (
	"bytes"
	"io"
)

// guardState is where tokenGuard stands in the XML it passes on.
type guardState int

const (
	inText    guardState = iota // character data, up to the next <
	afterLT                     // just after <
	afterBang                   // just after <!
	afterDash                   // just after <!-
	inTag                       // a start or end tag, up to > outside quotes
	inQuote                     // a quoted attribute value
	inComment                   // <!-- … -->
	inCDATA                     // <![CDATA[ … ]]>
	inPI                        // <? … ?>
	inDecl                      // <!DOCTYPE …: forbidden in a package part (OPC), never ends
)

// tokenGuard passes on an XML part and fails with errTokenTooLong before
// any token — a text run, a tag with its attributes, a comment, a CDATA
// section, a processing instruction — grows beyond maxXMLToken bytes.
// encoding/xml keeps each token whole in memory, so that without the guard
// one cell of a billion characters would be read into memory before any
// length could be checked.
type tokenGuard struct {
	r     io.Reader
	state guardState
	quote byte
	// run is the length of the current token so far; over is set once a
	// token was longer than maxXMLToken.
	run  int
	over bool
	// last holds the last two bytes of a comment, CDATA section or
	// processing instruction, to find its end.
	last [2]byte
}

// Read reads from the part and checks what it read.
func (g *tokenGuard) Read(p []byte) (int, error) {
	n, err := g.r.Read(p)
	for b := p[:n]; len(b) > 0; {
		b = b[g.step(b):]
		if g.over {
			return 0, errTokenTooLong
		}
	}
	return n, err
}

// step reads the start of b in the current state and returns how many
// bytes it consumed.
func (g *tokenGuard) step(b []byte) int {
	switch g.state {
	case inText:
		return g.text(b)
	case afterLT:
		g.run = 0
		g.add(1)
		switch b[0] {
		case '!':
			g.state = afterBang
			return 1
		case '?':
			g.state, g.last = inPI, [2]byte{}
			return 1
		}
		g.state = inTag
		return 0
	case afterBang:
		switch b[0] {
		case '-':
			g.state = afterDash
			return 1
		case '[':
			g.state, g.last = inCDATA, [2]byte{}
			return 1
		}
		g.state = inDecl
		return 0
	case afterDash: // the second - of <!--, which cannot end the comment
		g.state, g.last = inComment, [2]byte{}
		g.add(1)
		return 1
	case inTag, inQuote:
		return g.tag(b)
	case inDecl:
		g.add(len(b))
		return len(b)
	}
	return g.closing(b)
}

// add counts n more bytes of the current token.
func (g *tokenGuard) add(n int) {
	g.run += n
	g.over = g.over || g.run > maxXMLToken
}

// text consumes character data up to and including the < that ends it.
func (g *tokenGuard) text(b []byte) int {
	k := bytes.IndexByte(b, '<')
	if k < 0 {
		g.add(len(b))
		return len(b)
	}
	g.add(k)
	g.state, g.run = afterLT, 0
	return k + 1
}

// tag consumes b up to the end of a tag, through its quoted values (a
// byte loop: the values are short, too short for bytes.IndexAny to pay).
func (g *tokenGuard) tag(b []byte) int {
	for i, c := range b {
		switch {
		case g.state == inQuote:
			if c == g.quote {
				g.state = inTag
			}
		case c == '>':
			g.add(i + 1)
			g.state, g.run = inText, 0
			return i + 1
		case c == '"' || c == '\'':
			g.state, g.quote = inQuote, c
		}
	}
	g.add(len(b))
	return len(b)
}

// closing consumes b up to the end of a comment (-->), a CDATA section
// (]]>) or a processing instruction (?>).
func (g *tokenGuard) closing(b []byte) int {
	for i, c := range b {
		if c == '>' && g.closes() {
			g.state, g.run = inText, 0
			return i + 1
		}
		g.last[0], g.last[1] = g.last[1], c
		g.add(1)
	}
	return len(b)
}

// closes reports whether the last two bytes end the current comment,
// CDATA section or processing instruction before a >.
func (g *tokenGuard) closes() bool {
	switch g.state {
	case inComment:
		return g.last == [2]byte{'-', '-'}
	case inCDATA:
		return g.last == [2]byte{']', ']'}
	}
	return g.last[1] == '?'
}
