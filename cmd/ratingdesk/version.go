package main

import (
	"fmt"
	"io"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// programVersion is the version the command shows and its outputs record
// (desk.VersionName: the stamped version, the module's, or "development
// build", as the app says it).
func programVersion() string { return desk.VersionName(version) }

func runVersion(args []string, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		// As every command's -h: what it does, exit 0 (README.md).
		fmt.Fprintln(stderr, "usage: ratingdesk version\n\nprints the program version and the rulesets; it takes no flags")
		return exitOK
	}
	if len(args) > 0 {
		fmt.Fprintln(stderr, "ratingdesk version: takes no arguments")
		return exitUsage
	}
	fmt.Fprintf(stdout, "ratingdesk %s\n", programVersion())
	for i, r := range engine.Rulesets() {
		def := ""
		if i == 0 {
			def = " (default)"
		}
		fmt.Fprintf(stdout, "ruleset %s%s: %s\n", r.ID, def, r.Title)
	}
	return exitOK
}
