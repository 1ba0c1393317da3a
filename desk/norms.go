package desk

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/pdfout"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// ComputeNorms computes the norms report of one crosstable section with
// performances on the given scale (docs/cli.md `norms`; docs/rules.md §3,
// §5). The problems are those that keep the section from a statement of
// norms: no start date or no Name column (Crosstable.NormProblems), and a
// section the titles package cannot compute (an unrated player without a
// FIDE rating in a section where nobody has a rating, App. 2 item 2.10),
// located at the player's row. The report is nil when there is an error.
func ComputeNorms(c *xlsxio.Crosstable, scale float64) (*xlsxio.NormsReport, xlsxio.Problems) {
	if problems := c.NormProblems(); problems.HasErrors() {
		return nil, problems
	}
	rep := &xlsxio.NormsReport{Crosstable: c, Scale: scale}
	var err error
	if rep.Standings, err = titles.Standings(c.Section); err == nil {
		if rep.Performances, err = titles.Performances(c.Section, scale); err == nil {
			rep.Watch, err = titles.WatchNorms(c.Section)
		}
	}
	if err != nil {
		return nil, xlsxio.Problems{sectionProblem(c, err)}
	}
	return rep, append(unpublishedRatingsNotUsed(c, rep.Watch.Statement), normsWithoutID(c, rep.Watch)...)
}

// unpublishedRatingsNotUsed warns, at the Rating cell, of every player
// whose Status is unpublished but who is given a Rating that the norms do
// not count with: a player without a published ICCF rating counts with
// his FIDE rating, else the mean of the rated players (App. 2 item 2.10;
// docs/rules.md "Norms", Ratings used), so the typed rating changed
// nothing without a word but for the statement's "For norms" column (a
// tester's 2200). Not said when item 3b's assumed rating replaces every
// player's rating: the statement's heading says so.
func unpublishedRatingsNotUsed(c *xlsxio.Crosstable, st titles.Statement) xlsxio.Problems {
	if st.Requirements.AssumedRating > 0 {
		return nil
	}
	var ps xlsxio.Problems
	for i, p := range c.Section.Players {
		if p.Status != titles.Unrated || p.StartRating <= 0 || i >= len(st.Ratings) || st.Ratings[i] == float64(p.StartRating) {
			continue
		}
		used := fmt.Sprintf("the mean of the other players' ICCF or FIDE ratings, %s", ratingText(st.Ratings[i]))
		if p.FIDE > 0 {
			used = fmt.Sprintf("the FIDE rating, %d", p.FIDE)
		}
		o := c.RatingOrigin(i)
		ps = append(ps, warningAt(o.File, o.Sheet, o.Cell,
			"No %d %s: the rating %d is not used for the norms, because the status is %s (no published ICCF rating): the norms count the player with %s (App. 2 item 2.10; docs/rules.md \"Norms\", Ratings used), and the rating is his start rating for the rating period only; %s",
			i+1, p.Name, p.StartRating, titles.Unrated, used, publishedRemedy(c)))
	}
	return ps
}

// publishedRemedy says how to give a player whose unpublished rating is
// in fact published the status that counts it, by the kind of source
// (a tester: "give the status published or fixed" cannot be done in a
// PGN file): a PGN section takes each player's status from --list (a
// player not on it is new and unpublished), a crosstable from its Status
// column.
func publishedRemedy(c *xlsxio.Crosstable) string {
	if _, pgn := c.Locator().(pgnLocator); pgn {
		return "if it is a published rating, add the player to the rating list the PGN file is read with (--list) with the status published or fixed (a player not on it is new, so unpublished), or correct his status there"
	}
	return "if it is a published rating, give the status published or fixed"
}

// ratingText writes a rating the norms count with: a whole number as it
// is, else with two decimals (as the statement of norms writes it).
func ratingText(r float64) string {
	if r == math.Trunc(r) {
		return words.Fixed(r, 0)
	}
	return words.Fixed(r, 2)
}

