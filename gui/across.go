package gui

import (
	"context"
	"path/filepath"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// acrossCheck is the check of the open results against the open rating
// list (desk.CheckAcross; docs/guide.md "Workspace"), made when the files
// have been read, before any run.
type acrossCheck struct {
	// gen is the session's gen the check was made for; done says it was
	// made at all.
	gen  int
	done bool
	// problems are those it found (the files' own are not repeated).
	problems xlsxio.Problems
}

// filesChanged drops the check across the files when f, a file opened,
// read again or closed, is one it reads (any but a FIDE list, which it
// does not read): the check no longer matches the files.
func (s *session) filesChanged(f *openFile) {
	if f.fide != nil {
		return
	}
	s.gen++
	s.across = acrossCheck{}
	s.nameCache = nil
}

// acrossRequest is what the check across the open files reads: the
// rating list and the results files, as opened, without a period (a
// played game without a finish date is then a warning). ok is false when
// there is nothing to check across (no list, no results). A file with
// errors of its own does not stop the check: the files are checked as
// far as they read, as `ratingdesk check` checks them (desk.CheckAcross).
func (s *session) acrossRequest(read xlsxio.ReadOptions) (req desk.Request, opened []*desk.Input, ok bool) {
	if !s.canCheckAcross() {
		return desk.Request{}, nil, false
	}
	req = desk.Request{List: s.ratingList().path, Read: read}
	for _, f := range s.resultFiles() {
		req.Results = append(req.Results, f.path)
	}
	return req, s.inputs(), true
}

// canCheckAcross reports whether the open files can be checked across: a
// rating list and results are open. Files with errors of their own are
// checked as far as they read (desk.CheckAcross; docs/guide.md
// "Workspace"), as `ratingdesk check` checks them: a game given twice in
// two game lists is said while a third file has errors (a tester: the
// app waited for the errors to be corrected, where check said it).
func (s *session) canCheckAcross() bool {
	return s.ratingList() != nil && len(s.resultFiles()) > 0
}

// unread reports whether an open file has errors of its own, so that the
// files could not all be checked across (desk.NotCheckedAcross): more
// problems may follow once they are corrected (desk.MoreMayFollow).
func (s *session) unread() bool {
	for _, f := range s.files {
		if f.problems.HasErrors() {
			return true
		}
	}
	return false
}

// acrossPending reports whether the open files are to be checked across
// and the check is not made yet (it is under way).
func (s *session) acrossPending() bool {
	return s.canCheckAcross() && (!s.across.done || s.across.gen != s.gen)
}

// checkAcross checks the open results against the open rating list off
// the UI goroutine (desk.CheckAcross), as a run will check them before
// rating, and shows what it found on the Problems tab and in the
// Workspace's status; then, if not nil, runs then on the UI goroutine.
// With nothing to check, or the check made already for the files as
// they are, it runs then at once. reveal brings the Problems tab to the
// front when the check finds errors: not after a file is closed, which
// leaves the user where the close was (a tester, closing several files in
// a row from the Workspace, clicked into the Problems tab's table).
func (sh *shell) checkAcross(reveal bool, then func()) {
	finish := func() {
		if then != nil {
			then()
		}
	}
	req, opened, ok := sh.session.acrossRequest(sh.openOptions())
	if !ok || !sh.session.acrossPending() {
		finish()
		return
	}
	gen := sh.session.gen
	what := "Checking the games against " + filepath.Base(req.List)
	started := sh.tasks.start(what, func(context.Context, engine.Progress) func() {
		// Not cancelled: it takes a moment, and the Workspace waits for
		// it to say whether the period can run.
		cc, err := desk.CheckAcross(req, opened)
		return func() {
			defer finish()
			if sh.session.gen != gen {
				return // the files changed meanwhile: their own check follows
			}
			sh.acrossChecked(cc, err, reveal)
		}
	})
	if !started {
		finish()
	}
}

// acrossChecked shows the outcome of a check across the files; with
// errors, reveal brings the Problems tab to the front.
func (sh *shell) acrossChecked(cc desk.CrossCheck, err error, reveal bool) {
	sh.session.across = acrossCheck{gen: sh.session.gen, done: true, problems: cc.Problems}
	if err != nil {
		sh.dialogs.tell("Internal error", errorMessage("checking the games against the rating list", err))
	}
	if n := len(cc.Problems.Errors()); n > 0 {
		sh.tasks.say(sh.tasks.status.Text + " Checked against the rating list, the games give " +
			words.Count(n, "error", "errors") + ", listed on the Problems tab: the period cannot run until " + words.Agree(n, "it is", "they are") + " corrected.")
	}
	sh.changed()
	if reveal && cc.Problems.HasErrors() {
		sh.show(sh.problems)
	}
}
