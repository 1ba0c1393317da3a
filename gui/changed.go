package gui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"

	"ratingdesk/engine"
)

// changedFiles are the files read that changed on disk since
// (checkChanged): the open files, in the order opened, and the official
// lists of History › Reconcile, which are not open files (else a
// reconciliation with an official list edited since stayed on screen,
// and could be saved).
type changedFiles struct {
	open, official []string
}

// none reports whether no file changed.
func (c changedFiles) none() bool { return len(c.open) == 0 && len(c.official) == 0 }

// names are the names of the files changed, each once.
func (c changedFiles) names() []string {
	var out []string
	for _, path := range append(slices.Clone(c.open), c.official...) {
		if name := filepath.Base(path); !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}

// hashOnUI is how many bytes of unchanged-looking files checkChanged
// hashes on the UI goroutine at most; more are hashed off it (a
// variable: tests take the other way).
var hashOnUI int64 = 16 << 20

// checkChanged gives then, on the UI goroutine, the open files changed on
// disk since they were read, and of the official lists of History ›
// Reconcile at the paths official those changed so: those whose stamp
// (modification time, size) differs, and those whose stamp is the same
// but whose content is not the one read (session.stampCheck: an edit
// that keeps the size, its time set back). Only those files are hashed again, and only here:
// when the user reloads, runs a period or a replay, saves, or comes back
// to the window. Small files are hashed at once; big ones off the UI
// goroutine (hashChanged).
func (sh *shell) checkChanged(official []string, then func(changed changedFiles)) {
	sh.hashChanged(official, hashOnUI, then)
}

// hashChanged is checkChanged hashing on the UI goroutine files of onUI
// bytes at most in all; more are hashed off it, and then is called when
// they are (fyne.Do), with those of the files still open. Each file is
// hashed once, even when it is both an open file and an official list.
func (sh *shell) hashChanged(official []string, onUI int64, then func(changed changedFiles)) {
	stamped, same := sh.session.stampCheck()
	stamped, same = sh.history.officialStampCheck(official, stamped, same)
	sorted := func(hashed []string) changedFiles {
		return changedFiles{open: sh.session.inOrder(stamped, hashed), official: sh.history.officialInOrder(official, stamped, hashed)}
	}
	if size := hashedSize(same); size == 0 || size <= onUI {
		then(sorted(contentChanged(same)))
		return
	}
	sh.checking = true
	sh.tasks.running.Add(1)
	go func() {
		defer sh.tasks.running.Done()
		hashed := contentChanged(same)
		fyne.Do(func() {
			sh.checking = false
			then(sorted(hashed))
		})
	}()
}

// hashedSize is how many bytes contentChanged reads to hash files: each
// file's once.
func hashedSize(files []fileCheck) int64 {
	var size int64
	seen := make(map[string]bool, len(files))
	for _, f := range files {
		if !seen[f.path] {
			seen[f.path] = true
			size += f.size
		}
	}
	return size
}

// readAgain reads again the files changed: the official lists
// (historyScreen.readOfficialAgain), then the open files (readFiles),
// then calls then, if not nil. Reading a file again sets aside the
// results made of it as it was.
func (sh *shell) readAgain(changed changedFiles, then func()) {
	sh.history.readOfficialAgain(changed.official, func() {
		sh.readFiles(changed.open, "Reading again", then)
	})
}

// whenUnchanged calls do once none of the files it works on changed on
// disk since it was read (checkChanged: the open files, and the official
// lists at the paths official): the files changed are read again first,
// and checked again, as the Rating period tab's Run does (else the
// History tab's replay, started after an edit, ran while the app still
// showed and checked the files as they were). While
// other work runs it says so, and do is not called.
func (sh *shell) whenUnchanged(official []string, do func()) {
	if sh.tasks.busy() {
		sh.busyMessage()
		return
	}
	sh.checkChanged(official, func(changed changedFiles) {
		switch {
		case sh.tasks.busy():
			sh.busyMessage()
		case !changed.none():
			sh.readAgain(changed, func() { sh.whenUnchanged(official, do) })
		default:
			do()
		}
	})
}

// saveUnchanged calls save, the saving of results made of the files read,
// once none of those files changed on disk since it was read
// (checkChanged: the open files, and the official lists at the paths
// official),
// as a run checks them: the results are of the files as they were read.
// A file changed is read again instead, which sets the results aside,
// and nothing is saved: the user is told why, in the words refused gives
// (worked out before the files are read again, while the results are
// there to be named). refused gives "" when the files changed are none
// of those the results were made of: save is then called.
func (sh *shell) saveUnchanged(official []string, refused func(changed changedFiles) string, save func()) {
	sh.checkChanged(official, func(changed changedFiles) {
		msg := ""
		if !changed.none() {
			msg = refused(changed)
		}
		if msg == "" {
			save()
			return
		}
		if sh.tasks.busy() {
			sh.busyMessage()
			return
		}
		sh.readAgain(changed, func() { sh.dialogs.tell("Not saved", msg) })
	})
}

// saveRunThen calls save, the saving of an output of the last run (the
// new list, the period report, a calculation sheet), once no open file
// has changed on disk since it was read (saveUnchanged, as Run checks);
// else nothing is saved, and the user is told to run the period again.
func (sh *shell) saveRunThen(save func()) {
	sh.saveUnchanged(nil, func(changed changedFiles) string {
		what := "the results of the last run were"
		if run := sh.session.run; run != nil && run.req.Period != (engine.Period{}) {
			what = fmt.Sprintf("the results of period %s were", run.req.Period)
		}
		return changedBeforeSave(changed.names(), "the period was run", what, "Run the period again")
	}, save)
}

// changedBeforeSave says why a save of results was refused: the files
// named changed on disk after the results were made (after), were read
// again and the results (what, "… were") set aside; again is what to do
// before saving.
func changedBeforeSave(names []string, after, what, again string) string {
	it, file := "it", "the file as it was"
	if len(names) > 1 {
		it, file = "them", "the files as they were"
	}
	return fmt.Sprintf("Nothing was saved: %s changed on disk after %s. Rating Desk read %s again, and %s set aside, as they are of %s. %s, then save.",
		strings.Join(names, ", "), after, it, what, file, again)
}
