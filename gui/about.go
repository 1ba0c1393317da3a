package gui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// aboutBox tells what the program is, its version, and the rules it
// follows, with their dates (docs/rules.md §1).
type aboutBox struct {
	name    *widget.Label
	version *widget.Label
	rules   *widget.Label
	content fyne.CanvasObject
}

// newAboutBox builds the box for a program version ("" when unstamped).
func newAboutBox(version string) *aboutBox {
	b := &aboutBox{}
	b.name = widget.NewLabel("Rating Desk")
	b.name.TextStyle = fyne.TextStyle{Bold: true}
	b.name.SizeName = "headingText"
	b.version = widget.NewLabel("Version " + desk.VersionName(version) + ". Runs the quarterly ICCF rating period from Excel and CSV files, for correspondence chess rating officers.")

	text := "Rulesets (Preferences and the Rating period tab choose one):\n"
	for _, rs := range engine.Rulesets() {
		text += fmt.Sprintf("  • %s: %s\n", rs.ID, rs.Title)
	}
	text += "\nSources: ICCF Working Rules of the Ratings System, valid since 01/10/2023; " +
		"ICCF Tournament Rules 2017, Appendix 1; ICCF rating algorithm, 2025 write-up (worked example)."
	b.rules = widget.NewLabel(text)
	b.content = container.NewVBox(b.name, wrapped(b.version), wrapped(b.rules))
	return b
}
