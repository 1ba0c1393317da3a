package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

func (d *fakeDialogs) showPanel(title string, content fyne.CanvasObject, closed func()) {
	d.windows = append(d.windows, title)
	d.contents = append(d.contents, content)
	d.closePanels = append(d.closePanels, closed)
}

// The player card is a panel over the main window, inside it whatever
// the window's size, with a Close button that closes it (issue 10 point
// 7: it was a 1060×700 window of its own, partly off the screen, without
// one).
func TestCardPanelFitsTheMainWindow(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1240, Height: 780}, {Width: 1000, Height: 640}, {Width: 1600, Height: 1000}} {
		sh, _ := newTestShell(t)
		sh.dialogs = &windowDialogs{app: sh.app, win: sh.win, prefs: sh.prefs}
		sh.win.Resize(size)
		openAndWait(t, sh, sampleList, sampleGames)
		sh.openCard(150101)
		c := sh.win.Canvas()
		top := c.Overlays().Top()
		if top == nil {
			t.Fatalf("window %v: the card is not shown over the main window", size)
		}
		// The dialog's box is the first child of its overlay.
		box := test.WidgetRenderer(top.(fyne.Widget)).Objects()[0]
		pos, got := box.Position(), box.Size()
		if pos.X < 0 || pos.Y < 0 || pos.X+got.Width > c.Size().Width || pos.Y+got.Height > c.Size().Height {
			t.Errorf("window %v: the card lies at %v, %v, want inside the window's %v", size, pos, got, c.Size())
		}
		if want := panelSize(c.Size()); got.Width < want.Width-1 || got.Height < want.Height-1 {
			t.Errorf("window %v: the card is %v, want the window's room %v", size, got, want)
		}
		var closeBtn *keyButton
		for _, o := range liveObjects(top) {
			if b, ok := o.(*keyButton); ok && b.Text == "Close" {
				closeBtn = b
			}
		}
		if closeBtn == nil {
			t.Fatalf("window %v: the card has no Close button", size)
		}
		test.Tap(closeBtn)
		if c.Overlays().Top() != nil {
			t.Errorf("window %v: Close leaves the card open", size)
		}
	}
}

// cardTabs are the tabs of a card's centre (terms, expected score,
// rating history); nil when it has none.
func cardTabs(c *playerCard) *container.AppTabs {
	var tabs *container.AppTabs
	walk(c.content.(*container.Scroll).Content, func(o fyne.CanvasObject) {
		if t, ok := o.(*container.AppTabs); ok {
			tabs = t
		}
	})
	return tabs
}
