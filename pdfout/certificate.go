package pdfout

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"ratingdesk/internal/words"
	"ratingdesk/titles"
)

// CertificateRef names one norm certificate to print: the player, the
// title level and a file name to save it under.
type CertificateRef struct {
	// Player indexes Section.Players.
	Player int
	// Level is the title level of the norm.
	Level titles.Level
	// FileName is a suggested name for the certificate's file, e.g.
	// "GM-norm-Dordevic-123456.pdf": the level, the surname folded to
	// ASCII where it is written in Latin letters (see safeFileName) and the
	// ICCF ID (the start number, "no7", when the crosstable gives no ID).
	// The names of one section's certificates are distinct.
	FileName string
}

// NormCertificates lists the norm certificates of a section (docs/cli.md `norms
// --certificates`): the norms titles.Watch.Certificates says get one, in
// the order of Section.Players: for every player who has achieved a norm
// (titles.Achieved: earned, with no game left), one certificate at the
// highest level the player achieved, unless the title the player holds is
// that level or a higher one (titles.Level.Covers; docs/rules.md "Titles
// held").
//
// Reading: a norm of a higher level counts for every lower title (App. 2
// item 3c), so a player who achieved a GM norm has achieved the lower
// levels' norms with it; ICCF reports such a result as one norm, at its
// highest level, and one certificate is listed for it (the certificate
// says which lower titles it also counts for). WriteNormCertificate prints
// any achieved level when a lower one is wanted. A norm that is only
// secured (games still to play) gets no certificate yet: its score and
// overscore can still rise.
func NormCertificates(s titles.Section) ([]CertificateRef, error) {
	watch, err := titles.WatchNorms(s)
	if err != nil {
		return nil, fmt.Errorf("pdfout: norm certificates: %w", err)
	}
	certified, _ := watch.Certificates(s)
	out := make([]CertificateRef, 0, len(certified))
	used := map[string]bool{}
	for _, c := range certified {
		name := certificateFileName(c.Level, s.Players[c.Player], c.Player)
		base := strings.TrimSuffix(name, ".pdf")
		for k := 2; used[strings.ToLower(name)]; k++ {
			name = base + "-" + strconv.Itoa(k) + ".pdf"
		}
		used[strings.ToLower(name)] = true
		out = append(out, CertificateRef{Player: c.Player, Level: c.Level, FileName: name})
	}
	return out, nil
}

// maxFileNamePart is the most bytes of a name a certificate's file name
// keeps.
const maxFileNamePart = 40

// certificateFileName is "GM-norm-<surname>-<ID>.pdf" for player i: the
// surname is the part of the name before the first comma (the whole name
// when there is none), made safe by safeFileName.
func certificateFileName(l titles.Level, p titles.SectionPlayer, i int) string {
	surname, _, _ := strings.Cut(p.Name, ",")
	who := safeFileName(surname)
	if who == "" {
		who = "player"
	}
	if len(who) > maxFileNamePart {
		// Cut at a word where one ends late enough, else at the limit
		// (on a rune boundary: letters of other scripts are kept).
		cut := maxFileNamePart
		for cut > 0 && !utf8.RuneStart(who[cut]) {
			cut--
		}
		if k := strings.LastIndexByte(who[:cut], '-'); k >= maxFileNamePart/2 {
			cut = k
		}
		who = strings.TrimRight(who[:cut], "-")
	}
	id := "no" + strconv.Itoa(startNo(p, i))
	if p.ID != 0 {
		id = idText(p.ID)
	}
	return fmt.Sprintf("%s-norm-%s-%s.pdf", l, who, id)
}

