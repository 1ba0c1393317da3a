package engine

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// forBlocks runs work on the blocks [lo, hi) of cancelEvery items that
// cover [0, n), on up to GOMAXPROCS goroutines. The blocks must be
// independent and write disjoint memory, so that the result does not
// depend on the schedule (docs/rules.md §1.6: same inputs, same bits). It
// returns a cancelled context's error, else the error of the lowest failing
// block, so that the error too does not depend on the schedule. done, if not
// nil, is called on the calling goroutine with the number of items finished
// so far, after each block.
func forBlocks(ctx context.Context, n int, work func(lo, hi int) error, done func(finished int)) error {
	blocks := (n + cancelEvery - 1) / cancelEvery
	errs := make([]error, blocks)
	run := func(b int) int {
		lo, hi := b*cancelEvery, min((b+1)*cancelEvery, n)
		if err := ctx.Err(); err != nil {
			errs[b] = err
			return hi - lo
		}
		errs[b] = work(lo, hi)
		return hi - lo
	}
	workers := min(runtime.GOMAXPROCS(0), blocks)
	if workers <= 1 {
		finished := 0
		for b := range blocks {
			finished += run(b)
			if done != nil {
				done(finished)
			}
		}
	} else {
		var next atomic.Int64
		sizes := make(chan int, blocks)
		var wg sync.WaitGroup
		for range workers {
			wg.Go(func() {
				for {
					b := int(next.Add(1) - 1)
					if b >= blocks {
						return
					}
					sizes <- run(b)
				}
			})
		}
		finished := 0
		for range blocks {
			finished += <-sizes
			if done != nil {
				done(finished)
			}
		}
		wg.Wait()
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
