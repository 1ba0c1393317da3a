package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// checkAcross checks the files of `check` against one another as `rate`
// checks them before it rates (desk.CheckAcross; docs/cli.md `check`)
// when they are one rating list and one or more results sources (game
// lists, crosstables, PGN, TRF): it prints the problems found, one a
// line, and a summary line, and returns exitProblems when one is an
// error. readOK says that every file read without errors; otherwise the
// files are checked across as far as they could be read, as `rate`
// checks them then (a game given twice in two game lists; a tester:
// check skipped what rate said), and the summary line says that more may
// follow (acrossUnread). With more than one rating list the check is not
// made and the summary line says why.
func checkAcross(req desk.Request, opened []*desk.Input, readOK bool, stdout, stderr io.Writer) int {
	var lists, results []string
	for _, in := range opened {
		switch in.Kind {
		case xlsxio.RatingListKind:
			lists = append(lists, in.Path)
		case xlsxio.GameListKind, xlsxio.CrosstableKind:
			results = append(results, in.Path)
		}
	}
	if len(results) == 0 {
		return exitOK
	}
	if len(lists) != 1 && !req.AssignUndated {
		// Not checked across: the games without a finish date are
		// still said, as the check across says them (docs/cli.md).
		printProblems(stderr, desk.UndatedWarnings(opened))
	}
	if len(lists) == 0 {
		return exitOK
	}
	names := strings.Join(append(slices.Clone(lists), results...), " + ")
	switch {
	case len(lists) > 1:
		fmt.Fprintf(stdout, "%s: not checked across the files: %d rating lists are given, and a period starts from one; check the results with each list in turn\n", names, len(lists))
		return exitOK
	}
	req.List, req.Results = lists[0], results
	cc, err := desk.CheckAcross(req, opened)
	if err != nil {
		fmt.Fprintf(stderr, "ratingdesk check: internal error: %s\n", plainError(err))
		return exitInternal
	}
	printProblems(stderr, cc.Problems)
	n := len(cc.Problems.Errors())
	switch {
	case !readOK:
		fmt.Fprintf(stdout, "%s: %s\n", names, acrossUnread(n))
	case n > 0:
		fmt.Fprintf(stdout, "%s: %s\n", names, acrossErrors(n))
	default:
		fmt.Fprintf(stdout, "%s: ok, %s\n", names, acrossSummary(cc, req.Period))
		return exitOK
	}
	return exitProblems
}

// acrossErrors says how many errors the check across the files found:
// "1 error across the files: rate would stop on it".
func acrossErrors(n int) string {
	if n == 1 {
		return "1 error across the files: rate would stop on it"
	}
	return fmt.Sprintf("%d errors across the files: rate would stop on them", n)
}

// acrossUnread is the summary line of a check across files of which one
// has errors: checked as far as they could be read, as rate checks them
// then (n errors found), with more problems to follow once the files
// are corrected, as rate says it (printUnchecked).
func acrossUnread(n int) string {
	if n == 0 {
		return "not all checked across the files while a file has errors: " + desk.MoreMayFollow
	}
	return acrossErrors(n) + "; not all checked while a file has errors: " + desk.MoreMayFollow
}

// acrossSummary says what the check across the files found good: "every
// game's players are on the list (6 games)", with the crosstable players
// who join the period and the period checked for, if any.
func acrossSummary(cc desk.CrossCheck, p engine.Period) string {
	s := fmt.Sprintf("every game's players are on the list (%s)", words.Count(cc.Games, "game", "games"))
	if cc.NewPlayers > 0 {
		s = fmt.Sprintf("every game's players are on the list or in its crosstable (%s; %d crosstable %s not on the list %s as new unrated %s)",
			words.Count(cc.Games, "game", "games"), cc.NewPlayers, words.Agree(cc.NewPlayers, "player", "players"), words.Agree(cc.NewPlayers, "joins", "join"), words.Agree(cc.NewPlayers, "player", "players"))
	}
	if p != (engine.Period{}) {
		s += ", checked for period " + p.String()
	}
	return s
}
