package desk

import (
	"io"

	"ratingdesk/outputs"
	"ratingdesk/titles"
	"ratingdesk/trfio"
	"ratingdesk/xlsxio"
)

// openTRF reads the file at path as a TRF crosstable when its content
// says it is one (trfio.Sniff; docs/formats.md "TRF"); ok is false for any
// other file.
func openTRF(path string, opt xlsxio.ReadOptions) (in *Input, ok bool) {
	if !trfio.Sniff(path) {
		return nil, false
	}
	return readTRF(path, opt), true
}

// readTRF reads the file at path, which holds a TRF, as its crosstable
// section (trfio.Read).
func readTRF(path string, opt xlsxio.ReadOptions) *Input {
	in := &Input{Path: path, Kind: xlsxio.CrosstableKind}
	in.Crosstables, in.Problems = trfio.Read(path, opt)
	return in
}

// ReadCrosstables reads the crosstable sections of a file, whatever it is
// (docs/cli.md `norms`): a TRF (one section), or a workbook or CSV file as
// xlsxio.ReadCrosstables reads it (opt.Sheet picks a workbook's sheet).
func ReadCrosstables(path string, opt xlsxio.ReadOptions) ([]*xlsxio.Crosstable, xlsxio.Problems) {
	if in, ok := openTRF(path, opt); ok {
		return in.Crosstables, in.Problems
	}
	return xlsxio.ReadCrosstables(path, opt)
}

// IsTRF reports whether the file at path holds a TRF (trfio.Sniff), so
// that a caller does not ask for its sheets.
func IsTRF(path string) bool { return trfio.Sniff(path) }

// WriteTRF writes the section c as a TRF-16 file at out (docs/cli.md
// `trf`; docs/formats.md "TRF"), with each player's points and rank from
// the section's standings (titles.Standings, docs/rules.md §4). out may
// not be one of inputs. It returns what the TRF could not hold and, for a
// running section, how many games are not finished (trfio.Encode), for
// the caller to warn about.
func WriteTRF(out string, c *xlsxio.Crosstable, inputs []string) ([]string, error) {
	if err := outputs.Check(out, []string{".trf", ".txt"}, inputs); err != nil {
		return nil, err
	}
	st, err := titles.Standings(c.Section)
	if err != nil {
		return nil, sectionProblem(c, err)
	}
	var notes []string
	err = outputs.WriteFile(out, func(w io.Writer) error {
		var err error
		notes, err = trfio.Encode(w, c, st)
		return err
	})
	if err != nil {
		return nil, err
	}
	return notes, nil
}
