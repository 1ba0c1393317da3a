package pdfout_test

import (
	"strings"
	"testing"

	"ratingdesk/titles"
)

// TestNormDocumentsWithdrawalUnfinished: a player whose withdrawal was
// accepted with games left unfinished (not forfeits) has them worded as
// what they are: the certificate's performance "games not played left
// out", its note and the statement's "the games after it", never
// "forfeits" (a TD re-tester: Silva's three empty games).
func TestNormDocumentsWithdrawalUnfinished(t *testing.T) {
	for i := range gmSection().Players {
		s := gmSection()
		s.Players[i].Withdrawn = titles.WithdrawalAccepted
		left := 2
		for j := len(s.Players) - 1; j >= 0 && left > 0; j-- {
			if j != i {
				s.SetGames(i, j, titles.Unfinished)
				left--
			}
		}
		w := watchOf(t, s)
		level, ok := titles.Level(0), false
		for _, l := range titles.Levels() {
			if c, _ := w.Check(i, l); c.Status == titles.Achieved {
				level, ok = l, true
				break
			}
		}
		if !ok {
			continue
		}
		path, _ := certificatePDF(t, s, i, level, normOptions())
		cert := strings.Join(strings.Fields(poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")), " ")
		for _, want := range []string{"games not played left out)", "the games after it are not counted (App. 2 item 3a)."} {
			if !strings.Contains(cert, want) {
				t.Errorf("certificate lacks %q:\n%s", want, cert)
			}
		}
		path, _ = statementPDF(t, s, normOptions())
		statement := strings.Join(strings.Fields(poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")), " ")
		if !strings.Contains(statement, "the games after it do not count for a norm") {
			t.Errorf("statement lacks the games after the withdrawal:\n%s", statement)
		}
		for _, text := range []string{cert, statement} {
			if strings.Contains(text, "forfeits left out") || strings.Contains(text, "forfeits after it") {
				t.Errorf("a document speaks of forfeits where there are none:\n%s", text)
			}
		}
		return
	}
	t.Fatal("no player of the GM section achieves a norm after withdrawing with 2 games unfinished")
}
