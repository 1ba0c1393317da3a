package pdfout

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"ratingdesk/internal/words"
	"ratingdesk/titles"
)

// NormRuleset is what the footer of the statement of norms and of every
// norm certificate names as the ruleset (docs/rules.md §1: every output records
// its ruleset). The norms are computed by the title regulations of
// Appendix 2 of the 2017 Tournament Rules (docs/rules.md §3) from the start
// ratings fixed in the section (App. 2 item 3a), not by a rating system,
// so no rating ruleset (iccf-2023, iccf-2025, iccf-2017) is named.
const NormRuleset = "ICCF Title Regulations (App. 2, 2017)"

// NormOptions says how the norm documents are printed (docs/cli.md `norms --pdf`
// and `--certificates`).
type NormOptions struct {
	// Paper is the sheet size; the zero value is A4.
	Paper Paper
	// ProgramVersion is printed in every footer.
	ProgramVersion string
	// Place is the place of issue printed above the signature lines of a
	// certificate; empty leaves a line to write it on.
	Place string
	// SignDate is the date of issue printed above the signature lines of a
	// certificate; the zero time leaves a line to write it on. It is not
	// the PDF's date, which comes from the section (see sectionDate).
	SignDate time.Time
	// Issuer is the federation or organiser that issues the documents,
	// printed with the place and date of issue ("Issued by … at … on
	// …"); empty leaves it out.
	Issuer string
	// Director is the tournament director's name, printed under the
	// first signature line of a certificate and of the statement; empty
	// leaves "name and signature" to write it.
	Director string
	// Arbiter is the name of the arbiter who confirms the norms, ICCF's
	// Qualifications Commissioner, printed under the second signature
	// line; empty leaves "name and signature" to write it.
	Arbiter string
}

// sectionDate is the date of a norm document: the section's finish date,
// else its start date (the zero time, when neither is known, becomes the
// fixed fallback of Meta.Date). It comes from the input, never from the
// clock, so that the same section gives the same bytes.
func sectionDate(s titles.Section) time.Time {
	if !s.Finished.IsZero() {
		return s.Finished
	}
	return s.Start
}

// sectionName names the section for headers and titles: "Tournament —
// Section", or whichever of the two is given.
func sectionName(s titles.Section) string {
	t, n := strings.TrimSpace(s.Tournament), strings.TrimSpace(s.Name)
	switch {
	case t != "" && n != "":
		return t + " — " + n
	case t != "":
		return t
	case n != "":
		return n
	}
	return "Section"
}

// orDash writes s, or "–" when it is blank.
func orDash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "–"
	}
	return s
}

// dateOrDash writes a date as "15 Jan 2024", or "–" for the zero time.
func dateOrDash(t time.Time) string {
	if t.IsZero() {
		return "–"
	}
	return day(t)
}

// longDay writes a date as "15 January 2024", as a certificate does.
func longDay(t time.Time) string { return t.Format("2 January 2006") }

// ratingText writes a rating: whole numbers as such ("2450"), others (the
// mean rating of App. 2 item 2.10, R_a) with two decimals.
func ratingText(r float64) string {
	if r == math.Trunc(r) {
		return words.Fixed(r, 0)
	}
	return words.Fixed(r, 2)
}

// averageText writes the opponents' average rating Ra (App. 2 item 2.2,
// not rounded) with two decimals, also when it is a whole number, as the
// app's tables show it: a column of averages reads alike.
func averageText(r float64) string { return words.Fixed(r, 2) }

// expectancyText writes a sum or a value of W_ei held in ten-thousandths
// (App. 2 item 2.4a) with its four decimals: 76543 → "7.6543".
func expectancyText(tenThousandths int) string {
	return fmt.Sprintf("%d.%04d", tenThousandths/10000, tenThousandths%10000)
}

// levelName is the title's name in words (Tournament Rules 10.2–10.6).
func levelName(l titles.Level) string {
	switch l {
	case titles.GM:
		return "Grandmaster"
	case titles.SIM:
		return "Senior International Master"
	case titles.IM:
		return "International Master"
	case titles.CCM:
		return "Correspondence Chess Master"
	case titles.CCE:
		return "Correspondence Chess Expert"
	}
	return l.String()
}

