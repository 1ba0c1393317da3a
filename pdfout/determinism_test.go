package pdfout_test

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"ratingdesk/charts"
	"ratingdesk/engine"
	"ratingdesk/pdfout"
)

// pictureSize is the size of the pictures of the picture order tests:
// small, so that they draw quickly, and all of one width.
var pictureSize = charts.Size{WidthMM: 60, HeightMM: 25, DPI: 144}

// pictures are four histograms of one size: four pictures of the same
// width in pixels.
func pictures(t testing.TB) [][]byte {
	t.Helper()
	var out [][]byte
	for _, changes := range [][]int{{-5, 0, 3}, {-20, 10}, {1, 1, 2, 40}, {0}} {
		png, _, err := charts.HistogramPicture(changes, pictureSize)
		if err != nil {
			t.Fatalf("HistogramPicture(%v): %v", changes, err)
		}
		out = append(out, png)
	}
	return out
}

// writePictures writes the document of the four pictures.
func writePictures(t testing.TB, pngs [][]byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := pdfout.WritePictures(&buf, pngs, pictureSize.WidthMM, pictureSize.HeightMM); err != nil {
		t.Fatalf("WritePictures: %v", err)
	}
	return buf.Bytes()
}

// TestPictureOrder checks that pictures of the same width are written in
// one order: gofpdf sorted them by width from the order of a map, so the
// same document came out with other bytes now and then.
func TestPictureOrder(t *testing.T) {
	pngs := pictures(t)
	first := writePictures(t, pngs)
	for i := 2; i <= 20; i++ {
		if again := writePictures(t, pngs); !bytes.Equal(again, first) {
			t.Fatalf("WritePictures(4 pictures of one width): render %d differs from the first", i)
		}
	}
	// The PDF gives every picture its whole width in pixels.
	w, _ := pictureSize.Pixels()
	images := bytes.Count(first, []byte("/Subtype /Image"))
	if got := bytes.Count(first, []byte(fmt.Sprintf("/Width %d\n", w))); images < len(pngs) || got != images {
		t.Errorf("WritePictures: %d of %d images %d pixels wide, want all and at least %d", got, images, w, len(pngs))
	}
}

// determinismDocs are the documents the fresh-process test writes: each
// writes one PDF. The period report is written twice: the Go Mono subset
// of the second had other bytes (see Document.SetFont).
var determinismDocs = []struct {
	name  string
	write func(t *testing.T, w io.Writer) error
}{
	{"report", func(t *testing.T, w io.Writer) error {
		res, in := workedExample()
		return pdfout.WritePeriodReport(w, res, in, exampleOptions())
	}},
	{"report-again", func(t *testing.T, w io.Writer) error {
		res, in := workedExample()
		return pdfout.WritePeriodReport(w, res, in, exampleOptions())
	}},
	{"report-2017", func(t *testing.T, w io.Writer) error {
		res, in := rated(t, engine.ICCF2017)
		return pdfout.WritePeriodReport(w, res, in, pdfout.ReportOptions{AllPlayers: true, ProgramVersion: "v1.2.3-test"})
	}},
	{"sheet", func(t *testing.T, w io.Writer) error {
		res, in := workedExample()
		return pdfout.WriteCalculationSheets(w, res, in, exampleOptions())
	}},
	{"statement", func(t *testing.T, w io.Writer) error {
		return pdfout.WriteNormStatement(w, gmSection(), normOptions())
	}},
	{"certificate", func(t *testing.T, w io.Writer) error {
		s := gmSection()
		refs, err := pdfout.NormCertificates(s)
		if err != nil || len(refs) == 0 {
			return fmt.Errorf("NormCertificates = %v, %v", refs, err)
		}
		return pdfout.WriteNormCertificate(w, s, refs[0].Player, refs[0].Level, normOptions())
	}},
	{"history", func(t *testing.T, w io.Writer) error {
		// Two player pages: two curves of the same width, whose order
		// gofpdf would draw from a map (Document.orderPicture).
		r := historyFixture()
		second := r.Players[0]
		second.ID, second.Name = "100010", "Second, Player"
		r.Players = append(r.Players, second)
		return pdfout.WriteHistoryReport(w, r, pdfout.HistoryOptions{})
	}},
	{"pictures", func(t *testing.T, w io.Writer) error {
		return pdfout.WritePictures(w, pictures(t), pictureSize.WidthMM, pictureSize.HeightMM)
	}},
}

