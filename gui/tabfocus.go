package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// keepFocusPerTab gives each of the window's tabs its own keyboard focus:
// leaving a tab takes the keyboard from the widget that had it (Fyne
// leaves it there, hidden, so that arrows and Enter still worked the
// table no longer shown), and coming back to the tab gives it back.
// Focusing the new tab's widget after the switch (Ctrl+F) still works:
// the tab changes before.
func keepFocusPerTab(tabs *container.AppTabs, c fyne.Canvas) {
	last := map[*container.TabItem]fyne.Focusable{}
	tabs.OnUnselected = func(item *container.TabItem) {
		last[item] = c.Focused()
	}
	tabs.OnSelected = func(item *container.TabItem) {
		c.Unfocus()
		if f := last[item]; f != nil {
			c.Focus(f)
		}
	}
}