// roundText describes the pairing: "single round robin, 12 games each".
func roundText(s titles.Section) string {
	games := (len(s.Players) - 1) * s.GamesPerPair()
	if s.DoubleRound {
		return fmt.Sprintf("double round robin, %s each", words.Count(games, "game", "games"))
	}
	return fmt.Sprintf("single round robin, %s each", words.Count(games, "game", "games"))
}

// federations lists the distinct federations of the section, upper-cased
// and sorted, as App. 2 items 1d and 1e count them (ignoring case and
// surrounding spaces).
func federations(s titles.Section) []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range s.Players {
		f := strings.ToUpper(strings.TrimSpace(p.Fed))
		if f == "" || seen[f] {
			continue
		}
		seen[f] = true
		out = append(out, f)
	}
	slices.Sort(out)
	return out
}

// federationsText writes "6: CZE, GER, POR, SRB, SWE, TUR".
func federationsText(s titles.Section) string {
	f := federations(s)
	if len(f) == 0 {
		return "none given"
	}
	return fmt.Sprintf("%d: %s", len(f), strings.Join(f, ", "))
}

// categoryText writes the event category with its range (App. 2 item
// 2.12), e.g. "9 (major, average 2451–2475)".
func categoryText(st titles.Statement) string {
	if !st.HasCategory {
		lo, hi := titles.CategoryRange()
		return fmt.Sprintf("none (average outside %d–%d, App. 2 item 2.12)", lo, hi)
	}
	lo, hi := st.Category.Bounds()
	return fmt.Sprintf("%s (%s, average %d–%d)", st.Category, st.Category.Kind(), lo, hi)
}

// titlesText writes the titles a player holds, "GM, IA", or "".
func titlesText(p titles.SectionPlayer) string {
	var out []string
	for _, t := range p.Titles {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return strings.Join(out, ", ")
}

// idOrDash writes an ICCF ID, or "–" when none is given.
func idOrDash(p titles.SectionPlayer) string {
	if p.ID == 0 {
		return "–"
	}
	return idText(p.ID)
}

// playerName is the player's name as written, or "player No. n".
func playerName(p titles.SectionPlayer, i int) string {
	if strings.TrimSpace(p.Name) != "" {
		return p.Name
	}
	return fmt.Sprintf("player No. %d", startNo(p, i))
}

// startNo is the player's start number, or the row number when none is
// given.
func startNo(p titles.SectionPlayer, i int) int {
	if p.No > 0 {
		return p.No
	}
	return i + 1
}

// ratingsUsedText says which ratings the norms count with (App. 2 items
// 2.10, 3a, 3b).
func ratingsUsedText(st titles.Statement) string {
	if st.Requirements.AssumedRating > 0 {
		return fmt.Sprintf("assumed rating %d for every player: the section fails App. 2 item 1b or 1c (App. 2 item 3b)", st.Requirements.AssumedRating)
	}
	return "start ratings (App. 2 item 3a); an unrated player counts with the FIDE rating, else with the mean of the rated players (App. 2 item 2.10)"
}

// The marks of a rating that is not the player's ICCF start rating (App.
// 2 item 2.10).
const (
	markFIDE = "¹"
	markMean = "²"
)

// ratingMark marks the rating a player counts with for the norms when it
// is not an ICCF start rating: markFIDE for the FIDE rating of a player
// without an ICCF rating, markMean for the mean of the rated players
// (App. 2 item 2.10); "" otherwise, and for everyone when the assumed
// rating of item 3b applies.
func ratingMark(p titles.SectionPlayer, st titles.Statement) string {
	switch {
	case st.Requirements.AssumedRating > 0 || p.Status != titles.Unrated:
		return ""
	case p.FIDE > 0:
		return markFIDE
	}
	return markMean
}

// Colours of the norm documents. Each status of the norm watch has its own
// shade and its own words, so that a page printed in greyscale still tells
// them apart: achieved is dark with white text, secured a middle tone,
// possible light, out of reach unshaded in grey italics.
var (
	fillAchieved = rgb{24, 94, 52}
	fillSecured  = rgb{128, 186, 128}
	fillPossible = rgb{250, 226, 150}
	fillFail     = rgb{244, 196, 188}
	textWhite    = rgb{255, 255, 255}
	textGrey     = rgb{105, 105, 105}
	frameColour  = rgb{38, 56, 84}
)
