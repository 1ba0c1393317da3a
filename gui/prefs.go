package gui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
	"ratingdesk/pdfout"
	"ratingdesk/xlsxio"
)

// The keys of the user's preferences (Fyne's preferences API, stored per
// user under AppID).
const (
	prefRuleset   = "ruleset"
	prefPaper     = "paper"
	prefDefaultRD = "defaultRD"
	prefDateOrder = "dateOrder"
	prefTheme     = "theme"
	prefRecent    = "recentFiles"
	prefOpen      = "openFiles"
	prefStarted   = "started"
	prefFolder    = "lastFolder"
	prefSaved     = "lastSaveFolder"
	prefWidth     = "windowWidth"
	prefCertPlace = "certificatePlace"
	prefHeight    = "windowHeight"
	prefPeriod    = "period"
	prefHistFrom  = "historyFrom"
	prefHistTo    = "historyTo"
)

// The values of the date-order and theme preferences.
const (
	dayFirst   = "DD/MM/YYYY"
	monthFirst = "MM/DD/YYYY"

	themeSystem = "system"
	themeLight  = "light"
	themeDark   = "dark"
)

// maxRecent is how many files the recent-files list keeps.
const maxRecent = 10

// The main window's size on first start.
const (
	defaultWidth  = 1240
	defaultHeight = 780
)

// settings reads and writes the user's preferences.
type settings struct {
	p fyne.Preferences
}

// ruleset is the default ruleset (docs/rules.md §1; iccf-2023 unless
// Preferences set another): the Rating period tab starts with it, and a
// ruleset chosen there is for the session only (periodScreen.ruleset).
func (s settings) ruleset() engine.Ruleset {
	rs, err := engine.LookupRuleset(s.p.StringWithFallback(prefRuleset, string(engine.DefaultRuleset)))
	if err != nil {
		rs, _ = engine.LookupRuleset("")
	}
	return rs
}

func (s settings) setRuleset(id engine.RulesetID) { s.p.SetString(prefRuleset, string(id)) }

// period is the rating period (the list to make, docs/rules.md §1.5)
// chosen last; the next list after today when none was chosen yet.
func (s settings) period() engine.Period {
	if p, err := engine.ParsePeriod(s.p.String(prefPeriod)); err == nil {
		return p
	}
	return engine.NextList(time.Now())
}

func (s settings) setPeriod(p engine.Period) { s.p.SetString(prefPeriod, p.String()) }

// historyPeriods are the first and the last period of the History tab's
// replay typed last, as the Rating period tab remembers its period
// (period); "" for one not typed yet.
func (s settings) historyPeriods() (from, to string) {
	valid := func(key string) string {
		if p, err := engine.ParsePeriod(s.p.String(key)); err == nil {
			return p.String()
		}
		return ""
	}
	return valid(prefHistFrom), valid(prefHistTo)
}

// setHistoryPeriods remembers the History tab's periods typed, each
// that is a period (empty: forgotten; one being typed: left as it was).
func (s settings) setHistoryPeriods(from, to string) {
	for key, text := range map[string]string{prefHistFrom: from, prefHistTo: to} {
		if p, err := engine.ParsePeriod(strings.TrimSpace(text)); err == nil {
			s.p.SetString(key, p.String())
		} else if strings.TrimSpace(text) == "" {
			s.p.RemoveValue(key)
		}
	}
}

// paper is the paper size of the PDF documents.
func (s settings) paper() pdfout.Paper {
	p, err := pdfout.ParsePaper(s.p.StringWithFallback(prefPaper, "a4"))
	if err != nil {
		return pdfout.A4
	}
	return p
}

// defaultRD is given to rated rows of a list without RD (docs/formats.md
// "Rating list", CLI --default-rd); 0 for none.
func (s settings) defaultRD() float64 { return s.p.FloatWithFallback(prefDefaultRD, 0) }

// monthFirst reports whether ambiguous text dates read MM/DD/YYYY.
func (s settings) monthFirst() bool {
	return s.p.StringWithFallback(prefDateOrder, dayFirst) == monthFirst
}

// theme is "system", "light" or "dark".
func (s settings) theme() string { return s.p.StringWithFallback(prefTheme, themeSystem) }

// readOptions are the readers' options the preferences give.
func (s settings) readOptions() xlsxio.ReadOptions {
	return xlsxio.ReadOptions{DefaultRD: s.defaultRD(), MonthFirst: s.monthFirst()}
}

// openOptions are the options the open files are read with under the
// ruleset rs, the one the Rating period tab has chosen for this session
// (shell.openOptions): readOptions, and OptionalRD when rs is iccf-2017,
// whose system has no RD (docs/rules.md §1.7), so that a list of that
// system opens without a default RD, as the period reads it
// (desk.LoadPeriodFrom). A replay reads its files with readOptions.
func (s settings) openOptions(rs engine.RulesetID) xlsxio.ReadOptions {
	opt := s.readOptions()
	opt.OptionalRD = rs == engine.ICCF2017
	return opt
}

// recent are the files opened last, newest first.
func (s settings) recent() []string { return s.p.StringListWithFallback(prefRecent, nil) }

