// Package docs holds Rating Desk's own documentation, embedded in the
// programs so that the app's Help menu can show it without a network or
// the source tree: the user guide, the file formats, the command-line
// reference and the rules with every reading chosen, and the pictures the
// documents show. The Markdown files beside this one are the documents;
// this package only hands out their text and their pictures. It imports
// nothing but the standard library.
package docs

import (
	"embed"
	"strings"
)

//go:embed guide.md formats.md cli.md rules.md
var files embed.FS

// images are the pictures the embedded documents show, and only those: the
// user guide's nine screenshots (1.5 MB). docs/images/ holds more (3.1 MB
// in all), which only README.md shows; TestImagesOfTheDocuments checks
// that every picture an embedded document links is here.
//
//go:embed images/app-workspace.png images/app-players.png images/app-problems.png
//go:embed images/app-period-before.png images/app-period-after.png images/app-card.png
//go:embed images/app-tournaments-standings.png images/app-tournaments-norms.png
//go:embed images/app-preferences.png
var images embed.FS

// The documents' file names, as they link to one another ("formats.md").
const (
	// GuideFile is the user guide (docs/guide.md): getting started in the
	// app, the inputs, the outputs, the command line and troubleshooting.
	GuideFile = "guide.md"
	// FormatsFile is the reference of the files read and written
	// (docs/formats.md).
	FormatsFile = "formats.md"
	// CLIFile is the command-line reference with the exit codes
	// (docs/cli.md).
	CLIFile = "cli.md"
	// RulesFile is the reference of the rating and title rules, numbered
	// §1–§5, followed by the readings chosen (docs/rules.md).
	RulesFile = "rules.md"
)

// Names lists the embedded documents in the order a reader takes them.
func Names() []string {
	return []string{GuideFile, FormatsFile, CLIFile, RulesFile}
}

// Text is the Markdown text of the document named (one of Names), and
// false for any other name.
func Text(name string) (string, bool) {
	b, err := files.ReadFile(name)
	if err != nil {
		return "", false
	}
	return string(b), true
}

// Title is a document's first heading without its "# " ("Rating Desk user
// guide"), or its file name when it has none or is not one of Names.
func Title(name string) string {
	text, ok := Text(name)
	if !ok {
		return name
	}
	for line := range strings.Lines(text) {
		if title, ok := strings.CutPrefix(strings.TrimSpace(line), "# "); ok {
			return title
		}
	}
	return name
}

// Image is the picture a document links under path, as the link writes it
// ("images/app-workspace.png": a PNG file of docs/images/), and false for
// a picture that is not embedded (see images).
func Image(path string) ([]byte, bool) {
	b, err := images.ReadFile(path)
	if err != nil {
		return nil, false
	}
	return b, true
}
