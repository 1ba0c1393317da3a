package xlsxio

import (
	"strings"

	"ratingdesk/engine"
	"ratingdesk/titles"
)

// Columns of a Norms sheet as ReadNorms reads it, in the order of
// normsSheetSchema.
const (
	nsID = iota
	nsName
	nsLevel
	nsNorm
	nsOverscore
	nsEvent
	nsGames
	nsGMGames
	nsSIMGames
	nsStatus
	nsCount
)

// normsSheetSchema is the Norms sheet that WriteNormsWorkbook writes (and
// WriteNormsCSV), as far as a player's title progress needs it.
func normsSheetSchema() *schema {
	cols := make([]column, nsCount)
	cols[nsID] = column{"ID", []string{"ICCF ID", "ICCF-ID", "Id", "Player ID", "Code"}}
	cols[nsName] = column{"Name", []string{"Player", "Player name"}}
	cols[nsLevel] = column{"Title level", []string{"Level"}}
	cols[nsNorm] = column{"Norm", nil}
	cols[nsOverscore] = column{"Overscore", nil}
	cols[nsEvent] = column{"Event", []string{"Tournament"}}
	cols[nsGames] = column{"Games", nil}
	cols[nsGMGames] = column{"GM games", nil}
	cols[nsSIMGames] = column{"SIM games", nil}
	cols[nsStatus] = column{"Status", nil}
	return newSchema(Unknown, cols, []int{nsID, nsLevel, nsNorm}, []int{nsID, nsLevel, nsNorm, nsEvent, nsGames})
}

// EarnedNorm is one norm read from a Norms sheet: the record a player's
// title progress counts (Tournament Rules 10.2–10.6), with the player's
// name and where it was read.
type EarnedNorm struct {
	titles.Norm
	// Name is the player's name as the sheet writes it.
	Name   string
	Origin engine.Origin
}

// noNormsSheet is the error of a file given as norms that has no Norms
// sheet's header row: what it is when it is a crosstable, a rating list
// or a game list (DetectKind; a tester: a crosstable was said to have no
// Norms sheet), with what to do; else that no Norms sheet was found. No
// markdown in the words (docs/cli.md "What every command does the same
// way").
func noNormsSheet(path string, opt ReadOptions, t *table) *Problem {
	kind, _, _ := detect(path, opt)
	switch kind {
	case CrosstableKind:
		return errorf(t.file, t.sheet, "", "this is a crosstable, not a norms file: compute its norms first (ratingdesk norms --crosstable %s --out NORMS.xlsx) and give the norms workbook or CSV that writes", path)
	case RatingListKind, GameListKind:
		return errorf(t.file, t.sheet, "", "this is a %s, not a norms file: give the norms workbook or CSV ratingdesk norms writes (a row headed ID, Title level and Norm)", kind)
	}
	return errorf(t.file, t.sheet, "", "no Norms sheet found: expected a row headed ID, Title level and Norm, as ratingdesk norms writes it")
}

// ReadNorms reads the norms earned from the Norms sheet of a norms
// workbook, or a norms CSV file, as `ratingdesk norms` writes them
// (docs/formats.md "Outputs"), so that norms of several sections can be
// accumulated towards a title (docs/cli.md `titles`). Only rows with Norm yes
// are norms; each needs an ID, a title level (GM, SIM, IM, CCM, CCE; LGM
// and LIM count as CCM and CCE), the Event (the section, so that the
// norms of one section count once per title), Games (the games the norm
// is credited with) and optionally Overscore, GM games, SIM games and
// Status: "secured" (a game still to play) marks the norm Secured, which
// a title does not count yet (titles.Norm.Secured); "achieved" or none is
// an achieved norm.
// Every problem comes back at once; the norms are nil when any is an
// error.
func ReadNorms(path string, opt ReadOptions) ([]EarnedNorm, Problems) {
	s := normsSheetSchema()
	t, header, problems := openTable(path, opt, s.isHeader)
	if t == nil {
		return nil, problems
	}
	if header < 0 {
		return nil, append(problems, noNormsSheet(path, opt, t))
	}
	l, ps := s.layoutOf(t, header)
	problems = append(problems, ps...)
	var out []EarnedNorm
	for k := header + 1; k < len(t.rows); k++ {
		rr := &rowReader{t: t, l: l, r: &t.rows[k], monthFirst: opt.MonthFirst, problems: &problems}
		earned, g := rr.yesNo(nsNorm)
		if g != gotValue || !earned {
			continue
		}
		n := EarnedNorm{Name: rr.text(nsName), Origin: rr.origin(nsID)}
		id, gid := rr.playerID(nsID)
		if gid == gotEmpty {
			rr.errorf(nsID, "%s is empty: a norm needs the player's ICCF ID", l.heading[nsID])
		}
		n.Player = id
		level, err := titles.ParseLevel(rr.text(nsLevel))
		if err != nil {
			rr.errorf(nsLevel, "%s: %q is not a title level: expected GM, SIM, IM, CCM or CCE", l.heading[nsLevel], rr.text(nsLevel))
		}
		n.Level = level
		n.Event = rr.text(nsEvent)
		if n.Event == "" {
			rr.errorf(nsEvent, "%s is empty: a norm needs the section it was earned in", rr.headingOr(nsEvent, "Event"))
		}
		var gg got
		n.Games, gg = rr.count(nsGames)
		if gg == gotEmpty {
			rr.errorf(nsGames, "%s is empty: a norm needs the number of games it is credited with", rr.headingOr(nsGames, "Games"))
		}
		n.Overscore, _ = rr.count(nsOverscore)
		n.GMGames, _ = rr.count(nsGMGames)
		n.SIMGames, _ = rr.count(nsSIMGames)
		n.Secured = rr.normSecured()
		out = append(out, n)
	}
	if problems.HasErrors() {
		return nil, problems
	}
	return out, problems
}

// normSecured reads the Status of a row with Norm yes: "secured" is a
// norm whose player still has games to play, "achieved" or an empty or
// absent Status an achieved norm; any other status of a norm is an error.
func (rr *rowReader) normSecured() bool {
	switch st := rr.text(nsStatus); {
	case strings.EqualFold(st, titles.Secured.String()):
		return true
	case st != "" && !strings.EqualFold(st, titles.Achieved.String()):
		rr.errorf(nsStatus, "%s: %q is not the status of a norm: expected achieved or secured", rr.headingOr(nsStatus, "Status"), st)
	}
	return false
}
