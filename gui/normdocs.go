package gui

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/pdfout"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// The documents of a section's norms (docs/cli.md `norms`), saved from the
// Tournaments tab: the statement of norms (App. 2 item 3a), a certificate
// for every norm achieved, and the norms workbook (docs/formats.md "Outputs").
// Each is written atomically (the certificates together: all or none,
// outputs.Batch), never over an open input, and over an
// existing file only when the user confirms; a PDF saved is then opened in
// the system's viewer.

// dateLayout is how the form offers the certificates' date of issue: as
// YYYY-MM-DD, which reads the same in either date order.
const dateLayout = "2006-01-02"

// documentSection is the section whose documents can be saved: the one
// selected, with its norms. When there is none it tells the user why and
// returns nil.
func (s *tournamentsScreen) documentSection() *section {
	switch {
	case s.selected == nil:
		s.sh.dialogs.tell("No section selected", "Select a section on the Tournaments tab first; open a crosstable workbook if the list is empty.")
		return nil
	case s.selected.norms == nil:
		s.sh.dialogs.tell("No norms for this section", "The norms of "+s.selected.name()+" cannot be computed, so there is no document to save. "+
			"The Problems tab says what is missing in the crosstable.")
		return nil
	}
	return s.selected
}

// normOptions are how the norm documents are printed: the preferences'
// paper, issuer and signers (the crosstable's where they are empty,
// desk.NormDocuments) and the program version.
func (s *tournamentsScreen) normOptions() pdfout.NormOptions {
	return s.sh.prefs.withSigners(pdfout.NormOptions{Paper: s.sh.prefs.paper(), ProgramVersion: s.sh.programVersion()})
}

// fileSafe turns a section's name into part of a file name: the
// characters no file system takes become "-".
func fileSafe(name string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' {
			return '-'
		}
		return r
	}, strings.TrimSpace(name))
}

// suggested is a path next to the section's crosstable named
// prefix-SECTION.ext.
func suggested(sec *section, prefix, ext string) string {
	return filepath.Join(filepath.Dir(sec.file.path), prefix+"-"+fileSafe(sec.table.Section.Name)+ext)
}

// onSaveStatement asks where to save the statement of norms of the
// selected section (docs/cli.md `norms --pdf`), once its crosstable has
// not changed on disk (saveUnchanged: checked before the dialog opens, as
// the Rating period tab's saves are, and again when it closes).
func (s *tournamentsScreen) onSaveStatement() {
	sec := s.documentSection()
	if sec == nil {
		return
	}
	s.saveUnchanged(sec, func() {
		s.sh.dialogs.chooseSave(kindNormDocs, "Save the statement of norms (PDF)", suggested(sec, "norms-statement", ".pdf"),
			func(path string) { s.saveStatement(sec, path) })
	})
}

// saveUnchanged calls save, the saving of a document of the norms of
// sec, once sec's crosstable has not changed on disk since it was read
// (shell.saveUnchanged, as the Rating period and History tabs' saves
// check their files): the norms are of the file as it was read, and the
// workbook's Notes give the SHA-256 of the file on disk. A crosstable
// changed is read again instead, which puts the norms of the file as it
// is now on the screen, and nothing is saved: the user is told why.
func (s *tournamentsScreen) saveUnchanged(sec *section, save func()) {
	s.sh.saveUnchanged(nil, func(changed changedFiles) string {
		if !slices.Contains(changed.open, sec.file.path) {
			return "" // another file changed: the norms are not of it
		}
		return changedBeforeSave([]string{filepath.Base(sec.file.path)}, "the norms of "+sec.name()+" were computed",
			"the norms computed before were", "Check the section's norms as they are now")
	}, save)
}

// saveStatement writes the statement of norms of sec to path and opens
// it, once its crosstable has not changed on disk (saveUnchanged).
func (s *tournamentsScreen) saveStatement(sec *section, path string) {
	s.saveUnchanged(sec, func() { s.saveStatementNow(sec, path) })
}

// saveStatementNow is saveStatement once the crosstable is unchanged.
func (s *tournamentsScreen) saveStatementNow(sec *section, path string) {
	opt := s.normOptions()
	rep, inputs := sec.norms, s.sh.session.paths()
	s.sh.saveFileThen(kindNormDocs, path, inputs, []string{".pdf"}, "the statement of norms of "+sec.name(), func(ctx context.Context, _ engine.Progress) error {
		_, _, err := desk.WriteNormDocuments(ctx, rep, desk.NormDocuments{Statement: path, Inputs: inputs, Options: opt})
		return err
	}, func() { s.sh.openDocument(path) })
}

