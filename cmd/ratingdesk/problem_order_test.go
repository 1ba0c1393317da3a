package main

import (
	"strings"
	"testing"
)

// quirksCSV is a list with a shifted row (E3) and a quoted field not
// closed on line 7.
const quirksCSV = "ID,Name,Rating,RD\n101001,\"Müller, Jürgen\",2412,55,,\n101002,Schäfer, Uwe,2288,60\n   ,  ,  ,  \n" +
	"101003,\"Lefèvre,\nÉtienne\",2350,48\n101004,\"Núñez, José,2105,70\n101005,\"Björk, Åsa\",,\n"

// TestCheckLineProblemsInOrder: check lists a CSV file's problems of the
// text of a line (a quoted field not closed) among its cells' problems,
// by row (line N as row N), as docs/cli.md says (a tester: line 7 came
// before E3).
func TestCheckLineProblemsInOrder(t *testing.T) {
	path := writeTemp(t, "quirks.csv", quirksCSV)
	_, stdout, stderr := runCLI(t, "check", path)
	out := stdout + stderr
	e3, line7 := strings.Index(out, "quirks.csv:E3: this line has 5 fields"), strings.Index(out, "quirks.csv: line 7, column B: the quoted field")
	if e3 < 0 || line7 < 0 || line7 < e3 {
		t.Errorf("check %s: E3 at %d, line 7 at %d, want both, E3 first:\n%s", path, e3, line7, out)
	}
}
