package outputs_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"ratingdesk/outputs"
)

// Moved from xlsxio/atomic_test.go (HashFile) and pdfout/report_test.go
// (NewInputFile): one hasher for every output's inputs.

func TestHashFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "abc.txt")
	if err := os.WriteFile(path, []byte("abc"), 0o644); err != nil {
		t.Fatal(err)
	}
	const want = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" // FIPS 180-2 "abc"
	if got, err := outputs.HashFile(path); err != nil || got != want {
		t.Errorf("HashFile(abc) = %q, %v; want %q", got, err, want)
	}
	if _, err := outputs.HashFile(filepath.Join(t.TempDir(), "missing")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("HashFile(missing) = %v, want a not-exist error", err)
	}
}

func TestNewInputFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "list.csv")
	if err := os.WriteFile(path, []byte("abc"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := outputs.NewInputFile(path, "rating list")
	// SHA-256 of "abc" (FIPS 180-2 test vector).
	want := "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
	if err != nil || f.SHA256 != want || f.Kind != "rating list" || f.Path != path {
		t.Errorf("NewInputFile = %+v, %v; want SHA-256 %s", f, err, want)
	}
	if _, err := outputs.NewInputFile(filepath.Join(t.TempDir(), "none"), "x"); err == nil {
		t.Errorf("NewInputFile(missing) = nil error")
	}
}
