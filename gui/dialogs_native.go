//go:build windows || darwin

package gui

import (
	"errors"
	"path/filepath"
	"strings"

	sysdialog "github.com/sqweek/dialog"
)

// nativeDialogs is true on Windows and macOS: the open, save and folder
// dialogs are the system's own (github.com/sqweek/dialog: the Win32
// common dialogs, Cocoa's NSOpenPanel/NSSavePanel), which take a typed
// path, press their default button with Enter and remember their places
// as the user expects. The runNative of dialogs_native_windows.go and
// dialogs_native_darwin.go runs them.
const nativeDialogs = true

// nativeOpen asks for a file to open, starting in start, offering the
// extensions exts.
func nativeOpen(title, start string, exts []string) (string, error) {
	b := sysdialog.File().Title(title).Filter("Rating lists, game lists, crosstables ("+strings.Join(exts, ", ")+")", trimDots(exts)...)
	if start != "" {
		b = b.SetStartDir(start)
	}
	return b.Load()
}

// nativeSave asks where to save, suggesting the path suggested. Only the
// path is taken: the app writes the file itself (atomically, never over
// an input).
func nativeSave(title, suggested string) (string, error) {
	b := sysdialog.File().Title(title).SetStartDir(filepath.Dir(suggested)).SetStartFile(filepath.Base(suggested))
	if ext := strings.TrimPrefix(filepath.Ext(suggested), "."); ext != "" {
		b = b.Filter(strings.ToUpper(ext)+" file", ext)
	}
	return b.Save()
}

// nativeFolder asks for a folder, starting in start.
func nativeFolder(title, start string) (string, error) {
	return sysdialog.Directory().Title(title).SetStartDir(start).Browse()
}

// trimDots writes extensions as the system dialogs take them: "xlsx".
func trimDots(exts []string) []string {
	out := make([]string, len(exts))
	for i, e := range exts {
		out[i] = strings.TrimPrefix(e, ".")
	}
	return out
}

// nativeDone hands a native dialog's answer on, on the UI goroutine:
// nothing when the user cancelled, the error in words when the dialog
// failed. The dialog no longer counts as showing (askNative).
func (d *windowDialogs) nativeDone(path string, err error, then func(string)) {
	d.nativeShown--
	switch {
	case errors.Is(err, sysdialog.ErrCancelled):
	case err != nil:
		d.tell("The file dialog failed", errorMessage("asking for a file", err))
	case path != "":
		then(path)
	}
}
