package main

import (
	"fmt"
	"io"
	"runtime/debug"

	"ratingdesk/engine"
)

// programVersion is the stamped version, else the module's build info.
func programVersion() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}

func runVersion(args []string, stdout, stderr io.Writer) int {
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
