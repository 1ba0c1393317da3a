// Package fidelist reads the FIDE rating list as FIDE publishes it
// (docs/formats.md "FIDE rating list"): the fixed-width players_list TXT
// file, its columns found from its header line, and the XML file
// (<playerslist><player>…). Both are streamed player by player: the real
// lists hold more than a million players, and a rating period needs only
// the few of its unrated players (Rules 2.1a, docs/rules.md §1.1: an
// unrated player starts from his FIDE rating).
package fidelist

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"ratingdesk/xlsxio"
)

// Player is one player of the FIDE list, as far as a rating period needs
// him.
type Player struct {
	// ID is the FIDE ID.
	ID int64
	// Name is as FIDE writes it: "Surname, Given".
	Name string
	// Fed is the FIDE federation, e.g. "GER"; Sex "M" or "F"; Title the
	// FIDE title (GM, IM, …), empty when none.
	Fed, Sex, Title string
	// Rating is the standard rating, 0 when the player has none; Games
	// the standard games of the last period.
	Rating, Games int
	// BirthYear is 0 when not given.
	BirthYear int
	// Flag is FIDE's flag: "i" inactive, "w" woman, "wi" both.
	Flag string
	// Line is the line the player was read from (the line of <player> in
	// the XML file).
	Line int
}

// Count says what became of the players' lines or elements (docs/formats.md
// "Every row is accounted for"): Rows = Read + Blank + WithErrors.
type Count = xlsxio.RowCount

// Scan reads the FIDE list at path, TXT or XML as its first bytes say,
// and calls fn with every player read. A line or element that cannot be
// read is counted WithErrors and named by one warning for the file (the
// first of them, with their number): a list of a million players is a
// source of ratings here, not a file to correct. Scan stops with fn's
// error when fn returns one. The problems are an error when the file
// cannot be read or holds no player list.
func Scan(path string, fn func(Player) error) (Count, xlsxio.Problems) {
	file := path
	if p := xlsxio.FolderProblem(path, file); p != nil {
		return Count{}, xlsxio.Problems{p}
	}
	f, err := os.Open(path)
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		err = pe.Err // the problem names the file already
	}
	if err != nil {
		return Count{}, xlsxio.Problems{errorAt(file, "", "cannot open the file: %v", err)}
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 256<<10)
	head, _ := r.Peek(512)
	head = bytes.TrimPrefix(head, []byte("\ufeff"))
	if t := bytes.TrimSpace(head); len(t) > 0 && t[0] == '<' {
		return scanXML(file, r, fn)
	}
	return scanTXT(file, r, fn)
}

// bad collects the players that could not be read.
type bad struct {
	n     int
	first string
}

// add counts one more bad line or element.
func (b *bad) add(format string, args ...any) {
	if b.n == 0 {
		b.first = fmt.Sprintf(format, args...)
	}
	b.n++
}

// problems is the warning naming the first bad player and their number.
func (b *bad) problems(file string) xlsxio.Problems {
	switch b.n {
	case 0:
		return nil
	case 1:
		return xlsxio.Problems{warnAt(file, "", "1 player could not be read: %s", b.first)}
	}
	return xlsxio.Problems{warnAt(file, "", "%d players could not be read; the first: %s", b.n, b.first)}
}

// errorAt builds an error problem.
func errorAt(file, cell, format string, args ...any) *xlsxio.Problem {
	return &xlsxio.Problem{File: file, Cell: cell, Severity: xlsxio.Error, Msg: fmt.Sprintf(format, args...)}
}

// warnAt builds a warning problem.
func warnAt(file, cell, format string, args ...any) *xlsxio.Problem {
	return &xlsxio.Problem{File: file, Cell: cell, Severity: xlsxio.Warning, Msg: fmt.Sprintf(format, args...)}
}

// readLine reads one line without its end; io.EOF comes after the last.
func readLine(r *bufio.Reader) (string, error) {
	line, err := r.ReadString('\n')
	if err == io.EOF && line != "" {
		err = nil
	}
	return trimEOL(line), err
}

// trimEOL drops a line's end (LF or CRLF).
func trimEOL(s string) string {
	for len(s) > 0 && (s[len(s)-1] == '\n' || s[len(s)-1] == '\r') {
		s = s[:len(s)-1]
	}
	return s
}