// The child process of TestSameBytesInFreshProcesses writes the documents
// into the folder $PDFOUT_SAME_BYTES_DIR, in the order of the indexes in
// $PDFOUT_SAME_BYTES_ORDER.
const (
	sameBytesDir   = "PDFOUT_SAME_BYTES_DIR"
	sameBytesOrder = "PDFOUT_SAME_BYTES_ORDER"
)

// TestSameBytesInFreshProcesses writes the same documents in 12 fresh
// processes (map order is drawn anew in each) and in different orders
// (what one document does must not change the next), and checks that each
// document has the same bytes every time (docs/rules.md "Determinism").
func TestSameBytesInFreshProcesses(t *testing.T) {
	if dir := os.Getenv(sameBytesDir); dir != "" {
		writeInOrder(t, dir, os.Getenv(sameBytesOrder))
		return
	}
	const runs = 12
	sums := make([]map[string][32]byte, runs)
	errs := make([]error, runs)
	var wg sync.WaitGroup
	slots := make(chan struct{}, 2) // two processes at a time
	for run := range runs {
		dir := t.TempDir()
		wg.Go(func() {
			slots <- struct{}{}
			defer func() { <-slots }()
			sums[run], errs[run] = childSums(dir, runOrder(run, len(determinismDocs)))
		})
	}
	wg.Wait()
	for run, err := range errs {
		if err != nil {
			t.Fatalf("child process %d: %v", run+1, err)
		}
	}
	for run := range runs {
		if sums[run]["report-again"] != sums[run]["report"] {
			t.Errorf("process %d (order %s) wrote the same report twice with other bytes", run+1, runOrder(run, len(determinismDocs)))
			break
		}
	}
	for _, d := range determinismDocs {
		for run := 1; run < runs; run++ {
			if sums[run][d.name] != sums[0][d.name] {
				t.Errorf("%s.pdf: process %d (order %s) wrote other bytes than process 1 (order %s)",
					d.name, run+1, runOrder(run, len(determinismDocs)), runOrder(0, len(determinismDocs)))
				break
			}
		}
	}
}

// childSums runs the test binary as the child process writing the
// documents into dir in the given order, and gives their SHA-256.
func childSums(dir, order string) (map[string][32]byte, error) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestSameBytesInFreshProcesses$", "-test.count=1")
	cmd.Env = append(os.Environ(), sameBytesDir+"="+dir, sameBytesOrder+"="+order)
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%v\n%s", err, out)
	}
	sums := map[string][32]byte{}
	for _, d := range determinismDocs {
		b, err := os.ReadFile(filepath.Join(dir, d.name+".pdf"))
		if err != nil {
			return nil, err
		}
		sums[d.name] = sha256.Sum256(b)
	}
	return sums, nil
}

// runOrder is the order the documents are written in by process run: the
// list turned by run places, backwards in every other process.
func runOrder(run, n int) string {
	idx := make([]string, n)
	for i := range n {
		j := (i + run) % n
		if run%2 == 1 {
			j = (n - 1 - i + run) % n
		}
		idx[i] = strconv.Itoa(j)
	}
	return strings.Join(idx, ",")
}

// writeInOrder is the child process: it writes the documents into dir in
// the given order.
func writeInOrder(t *testing.T, dir, order string) {
	for _, s := range strings.Split(order, ",") {
		i, err := strconv.Atoi(s)
		if err != nil || i < 0 || i >= len(determinismDocs) {
			t.Fatalf("%s=%q: want indexes of the documents", sameBytesOrder, order)
		}
		d := determinismDocs[i]
		var buf bytes.Buffer
		if err := d.write(t, &buf); err != nil {
			t.Fatalf("%s: %v", d.name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, d.name+".pdf"), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
