package gui

import "fyne.io/fyne/v2"

// runNative runs a system dialog (dialogs_native.go) off the UI goroutine,
// since the Win32 common dialogs block their thread until closed, and
// hands its answer to then on the UI goroutine.
func (d *windowDialogs) runNative(ask func() (string, error), then func(string)) {
	go func() {
		path, err := ask()
		fyne.Do(func() { d.nativeDone(path, err, then) })
	}()
}
