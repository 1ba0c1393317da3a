//go:build unix

package cpustat

import "syscall"

// Process is the CPU time the calling process has used so far, user and
// system, in seconds (docs/performance.md: CPU seconds, not wall time);
// 0 when the system does not say.
func Process() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return seconds(ru.Utime) + seconds(ru.Stime)
}

// seconds is a rusage time in seconds.
func seconds(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
