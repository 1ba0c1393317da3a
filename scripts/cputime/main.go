//go:build linux

// Command cputime (Linux) runs a command and prints the CPU seconds it used (user
// + sys, of the command and the children it waited for) to microseconds,
// and its peak resident memory in MB: what GNU time's '%U %S %M' gives,
// without its rounding to hundredths of a second, which is as large as
// the differences scripts/bench-cli.sh measures (docs/performance.md).
//
//	go run ./scripts/cputime [-o FILE] [-q] -- COMMAND [ARG...]
//
// The line "CPU_SECONDS PEAK_MB" goes to FILE (default standard error);
// the command's standard output and error are passed through, or
// discarded with -q. It exits with the command's status (1 when the
// command could not be started).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"syscall"
)

func main() {
	out := flag.String("o", "", "write the figures to this file instead of standard error")
	quiet := flag.Bool("q", false, "discard the command's standard output and error")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: cputime [-o FILE] [-q] -- COMMAND [ARG...]")
		os.Exit(2)
	}
	os.Exit(run(flag.Args(), *out, *quiet))
}

// run runs the command and writes its figures; it returns the exit status.
func run(args []string, out string, quiet bool) int {
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin = os.Stdin
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if quiet {
		cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	}
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		fmt.Fprintf(os.Stderr, "cputime: %v\n", err)
		return 1
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		fmt.Fprintln(os.Stderr, "cputime: no resource usage on this system")
		return 1
	}
	cpu := seconds(ru.Utime) + seconds(ru.Stime)
	line := fmt.Sprintf("%.6f %.1f\n", cpu, float64(ru.Maxrss)/1024) // Maxrss is in KiB on Linux
	if err := write(out, line); err != nil {
		fmt.Fprintf(os.Stderr, "cputime: %v\n", err)
		return 1
	}
	return cmd.ProcessState.ExitCode()
}

// seconds is a rusage time in seconds.
func seconds(tv syscall.Timeval) float64 {
	return float64(tv.Sec) + float64(tv.Usec)/1e6
}

// write writes line to the file out, or to standard error when out is
// empty.
func write(out, line string) error {
	if out == "" {
		_, err := io.WriteString(os.Stderr, line)
		return err
	}
	return os.WriteFile(out, []byte(line), 0o644)
}
