package desk

import (
	"errors"
	"io/fs"
	"slices"

	"ratingdesk/outputs"
	"ratingdesk/pgnio"
	"ratingdesk/xlsxio"
)

// pgnKind names a PGN file among a period's inputs (the Notes sheet, the
// report).
const pgnKind = "PGN game list"

// openPGN reads a PGN file as a game list when no rating list is at hand
// (Open; docs/formats.md "PGN game list"): a player named only by his name
// is a warning that the list will find him, an undated finished game a
// warning that rating will refuse it unless assigned to the period.
func openPGN(path string, opt xlsxio.ReadOptions, lookup pgnio.Lookup) *Input {
	gl, ps := pgnio.ReadGameList(path, lookup, pgnio.Options{Today: opt.Today, Undated: pgnio.UndatedWarning})
	return &Input{Path: path, Kind: xlsxio.GameListKind, Games: gl, Problems: ps}
}

// OpenWithList is Open with the rating list open beside the file (the
// app's workspace): a PGN file's players named only by their names are
// found on list as the period's run will find them (docs/formats.md "PGN
// game list"), so that a name matching no one, or several, is the error
// the run will give, before the run. An undated game stays a warning (the
// run may be asked to assign it). With list nil, or any other file, it is
// Open.
func OpenWithList(path string, opt xlsxio.ReadOptions, list *xlsxio.RatingList) *Input {
	if list == nil || !pgnio.IsPGN(path) {
		return Open(path, opt)
	}
	return openPGN(path, opt, pgnio.ListLookup(list))
}

// readPGNSource parses a PGN results file of a period; its players are
// found on the rating list once that is read (resolvePGNSources).
func readPGNSource(path string) (*resultSource, outputs.InputFile, xlsxio.Problems) {
	in := outputs.InputFile{Path: path, Kind: pgnKind}
	f, err := pgnio.Parse(path)
	if err != nil {
		if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, in, xlsxio.Problems{errorAt(path, "", "", "cannot read the file: %v", err)}
	}
	return &resultSource{pgn: f}, in, nil
}

// resolvePGNSources turns the PGN files among the sources into game
// lists, their players found on the rating list (nil when the list could
// not be read: the players named only are then warnings); an undated
// finished game is an error unless req.AssignUndated (docs/rules.md §1.5).
func resolvePGNSources(sources []resultSource, list *xlsxio.RatingList, req Request) xlsxio.Problems {
	// The list's name index is built only when a PGN file needs it: it
	// costs about a quarter of a period without one.
	hasPGN := slices.ContainsFunc(sources, func(s resultSource) bool { return s.pgn != nil })
	var lookup pgnio.Lookup
	if list != nil && hasPGN {
		lookup = pgnio.ListLookup(list)
	}
	opt := pgnio.Options{Today: req.Read.Today, Undated: pgnio.UndatedError}
	if req.AssignUndated {
		opt.Undated = pgnio.UndatedAssigned
	}
	var problems xlsxio.Problems
	for i := range sources {
		if sources[i].pgn == nil {
			continue
		}
		var ps xlsxio.Problems
		sources[i].list, ps = sources[i].pgn.GameList(lookup, opt)
		problems = append(problems, ps...)
	}
	return problems
}

// IsPGN reports whether the file at path is a PGN file by its content
// (pgnio.IsPGN), so that a caller reads it as one.
func IsPGN(path string) bool { return pgnio.IsPGN(path) }
