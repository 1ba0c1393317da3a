// Package gui is Rating Desk's desktop interface, built with Fyne. It holds
// screens only: every number it shows comes from the engine through xlsxio,
// and no rating rule is decided here (see the layout in README.md).
//
// Each screen is an unexported struct holding its widgets, built by a
// newXScreen constructor and driven by named onX callbacks, so that tests in
// this package can type into its widgets and read what they show.
package gui
