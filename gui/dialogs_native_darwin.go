package gui

// runNative runs a system dialog (dialogs_native.go) at once, on the UI
// goroutine: Cocoa's panels must run on the main thread, which Fyne's UI
// goroutine is on macOS; the panel runs its own modal loop meanwhile.
func (d *windowDialogs) runNative(ask func() (string, error), then func(string)) {
	path, err := ask()
	d.nativeDone(path, err, then)
}
