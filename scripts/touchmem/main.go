// Command touchmem measures what fresh memory costs on this machine
// (docs/performance.md "What memory costs here"): it allocates -mb
// megabytes and writes one byte in every 4 KiB page, so that the kernel
// maps (and zeroes) each page on first touch, as it does for every page a
// Go heap grows into. Run it under GNU time and compare the CPU seconds
// (user + sys) and minor page faults of two sizes:
//
//	/usr/bin/time -f '%U %S %R' go run ./scripts/touchmem -mb 1
//	/usr/bin/time -f '%U %S %R' go run ./scripts/touchmem -mb 200
//
// scripts/bench-cli.sh prints the cost per MB from such a pair of runs.
package main

import (
	"flag"
	"fmt"
	"os"
)

// pageSize is the size of a memory page on the machines Rating Desk is
// measured on (Linux, amd64 and arm64).
const pageSize = 4096

func main() {
	mb := flag.Int("mb", 100, "megabytes to allocate and touch")
	flag.Parse()
	if *mb < 0 {
		fmt.Fprintln(os.Stderr, "touchmem: -mb must not be negative")
		os.Exit(2)
	}
	buf := make([]byte, *mb<<20)
	for i := 0; i < len(buf); i += pageSize {
		buf[i] = 1
	}
	fmt.Println(len(buf) / pageSize) // the pages touched
}
