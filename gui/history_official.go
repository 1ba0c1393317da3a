package gui

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// officialList is an official list read for History › Reconcile, with
// the stamp and the SHA-256 of its file as read: they tell when the file
// changes on disk, as an open file's do (checkChanged), though it is not
// an open file.
type officialList struct {
	list  *xlsxio.RatingList
	stamp fileStamp
	sum   string
	// warnings are those the file was read with, told when it was
	// (tellOfficialWarnings).
	warnings xlsxio.Problems
}

// readOfficial reads the official list at path (desk.OpenOfficialList:
// any rating list, or one as ICCF publishes it, without RD) with its
// stamp; nil, with the problems that say why, when it cannot be used, and
// what the file is when it is a results file instead (desk.Input.Results:
// "a game list"). It touches no screen: it runs off the UI goroutine.
func readOfficial(path string, opt xlsxio.ReadOptions) (*officialList, xlsxio.Problems, string) {
	stamp, err := stampOf(path)
	if err != nil {
		return nil, xlsxio.Problems{{File: path, Severity: xlsxio.Error,
			Msg: fmt.Sprintf("the file cannot be opened (%s)", statReason(err))}}, ""
	}
	in := desk.OpenOfficialList(path, opt)
	if in.Problems.HasErrors() || in.List == nil {
		return nil, in.Problems, in.Results
	}
	return &officialList{list: in.List, stamp: stamp, sum: in.SHA256, warnings: in.Problems.Warnings()}, in.Problems, ""
}

// notOpenedText is what follows the problems of a file that was not
// opened as the official list: to open the official rating list instead
// when the file is a results file (results: "a game list"), else to
// correct it (a tester opened games.csv and was told to correct it).
func notOpenedText(name, results string) string {
	if results != "" {
		return fmt.Sprintf("Nothing was read: %s is %s, not a rating list. Open the official rating list instead (Open official list…).", name, results)
	}
	return "Nothing was read; correct the file and open it again."
}

// officialOf is the list read from the official list file at path, or
// nil.
func (s *historyScreen) officialOf(path string) *xlsxio.RatingList {
	if o := s.officialLists[path]; o != nil {
		return o.list
	}
	return nil
}

// onOpenOfficial asks for an official list and reads it off the UI
// goroutine (readOfficial).
func (s *historyScreen) onOpenOfficial() {
	s.sh.dialogs.chooseFile(kindOfficialList, func(path string) {
		s.sh.prefs.rememberOpened(kindOfficialList, filepath.Dir(path))
		s.openOfficialPath(path)
	})
}

// openOfficialPath reads the official list at path and picks it.
func (s *historyScreen) openOfficialPath(path string) {
	path = absPath(path)
	opt := s.sh.prefs.readOptions()
	started := s.sh.tasks.start("Opening "+filepath.Base(path), func(context.Context, engine.Progress) func() {
		o, problems, results := readOfficial(path, opt)
		return func() {
			if o == nil {
				// Not on the Problems tab, which lists the open files'
				// problems: all said here.
				s.sh.dialogs.tell("The official list was not opened", officialProblemsText(filepath.Base(path), problems.Errors(), notOpenedText(filepath.Base(path), results)))
				return
			}
			s.tellOfficialWarnings(path, problems)
			if _, ok := s.officialLists[path]; !ok {
				s.officialChoices = append(s.officialChoices, path)
			}
			s.officialLists[path] = o
			s.official.Options = s.officialChoices
			s.official.SetSelected(path)
			s.sh.tasks.say(fmt.Sprintf("Read the official list %s: %s. %s",
				filepath.Base(path), words.Count(len(o.list.Players), "player", "players"), s.pressReconcileText(o.list)))
		}
	})
	if !started {
		s.sh.busyMessage()
	}
}

// pressReconcileText says what Reconcile compares the official list
// with (reconcileQuarter): the replay's list of its own period, when it
// says one and the replay holds it, else the replay's last list (a
// re-tester was told of "the replay's list of that quarter" for a
// quarter the replay did not hold).
func (s *historyScreen) pressReconcileText(list *xlsxio.RatingList) string {
	if !list.HasPeriod {
		return "It does not say its period: press Reconcile to compare it with the replay's last list."
	}
	own := fmt.Sprintf("It is the list of %s (its Notes sheet says so)", list.Period)
	if s.run == nil {
		return own + fmt.Sprintf(": replay up to %s, then press Reconcile to compare it with the replay's list of that quarter.", list.Period)
	}
	h := s.run.history
	if h.PeriodIndex(list.Period) >= 0 {
		return own + ": press Reconcile to compare it with the replay's list of that quarter."
	}
	last := h.Periods[h.Last()].Period
	return own + fmt.Sprintf(", which the replay, %s to %s, does not hold: Reconcile compares it with the replay's last list, %s; replay to %s to compare the lists of the same quarter.",
		h.Periods[0].Period, last, last, list.Period)
}

