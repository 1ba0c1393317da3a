package trfio

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"ratingdesk/xlsxio"
)

// maxFileSize bounds the size of a TRF file read: 500 players of 1,000
// rounds fit in a tenth of it.
const maxFileSize = 64 << 20

// reader reads one TRF file.
type reader struct {
	p       problems
	opt     xlsxio.ReadOptions
	today   time.Time
	hdr     header
	players []*player
	// ignored counts the lines of each record type that is not read, by
	// code, with the first line; order keeps the codes in file order.
	ignored map[string][2]int
	order   []string
	count   xlsxio.RowCount
	// extra is what Rating Desk's comment lines give (see extraPrefix).
	extra extras
}

// Read reads the TRF file at path as one crosstable section
// (docs/formats.md "TRF"): the tournament lines 012 … 132 give the key
// block (012 the tournament and section, 042 Start, 052 Finished, 092
// Type, 102 Arbiter, the first 112 Tournament director, 032 Organiser),
// each 001 line a player and its round blocks the results, every game
// checked on both players' lines. Every problem comes back at once, named
// by file, line and column (docs/rules.md "TRF crosstables": a field in
// error leaves out only what cannot be told); the crosstables are nil when
// any is an error, and the problems then in the order of their lines.
func Read(path string, opt xlsxio.ReadOptions) ([]*xlsxio.Crosstable, xlsxio.Problems) {
	f, err := os.Open(path)
	if err != nil {
		return nil, xlsxio.Problems{fileProblem(path, "cannot read the file: %v", unwrapPath(err))}
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	switch {
	case err != nil:
		return nil, xlsxio.Problems{fileProblem(path, "cannot read the file: %v", unwrapPath(err))}
	case len(data) > maxFileSize:
		return nil, xlsxio.Problems{fileProblem(path, "the file is larger than %d MB: a TRF of a section is far smaller; is it a TRF?", maxFileSize>>20)}
	}
	return Decode(path, data, opt)
}

// unwrapPath drops the path from an *os.PathError: the problem names the
// file already.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// fileProblem is an error about the whole file.
func fileProblem(path, format string, args ...any) *xlsxio.Problem {
	return &xlsxio.Problem{File: path, Severity: xlsxio.Error, Msg: fmt.Sprintf(format, args...)}
}

// Decode reads data, the content of the TRF file at path, as Read does.
func Decode(path string, data []byte, opt xlsxio.ReadOptions) ([]*xlsxio.Crosstable, xlsxio.Problems) {
	rd := &reader{p: problems{file: path}, opt: opt, today: today(opt),
		hdr: header{lines: map[string]int{}}, ignored: map[string][2]int{}, extra: extras{status: map[int]statusAt{}}}
	cp1252 := false
	for _, l := range splitLines(data) {
		rd.p.charsetProblems(l, &cp1252)
		rd.readLine(l)
	}
	rd.noteIgnored()
	ct := rd.section(path)
	if rd.p.list.HasErrors() {
		return nil, rd.p.inLineOrder()
	}
	return []*xlsxio.Crosstable{ct}, rd.p.list
}

// today is the date no start or end may be after.
func today(opt xlsxio.ReadOptions) time.Time {
	now := opt.Today
	if now.IsZero() {
		now = time.Now()
	}
	y, m, d := now.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// readLine reads one line by its record type: a player, a tournament line,
// a comment (###) or blank line, or a record that is not read.
func (rd *reader) readLine(l line) {
	code := l.code()
	tabbed := tabbedPlayerLine(l)
	switch text := string(l.text); {
	case strings.HasPrefix(text, extraPrefix):
		rd.readExtra(l, text[len(extraPrefix):])
	case len(l.text) == 0 || strings.HasPrefix(text, "###"):
	case len(l.text) > 3 && l.text[3] != ' ' && !tabbed:
		rd.p.errorf(l.num, 4, "not a TRF line: a line starts with its record type, three characters and a space (012 the tournament's name, 001 a player, …)%s", tabNote(l, 4))
	case code == "001" || tabbed:
		rd.count.Rows++
		p := rd.readPlayer(l)
		if p.bad {
			rd.count.WithErrors++
		} else {
			rd.count.Read++
		}
		rd.players = append(rd.players, p)
	case headerCodes[code].what != "":
		rd.readHeader(l)
	default:
		n, seen := rd.ignored[code]
		if !seen {
			rd.order = append(rd.order, code)
			n[0] = l.num
		}
		n[1]++
		rd.ignored[code] = n
	}
}

// ignoredRecords describes the record types seen in practice that are not
// read.
var ignoredRecords = map[string]string{
	"013": "a team", "310": "a team", "320": "a team's round results", "330": "team pairings",
	"XXR": "the number of rounds (JaVaFo)", "XXC": "the pairing configuration (JaVaFo)",
	"XXS": "the scoring (JaVaFo)", "XXP": "forbidden pairs (JaVaFo)", "XXA": "acceleration (JaVaFo)",
	"DAT": "extra player data (TRFx)", "142": "the number of rounds", "152": "the initial colour",
	"162": "the scoring system", "172": "the starting rank method", "182": "the pairing program",
	"192": "the type code", "202": "tie-breaks", "212": "tie-breaks", "222": "the time control code",
	"352": "board colours", "362": "team scoring",
}

// noteIgnored warns once for every record type not read, at its first
// line.
func (rd *reader) noteIgnored() {
	for _, code := range rd.order {
		n := rd.ignored[code]
		what := ignoredRecords[code]
		if what == "" {
			what = "a record type Rating Desk does not know (a national rating record is named by its federation)"
		}
		rd.p.warnf(n[0], 1, "not read: %s line(s) of record %s (%s); Rating Desk reads the tournament lines 012–132 and the player lines 001 (docs/formats.md \"TRF\")", fmt.Sprint(n[1]), recordName(code), what)
	}
}

// byNo indexes the players read by starting rank, checking that the
// ranks are 1 … N, each once. complete is false when they are not: the
// ranks no line has, or that a line gives a second time, are nil then.
func (rd *reader) byNo() (out []*player, complete bool) {
	n := len(rd.players)
	out = make([]*player, n)
	ok := true
	for _, p := range rd.players {
		switch {
		case p.no == 0:
			ok = false
		case p.no > n:
			rd.p.errorf(p.line, colNo, "the starting rank %d is beyond the %d player lines: the players are numbered 1 to %d", p.no, n, n)
			ok = false
		case out[p.no-1] != nil:
			rd.p.errorf(p.line, colNo, "the starting rank %d is given twice: also on line %d", p.no, out[p.no-1].line)
			ok = false
		default:
			out[p.no-1] = p
		}
	}
	return out, ok
}

// checkIDs refuses an ID given on two lines.
func (rd *reader) checkIDs(players []*player) {
	seen := map[int64]int{}
	for _, p := range players {
		if p == nil || p.id == 0 {
			continue
		}
		if first, dup := seen[int64(p.id)]; dup {
			rd.p.errorf(p.line, colID, "the ID %d is given twice: also on line %d", p.id, first)
			continue
		}
		seen[int64(p.id)] = p.line
	}
}
