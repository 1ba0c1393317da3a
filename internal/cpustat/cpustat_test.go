package cpustat_test

import (
	"runtime"
	"testing"

	"ratingdesk/internal/cpustat"
)

// TestProcessGrows: burning CPU makes Process grow where it is measured.
func TestProcessGrows(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no getrusage here")
	}
	before := cpustat.Process()
	x := 0.0
	for i := range 50_000_000 {
		x += float64(i % 7)
	}
	if after := cpustat.Process(); after <= before || x == 0 {
		t.Errorf("Process() = %v after burning CPU, want more than %v", after, before)
	}
}