// safeFileName makes a name safe in a file name on every system: Latin
// letters lose their diacritics (Đorđević → Dordevic, Ståhlberg →
// Stahlberg, Kıraç → Kirac), other letters (Cyrillic, Greek) and digits
// stay, and every run of anything else (spaces, punctuation, path
// separators) becomes one "-"; no "-" at either end.
func safeFileName(s string) string {
	var b strings.Builder
	dash := false
	put := func(text string) {
		if dash && b.Len() > 0 {
			b.WriteByte('-')
		}
		dash = false
		b.WriteString(text)
	}
	for _, r := range s {
		switch {
		case r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'):
			put(string(r))
		case r >= 0x80:
			if a, ok := foldLatin(r); ok {
				put(a)
			} else if isLetterOrDigit(r) {
				put(string(r))
			} else {
				dash = true
			}
		default:
			dash = true
		}
	}
	return b.String()
}

// WriteNormCertificate writes the certificate of one achieved title norm to
// w as a PDF: player indexes Section.Players, level is the norm's level,
// which the player must have achieved (titles.Achieved, see
// NormCertificates) and not hold (titles.Level.Covers: a norm of the title
// held, or of a lower one, gets no certificate; docs/rules.md "Titles
// held"). The certificate is one page inside a border, laid out
// more tightly when the opponents' table needs it (and continued on a
// second page, with the border and the table header, for a section too
// big for one; the requirements met go over with the signatures, which
// never stand alone on a page: docs/rules.md "Layout" of the norm
// documents):
//
//   - the title "Certificate of Title Norm" and the level in large type;
//   - the player: name, ICCF ID, federation, titles held;
//   - the event: tournament, section, type, start and end dates, category
//     and average (App. 2 items 2.3, 2.12), players, federations;
//   - the result: games n, score W, R_a (App. 2 item 2.2), the points
//     required (ΣW_ei, P and the 35% minimum, items 2.4b, 1f), the
//     performance, the overscore n_g and the games the norm counts for
//     (item 2.4c), for GM the games against GMs and SIMs (Tournament Rules
//     10.2c), and the lower titles the norm also counts for (item 3c);
//   - the opponents: No, name, ID, federation, titles, the rating used,
//     the result(s) and W_ei, with the totals;
//   - the requirements met, by the section (App. 2 item 1) and by the
//     player (items 2.8, 2.4b, 1f, 3a);
//   - the issuer, place and date of issue (opt.Issuer, opt.Place,
//     opt.SignDate, blank lines when not given) and signature lines for
//     the tournament director and the Qualifications Commissioner, with
//     their names under the lines when given (opt.Director, opt.Arbiter),
//     where a FIDE IT1 certificate prints them.
//
// Readings: the performance is the iterative one (docs/rules.md §5, Andrejić
// §8) with the scale of the title norms, S = 640, over the played games
// against the start ratings (titles.Performances); forfeits are not
// played games. The opponents' ratings and W_ei are those of the norm: the
// assumed rating when App. 2 item 3b applies, and without the players
// whose games were cancelled (item 3a). "Games" is the number fixed at the
// start, which the norm is credited with (item 3a). The PDF's date is the
// section's finish date, else its start date.
func WriteNormCertificate(w io.Writer, s titles.Section, player int, level titles.Level, opt NormOptions) error {
	c, err := newCertificate(s, player, level)
	if err != nil {
		return err
	}
	var d *Document
	for _, lay := range certLayouts {
		d = c.build(opt, lay)
		if d.pdf.PageCount() == 1 {
			break
		}
	}
	return d.Output(w)
}

// certificate holds what a norm certificate prints.
type certificate struct {
	s      titles.Section
	player int
	level  titles.Level
	watch  titles.Watch
	check  titles.NormCheck
	perf   titles.PlayerPerformance
	// also lists the lower levels the norm also counts for, with their
	// checks (App. 2 item 3c), but for the title held and those below it
	// (docs/rules.md "Titles held").
	also []titles.NormCheck
}

