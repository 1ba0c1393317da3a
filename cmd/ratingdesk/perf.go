package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

func runPerf(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("perf", "--opponents 2300,2500 --score 1.5 [--scale 640|400]", stderr)
	var opponents, score string
	var scale float64
	fs.StringVar(&opponents, "opponents", "", "the opponents' ratings, one per game, separated by commas")
	fs.StringVar(&score, "score", "", "the points scored in those games, e.g. 1.5 or 1½")
	fs.Float64Var(&scale, "scale", titles.ScaleICCF, scaleUsage)
	if status, ok := parseFlags(fs, args); !ok {
		return status
	}
	switch {
	case fs.NArg() > 0:
		return usageError(fs, stderr, "unexpected arguments; give the ratings with --opponents")
	case opponents == "":
		return usageError(fs, stderr, "--opponents is required, e.g. --opponents 2300,2500")
	case score == "":
		return usageError(fs, stderr, "--score is required, e.g. --score 1.5")
	case scale != titles.ScaleICCF && scale != titles.ScaleElo:
		return usageError(fs, stderr, "--scale %g: want 640 or 400", scale)
	}
	ratings, err := parseRatings(opponents)
	if err != nil {
		return usageError(fs, stderr, "--opponents: %v", err)
	}
	points, err := parsePoints(score)
	if err != nil {
		return usageError(fs, stderr, "--score: %v", err)
	}
	if points > float64(len(ratings)) {
		return usageError(fs, stderr, "--score %s is more than the %d games", score, len(ratings))
	}
	classic, errC := titles.ClassicPerformance(ratings, points, scale)
	iterative, errI := titles.IterativePerformance(ratings, points, scale)
	var undefined *titles.UndefinedError
	switch {
	case errors.As(errC, &undefined):
		fmt.Fprintln(stdout, "classic undefined")
		fmt.Fprintln(stdout, "iterative undefined")
		fmt.Fprintf(stderr, "ratingdesk perf: %s: a performance exists only for a score between 0%% and 100%% (docs/rules.md §5)\n", plainError(errC))
		return exitProblems
	case errC != nil:
		fmt.Fprintf(stderr, "ratingdesk perf: %s\n", plainError(errC))
		return exitProblems
	case errI != nil:
		fmt.Fprintf(stderr, "ratingdesk perf: internal error: %s\n", plainError(errI))
		return exitInternal
	}
	fmt.Fprintf(stdout, "classic %.2f\n", classic)
	fmt.Fprintf(stdout, "iterative %.2f\n", iterative)
	return exitOK
}

// parseRatings reads ratings separated by commas (or semicolons), each
// above 0 and below 10000.
func parseRatings(s string) ([]float64, error) {
	var out []float64
	for _, field := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' }) {
		field = strings.TrimSpace(field)
		v, err := xlsxio.ParseNumber(field, xlsxio.DecimalPoint)
		if err != nil || v <= 0 || v >= 10000 {
			return nil, fmt.Errorf("%q is not a rating: want numbers above 0 and below 10000, separated by commas", field)
		}
		out = append(out, v)
	}
	if len(out) == 0 {
		return nil, errors.New("no ratings given")
	}
	return out, nil
}

// parsePoints reads a score: "1.5", "1,5", "1½" or "½", at least 0.
func parsePoints(s string) (float64, error) {
	t := strings.TrimSpace(s)
	half := 0.0
	if rest, ok := strings.CutSuffix(t, "½"); ok {
		t, half = strings.TrimSpace(rest), 0.5
		if t == "" {
			return half, nil
		}
	}
	v, err := xlsxio.ParseNumber(t, xlsxio.DecimalPoint)
	if err != nil || v < 0 || (half > 0 && v != float64(int64(v))) {
		return 0, fmt.Errorf("%q is not a score: want points such as 1.5 or 1½", s)
	}
	return v + half, nil
}

// scaleUsage explains --scale (perf, norms): the S of the expectancy
// curve the performances are found on (docs/rules.md §5).
const scaleUsage = "rating difference S at which the stronger player is expected to score 10 to 1, i.e. 1/(1+10^(-D/S)): " +
	"640, the ICCF curve of the title norms (docs/rules.md §5), or 400, the FIDE/Elo curve"
