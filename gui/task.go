package gui

import (
	"context"
	"fmt"
	"runtime/debug"
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
)

// work is long work done off the UI goroutine: reading workbooks, rating a
// period, writing outputs. It watches ctx (the Cancel button) and reports
// how far it has got through progress (which may be called from any
// goroutine). It returns what to do with its outcome, which runs on the UI
// goroutine (nil: nothing).
type work func(ctx context.Context, progress engine.Progress) (finish func())

// freeMemory gives the memory the app no longer uses back to the system,
// off the UI goroutine: after each piece of work, and when a file is
// closed (a variable: tests count its calls).
var freeMemory = func() { go debug.FreeOSMemory() }

// taskBar is the foot of the main window: the last message when idle; what
// is being done, a progress bar and a Cancel button while long work runs.
// One piece of work runs at a time.
type taskBar struct {
	// line shows the last message; status is its text.
	line         *statusLine
	status       *widget.Label
	doing        *widget.Label
	bar          *widget.ProgressBar
	waiting      *widget.ProgressBarInfinite
	cancelButton *keyButton
	busyBox      *fyne.Container
	content      fyne.CanvasObject

	// onPanic tells the user about a panic in work (the shell's dialog).
	onPanic func(what string, err error)
	// onShowAll shows a whole message that the status line cut short
	// (the shell's dialog).
	onShowAll func(message string)

	cancel context.CancelFunc // nil when idle
	// what is what the running work does ("Rating period 2026/1"), as
	// start was told.
	what     string
	permille atomic.Int64 // last progress shown, in thousandths
	// running counts the work started and not yet finished; tests wait on it.
	running sync.WaitGroup
}

// newTaskBar builds the idle bar.
func newTaskBar() *taskBar {
	b := &taskBar{}
	b.line = newStatusLine(func(msg string) {
		if b.onShowAll != nil {
			b.onShowAll(msg)
		}
	})
	b.status = b.line.text
	b.doing = widget.NewLabel("")
	b.doing.Truncation = fyne.TextTruncateEllipsis
	b.bar = widget.NewProgressBar()
	b.waiting = widget.NewProgressBarInfinite()
	b.waiting.Stop()
	b.cancelButton = newKeyButton("Cancel", theme.CancelIcon(), b.onCancel)
	bars := container.NewStack(b.bar, b.waiting)
	b.busyBox = container.New(&busyLayout{doing: b.doing, bars: bars, cancel: b.cancelButton}, b.doing, bars, b.cancelButton)
	b.busyBox.Hide()
	b.content = container.NewStack(b.line.content, b.busyBox)
	return b
}

// busyLayout lays out the foot of the window while work runs: what is
// being done at the left, in the room the progress bar and Cancel leave
// (cut with an ellipsis only when the window is too narrow for it); the
// bar beside it with a width of its own (busyBarWidth); Cancel at the
// right. Each has its own place whatever the text: the bar took the room
// a border layout left beside the text when the bar was last laid out,
// and a longer text set since ran under the bar (a tester: "Checking the
// games aga▮…").
type busyLayout struct{ doing, bars, cancel fyne.CanvasObject }

// busyBarWidth is the width of the progress bar in a foot width wide: a
// quarter of it, between busyBarMin and busyBarMax.
func busyBarWidth(width float32) float32 {
	return min(busyBarMax, max(busyBarMin, width/4))
}

// The narrowest and widest progress bar at the foot of the window.
const (
	busyBarMin = 120
	busyBarMax = 280
)

func (l *busyLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	c := l.cancel.MinSize()
	c.Height = min(c.Height, size.Height)
	cancelX := size.Width - c.Width
	l.cancel.Move(fyne.NewPos(cancelX, (size.Height-c.Height)/2))
	l.cancel.Resize(c)
	barW := busyBarWidth(size.Width)
	barX := max(0, cancelX-pad-barW)
	l.bars.Move(fyne.NewPos(barX, 0))
	l.bars.Resize(fyne.NewSize(cancelX-pad-barX, size.Height))
	l.doing.Move(fyne.NewPos(0, 0))
	l.doing.Resize(fyne.NewSize(max(0, barX-pad), size.Height))
}