// newCertificate computes the norm and checks that it is achieved.
func newCertificate(s titles.Section, player int, level titles.Level) (*certificate, error) {
	if player < 0 || player >= len(s.Players) {
		return nil, fmt.Errorf("pdfout: norm certificate: player %d: the section has players 0 to %d", player, len(s.Players)-1)
	}
	if !level.Valid() {
		return nil, fmt.Errorf("pdfout: norm certificate: %v is not a title level", level)
	}
	watch, err := titles.WatchNorms(s)
	if err != nil {
		return nil, fmt.Errorf("pdfout: norm certificate: %w", err)
	}
	check, _ := watch.Check(player, level)
	if check.Status != titles.Achieved {
		why := check.Status.String()
		if check.Reason != titles.NoReason {
			why += ": " + check.Reason.String()
		}
		return nil, fmt.Errorf("pdfout: norm certificate: %s has no achieved norm of level %s (%s)", playerName(s.Players[player], player), level, why)
	}
	held := titles.HighestHeld(s.Players[player].Titles)
	if held.Covers(level) {
		return nil, fmt.Errorf("pdfout: norm certificate: %s holds %s, so a norm of level %s earns no title (docs/rules.md \"Titles held\")", playerName(s.Players[player], player), held, level)
	}
	perfs, err := titles.Performances(s, titles.ScaleICCF)
	if err != nil {
		return nil, fmt.Errorf("pdfout: norm certificate: %w", err)
	}
	c := &certificate{s: s, player: player, level: level, watch: watch, check: check, perf: perfs[player]}
	for _, l := range titles.Levels() {
		if l >= level || held.Covers(l) {
			continue // the title held, or one below it, earns nothing
		}
		if lc, ok := watch.Check(player, l); ok && lc.Status == titles.Achieved {
			c.also = append(c.also, lc)
		}
	}
	return c, nil
}

// certLayout holds the sizes of a certificate: font sizes in points, the
// leading of the opponents' table and a factor on the vertical gaps.
type certLayout struct {
	title, level, levelName, name, table, leading, body, gap float64
}

// certLayouts are the layouts tried in turn until the certificate fits on
// one page: normal, compact and dense. A section too big for the dense
// one continues on a second page.
var certLayouts = [...]certLayout{
	{title: 22, level: 34, levelName: 12, name: 18, table: 7.5, leading: 1.45, body: 8, gap: 0.7},
	{title: 20, level: 28, levelName: 11.5, name: 16, table: 7, leading: 1.45, body: 8, gap: 0.45},
	{title: 18, level: 24, levelName: 10.5, name: 15, table: 7, leading: 1.3, body: 7.5, gap: 0.25},
}

// The certificate's frame and body, in mm from the page edges.
const (
	certFrameSide  = 10.0
	certFrameTop   = 16.0
	certFrameInset = 1.8
	certBodySide   = 22.0
	certBodyTop    = 23.0
	certBodyBottom = 22.0
	certSignatureH = 23.0
	// certSignatureGap is the least space above the signature block.
	certSignatureGap = 2.0
	certColumnGap    = 8.0
	certFieldsLabel  = 25.0
)

