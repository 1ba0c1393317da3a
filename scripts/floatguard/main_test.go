package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	tests := []struct {
		name, body string
		want       []string // substrings of the findings, in order
	}{
		{"returned product", "func f(x, y float64) float64 { return x * y }", []string{"x * y"}},
		{"wrapped", "func f(x, y float64) float64 { return float64(x * y) }", nil},
		{"factor", "func f(x, y, z float64) float64 { return float64(x * y * z) }", nil},
		{"dividend", "func f(x, y, z float64) float64 { return x * y / z }", nil},
		{"summand", "func f(x, y, z float64) float64 { return x*y + z }", []string{"x * y"}},
		{"argument", "func f(x, y float64) float64 { return math.Floor(x * y) }", []string{"x * y"}},
		{"power of two", "func f(x float64) float64 { return x*2 + x*0.25 }", nil},
		{"constant", "func f(x float64) float64 { return x * (1 / math.Ln10) }", []string{"x * (1 / math.Ln10)"}},
		{"integers", "func f(x, y int) int { return x*y + 1 }", nil},
		{"assigned", "func f(x, y float64) (r float64) { r = x * y; return r + 1 }", []string{"x * y"}},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		src := "package p\n\nimport \"math\"\n\nvar _ = math.Pi\n\n" + tt.body + "\n"
		if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		// A test file is not checked.
		if err := os.WriteFile(filepath.Join(dir, "p_test.go"), []byte("package p\n\nfunc g(x, y float64) float64 { return x * y }\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errOut bytes.Buffer
		status := run(&out, &errOut, []string{dir})
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if out.Len() == 0 {
			lines = nil
		}
		wantStatus := 0
		if len(tt.want) > 0 {
			wantStatus = 1
		}
		if status != wantStatus || len(lines) != len(tt.want) {
			t.Errorf("%s: run = %d with %q (errors %q), want %d with %d findings", tt.name, status, lines, errOut.String(), wantStatus, len(tt.want))
			continue
		}
		for i, w := range tt.want {
			if !strings.Contains(lines[i], "float product "+w+" is not rounded") {
				t.Errorf("%s: finding %q, want one about %q", tt.name, lines[i], w)
			}
		}
	}
}

func TestRunBadPackage(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte("package p\n\nfunc f() int { return \"x\" }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if status := run(&out, &errOut, []string{dir}); status != 2 || !strings.HasPrefix(errOut.String(), "floatguard: ") {
		t.Errorf("run(bad package) = %d with %q, want 2 with a floatguard: error", status, errOut.String())
	}
}
