// Package plainlocale keeps Fyne quiet about the C locale. Many systems
// (containers, ssh sessions, a fresh Debian) run with LANG=C.UTF-8 or
// POSIX; Fyne's language package reads that locale while the program
// starts, cannot parse "C" as a language, and prints three "Fyne error"
// lines before the app (or its -h usage) says anything. Imported for its
// side effect by cmd/desktop before any Fyne package, this package gives
// such a locale the language English through LANGUAGE, which the C
// locale's own programs ignore (GNU gettext "The LANGUAGE variable"), so
// nothing else changes for the app or the programs it starts.
package plainlocale

import (
	"os"
	"strings"
)

func init() {
	if lang, ok := Language(os.Getenv); ok {
		_ = os.Setenv("LANGUAGE", lang)
	}
}

// Language is the language to set in LANGUAGE for the environment getenv
// reads: "en" when the locale in force (LC_ALL, else LC_MESSAGES, else
// LANG, as GNU gettext reads them) is C or POSIX, with or without an
// encoding (C.UTF-8), and LANGUAGE is not set; ok is false otherwise,
// when the user's locale names a language Fyne can use.
func Language(getenv func(string) string) (lang string, ok bool) {
	if getenv("LANGUAGE") != "" {
		return "", false
	}
	locale := ""
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if locale = getenv(name); locale != "" {
			break
		}
	}
	base, _, _ := strings.Cut(locale, ".")
	if base == "C" || base == "POSIX" {
		return "en", true
	}
	return "", false
}