// addRecent puts path first in the recent files.
func (s settings) addRecent(path string) {
	list := slices.DeleteFunc(slices.Clone(s.recent()), func(p string) bool { return p == path })
	list = append([]string{path}, list...)
	if len(list) > maxRecent {
		list = list[:maxRecent]
	}
	s.p.SetStringList(prefRecent, list)
	s.p.SetString(prefFolder, filepath.Dir(path))
}

// lastFolder is the folder of the file opened last, of whatever kind
// (addRecent, rememberOpened).
func (s settings) lastFolder() string { return s.p.String(prefFolder) }

// lastSaveFolder is the folder something was saved in last, of whatever
// kind (rememberSaved); "" when nothing was saved yet.
func (s settings) lastSaveFolder() string { return s.p.String(prefSaved) }

// kindFolder is the folder a file of kind k was opened from or saved in
// last; "" when none was yet. The dialogs fall back on it when no folder
// was opened from, or saved in, yet (preferences of an older version).
func (s settings) kindFolder(k fileKind) string { return s.p.String(prefFolder + "." + string(k)) }

// setKindFolder remembers dir as the folder of kind k.
func (s settings) setKindFolder(k fileKind, dir string) {
	if dir != "" && dir != "." {
		s.p.SetString(prefFolder+"."+string(k), dir)
	}
}

// rememberOpened remembers dir as the folder a file of kind k was opened
// from, and as the folder the next Open starts in.
func (s settings) rememberOpened(k fileKind, dir string) {
	if dir != "" && dir != "." {
		s.setKindFolder(k, dir)
		s.p.SetString(prefFolder, dir)
	}
}

// rememberSaved remembers dir as the folder a file of kind k was saved
// in, and as the folder the next save dialog proposes.
func (s settings) rememberSaved(k fileKind, dir string) {
	if dir != "" && dir != "." {
		s.setKindFolder(k, dir)
		s.p.SetString(prefSaved, dir)
	}
}

// startFolder is where the open dialog starts: the folder of the file
// opened last, whatever its kind (a list opened from elsewhere moves it
// there), else the folder of kind k, else "" (the user's home). The
// folder is kept across sessions with the preferences.
func (s settings) startFolder(k fileKind) string {
	if dir := s.lastFolder(); dir != "" {
		return dir
	}
	return s.kindFolder(k)
}

// suggestIn moves a suggested path (next to the inputs) into the folder
// saved in last, whatever was saved there, keeping its name; else into
// the folder of kind k; unchanged when nothing was saved yet, or for
// kindAsSuggested.
func (s settings) suggestIn(k fileKind, suggested string) string {
	if k == kindAsSuggested {
		return suggested
	}
	dir := s.lastSaveFolder()
	if dir == "" {
		dir = s.kindFolder(k)
	}
	if dir != "" {
		return filepath.Join(dir, filepath.Base(suggested))
	}
	return suggested
}

// openFiles are the files open when the app last closed; ok is false on
// the first start.
func (s settings) openFiles() (paths []string, ok bool) {
	if !s.p.Bool(prefStarted) {
		return nil, false
	}
	return s.p.StringListWithFallback(prefOpen, nil), true
}

// setOpenFiles remembers the open files for the next start.
func (s settings) setOpenFiles(paths []string) {
	s.p.SetBool(prefStarted, true)
	s.p.SetStringList(prefOpen, paths)
}

// certificatePlace is the place of issue the norm certificates printed
// last (pdfout.NormOptions Place).
func (s settings) certificatePlace() string { return s.p.String(prefCertPlace) }

func (s settings) setCertificatePlace(place string) { s.p.SetString(prefCertPlace, place) }

// windowSize is the main window's size when it last closed.
func (s settings) windowSize() fyne.Size {
	w := s.p.FloatWithFallback(prefWidth, defaultWidth)
	h := s.p.FloatWithFallback(prefHeight, defaultHeight)
	if w < 600 || h < 400 {
		return fyne.NewSize(defaultWidth, defaultHeight)
	}
	return fyne.NewSize(float32(w), float32(h))
}

func (s settings) setWindowSize(size fyne.Size) {
	if size.Width < 600 || size.Height < 400 {
		return
	}
	s.p.SetFloat(prefWidth, float64(size.Width))
	s.p.SetFloat(prefHeight, float64(size.Height))
}

// rulesetLabel names a ruleset in a choice: "iccf-2023: ICCF Working Rules …".
func rulesetLabel(rs engine.Ruleset) string { return string(rs.ID) + ": " + rs.Title }

// rulesetLabels names every ruleset the engine implements, default first.
func rulesetLabels() []string {
	var out []string
	for _, rs := range engine.Rulesets() {
		out = append(out, rulesetLabel(rs))
	}
	return out
}

// rulesetByLabel is the ruleset a choice names.
func rulesetByLabel(label string) (engine.Ruleset, bool) {
	for _, rs := range engine.Rulesets() {
		if rulesetLabel(rs) == label {
			return rs, true
		}
	}
	return engine.Ruleset{}, false
}

