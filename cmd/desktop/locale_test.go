package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// helpChild makes the test binary run main with -h when set: the program
// as a user starts it, with Fyne's packages initialised.
const helpChild = "RATINGDESK_DESKTOP_HELP_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(helpChild) == "1" {
		os.Args = []string{"ratingdesk-desktop", "-h"}
		main()
	}
	os.Exit(m.Run())
}

// TestHelpUnderCLocale: `ratingdesk-desktop -h` under LANG=C.UTF-8 (the
// locale of many systems that set none) prints the usage and no "Fyne
// error" lines about the locale.
func TestHelpUnderCLocale(t *testing.T) {
	for _, lang := range []string{"C.UTF-8", "C", "POSIX"} {
		cmd := exec.Command(os.Args[0])
		cmd.Env = []string{helpChild + "=1", "LANG=" + lang, "PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("LANG=%s ratingdesk-desktop -h: %v, want status 0 (output %q)", lang, err, out)
		}
		if s := string(out); !strings.HasPrefix(s, "usage: ratingdesk-desktop") || strings.Contains(s, "Fyne error") {
			t.Errorf("LANG=%s ratingdesk-desktop -h printed %q, want the usage alone", lang, s)
		}
	}
}
