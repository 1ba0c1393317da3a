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
// (mojibakeWarning) or holds a question mark or the replacement
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
			problems = append(problems, mojibakeWarning(list, ref, name, meant, &mojibakeRef))
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

// mojibakeWarning warns at ref of a name that is UTF-8 read as
// Windows-1252 ("MÃ¼ller" for Müller: xlsxio.MeantText), giving the name
// as meant; the advice is given in full at the first such name (whose
// cell *first then holds), the others naming that cell.
func mojibakeWarning(list *xlsxio.RatingList, ref, name, meant string, first *string) *xlsxio.Problem {
	said := "the file's character set was read wrongly (a UTF-8 file opened as Windows-1252 or Latin-1 turns ü into Ã¼): " + xlsxio.CharsetAdvice(list.File)
	if *first != "" {
		said = "the file's character set looks wrong (see " + *first + ")"
	} else {
		*first = ref
	}
	return warningAt(list.File, list.Sheet, ref, "%q is probably %q: %s; the name is read as it is", name, meant, said)
}

// lostChar is the first lost character of name: "?" or U+FFFD.
func lostChar(name string) string {
	if i := strings.IndexAny(name, "?\uFFFD"); i >= 0 && name[i] == '?' {
		return "?"
	}
	return "\uFFFD"
}
