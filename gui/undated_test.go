package gui

import (
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestUndatedRunStopsThenTicked: a run that stops on a played game without
// a finish date lists the game's cell once, as an error (user test shot
// 104: D3 was also listed as the warning of the check across the files),
// with a banner that says the Run button is on and how else to go on;
// ticking Rate undated games in this period then takes the stopped run's
// error and heading off the screen at once, as the guide says (shot 107),
// and the period runs.
func TestUndatedRunStopsThenTicked(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, filepath.Join("..", "testdata", "sample-list.csv"), filepath.Join("..", "testdata", "sample-games-undated.csv"))
	s := sh.period
	s.periodEntry.SetText("2026/1")
	s.onRun()
	waitIdle(sh)
	if sh.session.run != nil || len(sh.session.runProblems) == 0 {
		t.Fatalf("the run with an undated game did not stop (problems %v)", sh.session.runProblems)
	}
	atD3 := 0
	for _, p := range sh.problems.problems {
		if filepath.Base(p.File) == "sample-games-undated.csv" && p.Cell == "D3" {
			atD3++
			if p.Severity != xlsxio.Error {
				t.Errorf("D3 is listed as a %s: %s", severityText(p.Severity), p.Msg)
			}
		}
	}
	if atD3 != 1 {
		t.Errorf("D3 is listed %d times on the Problems tab, want once: %v", atD3, sh.problems.problems)
	}
	banner := sh.problems.banner.Text
	if s.runButton.Disabled() || strings.Contains(banner, "stays off") ||
		!strings.HasPrefix(banner, "The last run of period 2026/1 stopped on 1 error") || !strings.Contains(banner, "Rate undated games in this period") {
		t.Errorf("Run disabled %v, banner %q; want Run on, the banner saying so and naming the box", s.runButton.Disabled(), banner)
	}
	if !strings.HasPrefix(s.resultHeading.Text, "The last run stopped") || !strings.Contains(s.resultHeading.Text, "or tick Rate undated games") {
		t.Errorf("the Rating period tab says %q, want that the last run stopped", s.resultHeading.Text)
	}

	s.assignUndated.SetChecked(true)
	if len(sh.session.runProblems) != 0 || len(sh.problems.problems.Errors()) != 0 {
		t.Errorf("after ticking Rate undated games, the stopped run's errors stay: %v", sh.problems.problems)
	}
	if strings.Contains(s.resultHeading.Text, "stopped") || strings.Contains(sh.problems.banner.Text, "stopped") {
		t.Errorf("after ticking Rate undated games: heading %q, banner %q; want the stopped run gone", s.resultHeading.Text, sh.problems.banner.Text)
	}
	s.onRun()
	waitIdle(sh)
	if sh.session.run == nil {
		t.Errorf("with Rate undated games ticked the period did not run: %v", sh.session.runProblems)
	}
}

// TestUndatedWarningOnceTicked: with Rate undated games in this period
// ticked, the warning of the games without a finish date says that they
// are rated in the period, as the new list's Notes count them, not that
// a run stops on them (a tester, after the run with 36 such games);
// unticked, it says so again. One game is worded the same way.
func TestUndatedWarningOnceTicked(t *testing.T) {
	for _, games := range []string{"sample-sections.xlsx", "sample-games-undated.csv"} {
		sh, _ := newTestShell(t)
		openAndWait(t, sh, filepath.Join("..", "testdata", "sample-list.csv"), filepath.Join("..", "testdata", games))
		undated := func() string {
			for _, p := range sh.problems.problems {
				if strings.Contains(p.Msg, "no finish date") {
					return plainText(p.Msg)
				}
			}
			return ""
		}
		if w := undated(); !strings.Contains(w, "a run of the period stops on") {
			t.Fatalf("%s: the warning says %q before the box is ticked", games, w)
		}
		sh.period.assignUndated.SetChecked(true)
		runPeriod(t, sh, "2026/1")
		w := undated()
		if !strings.Contains(w, "Rate undated games in this period is ticked, so") || !strings.Contains(w, "rated as finished in the period you run") || strings.Contains(w, "stops on") {
			t.Errorf("%s: with the box ticked and the period run the warning says %q", games, w)
		}
		if b := sh.problems.banner.Text; strings.Contains(b, "stops unless") {
			t.Errorf("%s: with the box ticked the banner says %q", games, b)
		}
		sh.period.assignUndated.SetChecked(false)
		if w := undated(); !strings.Contains(w, "a run of the period stops on") {
			t.Errorf("%s: unticked again, the warning says %q", games, w)
		}
	}
}
