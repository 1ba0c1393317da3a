package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// pdfText is the text of a PDF, as pdftotext gives it, on one line.
func pdfText(t *testing.T, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed (poppler-utils)")
	}
	out, err := exec.Command("pdftotext", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", path, err)
	}
	return strings.Join(strings.Fields(string(out)), " ")
}

// namesAbove checks that the director's and the arbiter's names are
// printed before their roles, under the signature lines.
func namesAbove(t *testing.T, doc, text, director, arbiter string) {
	t.Helper()
	for _, pair := range [][2]string{{director, "Tournament Director"}, {arbiter, "Qualifications Commissioner"}} {
		name, role := strings.Index(text, pair[0]), strings.LastIndex(text, pair[1])
		if name < 0 || role < name {
			t.Errorf("%s: name %q (at %d) is not printed above its role %q (at %d)", doc, pair[0], name, pair[1], role)
		}
	}
}

func TestNormsIssueFlags(t *testing.T) {
	dir := t.TempDir()
	certs := filepath.Join(dir, "certs")
	status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", filepath.Join(dir, "gm.xlsx"),
		"--certificates", certs, "--issued-at", "Zagreb", "--issued-on", "2026-03-20", "--td", "Ana Horvat", "--arbiter", "Jürgen Müller", "--issuer", "ICCF")
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	text := pdfText(t, filepath.Join(certs, "GM-norm-Kovacevic-900102.pdf"))
	if want := "Issued by ICCF at Zagreb on 20 March 2026"; !strings.Contains(text, want) {
		t.Errorf("certificate lacks %q", want)
	}
	namesAbove(t, "certificate", text, "Ana Horvat", "Jürgen Müller")
}

func TestNormsIssuedOnDefaultsToToday(t *testing.T) {
	dir := t.TempDir()
	certs := filepath.Join(dir, "certs")
	if status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", filepath.Join(dir, "gm.xlsx"), "--certificates", certs); status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	text := pdfText(t, filepath.Join(certs, "GM-norm-Kovacevic-900102.pdf"))
	if strings.Contains(text, "on ____") {
		t.Errorf("certificate leaves the date of issue blank: %q", text[strings.Index(text, "Issued"):])
	}
	if want := "on " + time.Now().Format("2 January 2006"); !strings.Contains(text, want) {
		t.Errorf("certificate lacks %q, the date of the run: %q", want, text)
	}
}

// officialsCSV is a section whose key block names its officials.
const officialsCSV = "Tournament,Cup\nArbiter,Jürgen Müller\nTournament director,Ana Horvat\nOrganiser,CCF of Croatia\nStart,2024-01-15\n\n" +
	"No,ID,Name,Rating,Status,1,2\n1,101,\"Alpha, A\",2400,fixed,x,1\n2,102,\"Beta, B\",2300,fixed,0,x\n"

func TestNormsOfficialsFromCrosstable(t *testing.T) {
	dir := t.TempDir()
	ct := filepath.Join(dir, "cup.csv")
	if err := os.WriteFile(ct, []byte(officialsCSV), 0o644); err != nil {
		t.Fatal(err)
	}
	pdf := filepath.Join(dir, "cup.pdf")
	// --td overrides the crosstable's Tournament director; the rest come
	// from its key block.
	status, _, stderr := runCLI(t, "norms", "--crosstable", ct, "--out", filepath.Join(dir, "cup.xlsx"), "--pdf", pdf, "--td", "Ivo Novak", "--issued-at", "Split")
	if status != exitOK {
		t.Fatalf("norms exited %d: %s", status, stderr)
	}
	text := pdfText(t, pdf)
	if want := "Issued by CCF of Croatia at Split on"; !strings.Contains(text, want) {
		t.Errorf("statement lacks %q: %q", want, text)
	}
	namesAbove(t, "statement", text, "Ivo Novak", "Jürgen Müller")
	if strings.Contains(text, "Ana Horvat") {
		t.Errorf("statement prints the crosstable's director although --td names another")
	}
}

func TestNormsIssuedOnRefused(t *testing.T) {
	dir := t.TempDir()
	status, _, stderr := runCLI(t, "norms", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", filepath.Join(dir, "gm.xlsx"), "--issued-on", "20.03.2026")
	if status != exitUsage || !strings.Contains(stderr, `--issued-on "20.03.2026": want a date as YYYY-MM-DD`) {
		t.Errorf("--issued-on 20.03.2026: exit %d, stderr %q; want %d and the form asked for", status, stderr, exitUsage)
	}
}
