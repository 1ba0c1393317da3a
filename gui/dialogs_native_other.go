//go:build !windows && !darwin

package gui

import "errors"

// nativeDialogs is false where the app uses Fyne's own dialogs (Linux and
// the BSDs: no GTK dependency); see dialogs_native.go for Windows and
// macOS.
const nativeDialogs = false

// errNoNative is what the native dialogs answer where there are none.
var errNoNative = errors.New("gui: no system file dialogs on this platform")

func nativeOpen(string, string, []string) (string, error) { return "", errNoNative }

func nativeSave(string, string) (string, error) { return "", errNoNative }

func nativeFolder(string, string) (string, error) { return "", errNoNative }

// runNative is never called where nativeDialogs is false.
func (d *windowDialogs) runNative(func() (string, error), func(string)) {}