// build lays the certificate out on a new document.
func (c *certificate) build(opt NormOptions, lay certLayout) *Document {
	s := c.s
	p := s.Players[c.player]
	name := playerName(p, c.player)
	d := NewDocument(Meta{
		Title:          "Certificate of Title Norm",
		Subject:        fmt.Sprintf("%s norm: %s, %s", c.level, name, sectionName(s)),
		ProgramVersion: opt.ProgramVersion,
		RulesetID:      NormRuleset,
		Date:           sectionDate(s),
		Paper:          opt.Paper,
	})
	d.setBodyMargins(certBodySide, certBodyTop, certBodyBottom)
	d.decorate = d.certificateFrame
	d.SetSection(fmt.Sprintf("%s norm — %s", c.level, name))
	d.AddPage()
	pdf := d.pdf
	gap := func(mm float64) { d.Space(mm * lay.gap) }
	centred := func(f Font, size float64, text string) {
		d.SetFont(f, size)
		pdf.MultiCell(0, size*ptToMM*1.25, d.printable(text), "", "C", false)
	}

	pdf.SetTextColor(textGrey.r, textGrey.g, textGrey.b)
	centred(Regular, 8.5, "Title norm under the ICCF Title Regulations (Tournament Rules 10 and Appendix 2)")
	pdf.SetTextColor(0, 0, 0)
	gap(4)
	pdf.SetTextColor(frameColour.r, frameColour.g, frameColour.b)
	centred(Bold, lay.title, "Certificate of Title Norm")
	pdf.SetTextColor(0, 0, 0)
	gap(2)
	pw, _ := pdf.GetPageSize()
	y := pdf.GetY()
	pdf.SetDrawColor(frameColour.r, frameColour.g, frameColour.b)
	pdf.SetLineWidth(0.4)
	pdf.Line(pw/2-35, y, pw/2+35, y)
	pdf.SetDrawColor(0, 0, 0)
	gap(3)
	centred(Bold, lay.level, c.level.String())
	centred(Italic, lay.levelName, fmt.Sprintf("%s norm", levelName(c.level)))
	gap(5)
	centred(Italic, 10, "This certifies that")
	gap(1)
	centred(Bold, lay.name, name)
	gap(0.5)
	who := []string{"ICCF ID " + idOrDash(p), "federation " + orDash(p.Fed)}
	if t := titlesText(p); t != "" {
		who = append(who, "title "+t)
	}
	centred(Regular, 10, strings.Join(who, ", "))
	gap(3)
	centred(Italic, 10, fmt.Sprintf("has achieved %s %s norm (Rp %d) in", article(levelName(c.level)), levelName(c.level), c.level.Performance()))
	gap(1)
	centred(Bold, 12, sectionName(s))
	gap(5)

	c.columns(d, lay)
	gap(3)
	c.opponents(d, lay)
	gap(2)
	c.closing(d, lay, opt)
	return d
}

// closing prints the requirements met and, under them, the place and date
// of issue and the signature lines, starting a new page first when they
// do not fit together on this one: the signatures never stand alone on a
// page, since a signed page holding nothing else could be taken from the
// certificate and put under another (a tester: a 20-player section on
// Letter paper left them alone on page 2).
func (c *certificate) closing(d *Document, lay certLayout, opt NormOptions) {
	text := c.requirementsText()
	need := subheadingHeight() + d.paragraphHeight(Regular, lay.body, text) + certSignatureGap + certSignatureH
	if d.Remaining() < need {
		d.AddPage()
	}
	d.Subheading("Requirements met")
	d.Paragraph(Regular, lay.body, text)
	c.signatures(d, opt)
}

// article is the indefinite article before a title's name: "an" before
// a vowel ("an International Master norm"), else "a".
func article(word string) string {
	if word != "" && strings.ContainsRune("AEIOU", rune(word[0])) {
		return "an"
	}
	return "a"
}

// certificateFrame draws the certificate's double border on the current
// page.
func (d *Document) certificateFrame() {
	pdf := d.pdf
	w, h := pdf.GetPageSize()
	pdf.SetDrawColor(frameColour.r, frameColour.g, frameColour.b)
	pdf.SetLineWidth(0.9)
	pdf.Rect(certFrameSide, certFrameTop, w-2*certFrameSide, h-2*certFrameTop, "D")
	pdf.SetLineWidth(0.25)
	in := certFrameInset
	pdf.Rect(certFrameSide+in, certFrameTop+in, w-2*(certFrameSide+in), h-2*(certFrameTop+in), "D")
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(0.2)
}

