//go:build !unix

package gui

// processCPU is not measured where getrusage is missing: the benchmarks
// then report 0 CPU milliseconds.
func processCPU() float64 { return 0 }
