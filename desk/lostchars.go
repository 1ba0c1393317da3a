package desk

import (
	"strings"

	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// lostCharsShown is how many names of one list with a lost character get
// a warning each; one more warning counts the rest.
const lostCharsShown = 10

// readRatingList reads a rating list as xlsxio.ReadRatingList does, with
// the warnings of lostCharWarnings: every reader of a starting list in
// this package reads it through here.
func readRatingList(path string, opt xlsxio.ReadOptions) (*xlsxio.RatingList, xlsxio.Problems) {
	list, problems := xlsxio.ReadRatingList(path, opt)
	return list, append(problems, lostCharWarnings(list)...)
}

// lostCharWarnings warns at each name of list that is mojibake
// (xlsxio.MojibakeWarning) or holds a question mark or the replacement
// character U+FFFD: what a character becomes when a
// file is saved in a character set that cannot hold it (LibreOffice's and
// Excel's 8-bit CSV exports write "Sz?ke" for Szőke), so that the name
// would be carried into the new list damaged (docs/formats.md
// "CSV files"). No name holds a question mark; the name is read as it is.
func lostCharWarnings(list *xlsxio.RatingList) xlsxio.Problems {
	if list == nil {
		return nil
	}
	var problems xlsxio.Problems
	more, mojibakeRef := 0, ""
	for i := range list.Players {
		name := list.Players[i].Name
		lost := strings.IndexByte(name, '?') >= 0 || strings.Contains(name, "\uFFFD")
		meant, mojibake := xlsxio.MeantText(name)
		if !mojibake && !lost {
			continue
		}
		if len(problems) == lostCharsShown {
			more++
			continue
		}
		ref := list.NameCell(i)
		if mojibake {
			problems = append(problems, xlsxio.MojibakeWarning(list.File, list.Sheet, ref, name, meant, &mojibakeRef))
			continue
		}
		problems = append(problems, warningAt(list.File, list.Sheet, ref,
			"the name %q holds a %q where a letter should be: a character was lost when the file was saved in a character set that cannot hold it (save it as UTF-8 from the original); the name is read as it is", name, lostChar(name)))
	}
	if more > 0 {
		problems = append(problems, warningAt(list.File, list.Sheet, "",
			"%s with a lost character (the first %d are listed above)", words.Count(more, "more name", "more names"), lostCharsShown))
	}
	return problems
}

// lostChar is the first lost character of name: "?" or U+FFFD.
func lostChar(name string) string {
	if i := strings.IndexAny(name, "?\uFFFD"); i >= 0 && name[i] == '?' {
		return "?"
	}
	return "\uFFFD"
}