// columns prints the event (left) and the result (right) side by side.
func (c *certificate) columns(d *Document, lay certLayout) {
	pdf := d.pdf
	l, _, _, _ := pdf.GetMargins()
	colW := (d.ContentWidth() - certColumnGap) / 2
	top := pdf.GetY()
	yLeft := d.fieldsAt(l, top, colW, "Event", c.eventFields(), lay.body)
	yRight := d.fieldsAt(l+colW+certColumnGap, top, colW, "Result", c.resultFields(), lay.body)
	pdf.SetXY(l, max(yLeft, yRight))
}

// fieldsAt prints a titled block of labelled values in a column of width w
// at (x, y) and returns the y below it. Values wrap within the column.
func (d *Document) fieldsAt(x, y, w float64, title string, fields []Field, size float64) float64 {
	pdf := d.pdf
	lh := size * ptToMM * 1.4
	pdf.SetXY(x, y)
	d.SetFont(Bold, 10)
	pdf.CellFormat(w, 10*ptToMM*1.5, d.fit(title, w), "", 0, "L", false, 0, "")
	y += 10*ptToMM*1.5 + 0.3
	pdf.SetDrawColor(frameColour.r, frameColour.g, frameColour.b)
	pdf.SetLineWidth(0.3)
	pdf.Line(x, y, x+w, y)
	pdf.SetDrawColor(0, 0, 0)
	y += 0.8
	for _, f := range fields {
		d.SetFont(Regular, size)
		lines := pdf.SplitText(d.printable(f.Value), w-certFieldsLabel)
		if len(lines) == 0 {
			lines = []string{""}
		}
		pdf.SetXY(x, y)
		d.SetFont(Bold, size)
		pdf.CellFormat(certFieldsLabel, lh, d.fit(f.Label, certFieldsLabel), "", 0, "L", false, 0, "")
		d.SetFont(Regular, size)
		for k, line := range lines {
			pdf.SetXY(x+certFieldsLabel, y+float64(k)*lh)
			pdf.CellFormat(w-certFieldsLabel, lh, strings.TrimSpace(line), "", 0, "L", false, 0, "")
		}
		y += float64(len(lines)) * lh
	}
	d.SetFont(Regular, 9)
	return y
}

// eventFields describe the section.
func (c *certificate) eventFields() []Field {
	s := c.s
	st := c.watch.Statement
	end := dateOrDash(s.Finished)
	if s.Finished.IsZero() {
		end = "section still in play (the player's games are finished)"
	}
	category := "none"
	if st.HasCategory {
		category = st.Category.String()
	}
	return []Field{
		{"Tournament", orDash(s.Tournament)},
		{"Section", orDash(s.Name)},
		{"Type", orDash(s.Type)},
		{"Start", dateOrDash(s.Start)},
		{"End", end},
		{"Category", fmt.Sprintf("%s (average rating %s)", category, words.Fixed(st.Average, 4))},
		{"Players", fmt.Sprintf("%d, %s", len(s.Players), roundText(s))},
		{"Federations", federationsText(s)},
	}
}

// games is the number of games the player's norm is computed over: the
// games against the opponents that count (App. 2 item 3a).
func (c *certificate) games() int { return c.check.CountedGames(c.s) }

// scoreText is the score of the norm out of the n games it is computed
// over: for a player with an accepted withdrawal, that of the games he
// played before it (titles.NormCheck.ScoreGames; App. 2 item 3a), "6½
// from 9 games played, of 12".
func (c *certificate) scoreText(n int) string {
	ch := c.check
	if c.s.Players[c.player].Withdrawn == titles.WithdrawalAccepted {
		return fmt.Sprintf("%s from %s played, of %d", ch.Score, words.Count(ch.ScoreGames, "game", "games"), n)
	}
	return fmt.Sprintf("%s of %d", ch.Score, n)
}

