package main

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// TestIconIsDrawn checks that the committed Icon.png is what this program
// draws, so that the emblem has one source (run `make icon` after a change).
func TestIconIsDrawn(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "..", "Icon.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	committed, err := png.Decode(f)
	if err != nil {
		t.Fatalf("decoding Icon.png: %v", err)
	}
	want := draw(512)
	if got := committed.Bounds(); got != want.Bounds() {
		t.Fatalf("Icon.png bounds = %v, want %v", got, want.Bounds())
	}
	diff := 0
	for y := range 512 {
		for x := range 512 {
			if !sameColor(committed, want, x, y) {
				diff++
			}
		}
	}
	if diff > 0 {
		t.Errorf("Icon.png differs from draw(512) in %d pixels; run make icon", diff)
	}
}

func sameColor(a, b image.Image, x, y int) bool {
	ar, ag, ab, aa := a.At(x, y).RGBA()
	br, bg, bb, ba := b.At(x, y).RGBA()
	return ar == br && ag == bg && ab == bb && aa == ba
}
