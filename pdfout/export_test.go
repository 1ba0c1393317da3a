package pdfout

import (
	"fmt"
	"io"
)

// WritePictures writes a document of the given PNGs, each w × h mm, placed
// one after another in that order: the tests of the order of pictures.
func WritePictures(out io.Writer, pngs [][]byte, w, h float64) error {
	d := NewDocument(Meta{Title: "Pictures"})
	d.AddPage()
	for i, png := range pngs {
		d.image(fmt.Sprintf("picture-%d", i), png, w, h)
	}
	return d.Output(out)
}
