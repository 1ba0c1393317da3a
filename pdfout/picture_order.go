package pdfout

import (
	"bytes"
	"encoding/gob"
	"fmt"

	"github.com/jung-kurt/gofpdf"
)

// orderPicture gives a picture just registered a place of its own in the
// order gofpdf writes pictures in. gofpdf v1.16.2 sorts them by their
// width in pixels alone, starting from the order of a map: two pictures of
// the same width (the rating curves of a history report) came out in
// either order, and the document with other bytes from one run to the
// next (docs/rules.md "Determinism"). The k-th picture of a width in a
// document has its width raised by k/1024 pixel: the sort then follows the
// order the pictures were placed in, and the PDF still gives the whole
// width (gofpdf writes it truncated to an integer).
func (d *Document) orderPicture(info *gofpdf.ImageInfoType) {
	img, err := decodeImageInfo(info)
	if err == nil {
		if d.pictures == nil {
			d.pictures = map[float64]int{}
		}
		k := d.pictures[img.W]
		d.pictures[img.W]++
		if k == 0 {
			return
		}
		img.W += float64(k) / 1024
		err = img.encodeInto(info)
	}
	if err != nil {
		d.pdf.SetError(fmt.Errorf("pdfout: ordering the pictures: %w", err))
	}
}

// imageInfo is the content of a gofpdf.ImageInfoType, which keeps its
// fields unexported: what its GobEncode writes, field by field, in
// gofpdf v1.16.2 (TestPictureOrder fails if that changes).
type imageInfo struct {
	Data, Smask []byte
	N           int
	W, H        float64
	CS          string
	Pal         []byte
	BPC         int
	F, DP       string
	Trns        []int
	Scale, DPI  float64
}

// fields lists the fields in the order GobEncode writes them.
func (m *imageInfo) fields() []any {
	return []any{&m.Data, &m.Smask, &m.N, &m.W, &m.H, &m.CS, &m.Pal, &m.BPC, &m.F, &m.DP, &m.Trns, &m.Scale, &m.DPI}
}

// decodeImageInfo reads the fields of info.
func decodeImageInfo(info *gofpdf.ImageInfoType) (*imageInfo, error) {
	b, err := info.GobEncode()
	if err != nil {
		return nil, err
	}
	m := &imageInfo{}
	dec := gob.NewDecoder(bytes.NewReader(b))
	for _, f := range m.fields() {
		if err := dec.Decode(f); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// encodeInto sets the fields of info to m's (gofpdf then computes the
// picture's checksum again).
func (m *imageInfo) encodeInto(info *gofpdf.ImageInfoType) error {
	var b bytes.Buffer
	enc := gob.NewEncoder(&b)
	for _, f := range m.fields() {
		if err := enc.Encode(f); err != nil {
			return err
		}
	}
	if err := info.GobDecode(b.Bytes()); err != nil {
		return err
	}
	// GobDecode drops its decoding errors: check that the width arrived.
	if got, err := decodeImageInfo(info); err != nil || got.W != m.W {
		return fmt.Errorf("the picture's width did not change (gofpdf's image fields differ from v1.16.2's)")
	}
	return nil
}
