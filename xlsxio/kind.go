package xlsxio

// Kind is what an input file holds (WORKBOOK.md): a rating list, a game
// list or a crosstable.
type Kind int

// The kinds of input.
const (
	// Unknown: no header row of any kind was found.
	Unknown Kind = iota
	// RatingListKind: a header row with an ID column (WORKBOOK.md "Rating
	// list").
	RatingListKind
	// GameListKind: a header row with White and Black columns (WORKBOOK.md
	// "Game list").
	GameListKind
	// CrosstableKind: a header row with No and the result columns 1 … N
	// (WORKBOOK.md "Crosstable").
	CrosstableKind
)

// String names the kind in messages: "rating list", "game list",
// "crosstable" or "unknown".
func (k Kind) String() string {
	switch k {
	case RatingListKind:
		return "rating list"
	case GameListKind:
		return "game list"
	case CrosstableKind:
		return "crosstable"
	default:
		return "unknown"
	}
}

// DetectKind tells what a file holds by its first header row (WORKBOOK.md
// "General rules"; CLI.md `check`): in a workbook, the sheet named by
// opt.Sheet, else the first sheet with a header row of any kind. A row
// with No and a result column 1 is a crosstable's header (it holds ID
// too); else one with White and Black a game list's; else one with ID a
// rating list's. The problems are those of the file as a whole (it cannot
// be opened, is not UTF-8, names a missing sheet); a readable file with no
// header row is Unknown without a problem.
func DetectKind(path string, opt ReadOptions) (Kind, Problems) {
	d := newDetector()
	t, header, problems := openTableRows(path, opt, d.isHeader, detectRows)
	if t == nil || header < 0 {
		return Unknown, problems
	}
	return d.kindOf(&t.rows[header]), problems
}
