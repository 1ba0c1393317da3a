package xlsxio

// The ways out the readers' messages name, in the words of the command
// line with the app's place beside (docs/cli.md, docs/guide.md): each
// front end may word one its own way by putting its words in place of
// the phrase, which stands in the messages as it is here (the app names
// only its Preferences: gui's plainText).
const (
	// MonthFirstRemedy is how a file's text dates are read month first
	// (ReadOptions.MonthFirst; docs/formats.md "Dates").
	MonthFirstRemedy = "--month-first on the command line, Preferences › Text dates in the app"
	// DefaultRDRemedy is how a default RD is given to the rated rows of
	// a list without an RD (ReadOptions.DefaultRD; docs/formats.md
	// "Rating list").
	DefaultRDRemedy = "--default-rd N on the command line, or the app's default RD"
	// OtherSheetRemedy is how another sheet of a workbook holding a list
	// on several sheets is read (ReadOptions.Sheet; docs/rules.d/
	// xlsxio-read.md "Which sheet is read"). The app, which reads a
	// workbook's list by content, words it its own way.
	OtherSheetRemedy = "to read another, name it on the command line (check --sheet NAME; rate and replay --list-sheet NAME; reconcile --official-sheet NAME)"
)
