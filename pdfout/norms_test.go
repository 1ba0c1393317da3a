package pdfout_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"ratingdesk/pdfout"
	"ratingdesk/titles"
)

// normOptions are the options of the norm document tests.
func normOptions() pdfout.NormOptions {
	return pdfout.NormOptions{
		ProgramVersion: "v1.2.3-test",
		Place:          "Zürich",
		SignDate:       time.Date(2026, time.March, 20, 0, 0, 0, 0, time.UTC),
	}
}

// renderPDF runs write into a temporary file and returns its path and
// bytes.
func renderPDF(t testing.TB, name string, write func(io.Writer) error) (string, []byte) {
	t.Helper()
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		t.Fatalf("rendering %s: %v", name, err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, buf.Bytes()
}

// statementPDF renders the statement of norms of s.
func statementPDF(t testing.TB, s titles.Section, opt pdfout.NormOptions) (string, []byte) {
	t.Helper()
	return renderPDF(t, "statement.pdf", func(w io.Writer) error { return pdfout.WriteNormStatement(w, s, opt) })
}

// certificatePDF renders the certificate of player i's norm of level l.
func certificatePDF(t testing.TB, s titles.Section, i int, l titles.Level, opt pdfout.NormOptions) (string, []byte) {
	t.Helper()
	return renderPDF(t, "certificate.pdf", func(w io.Writer) error { return pdfout.WriteNormCertificate(w, s, i, l, opt) })
}

// watchOf computes the norm watch of s, failing the test on an error.
func watchOf(t *testing.T, s titles.Section) titles.Watch {
	t.Helper()
	w, err := titles.WatchNorms(s)
	if err != nil {
		t.Fatalf("titles.WatchNorms: %v", err)
	}
	return w
}

// ratingStr writes a rating as the norm documents do: whole numbers as
// such, others with two decimals.
func ratingStr(r float64) string {
	if r == math.Trunc(r) {
		return strconv.FormatFloat(r, 'f', 0, 64)
	}
	return strconv.FormatFloat(r, 'f', 2, 64)
}

// fixedStr writes an average rating with two decimals, as the PDFs do.
func fixedStr(r float64) string { return strconv.FormatFloat(r, 'f', 2, 64) }

// weiStr writes W_ei or ΣW_ei held in ten-thousandths.
func weiStr(v int) string { return fmt.Sprintf("%d.%04d", v/10000, v%10000) }

// averageOf is an Ra as the PDFs print it, to two decimals.
func averageOf(ra float64) string { return strconv.FormatFloat(ra, 'f', 2, 64) }

// lineWith returns the first line of text that contains every one of
// needles, or "".
func lineWith(text string, needles ...string) string {
	for _, line := range strings.Split(text, "\n") {
		all := true
		for _, n := range needles {
			all = all && strings.Contains(line, n)
		}
		if all {
			return line
		}
	}
	return ""
}

// inOrder reports whether parts occur in s one after another.
func inOrder(s string, parts ...string) bool {
	for _, p := range parts {
		k := strings.Index(s, p)
		if k < 0 {
			return false
		}
		s = s[k+len(p):]
	}
	return true
}

// checkFooters checks "page x of y" and the footer's fixed texts on every
// page of a pdftotext dump.
func checkFooters(t *testing.T, text string) {
	t.Helper()
	pages := strings.Split(strings.TrimSuffix(text, "\f"), "\f")
	for n, page := range pages {
		for _, want := range []string{fmt.Sprintf("page %d of %d", n+1, len(pages)), "Rating Desk v1.2.3-test", "ruleset " + pdfout.NormRuleset} {
			if !strings.Contains(page, want) {
				t.Errorf("page %d lacks the footer text %q", n+1, want)
			}
		}
	}
}

// watchText is what the statement prints for a check of the norm watch.
func watchText(c titles.NormCheck) string {
	over := ""
	if c.Overscore > 0 {
		over = fmt.Sprintf(" +%d", c.Overscore)
	}
	switch c.Status {
	case titles.Achieved:
		return "achieved" + over
	case titles.Secured:
		return "secured" + over
	case titles.Possible:
		return "needs " + c.Needed.String()
	}
	switch c.Reason {
	case titles.ReasonAverage:
		return "Ra too low"
	case titles.ReasonWithdrawn:
		return "withdrawn"
	case titles.ReasonSection:
		return "no title event"
	}
	return "out of reach"
}

// surname is the start of the part of a name before the comma: at most
// 20 letters, so that it is on the first line of a wrapped name.
func surname(name string) string {
	s, _, _ := strings.Cut(name, ",")
	if r := []rune(s); len(r) > 20 {
		return string(r[:20])
	}
	return s
}

func TestNormStatementText(t *testing.T) {
	s := gmSection()
	w := watchOf(t, s)
	st := w.Statement
	path, _ := statementPDF(t, s, normOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	lo, hi := st.Category.Bounds()
	for _, want := range []string{
		"Statement of title norms", "Kıraç Memorial 2024 — GM norm group A", "GM norm", "15 Jan 2024", "3 Mar 2026",
		"13, single round robin, 12 games each",
		fmt.Sprintf("%.4f (App. 2 item 2.3)", st.Average),
		fmt.Sprintf("%s (major, average %d–%d)", st.Category, lo, hi),
		"yes: the section meets App. 2 item 1 and offers title norms",
		"A 13, B 12, C 8, D 10, E 8, F 4½",
		"12: CZE, DEN, ESP, GER, GRE, HUN, LAT, POL, POR, SRB, SWE, TUR",
		// Names with diacritics, the long one wrapped, not cut.
		"Đorđević, Milan", "Ševčík, Jiří", "Ståhlberg, Gideon", "Kıraç, Mehmet", "Gonçalves, João", "Müller, Hans-Jürgen",
		"Łukasiewicz, Zofia", "Østergaard, Søren", "Szőke, Ádám", "Dvořák, Antonín", "Bērziņš, Jānis", "Fernández de la Fuente y", "José",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("statement lacks %q", want)
		}
	}
	if strings.Contains(text, "…") {
		t.Errorf("statement cuts a text with an ellipsis")
	}
	checkFooters(t, text)
	for _, c := range st.Requirements.Checks {
		verdict := "FAIL"
		if c.Pass {
			verdict = "pass"
		}
		rule, item := c.Item.Rule(), c.Item.String()
		if line := lineWith(text, rule[:min(12, len(rule))], item[:min(20, len(item))]); !strings.HasSuffix(strings.TrimSpace(line), verdict) {
			t.Errorf("requirement %s: line %q, want %s", c.Item, line, verdict)
		}
	}
	head, results, ok := strings.Cut(text, "Norms at the end of the section (finished 3 Mar 2026)")
	if !ok {
		t.Fatal("statement of a finished section has no results")
	}
	for i, p := range s.Players {
		ps := st.Players[i]
		line := lineWith(head, " "+strconv.Itoa(int(p.ID))+" ")
		want := []string{strconv.Itoa(p.No), surname(p.Name), strconv.Itoa(int(p.ID)), p.Fed, ratingStr(st.Ratings[i]), ratingStr(ps.OpponentsAverage)}
		for _, l := range titles.Levels() {
			ls, _ := ps.Level(l)
			if ls.AverageOK {
				want = append(want, " "+ls.Required.String())
			} else {
				want = append(want, "–")
			}
		}
		if !inOrder(line, want...) {
			t.Errorf("statement line of %s = %q, want %q in order", p.Name, line, want)
		}
	}
	standings, err := titles.Standings(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range standings {
		p := s.Players[l.Player]
		want := []string{l.PlaceString(), surname(p.Name), l.Score.String()}
		for _, lv := range titles.Levels() {
			c, _ := w.Check(l.Player, lv)
			want = append(want, watchText(c))
		}
		if line := lineWith(results, surname(p.Name)); !inOrder(line, want...) {
			t.Errorf("result line of %s = %q, want %q in order", p.Name, line, want)
		}
	}
	for _, want := range []string{"Key", "Meaning", "Norm earned and no game left"} {
		if !strings.Contains(results, want) {
			t.Errorf("results lack the key %q", want)
		}
	}
}

func TestNormStatementDuringPlay(t *testing.T) {
	s := runningSection()
	w := watchOf(t, s)
	seen := map[titles.NormStatus]bool{}
	for _, c := range w.Checks {
		seen[c.Status] = true
	}
	for _, st := range []titles.NormStatus{titles.Achieved, titles.Secured, titles.Possible, titles.OutOfReach} {
		if !seen[st] {
			t.Fatalf("fixture: no norm %s in the running section", st)
		}
	}
	finished, total := 0, 0
	for i := range s.Players {
		for j := i + 1; j < len(s.Players); j++ {
			for _, r := range s.Games[i][j] {
				total++
				if r.Finished() {
					finished++
				}
			}
		}
	}
	path, _ := statementPDF(t, s, normOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	heading := fmt.Sprintf("Norms during play: %d of %d games finished", finished, total)
	_, results, ok := strings.Cut(text, heading)
	if !ok {
		t.Fatalf("statement lacks %q", heading)
	}
	if !strings.Contains(text, fmt.Sprintf("section in play: %d of %d games finished", finished, total)) {
		t.Errorf("statement heading does not say the section is in play")
	}
	for i, p := range s.Players {
		want := []string{surname(p.Name)}
		remaining := 0
		for _, l := range titles.Levels() {
			c, _ := w.Check(i, l)
			want = append(want, watchText(c))
			remaining = c.Remaining
		}
		line := lineWith(results, surname(p.Name))
		if !inOrder(line, want...) {
			t.Errorf("result line of %s = %q, want %q in order", p.Name, line, want)
		}
		if !regexp.MustCompile(` ` + strconv.Itoa(remaining) + ` +\S`).MatchString(line) {
			t.Errorf("result line of %s = %q, want %d games left", p.Name, line, remaining)
		}
	}
	for _, want := range []string{"still needed from the games left", "a score cannot fall", "Even winning every game left"} {
		if !strings.Contains(strings.ReplaceAll(results, "\n", " "), want) {
			t.Errorf("key lacks %q", want)
		}
	}
	checkFooters(t, text)
}

func TestNormStatementCancelledGames(t *testing.T) {
	s := gmSection()
	s.Players[12].Withdrawn = titles.WithdrawalAccepted
	s.Players[12].GamesCancelled = true
	w := watchOf(t, s)
	path, _ := statementPDF(t, s, normOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")
	flat := strings.Join(strings.Fields(text), " ")
	if !strings.Contains(flat, "The games of Bērziņš, Jānis were cancelled") {
		t.Errorf("statement does not say whose games were cancelled")
	}
	// The note under the results says what the norms are measured
	// against now (a tester: it said the statement above, which the
	// paragraph above it says they are not).
	if !strings.Contains(flat, "Ra recalculated without the cancelled games") || strings.Contains(flat, "Ra of the statement above.") {
		t.Errorf("statement's note does not say the norms are measured against the recalculated figures")
	}
	c, _ := w.Check(12, titles.CCE)
	if c.Reason != titles.ReasonWithdrawn || !strings.Contains(text, "withdrawn") {
		t.Errorf("cancelled player: check %v, want withdrawn in the statement", c)
	}
	// The recalculated Ra and points are printed (a tester: the note said
	// the norms are measured against figures the statement did not show).
	_, recalc, ok := strings.Cut(flat, "Points required, recalculated without the cancelled games (App. 2 item 3a)")
	g0, _ := w.Check(0, titles.GM)
	if !ok || !strings.Contains(recalc, averageOf(g0.OpponentsAverage)) || !strings.Contains(recalc, "the 35% minimum is of those games too") {
		t.Errorf("statement lacks the recalculated table with Ra %s:\n%s", averageOf(g0.OpponentsAverage), recalc)
	}
	if strings.Contains(recalc, "Bērziņš") {
		t.Errorf("the recalculated table lists the player whose games were cancelled:\n%s", recalc)
	}
	// The certificate of Đorđević counts 11 opponents.
	cpath, _ := certificatePDF(t, s, 0, titles.GM, normOptions())
	ctext := strings.Join(strings.Fields(poppler(t, "pdftotext", "-enc", "UTF-8", cpath, "-")), " ")
	g, _ := w.Check(0, titles.GM)
	for _, want := range []string{"Not counted: the games against Bērziņš, Jānis", "Σ " + weiStr(g.Expectancy), "11 games"} {
		if !strings.Contains(ctext, want) {
			t.Errorf("certificate with cancelled games lacks %q", want)
		}
	}
}

func TestNormCertificateText(t *testing.T) {
	s := gmSection()
	w := watchOf(t, s)
	st := w.Statement
	c, _ := w.Check(0, titles.GM)
	if c.Status != titles.Achieved {
		t.Fatalf("fixture: Đorđević's GM norm is %v", c.Status)
	}
	perfs, err := titles.Performances(s, titles.ScaleICCF)
	if err != nil || !perfs[0].Defined {
		t.Fatalf("titles.Performances = %v, %v", perfs, err)
	}
	path, _ := certificatePDF(t, s, 0, titles.GM, normOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{
		"Certificate of Title Norm", "GM", "Grandmaster norm", "This certifies that", "Đorđević, Milan",
		"ICCF ID 123456, federation SRB, title SIM", "has achieved a Grandmaster norm (Rp 2600) in", "Kıraç Memorial 2024 — GM norm group A",
		"Start 15 Jan 2024", "End 3 Mar 2026", fmt.Sprintf("Category %s (average rating %.4f)", st.Category, st.Average),
		"Players 13, single round robin, 12 games each", "Federations 12: CZE",
		fmt.Sprintf("Score %s of 12", c.Score),
		fmt.Sprintf("Ra %s (at least 2400)", fixedStr(c.OpponentsAverage)),
		fmt.Sprintf("ΣWei %s (Rp 2600)", weiStr(c.Expectancy)),
		fmt.Sprintf("Required %s (P; the 35%% minimum is 4½)", c.Required),
		fmt.Sprintf("Performance %.2f (iterative, S = 640)", perfs[0].Iterative),
		fmt.Sprintf("Overscore ng = %d", c.Overscore),
		fmt.Sprintf("Title games %d (12 + %d, App. 2 item 2.4c)", 12+c.Overscore, c.Overscore),
		fmt.Sprintf("GM opponents %s v. GM or fixed 2600+, %d v. SIM", gamesWord(c.GMGames), c.SIMGames),
		"Σ " + weiStr(c.Expectancy), "Ra " + fixedStr(c.OpponentsAverage),
		"¹ FIDE rating of a player without an ICCF rating", "² Mean rating of the players with an ICCF or FIDE rating",
		"Requirements met", "13 players, ≥ 9 (1a)", "12 federations, ≥ 3 (1d)",
		fmt.Sprintf("score %s ≥ the norm result P %s (2.4b)", c.Score, titles.NormResultOf(c.Expectancy)),
		"Issued at Zürich on 20 March 2026", "Tournament Director", "Qualifications Commissioner",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("certificate lacks %q", want)
		}
	}
	// The player holds SIM: the norm counts for no lower title he has
	// not (docs/rules.md "Titles held").
	if strings.Contains(flat, "Also counts for") {
		t.Errorf("the certificate of a SIM's GM norm lists titles it also counts for")
	}
	checkFooters(t, text)
	sum := 0
	for j, q := range s.Players {
		if j == 0 {
			continue
		}
		wei := titles.NormExpectancy(titles.GM.Performance(), st.Ratings[j])
		sum += wei
		line := lineWith(text, " "+strconv.Itoa(int(q.ID))+" ")
		if want := []string{strconv.Itoa(q.No), surname(q.Name), q.Fed, ratingStr(st.Ratings[j]), s.Games[0][j][0].String(), weiStr(wei)}; !inOrder(line, want...) {
			t.Errorf("opponent line of %s = %q, want %q in order", q.Name, line, want)
		}
	}
	if sum != c.Expectancy {
		t.Errorf("Σ W_ei of the opponents' lines = %d, titles says %d", sum, c.Expectancy)
	}
	for _, paper := range []pdfout.Paper{pdfout.A4, pdfout.Letter} {
		opt := normOptions()
		opt.Paper = paper
		p, _ := certificatePDF(t, s, 0, titles.GM, opt)
		if info := poppler(t, "pdfinfo", p); !regexp.MustCompile(`Pages:\s+1\n`).MatchString(info) {
			t.Errorf("certificate on %v: want one page, pdfinfo says\n%s", paper, info)
		}
	}
}

func TestNormCertificateLayouts(t *testing.T) {
	// 17 players (a World Championship final) fit on one Letter page.
	s := bigSection(17)
	opt := normOptions()
	opt.Paper = pdfout.Letter
	path, _ := certificatePDF(t, s, 0, titles.GM, opt)
	if info := poppler(t, "pdfinfo", path); !regexp.MustCompile(`Pages:\s+1\n`).MatchString(info) {
		t.Errorf("17-player certificate on Letter: want one page, pdfinfo says\n%s", info)
	}
	// 40 players do not: the table continues under its header on a second
	// page inside the border, and nothing is lost.
	s = bigSection(40)
	path, _ = certificatePDF(t, s, 0, titles.GM, normOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	pages := strings.Split(strings.TrimSuffix(text, "\f"), "\f")
	if len(pages) < 2 {
		t.Fatalf("40-player certificate has %d page(s)", len(pages))
	}
	for j := 1; j < len(s.Players); j++ {
		if n := strings.Count(text, " "+strconv.Itoa(int(s.Players[j].ID))+" "); n != 1 {
			t.Errorf("opponent %d appears %d times, want once", s.Players[j].ID, n)
		}
	}
	for _, want := range []string{"Requirements met", "Tournament Director", "Qualifications Commissioner"} {
		if !strings.Contains(pages[len(pages)-1], want) {
			t.Errorf("last page lacks %q", want)
		}
	}
	checkFooters(t, text)
}

// TestNormCertificateSignaturesNotAlone: the last page of a certificate
// holds the opponents' table or the requirements besides the place and
// date of issue and the signature lines, on either paper, whatever the
// section's size: a signed page holding nothing else could be taken from
// the certificate (a tester: 20 players on Letter left the signatures
// alone on page 2).
func TestNormCertificateSignaturesNotAlone(t *testing.T) {
	type size struct {
		players int
		paper   pdfout.Paper
	}
	var tests []size
	for _, n := range []int{13, 17, 20, 22, 23, 24, 26, 28, 30, 32, 34, 36, 40} {
		tests = append(tests, size{n, pdfout.A4}, size{n, pdfout.Letter})
	}
	for _, tt := range tests {
		opt := normOptions()
		opt.Paper = tt.paper
		path, _ := certificatePDF(t, bigSection(tt.players), 0, titles.GM, opt)
		m := regexp.MustCompile(`Pages:\s+(\d+)\n`).FindStringSubmatch(poppler(t, "pdfinfo", path))
		if m == nil {
			t.Fatalf("pdfinfo %s: no page count", path)
		}
		page := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", "-f", m[1], "-l", m[1], path, "-")
		if rest := beyondSignatures(page); rest == "" {
			t.Errorf("WriteNormCertificate(%d players, %v) page %s of %s = %q, want %v",
				tt.players, tt.paper, m[1], m[1], page, "table rows or text besides the signatures")
		}
	}
}

// beyondSignatures is what a certificate's page holds besides the page
// header and footer, the line of issue and the signature lines.
func beyondSignatures(page string) string {
	var rest []string
	for _, line := range strings.Split(page, "\n") {
		line = strings.TrimSpace(strings.Trim(line, "\f"))
		switch {
		case line == "",
			strings.Contains(line, "norm — "),                     // the page header
			strings.Contains(line, "ruleset "+pdfout.NormRuleset), // the footer
			strings.HasPrefix(line, "Issued "),
			strings.Contains(line, "Tournament Director"),
			strings.Contains(line, "name and signature"):
			continue
		}
		rest = append(rest, line)
	}
	return strings.Join(rest, "\n")
}

func TestNormCertificateDoubleRound(t *testing.T) {
	s := doubleSection()
	refs, err := pdfout.NormCertificates(s)
	if err != nil || len(refs) == 0 || refs[0].Player != 0 {
		t.Fatalf("NormCertificates(double round) = %v, %v; want Gonçalves first", refs, err)
	}
	w := watchOf(t, s)
	c, _ := w.Check(0, refs[0].Level)
	path, _ := certificatePDF(t, s, 0, refs[0].Level, normOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{"has achieved an International Master norm (Rp 2450)", "double round robin, 14 games each", "Games 14", fmt.Sprintf("Score %s of 14", c.Score), "Wei per game", "Σ " + weiStr(c.Expectancy)} {
		if !strings.Contains(flat, want) {
			t.Errorf("double-round certificate lacks %q", want)
		}
	}
	line := lineWith(text, " 123456 ")
	wei := titles.NormExpectancy(refs[0].Level.Performance(), 2295)
	if !inOrder(line, "CCM", "2295", "1", "½", "2 × "+weiStr(wei)) {
		t.Errorf("double-round opponent line = %q, want both results and 2 × %s", line, weiStr(wei))
	}
}

func TestNormCertificateBlankSignature(t *testing.T) {
	opt := normOptions()
	opt.Place, opt.SignDate = "", time.Time{}
	path, _ := certificatePDF(t, gmSection(), 0, titles.GM, opt)
	text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")
	if !regexp.MustCompile(`Issued at _{10,} on _{10,}`).MatchString(text) {
		t.Errorf("certificate without place and date does not leave lines to write them on")
	}
}

func TestNormCertificates(t *testing.T) {
	s := gmSection()
	refs, err := pdfout.NormCertificates(s)
	if err != nil {
		t.Fatalf("NormCertificates: %v", err)
	}
	// One per player with a norm achieved, at its highest level, but for
	// the players who hold that title or a higher one (docs/rules.md
	// "Titles held"): Ševčík, Ståhlberg, Papadopoulos (GM), Østergaard,
	// Szőke (SIM) and Fernández (IM) achieved no higher norm than their
	// title. Đorđević and Gonçalves (SIM) have a GM norm, Kıraç and Müller
	// (IM) a SIM norm.
	want := []pdfout.CertificateRef{
		{Player: 0, Level: titles.GM, FileName: "GM-norm-Dordevic-123456.pdf"},
		{Player: 3, Level: titles.SIM, FileName: "SIM-norm-Kirac-910452.pdf"},
		{Player: 4, Level: titles.GM, FileName: "GM-norm-Goncalves-330871.pdf"},
		{Player: 5, Level: titles.SIM, FileName: "SIM-norm-Muller-81204.pdf"},
		{Player: 11, Level: titles.IM, FileName: "IM-norm-Dvorak-140995.pdf"},
	}
	if !slices.Equal(refs, want) {
		t.Errorf("NormCertificates = %v, want %v", refs, want)
	}
	for _, i := range []int{1, 2, 7, 8, 9, 10} {
		level := titles.IM
		if i == 9 {
			level = titles.SIM
		}
		if err := pdfout.WriteNormCertificate(io.Discard, s, i, level, normOptions()); err == nil || !strings.Contains(err.Error(), " holds ") {
			t.Errorf("WriteNormCertificate(player %d, %v, who holds %v) = %v, want an error saying the title is held", i, level, s.Players[i].Titles, err)
		}
	}

	// Without titles, every player with a norm achieved gets one.
	for i := range s.Players {
		s.Players[i].Titles = nil
	}
	w := watchOf(t, s)
	if refs, err = pdfout.NormCertificates(s); err != nil {
		t.Fatalf("NormCertificates: %v", err)
	}
	want = nil
	for i := range s.Players {
		for _, l := range titles.Levels() {
			if c, _ := w.Check(i, l); c.Status == titles.Achieved {
				want = append(want, pdfout.CertificateRef{Player: i, Level: l})
				break
			}
		}
	}
	if len(refs) != len(want) {
		t.Fatalf("NormCertificates = %d certificates, want %d (one per player with a norm)", len(refs), len(want))
	}
	safe := regexp.MustCompile(`^(GM|SIM|IM|CCM|CCE)-norm-[A-Za-z0-9-]+-\d+\.pdf$`)
	names := map[string]bool{}
	for k, r := range refs {
		if r.Player != want[k].Player || r.Level != want[k].Level {
			t.Errorf("certificate %d = player %d %v, want player %d %v", k, r.Player, r.Level, want[k].Player, want[k].Level)
		}
		if !safe.MatchString(r.FileName) || names[r.FileName] {
			t.Errorf("file name %q not safe or not unique", r.FileName)
		}
		names[r.FileName] = true
	}
	for _, f := range []string{"GM-norm-Dordevic-123456.pdf", "GM-norm-Goncalves-330871.pdf", "SIM-norm-Kirac-910452.pdf",
		"IM-norm-Fernandez-de-la-Fuente-y-Villasenor-160388.pdf", "IM-norm-Szoke-400276.pdf", "IM-norm-Dvorak-140995.pdf", "IM-norm-Ostergaard-230145.pdf"} {
		if !names[f] {
			t.Errorf("NormCertificates lacks %s; has %v", f, names)
		}
	}
	// Every listed certificate renders.
	for _, r := range refs {
		if err := pdfout.WriteNormCertificate(io.Discard, s, r.Player, r.Level, normOptions()); err != nil {
			t.Errorf("WriteNormCertificate(%s) = %v", r.FileName, err)
		}
	}
}

func TestNormCertificateFileNames(t *testing.T) {
	s := gmSection()
	// Cyrillic stays, punctuation goes; without an ID the start number
	// names the player; a start number missing (row 1 is "no1") clashes
	// with player 5's, and the second name gets a suffix.
	s.Players[0].Name, s.Players[0].ID, s.Players[0].No = "Иванов, Пётр", 0, 0
	s.Players[4].Name, s.Players[4].ID, s.Players[4].No = "Иванов / Ivanov", 0, 1
	s.Players[1].Name = "O'Brien-Smith Jr.: Seán/../x"
	s.Players[2].Name = "  ***  "
	refs, err := pdfout.NormCertificates(s)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, r := range refs {
		got[r.Player] = r.FileName
	}
	for i, want := range map[int]string{
		0: "GM-norm-Иванов-no1.pdf",
		4: "GM-norm-Иванов-Ivanov-no1.pdf",
	} {
		if got[i] != want {
			t.Errorf("file name of player %d = %q, want %q", i, got[i], want)
		}
	}
	if f := got[1]; f != "" && !strings.Contains(f, "-O-Brien-Smith-Jr-Sean-x-140211.pdf") {
		t.Errorf("file name of an odd name = %q", f)
	}
	if f := got[2]; f != "" && !strings.Contains(f, "-norm-player-470033.pdf") {
		t.Errorf("file name of a name without letters = %q", f)
	}
	// Same surname and number: the second gets a suffix.
	s.Players[4].Name = "Иванов, Иван"
	refs, err = pdfout.NormCertificates(s)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]int{}
	for _, r := range refs {
		names[r.FileName]++
	}
	if names["GM-norm-Иванов-no1.pdf"] != 1 || names["GM-norm-Иванов-no1-2.pdf"] != 1 {
		t.Errorf("clashing file names not made distinct: %v", names)
	}
}

func TestNormDocumentErrors(t *testing.T) {
	s := gmSection()
	for _, c := range []struct {
		player int
		level  titles.Level
	}{
		{-1, titles.GM}, {13, titles.GM}, {0, titles.Level(0)}, {0, titles.Level(9)},
		{6, titles.CCE}, // Łukasiewicz earned no norm
		{3, titles.GM},  // Kıraç has a SIM norm, not a GM one
	} {
		err := pdfout.WriteNormCertificate(io.Discard, s, c.player, c.level, normOptions())
		if err == nil || !strings.HasPrefix(err.Error(), "pdfout: ") {
			t.Errorf("WriteNormCertificate(player %d, %v) = %v, want a pdfout error", c.player, c.level, err)
		}
	}
	// A norm only secured gets no certificate yet.
	if err := pdfout.WriteNormCertificate(io.Discard, runningSection(), 0, titles.GM, normOptions()); err == nil || !strings.Contains(err.Error(), "secured") {
		t.Errorf("WriteNormCertificate(secured norm) = %v, want an error naming the status", err)
	}
	// A section the titles package cannot compute.
	bad := gmSection()
	bad.Games[0][1] = nil
	var input *titles.InputError
	if err := pdfout.WriteNormStatement(io.Discard, bad, normOptions()); !errors.As(err, &input) {
		t.Errorf("WriteNormStatement(bad section) = %v, want a *titles.InputError", err)
	}
	if err := pdfout.WriteNormCertificate(io.Discard, bad, 0, titles.GM, normOptions()); !errors.As(err, &input) {
		t.Errorf("WriteNormCertificate(bad section) = %v, want a *titles.InputError", err)
	}
	if _, err := pdfout.NormCertificates(bad); !errors.As(err, &input) {
		t.Errorf("NormCertificates(bad section) = %v, want a *titles.InputError", err)
	}
}

func TestNormStatementNoNorms(t *testing.T) {
	s := gmSection()
	s.Type = "Thematic"
	path, _ := statementPDF(t, s, normOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{"no: the section offers no title norms; it fails App. 2 item 1h (not a promotion, thematic or cup preliminary section)", "FAIL", "no title event"} {
		if !strings.Contains(flat, want) {
			t.Errorf("statement of a thematic section lacks %q", want)
		}
	}
	if refs, err := pdfout.NormCertificates(s); err != nil || len(refs) != 0 {
		t.Errorf("NormCertificates(thematic) = %v, %v; want none", refs, err)
	}
}

func TestNormStatementLongTable(t *testing.T) {
	s := bigSection(60)
	path, _ := statementPDF(t, s, normOptions())
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	pages := strings.Split(strings.TrimSuffix(text, "\f"), "\f")
	if n := strings.Count(text, "For norms"); n < 2 {
		t.Fatalf("60-player statement table is on %d page(s), want it to run over several", n)
	}
	seen := map[string]int{}
	idRe := regexp.MustCompile(` (5\d{5}) `)
	for n, page := range pages {
		if !strings.Contains(page, "For norms") && !strings.Contains(page, "Place") {
			t.Errorf("page %d repeats neither table's header", n+1)
		}
		// A row never breaks across pages: a wrapped name ends on the
		// page it starts on.
		if a, b := strings.Count(page, "Fernández de la Fuente"), strings.Count(page, "Castellanos"); a != b {
			t.Errorf("page %d: %d long names start and %d end on it", n+1, a, b)
		}
		for _, line := range strings.Split(page, "\n") {
			m := idRe.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			seen[m[1]]++
			if f := strings.Fields(line); len(f) < 12 {
				t.Errorf("page %d: row broken apart: %q", n+1, line)
			}
		}
	}
	for _, p := range s.Players {
		if seen[strconv.Itoa(int(p.ID))] != 1 {
			t.Errorf("player %d appears %d times in the statement table, want once", p.ID, seen[strconv.Itoa(int(p.ID))])
		}
	}
	checkFooters(t, text)
}

func TestNormDocumentsFontsEmbedded(t *testing.T) {
	s := gmSection()
	st, _ := statementPDF(t, runningSection(), normOptions())
	cert, _ := certificatePDF(t, s, 0, titles.GM, normOptions())
	for _, path := range []string{st, cert} {
		out := poppler(t, "pdffonts", path)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) < 4 {
			t.Fatalf("pdffonts lists too few fonts:\n%s", out)
		}
		for _, line := range lines[2:] {
			f := strings.Fields(line)
			if len(f) < 7 || f[len(f)-5] != "yes" {
				t.Errorf("%s: font not embedded: %q", filepath.Base(path), line)
			}
			if strings.Contains(line, "Type 1") {
				t.Errorf("%s: core (Type 1) font used: %q", filepath.Base(path), line)
			}
		}
	}
}

func TestNormDocumentsDeterministic(t *testing.T) {
	s, running := gmSection(), runningSection()
	for _, c := range []struct {
		name  string
		write func(pdfout.NormOptions) func(io.Writer) error
		date  string
	}{
		{"final statement", func(o pdfout.NormOptions) func(io.Writer) error {
			return func(w io.Writer) error { return pdfout.WriteNormStatement(w, s, o) }
		}, "Mar  3 00:00:00 2026"},
		{"running statement", func(o pdfout.NormOptions) func(io.Writer) error {
			return func(w io.Writer) error { return pdfout.WriteNormStatement(w, running, o) }
		}, "Jan 15 00:00:00 2024"},
		{"certificate", func(o pdfout.NormOptions) func(io.Writer) error {
			return func(w io.Writer) error { return pdfout.WriteNormCertificate(w, s, 0, titles.GM, o) }
		}, "Mar  3 00:00:00 2026"},
	} {
		opt := normOptions()
		path, first := renderPDF(t, "a.pdf", c.write(opt))
		for k := 0; k < 3; k++ {
			if _, again := renderPDF(t, "b.pdf", c.write(opt)); !bytes.Equal(first, again) {
				t.Fatalf("%s: render %d differs from the first (%d vs %d bytes)", c.name, k+2, len(again), len(first))
			}
		}
		info := poppler(t, "pdfinfo", path)
		if !strings.Contains(info, "595.28 x 841.89 pts") {
			t.Errorf("%s: not A4 by default:\n%s", c.name, info)
		}
		if m := regexp.MustCompile(`CreationDate:.*`).FindString(info); !strings.Contains(m, c.date) {
			t.Errorf("%s: %q, want the section's date %s", c.name, m, c.date)
		}
		opt.Paper = pdfout.Letter
		lpath, letter := renderPDF(t, "l.pdf", c.write(opt))
		if bytes.Equal(first, letter) {
			t.Errorf("%s: A4 and Letter renders are identical", c.name)
		}
		if info := poppler(t, "pdfinfo", lpath); !strings.Contains(info, "612 x 792 pts") {
			t.Errorf("%s on Letter:\n%s", c.name, info)
		}
	}
}

func TestNormGolden(t *testing.T) {
	for _, c := range []struct {
		file  string
		write func(io.Writer) error
	}{
		{"norm-statement-final.txt", func(w io.Writer) error { return pdfout.WriteNormStatement(w, gmSection(), normOptions()) }},
		{"norm-statement-running.txt", func(w io.Writer) error { return pdfout.WriteNormStatement(w, runningSection(), normOptions()) }},
		{"norm-certificate-gm.txt", func(w io.Writer) error {
			return pdfout.WriteNormCertificate(w, gmSection(), 0, titles.GM, normOptions())
		}},
	} {
		path, _ := renderPDF(t, "golden.pdf", c.write)
		text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
		golden := filepath.Join("testdata", c.file)
		if *update {
			if err := os.WriteFile(golden, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("reading golden file (run go test -update): %v", err)
		}
		if text != string(want) {
			t.Errorf("text differs from %s (run go test ./pdfout -update and review the diff)", golden)
		}
	}
}

func ExampleNormCertificates() {
	s := titles.NewSection([]titles.SectionPlayer{
		{No: 1, ID: 123456, Name: "Đorđević, Milan", Fed: "SRB", StartRating: 2350, Status: titles.Fixed},
		{No: 2, ID: 140211, Name: "Ševčík, Jiří", Fed: "CZE", StartRating: 2340, Status: titles.Fixed},
		{No: 3, ID: 470033, Name: "Ståhlberg, Gideon", Fed: "SWE", StartRating: 2330, Status: titles.Fixed},
		{No: 4, ID: 910452, Name: "Kıraç, Mehmet", Fed: "TUR", StartRating: 2320, Status: titles.Fixed},
		{No: 5, ID: 330871, Name: "Gonçalves, João", Fed: "POR", StartRating: 2310, Status: titles.Fixed},
		{No: 6, ID: 81204, Name: "Müller, Hans-Jürgen", Fed: "GER", StartRating: 2300, Status: titles.Fixed},
		{No: 7, ID: 600917, Name: "Łukasiewicz, Zofia", Fed: "POL", StartRating: 2290, Status: titles.Fixed},
		{No: 8, ID: 230145, Name: "Østergaard, Søren", Fed: "DEN", StartRating: 2280, Status: titles.Fixed},
		{No: 9, ID: 400276, Name: "Szőke, Ádám", Fed: "HUN", StartRating: 2270, Status: titles.Fixed},
	}, false)
	s.Tournament, s.Type, s.Start = "Example Open", "Invitation", time.Date(2024, 1, 15, 0, 0, 0, 0, time.UTC)
	// The lower start number wins every game: scores 8, 7, … 0.
	for i := range s.Players {
		for j := i + 1; j < len(s.Players); j++ {
			s.SetGames(i, j, titles.Win)
		}
	}
	refs, _ := pdfout.NormCertificates(s)
	for _, r := range refs {
		fmt.Println(r.Player, r.Level, r.FileName)
	}
	// Output:
	// 0 IM IM-norm-Dordevic-123456.pdf
	// 1 IM IM-norm-Sevcik-140211.pdf
	// 2 IM IM-norm-Stahlberg-470033.pdf
	// 3 IM IM-norm-Kirac-910452.pdf
	// 4 CCM CCM-norm-Goncalves-330871.pdf
	// 5 CCE CCE-norm-Muller-81204.pdf
}

// BenchmarkNormCertificate renders a GM norm certificate (the target is
// under 50 ms): of the 13-player section on A4 (laid out once) and on
// Letter (laid out twice, the second time compact), and of a 40-player
// section (all three layouts tried, two pages).
func BenchmarkNormCertificate(b *testing.B) {
	letter := normOptions()
	letter.Paper = pdfout.Letter
	for _, c := range []struct {
		name string
		s    titles.Section
		opt  pdfout.NormOptions
	}{
		{"13-a4", gmSection(), normOptions()},
		{"13-letter", gmSection(), letter},
		{"40-a4", bigSection(40), normOptions()},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := pdfout.WriteNormCertificate(io.Discard, c.s, 0, titles.GM, c.opt); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkNormStatement renders the statement of the running 13-player
// section.
func BenchmarkNormStatement(b *testing.B) {
	s := runningSection()
	opt := normOptions()
	b.ReportAllocs()
	for b.Loop() {
		if err := pdfout.WriteNormStatement(io.Discard, s, opt); err != nil {
			b.Fatal(err)
		}
	}
}

// gamesWord is "1 game" or "3 games", as a certificate counts games.
func gamesWord(n int) string {
	if n == 1 {
		return "1 game"
	}
	return fmt.Sprintf("%d games", n)
}

func TestNormStatementAcceptedWithdrawal(t *testing.T) {
	// A player whose withdrawal was accepted, with a forfeit win after it:
	// the norms at the end give the score his norms count, that of his
	// played games, marked and explained (App. 2 item 3a), not the
	// standings' score with the forfeit.
	s := gmSection()
	s.Players[11].Withdrawn = titles.WithdrawalAccepted
	s.SetGames(11, 3, titles.ForfeitWin)
	w := watchOf(t, s)
	c, _ := w.Check(11, titles.GM)
	standing := c.Score + 2
	path, _ := statementPDF(t, s, normOptions())
	flat := strings.Join(strings.Fields(poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")), " ")
	for _, want := range []string{c.Score.String() + "†", "† Withdrawal accepted: the points of the games played before it; the forfeits after it do not count for a norm (App. 2 item 3a): No 12 Dvořák, Antonín: " +
		c.Score.String() + " from 11 games played, " + standing.String() + " in the standings."} {
		if !strings.Contains(flat, want) {
			t.Errorf("statement lacks %q (standings score %v):\n%s", want, standing, flat)
		}
	}
	if strings.Contains(flat, "Points required, recalculated") {
		t.Errorf("no games were cancelled, yet the statement prints recalculated points")
	}
}