// onSaveNormsBook asks where to save the norms workbook of the selected
// section (docs/cli.md `norms --out`), once its crosstable has not
// changed on disk (saveUnchanged, before the dialog and after it).
func (s *tournamentsScreen) onSaveNormsBook() {
	sec := s.documentSection()
	if sec == nil {
		return
	}
	s.saveUnchanged(sec, func() {
		s.sh.dialogs.chooseSave(kindNormDocs, "Save the norms workbook (.xlsx, or .csv for the Norms sheet)", suggested(sec, "norms", ".xlsx"),
			func(path string) { s.saveNormsBook(sec, path) })
	})
}

// saveNormsBook writes the norms of sec to path: the workbook for .xlsx,
// the Norms sheet for .csv, with the crosstable and its SHA-256 and the
// file's warnings in the Notes (docs/formats.md "Outputs"), once the
// crosstable has not changed on disk (saveUnchanged).
func (s *tournamentsScreen) saveNormsBook(sec *section, path string) {
	s.saveUnchanged(sec, func() { s.saveNormsBookNow(sec, path) })
}

// saveNormsBookNow is saveNormsBook once the crosstable is unchanged.
func (s *tournamentsScreen) saveNormsBookNow(sec *section, path string) {
	inputs := s.sh.session.paths()
	var warnings xlsxio.Problems
	for _, p := range sec.file.problems.Warnings() {
		if p.Sheet == "" || p.Sheet == sec.table.Sheet {
			warnings = append(warnings, p)
		}
	}
	rep, input, version, csv := sec.norms, sec.file.path, s.sh.programVersion(), s.sh.prefs.csvFormat()
	s.sh.saveFile(kindNormDocs, path, inputs, []string{".xlsx", ".csv"}, "the norms of "+sec.name(), func() error {
		notes, err := desk.NormNotes(input, version, warnings)
		if err != nil {
			return err
		}
		_, _, err = desk.WriteNormDocuments(context.Background(), rep, desk.NormDocuments{Workbook: path, Notes: notes, Inputs: inputs, CSV: csv})
		return err
	})
}

// certificatesOf lists the certificates of a section, one for every
// player with a norm achieved, at its highest level, and the players who
// get none because they hold that title or a higher one
// (desk.NormCertificates, the decision of `ratingdesk norms
// --certificates`); none when the norms cannot be computed.
func certificatesOf(sec *section) ([]pdfout.CertificateRef, []titles.HeldNorms) {
	if sec == nil || sec.norms == nil {
		return nil, nil
	}
	refs, held, err := desk.NormCertificates(sec.norms)
	if err != nil {
		return nil, nil
	}
	return refs, held
}

// heldNormsText says which players get no certificate because they hold
// the title of their norm or a higher one, a line each
// (desk.HeldNormsLine).
func heldNormsText(sec *section, held []titles.HeldNorms) string {
	lines := make([]string, len(held))
	for i, h := range held {
		lines[i] = desk.HeldNormsLine(sec.table.Section, h)
	}
	return strings.Join(lines, "\n")
}

// certificateForm asks where to save a section's certificates and what
// place and date of issue they print (pdfout.NormOptions Place and
// SignDate).
type certificateForm struct {
	folder  *escapeEntry
	browse  *keyButton
	place   *escapeEntry
	date    *escapeEntry
	content *widget.Form
	// monthFirst is how the date of issue is read: as the preferences
	// read text dates in the files (settings.monthFirst).
	monthFirst bool
}

// The places of the form's items, for their hints.
const (
	certFolderItem = iota
	certPlaceItem
	certDateItem
)

// newCertificateForm builds the form: the folder suggested, the place of
// issue last used, today's date.
func newCertificateForm(sh *shell, folder string, today time.Time) *certificateForm {
	f := &certificateForm{monthFirst: sh.prefs.monthFirst()}
	f.folder = newFormEntry()
	f.folder.SetText(folder)
	f.browse = newKeyButton("Choose…", theme.FolderOpenIcon(), func() {
		sh.dialogs.chooseFolder(filepath.Dir(f.folder.Text), func(dir string) {
			f.folder.SetText(filepath.Join(dir, filepath.Base(f.folder.Text)))
		})
	})
	f.place = newFormEntry()
	f.place.SetPlaceHolder("empty: a line to write it on")
	f.place.SetText(sh.prefs.certificatePlace())
	f.date = newFormEntry()
	f.date.SetPlaceHolder("YYYY-MM-DD or " + f.order() + "; empty: a line to write it on")
	f.date.SetText(today.Format(dateLayout))
	f.date.Validator = func(text string) error {
		_, err := parseIssueDate(text, f.monthFirst)
		return err
	}
	f.content = widget.NewForm(
		widget.NewFormItem("Folder", border(nil, nil, nil, f.browse, f.folder)),
		widget.NewFormItem("Place of issue", f.place),
		widget.NewFormItem("Date of issue", f.date),
	)
	f.content.Items[certFolderItem].HintText = "one PDF per norm achieved; the folder is made when missing"
	f.content.Items[certPlaceItem].HintText = "printed above the signatures, e.g. Zagreb"
	f.content.Items[certDateItem].HintText = f.dateHint()
	// A date typed anew puts back how dates are read in place of the
	// complaint about the last one (issueDate).
	f.date.OnChanged = func(string) {
		if hint := f.dateHint(); f.content.Items[certDateItem].HintText != hint {
			f.content.Items[certDateItem].HintText = hint
			f.content.Refresh()
		}
	}
	return f
}

