package gui

import (
	"strings"
	"testing"
)

// halvesSection is a tester's section of nine players rated 2400 to 2440
// in steps of 5: No 8 scores 4 of 8 against Ra = 19345/8 = 2418.125, so
// his classic performance is exactly 2418.125; No 4's Ra is 2420.625.
const halvesSection = `Tournament,Edge E5
Section,h2h
Type,Master norm
Start,2025-01-01
Finished,2026-01-01

No,ID,Name,Fed,Rating,Status,1,2,3,4,5,6,7,8,9
1,800501,"P1, X",GER,2400,fixed,x,½,½,½,½,½,½,½,½
2,800502,"P2, X",FRA,2405,fixed,½,x,½,0,½,1,½,1,0
3,800503,"P3, X",ITA,2410,fixed,½,½,x,½,½,0,½,½,½
4,800504,"P4, X",ESP,2415,fixed,½,1,½,x,0,½,½,½,0
5,800505,"P5, X",NED,2420,fixed,½,½,½,1,x,1,0,0,½
6,800506,"P6, X",SWE,2425,fixed,½,0,1,½,0,x,1,½,½
7,800507,"P7, X",POL,2430,fixed,½,½,½,½,1,0,x,½,½
8,800508,"P8, X",CZE,2435,fixed,½,0,½,½,1,½,½,x,½
9,800509,"P9, X",HUN,2440,fixed,½,1,½,1,½,½,½,½,x
`

// openHalves opens a section as a CSV crosstable and selects it.
func openHalves(t *testing.T, content string) *tournamentsScreen {
	t.Helper()
	sh, _ := newTestShell(t)
	openAndWait(t, sh, writeFile(t, "e5.csv", content))
	s := sh.tournaments
	if !s.selectSectionNamed("h2h") {
		t.Fatalf("no section h2h among %d", len(s.sections))
	}
	sh.show(s)
	return s
}

// TestFiguresOnAHalfRoundUp: the Standings and Norms tabs round a figure
// exactly on a half up, as the norms workbook does (docs/rules.md §1.6,
// App. 2 item 2.3): No 8's performance 2418.125 is 2418.13, No 4's R_a
// 2420.625 is 2420.63 (they were rounded to even, 2418.12 and 2420.62).
func TestFiguresOnAHalfRoundUp(t *testing.T) {
	s := openHalves(t, halvesSection)
	st := s.standings
	if got := st.cellText(playerRow(t, st, "8"), columnIndex(t, st, "Performance")); got != "2418.13" {
		t.Errorf("standings No 8: performance %q, want 2418.13", got)
	}
	s.showView(viewNorms)
	n := s.norms
	if got := n.cellText(playerRow(t, n, "4"), columnIndex(t, n, "R_a")); got != "2420.63" {
		t.Errorf("norms No 4: R_a %q, want 2420.63", got)
	}
	n.selectRow(n.shown[playerRow(t, n, "8")])
	if !strings.Contains(s.normDetail.Text, "R_a 2418.13.") {
		t.Errorf("detail %q, want R_a 2418.13", s.normDetail.Text)
	}
}

// TestSectionStartedBefore2017: a section started before 1 April 2017
// follows the earlier norm rules (App. 2 head note), which the app does
// not compute: the summary, the list, the requirements and the norms say
// so, not that the section offers no norms (a tester).
func TestSectionStartedBefore2017(t *testing.T) {
	s := openHalves(t, strings.Replace(halvesSection, "Start,2025-01-01", "Start,2016-05-01", 1))
	const earlier = "norms of sections started before 1 April 2017 follow the earlier rules (App. 2 head note) and are not computed by Rating Desk"
	if got := s.summary.Text; !strings.Contains(got, "Its title norms are not computed: "+earlier+".") || strings.Contains(got, "offers no title norms") {
		t.Errorf("summary %q, want it to say the earlier rules apply", got)
	}
	if got := s.list.cellText(0, columnIndex(t, s.list, "Norms")); got != "earlier rules, not computed" {
		t.Errorf("list: Norms %q", got)
	}
	if got := s.certsBtn.Text; got != "Certificates (norms not computed)" || !s.certsBtn.Disabled() {
		t.Errorf("certificates button %q (disabled %v), want Certificates (norms not computed), disabled", got, s.certsBtn.Disabled())
	}
	s.showView(viewRequirements)
	rq := s.requirements
	if got := rq.cellText(len(rq.shown)-1, columnIndex(t, rq, "Result")); got != "not computed" {
		t.Errorf("requirements, last row: %q, want not computed", got)
	}
	s.showView(viewNorms)
	n := s.norms
	if got := n.cellText(playerRow(t, n, "8"), columnIndex(t, n, "CCM")); got != "not computed" {
		t.Errorf("norms No 8, CCM: %q, want not computed", got)
	}
	n.selectRow(n.shown[playerRow(t, n, "8")])
	if want := "GM not computed; SIM not computed; IM not computed; CCM not computed; CCE not computed."; !strings.HasSuffix(s.normDetail.Text, want) {
		t.Errorf("detail %q, want it to end %q", s.normDetail.Text, want)
	}
	// A TD re-tester: "not computed" is a status of its own, with a
	// filter of its own, and the start date is no failure.
	all := len(n.shown)
	s.normFilter.SetSelected(normsOutOfReach)
	if got := len(n.shown); got != 0 {
		t.Errorf("every norm out of reach: %d players, want none", got)
	}
	s.normFilter.SetSelected(normsNotComputed)
	if got := len(n.shown); got != all || all == 0 {
		t.Errorf("norms not computed: %d players, want the %d", got, all)
	}
	s.normFilter.SetSelected(normsAll)
	s.showView(viewRequirements)
	if v, l, res := rq.cellText(0, columnIndex(t, rq, "Value")), rq.cellText(0, columnIndex(t, rq, "Limit")), rq.cellText(0, columnIndex(t, rq, "Result")); v != "1 May 2016" || l != "from 1 April 2017" || res != "earlier rules, not computed" {
		t.Errorf("requirements, start date: %q, %q, %q; want 1 May 2016, from 1 April 2017, earlier rules, not computed", v, l, res)
	}
}
