package desk

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"ratingdesk/outputs"
)

// writeCertificates writes the files at paths into dir together, as
// WriteNormDocuments writes a section's certificates (stageFolder, then
// Commit unless ctx is cancelled).
func writeCertificates(ctx context.Context, dir string, paths []string, write func(i int, w io.Writer) error) error {
	var b outputs.Batch
	defer b.Discard()
	if err := stageFolder(ctx, &b, dir, paths, write); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return b.Commit()
}

// TestWriteCertificatesAllOrNone (moved from gui/normdocs_test.go): the
// certificates of a section are committed together; a failure or a cancel
// leaves the folder as it was (and a folder it made is removed again).
func TestWriteCertificatesAllOrNone(t *testing.T) {
	full := errors.New("no space left on device")
	for _, tc := range []struct {
		name     string
		existing bool // the folder exists and holds an old certificate
		failAt   int  // -1: none
		cancel   bool
	}{
		{"fails in a new folder", false, 1, false},
		{"fails over old certificates", true, 2, false},
		{"cancelled", true, -1, true},
		{"done", true, -1, false},
	} {
		dir := filepath.Join(t.TempDir(), "certs")
		paths := []string{filepath.Join(dir, "a.pdf"), filepath.Join(dir, "b.pdf"), filepath.Join(dir, "c.pdf")}
		if tc.existing {
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(paths[0], []byte("old a"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		ctx, cancel := context.WithCancel(context.Background())
		err := writeCertificates(ctx, dir, paths, func(i int, w io.Writer) error {
			if i == 1 && tc.cancel {
				cancel()
			}
			if i == tc.failAt {
				return full
			}
			_, err := io.WriteString(w, "new")
			return err
		})
		cancel()
		var got []string
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
			got = append(got, e.Name()+"="+string(data))
		}
		var want []string
		switch {
		case tc.failAt < 0 && !tc.cancel:
			want = []string{"a.pdf=new", "b.pdf=new", "c.pdf=new"}
		case tc.existing:
			want = []string{"a.pdf=old a"}
		}
		if (tc.failAt >= 0 || tc.cancel) == (err == nil) || !slices.Equal(got, want) {
			t.Errorf("%s: writeCertificates = %v, folder holds %q; want %q", tc.name, err, got, want)
		}
		if _, statErr := os.Stat(dir); !tc.existing && err != nil && !os.IsNotExist(statErr) {
			t.Errorf("%s: the folder made was left behind", tc.name)
		}
	}
}
