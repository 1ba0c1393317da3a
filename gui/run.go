package gui

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/xlsxio"
)

// AppID is the desktop app's unique ID, the one FyneApp.toml declares; Fyne
// keys the user's preferences and storage on it.
const AppID = "org.ratingdesk.app"

// Options say what the desktop app opens and how.
type Options struct {
	// ListPath is the rating list shown at start (WORKBOOK.md "Rating list").
	ListPath string
	// Version is the program version, shown in the window title when set.
	Version string
	// Screenshot, when set, is a PNG file to save the window to once the
	// list is shown; the app then quits. It serves `make screenshot`.
	Screenshot string
}

// screenshotDelay lets the window paint before it is captured.
const screenshotDelay = 1500 * time.Millisecond

// Run opens the main window on the rating list of opts and blocks until the
// window is closed. The list is read off the UI thread; a list with errors
// shows them instead of the players.
func Run(opts Options) error {
	a := app.NewWithID(AppID)
	w := a.NewWindow(windowTitle(opts))
	w.Resize(fyne.NewSize(1040, 680))
	w.SetContent(loadingView(opts.ListPath))

	var shotErr error
	go func() {
		list, ps := xlsxio.ReadRatingList(opts.ListPath, xlsxio.ReadOptions{})
		fyne.Do(func() {
			w.SetContent(listView(opts.ListPath, list, ps))
			if opts.Screenshot == "" {
				return
			}
			time.AfterFunc(screenshotDelay, func() {
				fyne.Do(func() {
					shotErr = savePNG(opts.Screenshot, renderWindow(w))
					a.Quit()
				})
			})
		})
	}()

	w.ShowAndRun()
	return shotErr
}

// windowTitle names the app, its version and the open file.
func windowTitle(opts Options) string {
	title := "Rating Desk"
	if opts.Version != "" {
		title += " " + opts.Version
	}
	if opts.ListPath != "" {
		title += " — " + filepath.Base(opts.ListPath)
	}
	return title
}

// loadingView is shown while the list is read.
func loadingView(path string) fyne.CanvasObject {
	bar := widget.NewProgressBarInfinite()
	return container.NewCenter(container.NewVBox(widget.NewLabel("Reading "+path+"…"), bar))
}

// listView shows the players of a list read from path, or the problems that
// stop it from being used (WORKBOOK.md: errors block, warnings do not).
func listView(path string, list *xlsxio.RatingList, ps xlsxio.Problems) fyne.CanvasObject {
	if list == nil && !ps.HasErrors() {
		ps = append(ps, &xlsxio.Problem{File: path, Severity: xlsxio.Error, Msg: "no rating list was read"})
	}
	if ps.HasErrors() {
		return newProblemsScreen("the rating list", path, ps).content
	}
	heading := widget.NewLabel("Rating list: " + path)
	heading.TextStyle = fyne.TextStyle{Bold: true}
	var bottom fyne.CanvasObject
	if len(ps) > 0 {
		warnings := newProblemsScreen("the rating list", path, ps)
		bottom = widget.NewAccordion(widget.NewAccordionItem(problemsSummary(ps)+" Show them", warnings.lines))
	}
	return container.NewBorder(heading, bottom, nil, nil, newPlayersScreen(list.Players).content)
}

// renderWindow draws the window's content as the window shows it, with the
// app's theme, in software: reading back a hardware frame is unreliable on
// virtual displays such as Xvfb. The content moves to an offscreen canvas, so
// this is for the app's last moments only.
func renderWindow(w fyne.Window) image.Image {
	size, scale, content := w.Canvas().Size(), w.Canvas().Scale(), w.Content()
	w.SetContent(widget.NewLabel(""))
	c := software.NewCanvas()
	c.SetScale(scale)
	c.SetContent(content)
	c.Resize(size)
	return c.Capture()
}

// savePNG writes an image to a PNG file.
func savePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("gui: saving screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("gui: saving screenshot %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("gui: saving screenshot %s: %w", path, err)
	}
	return nil
}
