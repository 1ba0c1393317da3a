package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// fixedVariant is Fyne's theme held to one variant, light or dark, whatever
// the system's setting.
type fixedVariant struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

// Color is the base theme's colour for the fixed variant.
func (t fixedVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// themeFor is the theme of a theme preference: "light", "dark", or the
// system's (anything else).
func themeFor(name string) fyne.Theme {
	switch name {
	case themeLight:
		return fixedVariant{Theme: theme.DefaultTheme(), variant: theme.VariantLight}
	case themeDark:
		return fixedVariant{Theme: theme.DefaultTheme(), variant: theme.VariantDark}
	default:
		return theme.DefaultTheme()
	}
}
