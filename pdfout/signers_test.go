package pdfout_test

import (
	"regexp"
	"strings"
	"testing"

	"ratingdesk/pdfout"
	"ratingdesk/titles"
)

// signedOptions names the issuer and both signers (issue 10 point 9).
func signedOptions() pdfout.NormOptions {
	opt := normOptions()
	opt.Issuer, opt.Director, opt.Arbiter = "ICCF", "Ana Horvat", "Jürgen Müller"
	return opt
}

func TestNormDocumentsSigners(t *testing.T) {
	cert, _ := certificatePDF(t, gmSection(), 0, titles.GM, signedOptions())
	stmt, _ := statementPDF(t, gmSection(), signedOptions())
	for _, tc := range []struct {
		doc, path string
	}{{"certificate", cert}, {"statement", stmt}} {
		text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", tc.path, "-")
		flat := strings.Join(strings.Fields(text), " ")
		if want := "Issued by ICCF at Zürich on 20 March 2026"; !strings.Contains(flat, want) {
			t.Errorf("%s lacks %q", tc.doc, want)
		}
		// The names stand under the signature lines, each above its role.
		for _, pair := range [][2]string{{"Ana Horvat", "Tournament Director"}, {"Jürgen Müller", "Qualifications Commissioner"}} {
			name, role := strings.Index(text, pair[0]), strings.LastIndex(text, pair[1])
			if name < 0 || role < name {
				t.Errorf("%s: name %q (at %d) is not printed above its role %q (at %d)", tc.doc, pair[0], name, pair[1], role)
			}
		}
		if strings.Contains(flat, "name and signature") {
			t.Errorf("%s still asks for the names although they are given", tc.doc)
		}
	}
}

func TestNormDocumentsWithoutSigners(t *testing.T) {
	cert, _ := certificatePDF(t, gmSection(), 0, titles.GM, normOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", cert, "-")
	if got := strings.Count(text, "name and signature"); got != 2 {
		t.Errorf("certificate without names has %d \"name and signature\" lines, want 2", got)
	}
	if regexp.MustCompile(`Issued by`).MatchString(text) {
		t.Errorf("certificate without an issuer says %q", "Issued by")
	}
	stmt, _ := statementPDF(t, gmSection(), normOptions())
	if text := poppler(t, "pdftotext", "-enc", "UTF-8", stmt, "-"); strings.Contains(text, "Tournament Director") {
		t.Errorf("statement without names has signature lines")
	}
}
