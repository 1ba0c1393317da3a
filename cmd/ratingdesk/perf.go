package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"ratingdesk/titles"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

func runPerf(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("perf", "--opponents 2300,2500 --score 1.5 [--scale 640|400]", stderr)
	var a perfArgs
	fs.StringVar(&a.opponents, "opponents", "", "the opponents' ratings, one per game, separated by commas")
	fs.StringVar(&a.score, "score", "", "the points scored in those games, e.g. 1.5 or 1½")
	fs.Float64Var(&a.scale, "scale", titles.ScaleICCF, scaleUsage)
	cl, ok := parseArgs(fs, args, false)
	if !ok {
		return exitOK
	}
	ratings, points, msgs := a.read(cl)
	if len(msgs) > 0 {
		return printUsageProblems(fs.Name(), stderr, msgs)
	}
	classic, errC := titles.ClassicPerformance(ratings, points, a.scale)
	iterative, errI := titles.IterativePerformance(ratings, points, a.scale)
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
	fmt.Fprintf(stdout, "classic %s\n", words.Fixed(classic, 2))
	fmt.Fprintf(stdout, "iterative %s\n", words.Fixed(iterative, 2))
	return exitOK
}

// perfArgs are the flags of `ratingdesk perf` as given.
type perfArgs struct {
	opponents, score string
	scale            float64
}

// read checks the command line of `perf` (extra is the number of
// arguments left after the flags) and reads the opponents' ratings and
// the score. It returns every problem, one sentence each, all at once
// (docs/cli.md `perf`).
func (a perfArgs) read(cl cmdLine) ([]float64, float64, []string) {
	msgs := append(cl.mistakes, nonEmpty(cl.unexpected("give the ratings with --opponents"))...)
	if a.scale != titles.ScaleICCF && a.scale != titles.ScaleElo {
		msgs = append(msgs, fmt.Sprintf("--scale %g: want 640 or 400", a.scale))
	}
	var ratings []float64
	games := -1 // not known without --opponents
	if a.opponents == "" {
		msgs = append(msgs, "--opponents is required, e.g. --opponents 2300,2500")
	} else {
		var bad []string
		ratings, games, bad = parseRatings(a.opponents)
		msgs = append(msgs, bad...)
	}
	if a.score == "" {
		return nil, 0, append(msgs, "--score is required, e.g. --score 1.5")
	}
	points, err := parsePoints(a.score)
	if err != nil {
		return nil, 0, append(msgs, "--score: "+err.Error())
	}
	if games >= 0 {
		msgs = append(msgs, scoreProblems(a.score, points, games)...)
	}
	return ratings, points, msgs
}

// scoreProblems says why points (typed as text) are not a score of games
// games: a game scores 1, ½ or 0 (titles.ScoreOf).
func scoreProblems(text string, points float64, games int) []string {
	_, err := titles.ScoreOf(points, games)
	switch {
	case errors.Is(err, titles.ErrScoreNotHalf):
		return []string{fmt.Sprintf("--score %s is not a score: a game scores 1, ½ or 0, so a score is a multiple of ½ (0.5)", text)}
	case err != nil:
		return []string{fmt.Sprintf("--score %s is more than the %s can give (a game scores at most 1)", text, words.Count(games, "game", "games"))}
	}
	return nil
}

// parseRatings reads the opponents' ratings, separated by commas (or
// semicolons), one per game (listItems). Each must be a plausible rating,
// within the bounds the rating files are read with (xlsxio.MinRating to
// xlsxio.MaxRating: "2.300" is 2.3, not 2300); an empty item is refused,
// not dropped. It returns the ratings, the number of games (the items
// given, empty ones left out) and a sentence for every item refused.
func parseRatings(s string) ([]float64, int, []string) {
	var out []float64
	games, msgs := listItems("--opponents", s, "give one rating per game, separated by commas", func(item string) string {
		v, err := xlsxio.ParseNumber(item, xlsxio.DecimalPoint)
		if err != nil || v < xlsxio.MinRating || v > xlsxio.MaxRating {
			return fmt.Sprintf("is not a rating between %d and %d", xlsxio.MinRating, xlsxio.MaxRating)
		}
		out = append(out, v)
		return ""
	})
	return out, games, msgs
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
