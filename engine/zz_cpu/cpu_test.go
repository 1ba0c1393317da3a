package zz

import (
	"context"
	"syscall"
	"testing"
	"time"

	"ratingdesk/engine"
)

func cpu() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func TestCPU(t *testing.T) {
	in := synth(20000, 60000)
	engine.RatePeriod(context.Background(), in, nil)
	n := 30
	c0, w0 := cpu(), time.Now()
	for range n {
		engine.RatePeriod(context.Background(), in, nil)
	}
	t.Logf("cpu/op %v wall/op %v", (cpu()-c0)/time.Duration(n), time.Since(w0)/time.Duration(n))
}