// performanceText is the player's iterative performance (docs/rules.md
// §5), which counts the games played only: forfeits are not played
// (docs/rules.md §1.4, titles.Performances). When the norm counts more
// games (n: a forfeit, or the forfeits after an accepted withdrawal) it
// says over which games it is, so that a performance below Rp beside a
// norm earned does not read as a contradiction, and names what it leaves
// out by what it is (unplayedText).
func (c *certificate) performanceText(n int) string {
	if !c.perf.Defined {
		if c.perf.Games < n {
			return fmt.Sprintf("undefined at 0%% or 100%% of the %s (%s left out)", words.Count(c.perf.Games, "game played", "games played"), c.unplayedText())
		}
		return "undefined at 0% or 100%"
	}
	perf := words.Fixed(c.perf.Iterative, 2) + " (iterative, S = 640)"
	if c.perf.Games < n {
		perf = fmt.Sprintf("%s (iterative, S = 640; over the %s, %s left out)",
			words.Fixed(c.perf.Iterative, 2), words.Count(c.perf.Games, "game played", "games played"), c.unplayedText())
	}
	return perf
}

// unplayedText names the player's games that count but were not played
// (titles.Section.UnplayedGames): "forfeits" when they are all forfeits
// (+ or −), else "games not played" (unfinished games after an accepted
// withdrawal are no forfeits; a TD re-tester).
func (c *certificate) unplayedText() string {
	if _, unfinished := c.s.UnplayedGames(c.player); unfinished > 0 {
		return "games not played"
	}
	return "forfeits"
}

// resultFields describe the player's result and the norm.
func (c *certificate) resultFields() []Field {
	ch := c.check
	l := c.level
	n := c.games()
	p := titles.NormResultOf(ch.Expectancy)
	required := fmt.Sprintf("%s (P; the %d%% minimum is %s)", ch.Required, titles.MinScorePercent, titles.MinScore(n))
	if ch.Required != p {
		required = fmt.Sprintf("%s (the %d%% minimum; P is %s)", ch.Required, titles.MinScorePercent, p)
	}
	perf := c.performanceText(n)
	games, over := strconv.Itoa(n), fmt.Sprintf("ng = %d", ch.Overscore)
	if c.s.Players[c.player].Withdrawn == titles.WithdrawalAccepted {
		// n of the overscore and the title credit are the games played
		// before the withdrawal (titles.NormCheck.OverscoreGames).
		games = fmt.Sprintf("%d played before the accepted withdrawal, of %d", ch.ScoreGames, n)
		over = fmt.Sprintf("ng = %d (n = %s)", ch.Overscore, words.Count(ch.OverscoreGames(c.s), "game played", "games played"))
	}
	fields := []Field{
		{"Games", games},
		{"Score", c.scoreText(n)},
		{"Ra", fmt.Sprintf("%s (at least %d)", averageText(ch.OpponentsAverage), l.MinAverage())},
		{"ΣWei", fmt.Sprintf("%s (Rp %d)", expectancyText(ch.Expectancy), l.Performance())},
		{"Required", required},
		{"Performance", perf},
		{"Overscore", over},
		{"Title games", fmt.Sprintf("%d (%d + %d, App. 2 item 2.4c)", ch.Games+ch.Overscore, ch.Games, ch.Overscore)},
	}
	if l == titles.GM {
		fields = append(fields, Field{"GM opponents", fmt.Sprintf("%s v. GM or fixed 2600+, %d v. SIM", words.Count(ch.GMGames, "game", "games"), ch.SIMGames)})
	}
	if len(c.also) > 0 {
		var also []string
		for _, a := range c.also {
			also = append(also, a.Level.String())
		}
		fields = append(fields, Field{"Also counts for", strings.Join(also, ", ") + " (App. 2 item 3c)"})
	}
	return fields
}