// order is the order the preferences read a date typed as text in:
// "DD/MM/YYYY" or "MM/DD/YYYY".
func (f *certificateForm) order() string { return textDateOrder(f.monthFirst) }

// textDateOrder names the order of a date typed as text with slashes:
// "MM/DD/YYYY" when month is first, else "DD/MM/YYYY" (the Preferences'
// Text dates).
func textDateOrder(month bool) string {
	if month {
		return monthFirst
	}
	return dayFirst
}

// dateHint says how the date of issue is read.
func (f *certificateForm) dateHint() string {
	return "YYYY-MM-DD, or " + f.order() + " as Preferences › Text dates says"
}

// issueDate reads the date of issue typed. When it cannot, it says why
// under the date, where the form stays open with what was typed.
func (f *certificateForm) issueDate() (time.Time, bool) {
	date, err := parseIssueDate(f.date.Text, f.monthFirst)
	hint := f.dateHint()
	if err != nil {
		hint = fmt.Sprintf("%q was not understood: %v", strings.TrimSpace(f.date.Text), err)
	}
	f.content.Items[certDateItem].HintText = hint
	f.content.Refresh()
	return date, err == nil
}

// parseIssueDate reads the date of issue: empty for none, else a date as
// the files' text dates are read (xlsxio.ParseDate): YYYY-MM-DD,
// DD.MM.YYYY, and DD/MM/YYYY — MM/DD/YYYY when monthFirst is set.
func parseIssueDate(text string, monthFirst bool) (time.Time, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return time.Time{}, nil
	}
	d, err := xlsxio.ParseDate(t, monthFirst)
	if err != nil {
		if reason := calendarReason(t, err, monthFirst); reason != "" {
			return time.Time{}, errors.New(reason)
		}
		return time.Time{}, fmt.Errorf("type the date as YYYY-MM-DD or %s, e.g. 2026-01-15, or leave it empty", textDateOrder(monthFirst))
	}
	return d, nil
}

// calendarReason is why a date typed in the form's shape is not in the
// calendar, as the files' reader says it of a cell (xlsxio.ParseDate):
// "February 2025 has no day 31", "13 is not a month", with how a date
// with slashes or dashes was read (Preferences › Text dates); "" when
// the text is not in the shape of a date at all.
func calendarReason(text string, err error, monthFirst bool) string {
	var ve *xlsxio.ValueError
	prefix := strconv.Quote(text) + ": "
	if !errors.As(err, &ve) || !strings.HasPrefix(ve.Msg, prefix) {
		return ""
	}
	reason, readAs, _ := strings.Cut(strings.TrimPrefix(ve.Msg, prefix), " (read as")
	if readAs != "" {
		reason += fmt.Sprintf(" (read as %s, as Preferences › Text dates says)", textDateOrder(monthFirst))
	}
	return reason
}

// onSaveCertificates asks where to save the certificates of the selected
// section, and their place and date of issue (docs/cli.md `norms
// --certificates`). A date of issue that cannot be read is said in the
// form, which stays open with what was typed.
func (s *tournamentsScreen) onSaveCertificates() {
	sec := s.documentSection()
	if sec == nil {
		return
	}
	refs, held := certificatesOf(sec)
	switch {
	case len(refs) == 0 && len(held) > 0:
		s.sh.dialogs.tell("No certificate to save", "Every norm achieved in "+sec.name()+
			" is of a title its player holds, or of a lower one: it earns no title, and no certificate is printed for it.\n"+heldNormsText(sec, held))
		return
	case len(refs) == 0:
		s.sh.dialogs.tell("No certificate to save", "No player has achieved a norm in "+sec.name()+
			" yet: a certificate is printed once a norm is achieved with no game left (a secured norm can still rise).")
		return
	}
	// The crosstable is checked before the form opens, as the other
	// saves check their files before their dialogs, and again after it.
	s.saveUnchanged(sec, func() { s.showCertificateForm(sec) })
}

