package gui

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/widget"
)

// renderWindow draws the window's content as the window shows it, with the
// dialogs over it and the app's theme, in software: reading back a hardware
// frame is unreliable on virtual displays such as Xvfb. The content and the
// dialogs move to an offscreen canvas, so this is for the app's last
// moments only.
func renderWindow(w fyne.Window) image.Image {
	size, scale, content := w.Canvas().Size(), w.Canvas().Scale(), w.Content()
	// Remove clears the stack's own slice, so the list is copied first.
	overlays := slices.Clone(w.Canvas().Overlays().List())
	for _, o := range overlays {
		w.Canvas().Overlays().Remove(o)
	}
	w.SetContent(widget.NewLabel(""))
	c := software.NewCanvas()
	c.SetScale(scale)
	// Sized first, so that the content is laid out once, at its own size:
	// laid out at 0×0 first, word-wrapped labels would measure their height
	// at the narrow width (wrapLayout).
	c.Resize(size)
	c.SetContent(content)
	for _, o := range overlays {
		c.Overlays().Add(o)
	}
	return c.Capture()
}

// savePNG writes an image to a PNG file.
func savePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("gui: saving screenshot: %w", err)
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("gui: saving screenshot %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("gui: saving screenshot %s: %w", path, err)
	}
	return nil
}
