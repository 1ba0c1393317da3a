//go:build !unix && !windows

package outputs

// fileWriteProblem finds nothing on the systems that have neither
// access(2) nor a read-only attribute: a file that cannot be written
// fails when it is written (exit 3).
func fileWriteProblem(string) string { return "" }
