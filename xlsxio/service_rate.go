package xlsxio

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"ratingdesk/engine"
)

// RateRequest names everything a rating period reads (CLI.md `rate`).
type RateRequest struct {
	// List is the rating list the period starts from.
	List string
	// Results are the results sources: game lists (and, later, crosstables).
	Results []string
	Period  engine.Period
	Ruleset engine.Ruleset
	// AssignUndated puts games without a finish date into the period
	// (RULES.md §1.5, CLI --assign-undated).
	AssignUndated bool
	// Read tunes the readers (default RD, date order).
	Read ReadOptions
}

// LoadedPeriod is a rating period's input as read from its files.
type LoadedPeriod struct {
	Input engine.PeriodInput
	// List is the starting list as read, kept for its unknown columns.
	List *RatingList
	// Inputs are the files read, with their SHA-256, for the Notes sheet
	// and the report.
	Inputs []InputFile
	// Warnings are the problems that did not block.
	Warnings Problems
}

// Paths returns the paths of every input file, for CheckOutputPath.
func (r RateRequest) Paths() []string {
	return append([]string{r.List}, r.Results...)
}

// LoadPeriod reads the list and every results source of a rating period
// and checks them. All problems of all files come back at once; the
// LoadedPeriod is nil when any of them is an error.
func LoadPeriod(req RateRequest) (*LoadedPeriod, Problems) {
	var problems Problems
	list, ps := ReadRatingList(req.List, req.Read)
	problems = append(problems, ps...)

	var games []engine.Game
	inputs := []InputFile{{Path: req.List, Kind: "rating list"}}
	for _, path := range req.Results {
		gl, ps := ReadGameList(path, req.Read)
		problems = append(problems, ps...)
		inputs = append(inputs, InputFile{Path: path, Kind: "game list"})
		if gl == nil {
			continue
		}
		for _, g := range gl.Games {
			if g.Finished.IsZero() && req.AssignUndated {
				g.AssignedToPeriod = true
			}
			games = append(games, g)
		}
	}
	for i := range inputs {
		sum, err := HashFile(inputs[i].Path)
		if err != nil {
			problems = append(problems, errorf(filepath.Base(inputs[i].Path), "", "", "cannot read the file: %v", err))
			continue
		}
		inputs[i].SHA256 = sum
	}
	if problems.HasErrors() || list == nil {
		return nil, problems
	}
	return &LoadedPeriod{
		Input: engine.PeriodInput{
			Ruleset: req.Ruleset,
			Period:  req.Period,
			Players: list.Players,
			Games:   games,
		},
		List:     list,
		Inputs:   inputs,
		Warnings: problems.Warnings(),
	}, nil
}

// RatePeriod runs the period on what LoadPeriod read. Input problems the
// engine finds (unknown players, undated games) come back as Problems
// naming the game's file, sheet and cell; any other error is internal.
func RatePeriod(ctx context.Context, lp *LoadedPeriod, progress engine.Progress) (*engine.PeriodResult, Problems, error) {
	res, err := engine.RatePeriod(ctx, lp.Input, progress)
	var gameErrs engine.GameErrors
	if errors.As(err, &gameErrs) {
		problems := make(Problems, 0, len(gameErrs))
		for _, ge := range gameErrs {
			problems = append(problems, errorf(filepath.Base(ge.Origin.File), ge.Origin.Sheet, ge.Origin.Cell, "%s", ge.Msg))
		}
		return nil, problems, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("xlsxio: rating period %s: %w", lp.Input.Period, err)
	}
	return res, nil, nil
}

// WritePeriodOutput writes the new rating list: the full workbook for an
// .xlsx path, the Ratings sheet alone for a .csv path (CLI.md `rate`).
// The output may not be one of the inputs.
func WritePeriodOutput(out string, req RateRequest, lp *LoadedPeriod, res *engine.PeriodResult, version string) error {
	if err := CheckOutputPath(out, req.Paths()); err != nil {
		return err
	}
	exp := ExportFromResult(res, lp.List)
	switch ext := strings.ToLower(filepath.Ext(out)); ext {
	case ".xlsx":
		var warnings []string
		for _, w := range lp.Warnings {
			warnings = append(warnings, w.Error())
		}
		notes := Notes{ProgramVersion: version, Inputs: lp.Inputs, Warnings: warnings}
		return WriteRatingWorkbook(out, res, &lp.Input, exp, notes)
	case ".csv":
		return WriteListExport(out, exp)
	default:
		return &OutputError{Path: out, Msg: fmt.Sprintf("cannot write %q files: name the output .xlsx or .csv", ext)}
	}
}
