// Package cpustat measures the CPU time of the running process, for the
// benchmarks that report CPU seconds rather than wall time
// (docs/performance.md). It is for tests and benchmarks only.
package cpustat