// opponents prints the table of the opponents that count for the norm.
func (c *certificate) opponents(d *Document, lay certLayout) {
	s := c.s
	st := c.watch.Statement
	i := c.player
	per := s.GamesPerPair()
	d.Subheading("Opponents")
	weiTitle := "Wei"
	if per > 1 {
		weiTitle = "Wei per game"
	}
	t := d.NewTable([]Column{
		{Title: "No", Width: 7, Align: Right},
		{Title: "Opponent", Wrap: true},
		{Title: "ID", Width: 14, Align: Right},
		{Title: "Fed", Width: 10, Align: Center},
		{Title: "Title", Width: 11, Align: Center},
		{Title: "Rating used", Width: 18, Align: Right},
		{Title: "Result", Width: 13, Align: Center},
		{Title: weiTitle, Width: 20, Align: Right},
	}, TableStyle{Size: lay.table, Zebra: true, Leading: lay.leading})
	rp := c.level.Performance()
	recalc := false
	for _, q := range s.Players {
		recalc = recalc || q.GamesCancelled
	}
	var cancelled []string
	var shown []titles.SectionPlayer
	for _, j := range startOrder(s) {
		if j == i {
			continue
		}
		q := s.Players[j]
		if recalc && q.GamesCancelled {
			cancelled = append(cancelled, playerName(q, j))
			continue
		}
		shown = append(shown, q)
		var res []string
		for _, r := range s.Games[i][j] {
			res = append(res, r.String())
		}
		wei := expectancyText(titles.NormExpectancy(rp, c.watch.Ratings[j]))
		if per > 1 {
			wei = fmt.Sprintf("%d × %s", per, wei)
		}
		t.Row(strconv.Itoa(startNo(q, j)), playerName(q, j), idOrDash(q), orDash(q.Fed), titlesText(q),
			ratingText(c.watch.Ratings[j])+ratingMark(q, st), strings.Join(res, " "), wei)
	}
	t.RowBold("", words.Count(c.games(), "game", "games"), "", "", "", "Ra "+averageText(c.check.OpponentsAverage),
		c.check.Score.String(), "Σ "+expectancyText(c.check.Expectancy))
	var notes []string
	if s.Players[i].Withdrawn == titles.WithdrawalAccepted {
		after := "games"
		if c.unplayedText() == "forfeits" {
			after = "forfeits"
		}
		notes = append(notes, fmt.Sprintf("Score: the %s played before the accepted withdrawal; the %s after it are not counted (App. 2 item 3a).",
			words.Count(c.check.ScoreGames, "game", "games"), after))
	}
	if len(cancelled) > 0 {
		notes = append(notes, "Not counted: the games against "+strings.Join(cancelled, ", ")+", which were cancelled (App. 2 item 3a).")
	}
	notes = append(notes, ratingNotes(shown, st)...)
	if len(notes) > 0 {
		d.Space(0.5)
		d.Paragraph(Italic, lay.table, strings.Join(notes, " "))
	}
}

// ratingNotes explain the marks of ratingMark that the table shows, for
// the opponents it lists (shown; not the player himself, who may be the
// one player with neither rating, nor an opponent whose games were
// cancelled): the FIDE rating or the mean of the rated players of App. 2
// item 2.10, or the assumed rating of item 3b. A note whose mark no row
// carries is left out.
func ratingNotes(shown []titles.SectionPlayer, st titles.Statement) []string {
	if st.Requirements.AssumedRating > 0 {
		return []string{fmt.Sprintf("Rating used: every player counts with the assumed rating %d (App. 2 item 3b).", st.Requirements.AssumedRating)}
	}
	var fide, mean bool
	for _, q := range shown {
		switch ratingMark(q, st) {
		case markFIDE:
			fide = true
		case markMean:
			mean = true
		}
	}
	var out []string
	if fide {
		out = append(out, markFIDE+" FIDE rating of a player without an ICCF rating (App. 2 item 2.10).")
	}
	if mean {
		out = append(out, markMean+" Mean rating of the players with an ICCF or FIDE rating, for a player with neither (App. 2 item 2.10).")
	}
	return out
}