func (l *busyLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	c, t, b := l.cancel.MinSize(), l.doing.MinSize(), l.bars.MinSize()
	pad := theme.Padding()
	return fyne.NewSize(t.Width+pad+max(b.Width, busyBarMin)+pad+c.Width, max(c.Height, t.Height, b.Height))
}

// busy reports whether work is running.
func (b *taskBar) busy() bool { return b.cancel != nil }

// say shows a message at the foot of the window.
func (b *taskBar) say(msg string) { b.line.setText(msg) }

// start runs w off the UI goroutine, showing what it does ("Reading
// list.xlsx") with a bar that moves as w reports progress, until w reports
// none, and a Cancel button. It returns false, starting nothing, when
// other work is running.
func (b *taskBar) start(what string, w work) bool {
	if b.busy() {
		return false
	}
	ctx, cancel := context.WithCancel(context.Background())
	b.cancel = cancel
	b.permille.Store(-1)
	b.what = what
	b.doing.SetText(what + "…")
	b.bar.SetValue(0)
	b.bar.Hide()
	// Show marks the bar running, but starts its animation only when it
	// was hidden (after work that reported progress); after other work,
	// and once its renderer is made, Start then did nothing and the bar
	// stood still. A refresh of a bar marked running starts it.
	b.waiting.Show()
	b.waiting.Refresh()
	b.cancelButton.Enable()
	b.line.content.Hide()
	b.busyBox.Show()

	b.running.Add(1)
	go func() {
		defer b.running.Done()
		finish := b.runSafely(what, func() func() { return w(ctx, b.progress) })
		fyne.Do(func() {
			b.stop()
			if finish != nil {
				finish()
			}
			// Reading a 20,000-player list or rating a period leaves the
			// garbage of its work: it goes back to the system now, not
			// minutes later (docs/performance.md).
			freeMemory()
		})
	}()
	return true
}

// runSafely runs f, turning a panic into a message: the app must not
// vanish with the user's work because of a bug.
func (b *taskBar) runSafely(what string, f func() func()) (finish func()) {
	defer func() {
		if r := recover(); r != nil {
			err := fmt.Errorf("internal error: %v", r)
			finish = func() {
				if b.onPanic != nil {
					b.onPanic(what, err)
				}
			}
		}
	}()
	return f()
}

// progress shows done of total on the bar; it may be called from any
// goroutine and redraws only when a thousandth more is done.
func (b *taskBar) progress(done, total int) {
	if total <= 0 {
		return
	}
	pm := int64(done) * 1000 / int64(total)
	if b.permille.Swap(pm) == pm {
		return
	}
	fyne.Do(func() {
		if !b.busy() {
			return
		}
		b.waiting.Stop()
		b.waiting.Hide()
		b.bar.Show()
		b.bar.SetValue(float64(pm) / 1000)
	})
}

// onCancel asks the running work to stop.
func (b *taskBar) onCancel() {
	if cancel := b.cancel; cancel != nil {
		b.cancelButton.Disable()
		b.doing.SetText(b.what + "… cancelling")
		cancel()
	}
}

// stillBusyText is what the foot of the window adds to the work it
// shows when the user asks for other work meanwhile (stillBusy).
const stillBusyText = "still busy: wait until it finishes, or press Cancel"

// stillBusy says, beside the running work and its Cancel button, that
// other work must wait for it: in the foot of the window, not in a
// dialog, which would stand between the user and the Cancel it points
// to (a tester). The work's own text comes back with its end.
func (b *taskBar) stillBusy() {
	if b.busy() && !b.cancelButton.Disabled() { // not when cancelling already
		b.doing.SetText(b.what + "… " + stillBusyText)
	}
}

// stop shows the bar idle again.
func (b *taskBar) stop() {
	if b.cancel != nil {
		b.cancel()
	}
	b.cancel = nil
	b.waiting.Stop()
	b.busyBox.Hide()
	b.line.content.Show()
}