// tellOfficialWarnings tells the warnings of the official list at path,
// as the command line says them (a tester: the app kept them to itself).
func (s *historyScreen) tellOfficialWarnings(path string, problems xlsxio.Problems) {
	if ws := problems.Warnings(); len(ws) > 0 {
		s.sh.dialogs.tell("The official list was read with warnings", officialProblemsText(filepath.Base(path), ws, "The list was read as it is; check each warning."))
	}
}

// officialStampCheck adds to stamped and same the official lists at
// paths as session.stampCheck adds the open files (checkStamp).
func (s *historyScreen) officialStampCheck(paths, stamped []string, same []fileCheck) ([]string, []fileCheck) {
	for _, path := range paths {
		if o := s.officialLists[path]; o != nil {
			stamped, same = checkStamp(path, o.stamp, o.sum, stamped, same)
		}
	}
	return stamped, same
}

// officialInOrder is the official lists at paths named in a or b, in
// the order opened.
func (s *historyScreen) officialInOrder(paths, a, b []string) []string {
	var out []string
	for _, path := range s.officialChoices {
		if slices.Contains(paths, path) && (slices.Contains(a, path) || slices.Contains(b, path)) {
			out = append(out, path)
		}
	}
	return out
}

// readOfficialAgain reads again, off the UI goroutine, the official lists
// at paths, which changed on disk (checkChanged), then calls then on the
// UI goroutine; nothing when cancelled. With no paths it calls then at
// once.
func (s *historyScreen) readOfficialAgain(paths []string, then func()) {
	if len(paths) == 0 {
		then()
		return
	}
	opt := s.sh.prefs.readOptions()
	what := "Reading again " + filepath.Base(paths[0])
	if len(paths) > 1 {
		what = fmt.Sprintf("Reading again %d official lists", len(paths))
	}
	started := s.sh.tasks.start(what, func(ctx context.Context, progress engine.Progress) func() {
		read := make([]*officialList, len(paths))
		problems := make([]xlsxio.Problems, len(paths))
		for i, path := range paths {
			if ctx.Err() != nil {
				return nil
			}
			read[i], problems[i], _ = readOfficial(path, opt)
			progress(i+1, len(paths))
		}
		return func() {
			var said []string
			for i, path := range paths {
				said = append(said, s.officialReadAgain(path, read[i], problems[i]))
			}
			s.sh.tasks.say(strings.Join(said, " "))
			then()
		}
	})
	if !started {
		s.sh.busyMessage()
	}
}

// officialReadAgain puts the official list at path, read again as o
// (nil: it can no longer be used, for problems), in place of the one
// read before, and says what became of it. A reconciliation made with
// the file as it was is set aside (docs/guide.md "The History tab"): off
// the screen and out of reach of Save, as the replay's results are when
// an open file changes.
func (s *historyScreen) officialReadAgain(path string, o *officialList, problems xlsxio.Problems) string {
	name := filepath.Base(path)
	aside := s.reconciliation != nil && s.reconciliation.Official == path
	if aside {
		s.reconciliation = nil
	}
	if o == nil {
		s.dropOfficial(path)
		s.sh.dialogs.tell("The official list was closed", officialProblemsText(name, problems.Errors(),
			"It changed on disk and can no longer be read: it was taken off the official lists. Correct the file and open it again."))
		msg := fmt.Sprintf("The official list %s changed on disk and can no longer be read: it was closed.", name)
		if aside {
			s.officialAside = fmt.Sprintf("The reconciliation with %s was set aside because the file changed on disk, and can no longer be read: correct it, open it again (Open official list…), then press Reconcile.", name)
			s.showReconciliation()
		}
		return msg
	}
	if old := s.officialLists[path]; old == nil || !slices.EqualFunc(old.warnings, o.warnings, func(a, b *xlsxio.Problem) bool { return *a == *b }) {
		s.tellOfficialWarnings(path, problems) // those told before are not told again
	}
	s.officialLists[path] = o
	msg := fmt.Sprintf("Read the official list %s again: it changed on disk.", name)
	if aside {
		s.officialAside = fmt.Sprintf("The reconciliation with %s was set aside because the file changed on disk: Rating Desk read it again; press Reconcile to reconcile with it as it is now.", name)
		s.showReconciliation()
		msg += " The reconciliation with it was set aside: press Reconcile again."
	}
	return msg
}

// dropOfficial takes the official list at path off the lists offered.
func (s *historyScreen) dropOfficial(path string) {
	delete(s.officialLists, path)
	s.officialChoices = slices.DeleteFunc(s.officialChoices, func(p string) bool { return p == path })
	s.official.Options = s.officialChoices
	if s.official.Selected == path {
		s.official.ClearSelected()
	}
	s.official.Refresh()
}

// officialListShown is how many problems of an official list its
// message lists one by one.
const officialListShown = 10

// officialProblemsText lists the problems ps of the official list file,
// the first officialListShown in full, then their number, and ends with
// what follows from them.
func officialProblemsText(file string, ps xlsxio.Problems, then string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s.\n\n", file, words.Count(len(ps), "problem", "problems"))
	writeProblems(&b, ps, officialListShown)
	return b.String() + "\n" + then
}
