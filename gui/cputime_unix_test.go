//go:build unix

package gui

import "syscall"

// processCPU is the CPU time the process has used so far, user and
// system, in seconds (docs/performance.md: CPU seconds, not wall time).
func processCPU() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	sec := func(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
	return sec(ru.Utime) + sec(ru.Stime)
}
