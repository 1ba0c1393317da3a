// Command ratingdesk-desktop is Rating Desk's desktop app: it opens a rating
// list and shows its players (README.md). The screens live in package gui.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"ratingdesk/gui"
)

// version is stamped by the build (-ldflags "-X main.version=…").
var version = ""

func main() {
	fs := flag.NewFlagSet("ratingdesk-desktop", flag.ContinueOnError)
	list := fs.String("list", filepath.Join("testdata", "sample-list.xlsx"), "rating list to open (.xlsx or .csv)")
	shot := fs.String("screenshot", "", "save the window to this PNG file once the list is shown, then quit")
	if err := fs.Parse(os.Args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(0)
		}
		os.Exit(2)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "ratingdesk-desktop: unexpected arguments %q\n", fs.Args())
		os.Exit(2)
	}
	if err := gui.Run(gui.Options{ListPath: *list, Version: version, Screenshot: *shot}); err != nil {
		fmt.Fprintln(os.Stderr, "ratingdesk-desktop:", err)
		os.Exit(1)
	}
}