// requirementsText lists the requirements the section and the player met.
func (c *certificate) requirementsText() string {
	s := c.s
	req := c.watch.Statement.Requirements
	met := req.Met(day(s.Start))
	ch := c.check
	l := c.level
	player := []string{
		fmt.Sprintf("Ra %s ≥ Rp − %d = %d (2.7, 2.8)", averageText(ch.OpponentsAverage), titles.AverageMargin, l.MinAverage()),
		fmt.Sprintf("score %s ≥ the norm result P %s (2.4b) and ≥ the %d%% minimum %s (1f)",
			ch.Score, titles.NormResultOf(ch.Expectancy), titles.MinScorePercent, titles.MinScore(c.games())),
	}
	if c.s.Players[c.player].Withdrawn == titles.WithdrawalAccepted {
		player = append(player, "title result reached in played games before an accepted withdrawal (3a)")
	} else {
		player = append(player, "all games finished")
	}
	return "Section (App. 2 item 1): " + strings.Join(met, "; ") + ".\nPlayer (App. 2 items as marked): " + strings.Join(player, "; ") + "."
}

// signatures prints the place and date of issue and the two signature
// lines, at the foot of the framed page, under what closing printed on
// the same page.
func (c *certificate) signatures(d *Document, opt NormOptions) {
	pdf := d.pdf
	pdf.SetY(max(pdf.GetY()+certSignatureGap, d.bottom()-certSignatureH))
	// The block is placed to fit: no cell of it may start a page.
	pdf.SetAutoPageBreak(false, d.bottomMargin)
	defer pdf.SetAutoPageBreak(true, d.bottomMargin)
	d.SetFont(Regular, 9.5)
	pdf.CellFormat(d.ContentWidth(), 5, d.printable(issuedText(opt)), "", 1, "C", false, 0, "")
	signatureLines(d, pdf.GetY()+9, opt)
	d.SetFont(Regular, 9)
}

// issuedText is the line of issue: "Issued by ICCF at Zagreb on 15
// January 2026", with a line to write on for a place or date not given
// and no "by" without an issuer.
func issuedText(opt NormOptions) string {
	blank := "____________________"
	place, date := strings.TrimSpace(opt.Place), blank
	if place == "" {
		place = blank
	}
	if !opt.SignDate.IsZero() {
		date = longDay(opt.SignDate)
	}
	by := ""
	if issuer := strings.TrimSpace(opt.Issuer); issuer != "" {
		by = " by " + issuer
	}
	return "Issued" + by + " at " + place + " on " + date
}

// signatureLines prints the two signature lines at lineY, as a FIDE IT1
// certificate has them: under each line the signer's name when given
// (NormOptions Director, Arbiter), then the role; without a name the
// role and "name and signature" to write it.
func signatureLines(d *Document, lineY float64, opt NormOptions) {
	pdf := d.pdf
	l, _, _, _ := pdf.GetMargins()
	colW := (d.ContentWidth() - 20) / 2
	signers := []struct{ role, name string }{
		{"Tournament Director", opt.Director},
		{"Qualifications Commissioner", opt.Arbiter},
	}
	for k, sg := range signers {
		x := l + float64(k)*(colW+20)
		pdf.SetLineWidth(0.3)
		pdf.Line(x, lineY, x+colW, lineY)
		first, second := sg.role, "name and signature"
		if name := strings.TrimSpace(sg.name); name != "" {
			first, second = name, sg.role
		}
		pdf.SetXY(x, lineY+1)
		d.SetFont(Regular, 9)
		pdf.CellFormat(colW, 4.5, d.printable(first), "", 0, "C", false, 0, "")
		pdf.SetXY(x, lineY+5.5)
		d.SetFont(Italic, 7.5)
		pdf.SetTextColor(textGrey.r, textGrey.g, textGrey.b)
		pdf.CellFormat(colW, 3.5, second, "", 0, "C", false, 0, "")
		pdf.SetTextColor(0, 0, 0)
	}
}