// normsWithoutID warns, once a player, of the norms earned (achieved or
// secured: titles.NormCheck.Earned) by players the crosstable gives no
// ICCF ID: the norms file lists them, but a norm counts towards a title
// only for a player known by his ID (docs/rules.md "Titles from norms"), so
// `ratingdesk titles` and the app's title progress refuse such a row. A
// misspelt ID heading reads a section so (a fuzzed "IB").
func normsWithoutID(c *xlsxio.Crosstable, w titles.Watch) xlsxio.Problems {
	var ps xlsxio.Problems
	warned := map[int]bool{}
	for _, n := range w.Checks {
		p := c.Section.Players[n.Player]
		if !n.Earned() || p.ID != 0 || warned[n.Player] {
			continue
		}
		warned[n.Player] = true
		o := c.IDOrigin(n.Player)
		ps = append(ps, warningAt(o.File, o.Sheet, o.Cell,
			"No %d %s: %s norm earned, but the crosstable gives no ICCF ID for the player (no ID column, or its cell is empty): the norms file lists the norm without one, and title progress (ratingdesk titles, the app) refuses a norms file with such a norm; give the ID and compute the norms again", n.Player+1, p.Name, n.Level))
	}
	return ps
}

// sectionProblem locates an error of the titles package at the player's
// row it names, else at the sheet.
func sectionProblem(c *xlsxio.Crosstable, err error) *xlsxio.Problem {
	var ie *titles.InputError
	if errors.As(err, &ie) && ie.Player >= 0 && ie.Player < len(c.Section.Players) {
		return errorAtOrigin(c.PlayerOrigin(ie.Player), "No %d: %s", ie.Player+1, ie.Message)
	}
	return errorAt(c.File, c.Sheet, "", "the section cannot be computed: %v", err)
}

// SectionFacts are the facts of a section as the app and the command line
// show them, in this order: its type, the players ("11 players", "double
// round" added), the start and finish dates (YYYY-MM-DD), how many games
// are finished ("42 of 55 games finished") and "not rated" for a section
// that is not rated (Tournament Rules 9.2). finished and total count the
// games.
func SectionFacts(s *titles.Section, finished, total int) []string {
	var facts []string
	if s.Type != "" {
		facts = append(facts, s.Type)
	}
	players := words.Count(len(s.Players), "player", "players")
	if s.DoubleRound {
		players += ", double round"
	}
	facts = append(facts, players)
	if !s.Start.IsZero() {
		facts = append(facts, "start "+s.Start.Format("2006-01-02"))
	}
	if !s.Finished.IsZero() {
		facts = append(facts, "finished "+s.Finished.Format("2006-01-02"))
	}
	facts = append(facts, fmt.Sprintf("%d of %s finished", finished, words.Count(total, "game", "games")))
	if !s.Rated {
		facts = append(facts, "not rated")
	}
	return facts
}

// NormNotes are the notes of a norms workbook (docs/formats.md "Outputs"):
// the program version, the crosstable read with its SHA-256, and the
// warnings. The error is the hasher's, when the crosstable cannot be read
// again.
func NormNotes(crosstable, version string, warnings xlsxio.Problems) (xlsxio.Notes, error) {
	in, err := outputs.NewInputFile(crosstable, "crosstable")
	if err != nil {
		return xlsxio.Notes{}, err
	}
	notes := xlsxio.Notes{ProgramVersion: version, Inputs: []outputs.InputFile{in}}
	for _, w := range warnings {
		notes.Warnings = append(notes.Warnings, w.Error())
	}
	return notes, nil
}

