//go:build !unix

package main

// processCPU is not measured where getrusage is missing: the benchmarks
// then report 0 CPU seconds.
func processCPU() float64 { return 0 }
