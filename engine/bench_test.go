package engine_test

import (
	"context"
	"testing"

	"ratingdesk/engine"
)

func BenchmarkRatePeriod(b *testing.B) {
	in := glSynthetic(20000, 60000, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := engine.RatePeriod(context.Background(), in, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkComputeTerm(b *testing.B) {
	p := engine.ICCFParams()
	var sink float64
	for b.Loop() {
		sink += engine.ComputeTerm(p, 1900, 80, 2000, 70, 0.5, true).D1
	}
	_ = sink
}
