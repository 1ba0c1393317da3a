package fidelist

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"

	"ratingdesk/xlsxio"
)

// The fields of a player read from the TXT list.
const (
	fID = iota
	fName
	fFed
	fSex
	fTitle
	fRating
	fGames
	fBirth
	fFlag
	nFields
)

// txtHeadings are the headings of the TXT list's columns that are read:
// the combined list (players_list_foa.txt: SRtg, SGm, B-day) and the
// standard list of a month (standard_rating_list.txt: the rating column
// headed by the month, e.g. "MAR25", and Gms). Other columns (WTit, OTit,
// FOA, SK, the rapid and blitz columns) are not read.
var txtHeadings = map[string]int{
	"id number": fID, "id": fID, "name": fName, "fed": fFed, "sex": fSex, "tit": fTitle,
	"srtg": fRating, "rtg": fRating, "sgm": fGames, "gms": fGames, "b-day": fBirth, "born": fBirth, "flag": fFlag,
}

// column is one column of the TXT list: where its heading starts (in
// characters) and the field it holds (-1 when not read).
type column struct {
	start, field int
}

// header finds the columns from the header line: each column runs from
// its heading's first character to the next heading's. The line must name
// ID Number, Name and a standard rating column.
func header(line string) ([]column, bool) {
	line = strings.Replace(line, "ID Number", "ID_Number", 1)
	var cols []column
	have := map[int]bool{}
	rs := []rune(line)
	for i := 0; i < len(rs); {
		if rs[i] == ' ' {
			i++
			continue
		}
		j := i
		for j < len(rs) && rs[j] != ' ' {
			j++
		}
		word := strings.ToLower(strings.ReplaceAll(string(rs[i:j]), "_", " "))
		f, ok := txtHeadings[word]
		if !ok && isMonthHeading(word) {
			f, ok = fRating, true
		}
		if !ok || have[f] {
			f = -1
		}
		have[f] = true
		cols = append(cols, column{start: i, field: f})
		i = j
	}
	return cols, have[fID] && have[fName] && have[fRating]
}

// isMonthHeading reports a heading such as "mar25": the standard rating
// of a monthly list.
func isMonthHeading(w string) bool {
	if len(w) != 5 {
		return false
	}
	for i, c := range w {
		if i < 3 && (c < 'a' || c > 'z') || i >= 3 && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// fields cuts a line into the fields of its columns.
func fields(line string, cols []column) [nFields]string {
	var out [nFields]string
	rs := []rune(line)
	for k, c := range cols {
		if c.field < 0 || c.start >= len(rs) {
			continue
		}
		end := len(rs)
		if k+1 < len(cols) {
			end = min(cols[k+1].start, len(rs))
		}
		out[c.field] = strings.TrimSpace(string(rs[c.start:end]))
	}
	return out
}

// scanTXT reads the fixed-width TXT list: its header line first (blank
// lines before it skipped), then one player a line. A line that is not
// UTF-8 is read as Latin-1.
func scanTXT(file string, r *bufio.Reader, fn func(Player) error) (Count, xlsxio.Problems) {
	var cols []column
	var c Count
	var b bad
	n := 0
	for {
		line, err := readLine(r)
		if err == io.EOF {
			break
		}
		if err != nil {
			return c, xlsxio.Problems{errorAt(file, "", "cannot read the file: %v", err)}
		}
		n++
		if !utf8.ValidString(line) {
			line, _ = charmap.ISO8859_1.NewDecoder().String(line)
		}
		if cols == nil {
			if strings.TrimSpace(line) == "" {
				continue
			}
			var ok bool
			if cols, ok = header(strings.TrimPrefix(line, "\ufeff")); !ok {
				return c, xlsxio.Problems{errorAt(file, "line "+strconv.Itoa(n), "this is not the FIDE rating list: its first line must be the header, with the columns ID Number, Name and SRtg (or the month's rating column, e.g. MAR25)")}
			}
			continue
		}
		c.Rows++
		if strings.TrimSpace(line) == "" {
			c.Blank++
			continue
		}
		p, ok := txtPlayer(fields(line, cols), n, &b)
		if !ok {
			c.WithErrors++
			continue
		}
		c.Read++
		if err := fn(p); err != nil {
			return c, xlsxio.Problems{errorAt(file, "", "%v", err)}
		}
	}
	if cols == nil {
		return c, xlsxio.Problems{errorAt(file, "", "the file is empty: expected the FIDE rating list")}
	}
	return c, b.problems(file)
}

// txtPlayer reads the fields of one line.
func txtPlayer(f [nFields]string, line int, b *bad) (Player, bool) {
	id, err := strconv.ParseInt(f[fID], 10, 64)
	if err != nil || id <= 0 {
		b.add("line %d: the ID Number %q is not a whole number", line, f[fID])
		return Player{}, false
	}
	p := Player{ID: id, Name: f[fName], Fed: f[fFed], Sex: f[fSex], Title: f[fTitle], Flag: f[fFlag], Line: line}
	var ok bool
	if p.Rating, ok = number(f[fRating]); !ok {
		b.add("line %d: the rating %q is not a whole number", line, f[fRating])
		return Player{}, false
	}
	p.Games, _ = number(f[fGames])
	p.BirthYear, _ = number(f[fBirth])
	return p, true
}

// number reads a whole number, 0 for an empty field.
func number(s string) (int, bool) {
	if s == "" {
		return 0, true
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && n >= 0
}