// prefsScreen is the Preferences form.
type prefsScreen struct {
	prefs     settings
	ruleset   *keySelect
	paper     *keyRadio
	defaultRD *escapeEntry
	dateOrder *keyRadio
	theme     *keyRadio
	content   *widget.Form
	documents *documentPrefs
}

// The paper choices.
const (
	paperA4     = "A4"
	paperLetter = "US Letter"
)

// newPrefsScreen builds the form showing the preferences as they are.
func newPrefsScreen(prefs settings) *prefsScreen {
	s := &prefsScreen{prefs: prefs}
	s.ruleset = newKeySelect(rulesetLabels(), nil)
	s.ruleset.SetSelected(rulesetLabel(prefs.ruleset()))
	s.paper = newKeyRadio([]string{paperA4, paperLetter}, paperA4)
	if prefs.paper() == pdfout.Letter {
		s.paper.SetSelected(paperLetter)
	}
	s.defaultRD = newFormEntry()
	s.defaultRD.SetPlaceHolder("none: a list without RD is refused")
	if rd := prefs.defaultRD(); rd > 0 {
		s.defaultRD.SetText(strconv.FormatFloat(rd, 'f', -1, 64))
	}
	s.defaultRD.Validator = func(text string) error {
		_, err := parseDefaultRD(text)
		return err
	}
	s.dateOrder = newKeyRadio([]string{dayFirst, monthFirst}, dayFirst)
	if prefs.monthFirst() {
		s.dateOrder.SetSelected(monthFirst)
	}
	s.theme = newKeyRadio([]string{themeSystem, themeLight, themeDark}, prefs.theme())

	s.content = widget.NewForm(
		widget.NewFormItem("Ruleset", fullWidth(s.ruleset, s.ruleset.Options)),
		widget.NewFormItem("Paper for PDF", s.paper),
		widget.NewFormItem("Default RD", s.defaultRD),
		widget.NewFormItem("Text dates", s.dateOrder),
		widget.NewFormItem("Theme", s.theme),
	)
	s.content.Items[defaultRDItem].HintText = defaultRDHint
	// An RD typed anew puts back what the field is for in place of the
	// complaint about the last one (checkDefaultRD).
	s.defaultRD.OnChanged = func(string) {
		if s.content.Items[defaultRDItem].HintText != defaultRDHint {
			s.content.Items[defaultRDItem].HintText = defaultRDHint
			s.content.Refresh()
		}
	}
	s.content.Items[3].HintText = "how a date typed as text, like 03/04/2025, is read"
	s.documents = addDocumentPrefs(prefs, s.content)
	return s
}

// parseDefaultRD reads the default RD field: empty for none, else a
// rating deviation, a number above 0 and at most xlsxio.MaxRD (as the
// readers take an RD, and --default-rd).
func parseDefaultRD(text string) (float64, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return 0, nil
	}
	rd, err := strconv.ParseFloat(strings.ReplaceAll(t, ",", "."), 64)
	if err != nil || !(rd > 0 && rd <= xlsxio.MaxRD) {
		return 0, fmt.Errorf("type an RD above 0 and at most %d, e.g. 150, or leave the field empty", xlsxio.MaxRD)
	}
	return rd, nil
}

// defaultRDItem is the place of the Default RD in the form, for its hint.
const defaultRDItem = 2

// defaultRDHint says what the Default RD is for.
const defaultRDHint = "RD for rated rows of lists without an RD column (2017 lists)"

// checkDefaultRD reads the Default RD typed. When it cannot, it says why
// under the field, where the form stays open with what was typed (as the
// certificates' form does with a date of issue).
func (s *prefsScreen) checkDefaultRD() bool {
	_, err := parseDefaultRD(s.defaultRD.Text)
	hint := defaultRDHint
	if err != nil {
		hint = fmt.Sprintf("%q is not a rating deviation: %v", strings.TrimSpace(s.defaultRD.Text), err)
	}
	s.content.Items[defaultRDItem].HintText = hint
	s.content.Refresh()
	return err == nil
}

// onSave stores the form's values. It reports whether the way files are
// read changed (default RD, date order: readOptions), so that the open
// files are read again; a value that cannot be stored comes back as an
// error in words. The ruleset saved is the default, which the Rating
// period tab takes when it changes (shell.savePrefs).
func (s *prefsScreen) onSave() (readChanged bool, err error) {
	rd, err := parseDefaultRD(s.defaultRD.Text)
	if err != nil {
		return false, fmt.Errorf("the default RD %q was not saved: %w", s.defaultRD.Text, err)
	}
	before := s.prefs.readOptions()
	if rs, ok := rulesetByLabel(s.ruleset.Selected); ok {
		s.prefs.setRuleset(rs.ID)
	}
	paper := "a4"
	if s.paper.Selected == paperLetter {
		paper = "letter"
	}
	s.prefs.p.SetString(prefPaper, paper)
	s.prefs.p.SetFloat(prefDefaultRD, rd)
	s.prefs.p.SetString(prefDateOrder, s.dateOrder.Selected)
	s.prefs.p.SetString(prefTheme, s.theme.Selected)
	s.documents.save(s.prefs)
	return s.prefs.readOptions() != before, nil
}
