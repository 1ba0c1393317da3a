package gui

import (
	"fmt"
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"ratingdesk/engine"
)

// AppID is the desktop app's unique ID, the one FyneApp.toml declares; Fyne
// keys the user's preferences and storage on it.
const AppID = "org.ratingdesk.app"

// Options say what the desktop app opens and how.
type Options struct {
	// Files are opened at start: a rating list, game lists and crosstables
	// (openableExtensions). When there are none, the files open when the app
	// last closed are opened again, and on the very first start the
	// Sample.
	Files []string
	// Sample are the bundled sample files (testdata/sample-list.xlsx,
	// sample-games.xlsx, the crosstables sample-sections.xlsx and the game
	// list of their sections), opened on the first start so that no tab is
	// empty; those missing are left out.
	Sample []string
	// Version is the program version, shown in the title and About box.
	Version string
	// Period is the list to make, YYYY/Q; empty: the one chosen last
	// (settings.period), at first the next list after today's date.
	Period string
	// Tab is the tab shown at start: "workspace", "players", "period",
	// "tournaments" or "problems"; empty: the Workspace.
	Tab string
	// Section, when set, is the crosstable section the Tournaments tab
	// shows once the files are read: its sheet, its section name or
	// "Tournament / Section"; View is the view of it shown: "crosstable",
	// "standings", "requirements" or "norms".
	Section, View string
	// Show, when set, opens "preferences" or "about" once the start-up
	// work is done (for the screenshots).
	Show string
	// RunPeriod runs the period once the files are read.
	RunPeriod bool
	// Card, when not 0, opens that player's card once the files are read
	// (and the period run, with RunPeriod).
	Card engine.PlayerID
	// Screenshot, when set, is a PNG file to save the window to once the
	// start-up work is done (the card's or the About box's window when one
	// is opened, with any dialog shown over the main window); the app then
	// quits. It serves `make screenshot` and `make screenshots`.
	Screenshot string
}

// screenshotDelay lets the window paint before it is captured.
const screenshotDelay = 1500 * time.Millisecond

// Run opens the main window and blocks until the app quits.
func Run(opts Options) error {
	a := app.NewWithID(AppID)
	prefs := settings{a.Preferences()}
	a.Settings().SetTheme(themeFor(prefs.theme()))
	w := a.NewWindow("Rating Desk")
	w.Resize(prefs.windowSize())

	start, reopened := startFiles(opts, prefs)
	var cardWin fyne.Window
	d := &windowDialogs{app: a, win: w, prefs: prefs}
	var dlg dialogs = d
	if opts.Screenshot != "" {
		dlg = &captureCards{windowDialogs: d, shown: &cardWin}
	}
	sh := newShell(a, w, opts.Version, dlg)
	sh.sample = existing(opts.Sample)
	w.SetContent(sh.content)
	w.SetMainMenu(sh.mainMenu())
	w.SetOnDropped(sh.onDropped)
	w.SetCloseIntercept(func() {
		sh.whenLeaving(func() {
			sh.rememberWindow()
			w.Close()
		})
	})
	a.Lifecycle().SetOnEnteredForeground(sh.onFocusGained)
	a.Lifecycle().SetOnStopped(sh.rememberWindow)

	if opts.Period != "" {
		sh.period.periodEntry.SetText(opts.Period)
	}

	var shotErr error
	afterStart := func() {
		if opts.Section != "" && !sh.tournaments.clickSectionNamed(opts.Section) {
			sh.tasks.say(fmt.Sprintf("No open crosstable has a section %q.", opts.Section))
		}
		sh.tournaments.showView(opts.View)
		if opts.Card != 0 {
			sh.openCard(opts.Card)
		}
		switch strings.ToLower(opts.Show) {
		case "preferences":
			sh.onPreferences()
		case "about":
			sh.onAbout()
		}
		if opts.Screenshot == "" {
			return
		}
		time.AfterFunc(screenshotDelay, func() {
			fyne.Do(func() {
				target := w
				if cardWin != nil {
					target = cardWin
				}
				shotErr = savePNG(opts.Screenshot, renderWindow(target))
				a.Quit()
			})
		})
	}
	afterOpen := afterStart
	if opts.RunPeriod {
		afterOpen = func() { sh.period.runThen(afterStart) }
	}
	// The tab comes to the front once the files are read, as when the
	// user clicks it (a click runs AppTabs.Select, as selectTab does):
	// the screenshots (scripts/screenshots.sh) show the screens as the
	// user meets them, a list filled while its tab was hidden included.
	sh.openAtStart(start, reopened, func() {
		sh.selectTab(opts.Tab)
		afterOpen()
	})

	w.ShowAndRun()
	return shotErr
}

// startFiles are the files to open at start: those named, else those open
// when the app last closed (reopened), else (first start) the sample.
func startFiles(opts Options, prefs settings) (paths []string, reopened bool) {
	if len(opts.Files) > 0 {
		return opts.Files, false
	}
	if open, ok := prefs.openFiles(); ok {
		return open, true
	}
	return existing(opts.Sample), false
}

// existing keeps the paths that name files.
func existing(paths []string) []string {
	var out []string
	for _, p := range paths {
		if info, err := os.Stat(p); err == nil && !info.IsDir() {
			out = append(out, p)
		}
	}
	return out
}

// selectTab shows the tab named ("workspace", "players", "period",
// "tournaments", "problems", "history"); an empty or unknown name changes nothing.
func (sh *shell) selectTab(name string) {
	switch strings.ToLower(name) {
	case "workspace":
		sh.show(sh.workspace)
	case "players":
		sh.show(sh.players)
	case "period":
		sh.show(sh.period)
	case "tournaments":
		sh.show(sh.tournaments)
	case "problems":
		sh.show(sh.problems)
	case "history":
		sh.show(sh.history)
	}
}

// captureCards opens windows (a card, the About box) like windowDialogs
// and remembers the last window opened, for its screenshot.
type captureCards struct {
	*windowDialogs
	shown *fyne.Window
}

func (c *captureCards) showWindow(title string, content fyne.CanvasObject, size fyne.Size) {
	w := c.app.NewWindow(title)
	w.SetContent(content)
	w.Resize(size)
	w.Show()
	*c.shown = w
}
