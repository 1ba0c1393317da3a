// Command genicon draws Rating Desk's app icon, Icon.png at the repository
// root (FyneApp.toml): a white chess knight over a rising rating curve on a
// blue tile. Run it from the repository root with `make icon`; only the PNG
// is used by the app, this program is not part of any build of it.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
)

// pt is a point in icon units: the tile spans 0..100 on both axes.
type pt struct{ x, y float64 }

// scene is what the icon shows, in icon units.
type scene struct {
	knight []pt       // outline, facing left
	base   [][2]pt    // pedestal slabs: top-left and bottom-right corners
	curve  []pt       // rating curve, drawn behind the knight
	top    color.RGBA // tile colour at the top, shading to bottom
	bottom color.RGBA
	gold   color.RGBA
	white  color.RGBA
}

// icon is Rating Desk's emblem: a white knight on a pedestal over a rising
// gold rating curve, on a blue tile.
func icon() scene {
	return scene{
		knight: []pt{
			{33, 80}, {34.5, 70}, {37.5, 62}, {43, 55.5}, // front of the neck
			{38.5, 53.5}, {31, 56.5}, {26, 57.5}, {22.5, 55}, // jaw and muzzle
			{21, 50.5}, {23.5, 45}, {29.5, 38}, {34.5, 31}, // nose and forehead
			{37, 25}, {39, 17.5}, {43, 23}, {45.5, 21.5}, // ear
			{52, 22}, {60, 26}, {66.5, 33}, {70.5, 42}, // mane
			{72, 52}, {71.5, 63}, {69, 72}, {68, 80}, // back
		},
		base:   [][2]pt{{{29, 80}, {72, 85}}, {{24, 85}, {77, 91}}},
		curve:  []pt{{9, 76}, {22, 68}, {33, 71}, {50, 50}, {63, 54}, {78, 31}, {91, 17}},
		top:    color.RGBA{0x25, 0x4e, 0x7a, 0xff},
		bottom: color.RGBA{0x16, 0x2f, 0x4d, 0xff},
		gold:   color.RGBA{0xf2, 0xb1, 0x34, 0xff},
		white:  color.RGBA{0xfa, 0xfa, 0xf7, 0xff},
	}
}

func main() {
	out := flag.String("o", "Icon.png", "PNG file to write")
	size := flag.Int("size", 512, "width and height in pixels")
	flag.Parse()
	if err := write(*out, draw(*size)); err != nil {
		fmt.Fprintln(os.Stderr, "genicon:", err)
		os.Exit(1)
	}
}

func write(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// samples per pixel along each axis, for anti-aliasing.
const samples = 4

// draw renders the icon at size×size pixels.
func draw(size int) *image.NRGBA {
	sc := icon()
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	scale := 100 / float64(size)
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < samples; sy++ {
				for sx := 0; sx < samples; sx++ {
					p := pt{(float64(px) + (float64(sx)+0.5)/samples) * scale, (float64(py) + (float64(sy)+0.5)/samples) * scale}
					c, ok := sc.shade(p)
					if !ok {
						continue
					}
					r += float64(c.R)
					g += float64(c.G)
					b += float64(c.B)
					a++
				}
			}
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(r/a + 0.5), G: uint8(g/a + 0.5), B: uint8(b/a + 0.5),
				A: uint8(255*a/(samples*samples) + 0.5),
			})
		}
	}
	return img
}

// shade gives the colour at p, and false outside the tile.
func (sc scene) shade(p pt) (color.RGBA, bool) {
	const margin, radius = 4, 18
	if !inRoundedRect(p, margin, margin, 100-margin, 100-margin, radius) {
		return color.RGBA{}, false
	}
	tile := mix(sc.top, sc.bottom, p.y/100)
	if inPolygon(p, sc.knight) || sc.inBase(p) {
		if nearPoint(p, pt{33.5, 39}, 2.6) { // the eye
			return tile, true
		}
		return sc.white, true
	}
	if nearPolyline(p, sc.curve, 2.4) || nearPoint(p, sc.curve[len(sc.curve)-1], 4.2) {
		return sc.gold, true
	}
	return tile, true
}

func (sc scene) inBase(p pt) bool {
	for _, r := range sc.base {
		if inRoundedRect(p, r[0].x, r[0].y, r[1].x, r[1].y, 1.2) {
			return true
		}
	}
	return false
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + float64((float64(y)-float64(x))*t) + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 0xff}
}

func inRoundedRect(p pt, x0, y0, x1, y1, r float64) bool {
	if p.x < x0 || p.x > x1 || p.y < y0 || p.y > y1 {
		return false
	}
	c := pt{math.Max(x0+r, math.Min(p.x, x1-r)), math.Max(y0+r, math.Min(p.y, y1-r))}
	return nearPoint(p, c, r)
}

// inPolygon is the even-odd rule.
func inPolygon(p pt, poly []pt) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.y > p.y) != (b.y > p.y) && p.x < float64((b.x-a.x)*(p.y-a.y))/(b.y-a.y)+a.x {
			in = !in
		}
	}
	return in
}

func nearPolyline(p pt, line []pt, halfWidth float64) bool {
	for i := 1; i < len(line); i++ {
		if distToSegment(p, line[i-1], line[i]) <= halfWidth {
			return true
		}
	}
	return false
}

func nearPoint(p, q pt, r float64) bool { return dist2(p, q) <= float64(r*r) }

// dist2 is the squared distance. Products are wrapped in float64() so that
// no platform fuses them into the additions: the icon is the same, to the
// bit, on amd64 and arm64 (TestIconIsDrawn).
func dist2(p, q pt) float64 {
	dx, dy := p.x-q.x, p.y-q.y
	return float64(dx*dx) + float64(dy*dy)
}

func distToSegment(p, a, b pt) float64 {
	d := pt{b.x - a.x, b.y - a.y}
	t := (float64((p.x-a.x)*d.x) + float64((p.y-a.y)*d.y)) / dist2(d, pt{})
	t = math.Max(0, math.Min(1, t))
	return math.Sqrt(dist2(p, pt{a.x + float64(t*d.x), a.y + float64(t*d.y)}))
}