// NormDocuments names the documents of a section's norms to write
// (docs/cli.md `norms`); an empty path or folder is not written.
type NormDocuments struct {
	// Workbook is the norms workbook (.xlsx) or its Norms sheet (.csv).
	Workbook string
	// Notes go into the workbook's Notes sheet (NormNotes).
	Notes xlsxio.Notes
	// CSV separates a .csv Workbook (the Norms sheet); the zero CSVFormat
	// writes it as the crosstable was (xlsxio.StageNormsOutput; docs/cli.md
	// `norms --csv-locale`).
	CSV xlsxio.CSVFormat
	// Statement is the statement of norms PDF.
	Statement string
	// Certificates is the folder of the certificates, one PDF for every
	// player with a norm achieved, but none for a norm of a title the
	// player holds (NormCertificates); it is made when missing and there
	// is a certificate to write, or when Workbook or Statement is in it
	// (docs/cli.md `norms`: the folder is made once, for every output of
	// the run, and removed again when they are not written).
	Certificates string
	// Inputs are the files no document may overwrite.
	Inputs []string
	// Options print the PDFs. An empty Director, Arbiter or Issuer is
	// taken from the crosstable's key block (xlsxio.Officials: Tournament
	// director, Arbiter, Organiser), so that a name given on the command
	// line or in the preferences overrides the crosstable's.
	Options pdfout.NormOptions
	// Progress, when not nil, is told of each certificate rendered.
	Progress engine.Progress
	// Certificate renders one certificate; nil means
	// pdfout.WriteNormCertificate (tests make it fail).
	Certificate func(w io.Writer, s titles.Section, player int, level titles.Level, opt pdfout.NormOptions) error
	// Listed are the certificates of the section as ListCertificates
	// lists them, when the caller has them already (`norms` also checks
	// their names and prints the players left out): they are written as
	// listed, not listed again; nil lists them here.
	Listed *CertificateList
}

// WriteNormDocuments writes the documents of a section's norms together
// (outputs.Batch: the old files are replaced only when every document is
// written; a failure or a cancel of ctx leaves them all as they were). It
// returns the files written and how many are certificates.
func WriteNormDocuments(ctx context.Context, rep *xlsxio.NormsReport, d NormDocuments) ([]string, int, error) {
	var b outputs.Batch
	defer b.Discard()
	n, err := StageNormDocuments(ctx, &b, rep, d)
	if err == nil {
		err = ctx.Err()
	}
	if err == nil {
		err = b.Commit()
	}
	if err != nil {
		return nil, 0, err
	}
	return b.Paths(), n, nil
}

// StageNormDocuments stages the documents of a section's norms in b, to be
// committed together (outputs.Batch). It returns how many certificates it
// staged; it stops when ctx is cancelled. The paths are checked as
// outputs.Check checks them; a refused one is an *outputs.PathError.
func StageNormDocuments(ctx context.Context, b *outputs.Batch, rep *xlsxio.NormsReport, d NormDocuments) (int, error) {
	if inFolder(d.Certificates, d.Workbook, d.Statement) {
		if err := b.MakeDir(d.Certificates); err != nil {
			return 0, err
		}
	}
	if d.Workbook != "" {
		if err := xlsxio.StageNormsOutput(b, d.Workbook, d.Inputs, rep, d.Notes, d.CSV); err != nil {
			return 0, err
		}
	}
	s := rep.Crosstable.Section
	d.Options = withOfficials(d.Options, rep.Crosstable.Officials)
	if d.Statement != "" {
		if err := outputs.Check(d.Statement, nil, d.Inputs); err != nil {
			return 0, err
		}
		opt := d.Options
		if err := b.Stage(d.Statement, func(w io.Writer) error { return pdfout.WriteNormStatement(w, s, opt) }); err != nil {
			return 0, err
		}
	}
	if d.Certificates == "" {
		return 0, nil
	}
	return stageCertificates(ctx, b, s, d)
}

// NormCertificates lists the certificates of a section's norms
// (pdfout.NormCertificates: one per player, at the highest level
// achieved) and the players whose achieved norms get none because they
// hold that title or a higher one (titles.Watch.Certificates;
// docs/rules.md "Titles held"). It is the one decision of both programs:
// `ratingdesk norms --certificates` and the app's Certificates button
// write and announce what it lists.
func NormCertificates(rep *xlsxio.NormsReport) ([]pdfout.CertificateRef, []titles.HeldNorms, error) {
	s := rep.Crosstable.Section
	refs, err := pdfout.NormCertificates(s)
	if err != nil {
		return nil, nil, err
	}
	_, held := rep.Watch.Certificates(s)
	return refs, held, nil
}