// showCertificateForm asks for the folder, place and date of issue of
// sec's certificates, then saves them (saveCertificates).
func (s *tournamentsScreen) showCertificateForm(sec *section) {
	form := newCertificateForm(s.sh, s.sh.prefs.suggestIn(kindCertificates, suggested(sec, "norm-certificates", "")), time.Now())
	s.sh.dialogs.showForm("Save the norm certificates of "+sec.name(), form.content, func() (func(), bool) {
		date, ok := form.issueDate()
		if !ok {
			return nil, false
		}
		place, folder := strings.TrimSpace(form.place.Text), strings.TrimSpace(form.folder.Text)
		s.sh.prefs.setCertificatePlace(place)
		// Once the form is gone: what saving tells (a folder that cannot
		// be made, files to replace) would go with the form (a tester).
		return func() { s.saveCertificates(sec, folder, place, date) }, true
	})
}

// saveCertificates writes a certificate for every norm achieved in sec
// into dir (made when missing), with the place and date of issue given,
// then opens the certificate (or the folder, for several), once the
// crosstable has not changed on disk (saveUnchanged).
func (s *tournamentsScreen) saveCertificates(sec *section, dir, place string, date time.Time) {
	s.saveUnchanged(sec, func() { s.saveCertificatesNow(sec, dir, place, date) })
}

// saveCertificatesNow is saveCertificates once the crosstable is
// unchanged.
func (s *tournamentsScreen) saveCertificatesNow(sec *section, dir, place string, date time.Time) {
	refs, held := certificatesOf(sec)
	what := "the norm certificates of " + sec.name()
	if dir == "" {
		s.sh.dialogs.tell("Certificates not saved", "Name the folder to save "+what+" in.")
		return
	}
	create, err := outputs.CheckDir(dir)
	if err != nil {
		s.sh.dialogs.tell("Certificates not saved", errorMessage("saving "+what, err))
		return
	}
	inputs := s.sh.session.paths()
	paths := make([]string, len(refs))
	var existing []string
	for i, ref := range refs {
		paths[i] = filepath.Join(dir, ref.FileName)
		if create {
			continue // a folder to be made holds no input and no file
		}
		if err := outputs.Check(paths[i], nil, inputs); err != nil {
			s.sh.dialogs.tell("Certificates not saved", errorMessage("saving "+what, err))
			return
		}
		if _, err := os.Stat(paths[i]); err == nil {
			existing = append(existing, ref.FileName)
		}
	}
	opt := s.normOptions()
	opt.Place, opt.SignDate = place, date
	docs := desk.NormDocuments{Certificates: dir, Inputs: inputs, Options: opt}
	rep := sec.norms
	write := func() {
		started := s.sh.tasks.start("Saving "+words.Count(len(refs), "certificate", "certificates"), func(ctx context.Context, progress engine.Progress) func() {
			docs.Progress = progress
			_, _, err := desk.WriteNormDocuments(ctx, rep, docs)
			return func() {
				if err != nil {
					s.sh.dialogs.tell("Certificates not saved", errorMessage(fmt.Sprintf("saving %s to %s (none was saved; files there are as they were)", what, dir), err))
					return
				}
				s.sh.prefs.rememberSaved(kindCertificates, filepath.Dir(dir))
				s.sh.tasks.say(savedCertificatesMessage(sec, dir, len(refs), len(held)))
				if len(paths) == 1 {
					s.sh.openDocument(paths[0])
				} else {
					s.sh.openDocument(dir)
				}
			}
		})
		if !started {
			s.sh.busyMessage()
		}
	}
	if len(existing) > 0 {
		s.sh.dialogs.confirm("Replace "+words.Count(len(existing), "certificate", "certificates")+"?",
			fmt.Sprintf("%s already holds %s: %s. Replace them with %s?", dir, words.Count(len(existing), "file", "files"),
				strings.Join(existing, ", "), what), "Replace", write)
		return
	}
	write()
}

// savedCertificatesMessage says that n certificates of sec were saved to
// dir, and for how many players none was, as they hold the title of
// their norm or a higher one (desk.NormCertificates).
func savedCertificatesMessage(sec *section, dir string, n, held int) string {
	msg := fmt.Sprintf("Saved %s of %s to %s.", words.Count(n, "certificate", "certificates"), sec.name(), dir)
	if held > 0 {
		msg += fmt.Sprintf(" None for %s: the title of the norm or a higher one is held.", words.Count(held, "player", "players"))
	}
	return msg
}

// openDocument shows a saved document (or a folder) in the system's
// viewer; when it cannot, the status line says so and where the file is.
func (sh *shell) openDocument(path string) {
	u, err := url.Parse(storage.NewFileURI(path).String())
	if err == nil {
		err = sh.openURL(u)
	}
	if err != nil {
		sh.tasks.say(sentence(sh.tasks.status.Text) + " " + notOpenedMessage(path, err))
	}
}

// defaultOpener opens a URL with the app's driver (the system's viewer
// for a file URL).
func defaultOpener(a fyne.App) func(*url.URL) error {
	return a.OpenURL
}
