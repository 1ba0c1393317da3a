package gui

import (
	"fyne.io/fyne/v2/container"
)

// viewer is a screen whose content has views of its own in tabs (the
// rating period's results, a section's crosstable, standings,
// requirements and norms, the history's periods, comparison and
// reconciliation), which View ▸ Next view (Ctrl+Shift+Page Down) and
// Previous view (Ctrl+Shift+Page Up) go through: Fyne's tab buttons
// never take the keyboard.
type viewer interface {
	// viewTabs are the screen's views, nil while they are not shown.
	viewTabs() *container.AppTabs
}

// viewTabs are the results of the period run, once there are some.
func (s *periodScreen) viewTabs() *container.AppTabs {
	if !s.results.Visible() {
		return nil
	}
	return s.resultTabs
}

// viewTabs are the selected section's views, once one is selected.
func (s *tournamentsScreen) viewTabs() *container.AppTabs {
	if !s.detail.Visible() {
		return nil
	}
	return s.views
}

// viewTabs are the history's periods, comparison and reconciliation.
func (s *historyScreen) viewTabs() *container.AppTabs { return s.tabs }

// onNextView shows the view step tabs on (−1: back) of the screen in
// front, round from the last to the first; nothing when the screen has
// no views or they are not shown (no period run, no section selected).
func (sh *shell) onNextView(step int) {
	i := sh.tabs.SelectedIndex()
	if i < 0 || i >= len(sh.screens) {
		return
	}
	v, ok := sh.screens[i].(viewer)
	if !ok {
		return
	}
	if tabs := v.viewTabs(); tabs != nil {
		stepTabs(tabs, step)
	}
}
