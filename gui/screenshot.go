package gui

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/widget"
)

// renderWindow draws the window's content as the window shows it, with the
// app's theme, in software: reading back a hardware frame is unreliable on
// virtual displays such as Xvfb. The content moves to an offscreen canvas, so
// this is for the app's last moments only.
func renderWindow(w fyne.Window) image.Image {
	size, scale, content := w.Canvas().Size(), w.Canvas().Scale(), w.Content()
	w.SetContent(widget.NewLabel(""))
	c := software.NewCanvas()
	c.SetScale(scale)
	c.SetContent(content)
	c.Resize(size)
	return c.Capture()
}

// savePNG writes an image to a PNG file.
func savePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("gui: saving screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("gui: saving screenshot %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("gui: saving screenshot %s: %w", path, err)
	}
	return nil
}