// CertificateList is what NormCertificates says of one section, as one
// value to compute once and pass on (NormDocuments.Listed): the
// certificates to write, the players left out because of a title they
// hold, and the error that stops the certificates.
type CertificateList struct {
	Refs []pdfout.CertificateRef
	Held []titles.HeldNorms
	Err  error
}

// ListCertificates is NormCertificates of rep as a CertificateList.
func ListCertificates(rep *xlsxio.NormsReport) *CertificateList {
	refs, held, err := NormCertificates(rep)
	return &CertificateList{Refs: refs, Held: held, Err: err}
}

// HeldNormsLine says, in one line for people, which certificates the
// title a player holds keeps from being written (NormCertificates):
// "Šimić, Tomislav holds GM: no certificate for GM, SIM, IM, CCM, CCE
// norms", "… holds IM: no certificate for the IM norm".
func HeldNormsLine(s titles.Section, h titles.HeldNorms) string {
	levels := make([]string, len(h.Levels))
	for i, l := range h.Levels {
		levels[i] = l.String()
	}
	what := strings.Join(levels, ", ") + " norms"
	if len(levels) == 1 {
		what = "the " + levels[0] + " norm"
	}
	return fmt.Sprintf("%s holds %s: no certificate for %s", s.Players[h.Player].Name, h.Held, what)
}

// stageCertificates stages a certificate for every norm in s that gets one
// (d.Listed, else NormCertificates) into d.Certificates, made when missing
// and there is one to write.
func stageCertificates(ctx context.Context, b *outputs.Batch, s titles.Section, d NormDocuments) (int, error) {
	var refs []pdfout.CertificateRef
	var err error
	if d.Listed != nil {
		refs, err = d.Listed.Refs, d.Listed.Err
	} else {
		refs, err = pdfout.NormCertificates(s)
	}
	if err != nil || len(refs) == 0 {
		return 0, err
	}
	render := d.Certificate
	if render == nil {
		render = pdfout.WriteNormCertificate
	}
	if err := b.MakeDir(d.Certificates); err != nil {
		return 0, err
	}
	paths := make([]string, len(refs))
	for i, ref := range refs {
		paths[i] = filepath.Join(d.Certificates, ref.FileName)
		if err := outputs.Check(paths[i], nil, d.Inputs); err != nil {
			return 0, err
		}
	}
	err = stageFolder(ctx, b, d.Certificates, paths, func(i int, w io.Writer) error {
		if d.Progress != nil {
			d.Progress(i+1, len(refs))
		}
		return render(w, s, refs[i].Player, refs[i].Level, d.Options)
	})
	return len(refs), err
}

// stageFolder stages the files at paths, all in folder dir (made when
// missing), in order: write renders file i. It stops when ctx is
// cancelled.
func stageFolder(ctx context.Context, b *outputs.Batch, dir string, paths []string, write func(i int, w io.Writer) error) error {
	if err := b.MakeDir(dir); err != nil {
		return err
	}
	for i, path := range paths {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := b.Stage(path, func(w io.Writer) error { return write(i, w) }); err != nil {
			return err
		}
	}
	return nil
}

// inFolder reports whether any of paths is directly in the folder dir
// (none when dir is empty).
func inFolder(dir string, paths ...string) bool {
	for _, p := range paths {
		if dir != "" && p != "" && outputs.SameFile(filepath.Dir(p), dir) {
			return true
		}
	}
	return false
}

// withOfficials fills the names opt leaves empty from the crosstable's key
// block (NormDocuments Options).
func withOfficials(opt pdfout.NormOptions, o xlsxio.Officials) pdfout.NormOptions {
	fill := func(v *string, from string) {
		if strings.TrimSpace(*v) == "" {
			*v = from
		}
	}
	fill(&opt.Director, o.Director)
	fill(&opt.Arbiter, o.Arbiter)
	fill(&opt.Issuer, o.Organiser)
	return opt
}
