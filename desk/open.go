package desk

import (
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// Input is one input file as read by its kind (docs/formats.md): a rating
// list, a game list, or a workbook (or CSV file) of crosstable sections.
type Input struct {
	// Path is the file as named.
	Path string
	// Kind is what the header rows say the file holds (xlsxio.DetectKind);
	// xlsxio.Unknown when no header row was found or the file cannot be
	// read.
	Kind xlsxio.Kind
	// List is the rating list of a rating-list file, Games the game list of
	// a game-list file, Crosstables the sections of a crosstable file (one
	// a sheet); each is nil when the reader found the file unusable.
	List        *xlsxio.RatingList
	Games       *xlsxio.GameList
	Crosstables []*xlsxio.Crosstable
	// FIDE is set for a FIDE rating list (TXT or XML, docs/formats.md
	// "FIDE rating list"; Kind stays xlsxio.Unknown): counted and checked,
	// its players not kept (see OpenFIDEList).
	FIDE *FIDEListFile
	// Problems are every error and warning found (docs/formats.md: errors
	// block, warnings do not).
	Problems xlsxio.Problems
	// SHA256 is the SHA-256 of the file as Open read it (outputs.HashFile):
	// a period that takes the file as read records this one, not the
	// file's content when it runs, which may have changed without the
	// app seeing it (a tester: an edit keeping size and time was rated
	// as read, while the report gave the new content's SHA-256). Empty
	// when the file could not be read.
	SHA256 string
	// OptionalRD says that a rating list was read with
	// xlsxio.ReadOptions.OptionalRD (its rated rows may have RD 0): a
	// period takes it as read only when it reads its list so too
	// (LoadPeriodFrom), and reads it again otherwise.
	OptionalRD bool
	// Results says what a file opened as an official list holds instead
	// of a rating list ("a game list", "a PGN game list", "a TRF
	// crosstable"; OpenOfficialList); "" otherwise.
	Results string
}

// NoHeaderRow is the problem of a file in which no header row of any kind
// was found (docs/formats.md: each kind of file is known by its header
// row).
const NoHeaderRow = "no header row was found: a rating list needs a header row with an ID column, a game list one with White and Black columns, a crosstable one with No and the result columns 1 … N (docs/formats.md)"

// Open reads the file at path as what it holds: DetectKind tells the kind
// by the header rows, and the reader of that kind reads it. It never
// fails: a file that cannot be used carries the problems that say why
// (the kind detected stays set when the file could be told apart but not
// read).
func Open(path string, opt xlsxio.ReadOptions) *Input {
	switch sniffFormat(path) {
	case pgnFormat:
		return openPGN(path, opt, nil)
	case trfFormat:
		return readTRF(path, opt)
	case fideFormat:
		return OpenFIDEList(path)
	}
	kind, ps := xlsxio.DetectKind(path, opt)
	if ps.HasErrors() {
		return &Input{Path: path, Kind: kind, Problems: ps}
	}
	if kind == xlsxio.Unknown {
		return &Input{Path: path, Problems: append(ps, noHeaderRow(path, opt))}
	}
	in := read(path, kind, opt)
	if p := otherKindWarning(path, kind, opt); p != nil {
		in.Problems = append(in.Problems, p)
	}
	return in
}

// noHeaderRow is the NoHeaderRow problem of the file at path, saying
// also which row seems meant as the header row and which of its headings
// were not taken (xlsxio.HeadingsNotTaken), located at that row.
func noHeaderRow(path string, opt xlsxio.ReadOptions) *xlsxio.Problem {
	sheet, cell, seen := xlsxio.HeadingsNotTaken(path, opt)
	if seen == "" {
		return errorAt(path, "", "", "%s", NoHeaderRow)
	}
	return errorAt(path, sheet, cell, "%s; %s", NoHeaderRow, seen)
}

// read reads the file at path with the reader of kind, which DetectKind
// found.
func read(path string, kind xlsxio.Kind, opt xlsxio.ReadOptions) *Input {
	in := &Input{Path: path, Kind: kind, OptionalRD: opt.OptionalRD}
	sums := opt.Sums
	if sums == nil {
		sums = &xlsxio.InputSums{}
		opt.Sums = sums
	}
	switch kind {
	case xlsxio.RatingListKind:
		in.List, in.Problems = readRatingList(path, opt)
	case xlsxio.GameListKind:
		in.Games, in.Problems = readGameList(path, opt)
	case xlsxio.CrosstableKind:
		in.Crosstables, in.Problems = xlsxio.ReadCrosstables(path, opt)
	}
	in.SHA256 = sumOfRead(path, sums, in.Problems)
	return in
}

// readGameList reads a game list (xlsxio.ReadGameList). A list with
// errors in some of its rows is still checked for a game given twice
// among the rows that read (duplicateGames), said with the file's errors:
// every problem at once, not a copy found only once the other errors are
// corrected (a tester; docs/rules.md "A game given twice"). Its games are
// not kept: a list with errors is nil. A list without errors is checked
// for games given twice with the other files of the period (loadPeriod).
func readGameList(path string, opt xlsxio.ReadOptions) (*xlsxio.GameList, xlsxio.Problems) {
	gl, ps := xlsxio.ReadGameListPartial(path, opt)
	if !ps.HasErrors() {
		return gl, ps
	}
	if gl != nil {
		ps = append(ps, duplicateGames(setOf(gl.Games))...)
	}
	return nil, ps
}

// sumOfRead is the SHA-256 of the file at path as just read: the one the
// reader took from the bytes it read (a CSV file read in one pass), else
// the file's (a workbook), "" when it had errors or cannot be hashed.
func sumOfRead(path string, sums *xlsxio.InputSums, ps xlsxio.Problems) string {
	if ps.HasErrors() {
		return ""
	}
	if sum, ok := sums.Sum(path); ok {
		return sum
	}
	sum, err := outputs.HashFile(path)
	if err != nil {
		return ""
	}
	return sum
}

// Count is how the rows of a file were accounted for (docs/formats.md
// "Every row is accounted for"): one RowCount per rating list or game
// list, one per crosstable section.
func (in *Input) Count() []xlsxio.RowCount {
	switch {
	case in.List != nil:
		return []xlsxio.RowCount{in.List.Count}
	case in.Games != nil:
		return []xlsxio.RowCount{in.Games.Count}
	case in.FIDE != nil:
		return []xlsxio.RowCount{in.FIDE.Count}
	}
	var out []xlsxio.RowCount
	for _, c := range in.Crosstables {
		out = append(out, c.Count)
	}
	return out
}
