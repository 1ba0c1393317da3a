package pdfout_test

import (
	"strings"
	"testing"
	"time"
)

// TestNormStatementEarlierRules: the statement of a section started before
// 1 April 2017 prints no App. 2 points required (one line says they are
// not computed), shows its start date as the earlier rules rather than a
// FAIL, and page 2's note does not measure against a table it leaves out
// (a TD re-tester: "7½ for a GM norm" quotable for a 2016 section).
func TestNormStatementEarlierRules(t *testing.T) {
	s := gmSection()
	s.Start = time.Date(2016, 5, 1, 0, 0, 0, 0, time.UTC)
	path, _ := statementPDF(t, s, normOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{
		"Not computed: the section started on 1 May 2016, before 1 April 2017; norms of sections started before 1 April 2017 follow the earlier rules",
		"1 May 2016 from 1 April 2017 earlier rules",
		"No norm is computed: the section started before 1 April 2017",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("statement lacks %q:\n%s", want, text)
		}
	}
	for _, bad := range []string{"fixed at the start (App. 2 item 3a)", "FAIL", "Points required:", "measured against the points required", "Rp and the least Ra"} {
		if strings.Contains(flat, bad) {
			t.Errorf("statement of a 2016 section holds %q", bad)
		}
	}
}
