package xlsxio

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"ratingdesk/engine"
	"ratingdesk/titles"
)

// The keys of a crosstable's key/value block (docs/formats.md "Crosstable").
const (
	keyTournament = iota
	keySection
	keyType
	keyStart
	keyFinished
	keyRated
	keyTitleTournament
	keyDoubleRound
	keyBoard
	keyBoards
	keyArbiter
	keyDirector
	keyOrganiser
	keyCount
)

// blockKeys names each key as docs/formats.md writes it, with the other
// spellings accepted (matched like headings: case, spaces, dots, dashes
// and underscores ignored; accents are not, so both "Sección" and
// "Seccion" are listed). After the English ones come the German, Spanish
// and French words of the keys whose values are names and dates
// (docs/rules.d/crosstables.md "Keys in German, Spanish and French"), as
// the crosstable's columns take German and Spanish headings (columns.go
// crosstableColumns); the yes/no keys, whose values are English words,
// and Board and Boards have none.
var blockKeys = [keyCount]column{
	keyTournament: {"Tournament", []string{"Event", "Tournament name", "Event name",
		"Turnier", "Turniername", "Torneo", "Tournoi"}},
	keySection: {"Section", []string{"Group", "Section name",
		"Gruppe", "Sektion", "Grupo", "Sección", "Seccion", "Groupe"}},
	keyType: {"Type", []string{"Event type", "Tournament type",
		"Typ", "Turnierart", "Turniertyp", "Tipo", "Tipo de torneo", "Type de tournoi"}},
	keyStart: {"Start", []string{"Start date", "Started",
		"Beginn", "Startdatum", "Inicio", "Fecha de inicio", "Début", "Debut", "Date de début", "Date de debut"}},
	keyFinished: {"Finished", []string{"Finish date", "End", "End date",
		"Ende", "Enddatum", "Fin", "Fecha de fin", "Date de fin"}},
	keyRated:           {"Rated", nil},
	keyTitleTournament: {"Title tournament", []string{"Title event"}},
	keyDoubleRound:     {"Double round", []string{"Double round robin", "Double"}},
	keyBoard:           {"Board", nil},
	keyBoards:          {"Boards", []string{"Boards per team"}},
	keyArbiter: {"Arbiter", []string{"Chief arbiter", "Qualifications Commissioner", "QC",
		"Schiedsrichter", "Árbitro", "Arbitro", "Arbitre"}},
	keyDirector: {"Tournament director", []string{"TD", "Director",
		"Turnierleiter", "Director del torneo", "Directeur du tournoi"}},
	keyOrganiser: {"Organiser", []string{"Organizer", "Organising federation", "Organizing federation", "Issuer", "Issued by",
		"Veranstalter", "Ausrichter", "Organizador", "Organisateur"}},
}

// categoryWords name a section's category above the table, in English,
// German, Spanish and French: no key, since the norms work out the
// category from the players' ratings (App. 2 item 2.12), but a warning of
// its own (unknownKey) rather than "not a key".
var categoryWords = map[string]bool{"category": true, "kategorie": true, "categoría": true, "categoria": true, "catégorie": true, "categorie": true}

// blockKeyIndex maps a normalised key to its index.
var blockKeyIndex = func() map[string]int {
	m := map[string]int{}
	for i, k := range blockKeys {
		m[normalizeHeader(k.name)] = i
		for _, a := range k.aliases {
			m[normalizeHeader(a)] = i
		}
	}
	return m
}()

// lookupKey finds the key a text names, or -1; a trailing colon is
// allowed ("Tournament:").
func lookupKey(text string) int {
	t := strings.TrimSuffix(trimSpace(text), ":")
	if i, ok := blockKeyIndex[normalizeHeader(t)]; ok {
		return i
	}
	return -1
}

// keyValue is one key found in the block: the cell holding its value
// (col is the key's own column for the "Key: value" form) and where the
// key was.
type keyValue struct {
	found   bool
	keyRef  string
	value   cell
	row     int
	heading string
	// written is the key as the cell spells it ("Turnier").
	written string
}

// sectionKeys are the values of the block as read.
type sectionKeys struct {
	tournament, section, eventType string
	start, finished                time.Time
	rated, titleTournament         bool
	// titleSet tells whether Title tournament was given.
	titleSet      bool
	doubleRound   bool
	board, boards int
	// startRef is the A1 reference of the Start value ("" when no key);
	// startRefused tells that the cell holds a value refused as a date
	// (its own error stands: the date is neither empty nor missing).
	startRef     string
	startRefused bool
	// officials are the Arbiter, Tournament director and Organiser.
	officials Officials
}

// readKeyBlock reads the keys in the rows above the header row, but
// the rows that hold a player (at the indexes of players, in order:
// rowsAbove), which have their own error (aboveHeaderProblem).
func readKeyBlock(t *table, header int, players []int, opt ReadOptions, problems *Problems) sectionKeys {
	var kv [keyCount]keyValue
	for k := range header {
		if len(players) > 0 && players[0] == k {
			players = players[1:]
			continue
		}
		r := &t.rows[k]
		for n := 0; n < len(r.cells); n++ {
			c := r.cells[n]
			text := trimSpace(c.text)
			if text == "" {
				continue
			}
			key, value, inCell := splitKeyCell(text)
			if key < 0 {
				n = unknownKey(t, r, n, problems)
				continue
			}
			v := cell{col: c.col, text: value}
			if !inCell {
				// The value is the next non-empty cell to the right, unless
				// that cell is a key itself (an empty value).
				v = cell{col: c.col + 1}
				for m := n + 1; m < len(r.cells); m++ {
					if trimSpace(r.cells[m].text) == "" {
						continue
					}
					if lookupKey(r.cells[m].text) < 0 {
						v, n = r.cells[m], m
					}
					break
				}
			}
			ref := cellRef(c.col, r.num)
			written := keyWritten(text, inCell)
			if kv[key].found {
				*problems = append(*problems, givenTwice(t, ref, key, written, kv[key]))
				continue
			}
			kv[key] = keyValue{found: true, keyRef: ref, value: v, row: r.num, heading: blockKeys[key].name, written: written}
		}
	}
	return parseKeys(t, kv, opt, problems)
}

// keyWritten is the key of a cell of the block as written, without its
// value ("Turnier: Cup" is "Turnier") or its colon.
func keyWritten(text string, inCell bool) string {
	if inCell {
		text, _, _ = strings.Cut(text, ":")
	}
	return strings.TrimSuffix(trimSpace(text), ":")
}

// givenTwice is the error of a key given a second time, at ref, as
// written: naming both spellings when they differ ("Tournament is given
// twice: "Turnier" in A1 and "Tournament" here both name it; keep one of
// them"), since a key in another language is read as its English one.
func givenTwice(t *table, ref string, key int, written string, first keyValue) *Problem {
	name := blockKeys[key].name
	if normalizeHeader(written) == normalizeHeader(first.written) {
		return errorf(t.file, t.sheet, ref, "%s is given twice: also in %s; keep one of them", name, first.keyRef)
	}
	return errorf(t.file, t.sheet, ref, "%s is given twice: %q in %s and %q here both name it; keep one of them", name, first.written, first.keyRef, written)
}

// unknownKey warns of the text in cell n of a row of the block that is no
// key, at its cell, once for it and the texts to its right up to the next
// key (its value: "Turnier | Frühjahrsmeisterschaft 2025" is one
// warning), which it names; a text one letter away from a key ("Strat",
// "Tournamnet") names the key meant. It returns the index of the last
// cell it covers (docs/rules.d/crosstables.md "Key/value block").
func unknownKey(t *table, r *tableRow, n int, problems *Problems) int {
	text := trimSpace(r.cells[n].text)
	var rest []string
	m := n + 1
	for ; m < len(r.cells); m++ {
		v := trimSpace(r.cells[m].text)
		if v == "" {
			continue
		}
		if k, _, _ := splitKeyCell(v); k >= 0 {
			break
		}
		rest = append(rest, strconv.Quote(v))
	}
	*problems = append(*problems, warnf(t.file, t.sheet, cellRef(r.cells[n].col, r.num), "%s", unknownKeyText(text, rest)))
	return m - 1
}

// unknownKeyText is the warning of unknownKey for text, the texts rest
// (quoted) beside it: a category ("Kategorie", categoryWords) is said to
// be worked out by the norms.
func unknownKeyText(text string, rest []string) string {
	word, _, _ := strings.Cut(text, ":")
	if categoryWords[strings.ToLower(trimSpace(word))] {
		msg := fmt.Sprintf("%q above the table is not read: the norms work out the section's category from its players' ratings (App. 2 item 2.12)", text)
		if len(rest) > 0 {
			msg += fmt.Sprintf("; nor is the text beside it (%s)", strings.Join(rest, ", "))
		}
		return msg
	}
	msg := fmt.Sprintf("%q above the table is not a key of the crosstable (%s)", text, keyList())
	if len(rest) > 0 {
		msg += fmt.Sprintf("; it and the text beside it (%s) are not read", strings.Join(rest, ", "))
	} else {
		msg += " and is not read"
	}
	if name, ok := nearName(word, blockKeys[:]); ok {
		msg += fmt.Sprintf("; if it is meant as %s, write %s", name, name)
	}
	return msg
}

// splitKeyCell reads a cell of the block as a key: "Tournament" (the
// value follows in another cell) or "Tournament: WC 35" (inCell). key is
// -1 for text that names no key.
func splitKeyCell(text string) (key int, value string, inCell bool) {
	if k := lookupKey(text); k >= 0 {
		return k, "", false
	}
	before, after, ok := strings.Cut(text, ":")
	if !ok {
		return -1, "", false
	}
	if k := lookupKey(before); k >= 0 {
		return k, trimSpace(after), true
	}
	return -1, "", false
}

// keyList names the keys for a message.
func keyList() string {
	names := make([]string, len(blockKeys))
	for i, k := range blockKeys {
		names[i] = k.name
	}
	return strings.Join(names, ", ")
}

// valueReader reads a key's value with the row reader's typed readers,
// which name the key in their messages.
func valueReader(t *table, kv keyValue, opt ReadOptions, problems *Problems) *rowReader {
	r := &tableRow{num: kv.row, cells: []cell{kv.value}}
	l := &layout{pos: []int{kv.value.col}, heading: []string{kv.heading}}
	return &rowReader{t: t, l: l, r: r, monthFirst: opt.MonthFirst, problems: problems, today: todayOf(opt)}
}

// parseKeys turns the keys found into values, with their defaults.
func parseKeys(t *table, kv [keyCount]keyValue, opt ReadOptions, problems *Problems) sectionKeys {
	k := sectionKeys{rated: true}
	rd := func(key int) *rowReader { return valueReader(t, kv[key], opt, problems) }
	switch {
	case !kv[keyTournament].found:
		*problems = append(*problems, errorf(t.file, t.sheet, "", "the block above the table has no Tournament: write Tournament in a cell above the table and the event's name in the cell to its right"))
	case rd(keyTournament).text(0) == "":
		*problems = append(*problems, errorf(t.file, t.sheet, kv[keyTournament].keyRef, "Tournament is empty: give the event's name"))
	default:
		k.tournament = rd(keyTournament).text(0)
	}
	k.section = t.sheet
	if t.sheet == "" {
		k.section = strings.TrimSuffix(filepath.Base(t.file), filepath.Ext(t.file))
	}
	if kv[keySection].found {
		if s := rd(keySection).text(0); s != "" {
			k.section = s
		}
	}
	if kv[keyType].found {
		r := rd(keyType)
		k.eventType = r.text(0)
		if k.eventType != "" && !knownEventType(k.eventType) {
			r.warnf(0, "Type: %q %s (the iccf-2017 rating of a player without a rating or a FIDE rating needs one), and it is a title tournament only as the Title tournament key, or its default for the type's words, says", k.eventType, NotAnEventType)
		}
	}
	parseDates(&k, t, kv, rd, problems)
	if kv[keyRated].found {
		if v, g := rd(keyRated).yesNo(0); g == gotValue {
			k.rated = v
		}
	}
	if kv[keyDoubleRound].found {
		k.doubleRound, _ = rd(keyDoubleRound).yesNo(0)
	}
	k.titleTournament = defaultTitleTournament(k.eventType)
	if kv[keyTitleTournament].found {
		if v, g := rd(keyTitleTournament).yesNo(0); g == gotValue {
			k.titleTournament, k.titleSet = v, true
		}
	}
	if kv[keyBoard].found {
		k.board, _ = rd(keyBoard).count(0)
	}
	if kv[keyBoards].found {
		k.boards, _ = rd(keyBoards).count(0)
	}
	k.officials = Officials{Arbiter: rd(keyArbiter).text(0), Director: rd(keyDirector).text(0), Organiser: rd(keyOrganiser).text(0)}
	if k.board > 0 && k.boards > 0 && k.board > k.boards {
		rd(keyBoard).errorf(0, "Board %d is beyond the %d boards per team", k.board, k.boards)
	}
	return k
}

// parseDates reads Start and Finished (plausible dates, Finished not
// before Start) into k, with a warning at each of them read day first
// with nothing in the block to show the order (blockWarnings).
func parseDates(k *sectionKeys, t *table, kv [keyCount]keyValue, rd func(key int) *rowReader, problems *Problems) {
	var orders []*dateOrders
	var headings []string
	dated := func(key int) *rowReader {
		r := rd(key)
		r.orders = &dateOrders{}
		orders, headings = append(orders, r.orders), append(headings, kv[key].heading)
		return r
	}
	if kv[keyStart].found {
		var g got
		r := dated(keyStart)
		k.start, g = r.finishDate(0)
		k.startRef, k.startRefused = r.ref(0), g == gotBad
	}
	if kv[keyFinished].found {
		r := dated(keyFinished)
		k.finished, _ = r.finishDate(0)
		if !k.start.IsZero() && !k.finished.IsZero() && k.finished.Before(k.start) {
			r.errorf(0, "Finished %s is before Start %s", k.finished.Format(time.DateOnly), k.start.Format(time.DateOnly))
		}
	}
	*problems = append(*problems, blockWarnings(t, orders, headings)...)
}

// knownEventType reports whether a Type names an event the rules know: one
// with a start-rating level (docs/rules.md §2), a national tournament, or one
// the title rules name (App. 2 items 1h, 3b).
func knownEventType(t string) bool {
	if _, ok := engine.TournamentLevel(t); ok {
		return true
	}
	return engine.IsNationalEvent(t) || titles.ClassifyEvent(t) != titles.OtherEvent
}

// defaultTitleTournament is Title tournament when the block does not give
// it (docs/formats.md "Crosstable"): yes for norm, championship and
// invitational types, no for promotion, thematic and cup-preliminary
// sections (App. 2 item 1h).
//
// Reading: a championship is a type naming a championship, a WC, zonal,
// Olympiad or Candidates' event, or a national tournament; an invitational
// one names "invit"; a norm tournament names "norm". Every other type
// (friendly matches, cups other than their preliminaries, open events, an
// empty Type) defaults to no: a section is a title tournament only when it
// was announced as one (Tournament Rules 10.0.1), which the block then
// says with Title tournament: yes.
func defaultTitleTournament(eventType string) bool {
	switch titles.ClassifyEvent(eventType) {
	case titles.PromotionEvent, titles.ThematicEvent, titles.CupPreliminaryEvent:
		return false
	case titles.OtherEvent:
	default:
		return true
	}
	t := strings.ToLower(eventType)
	for _, w := range []string{"norm", "champ", "invit", "wc", "world", "zonal", "olympiad", "candidate"} {
		if strings.Contains(t, w) {
			return true
		}
	}
	if strings.HasSuffix(strings.TrimSpace(t), "-ch") || strings.Contains(t, "-ch ") {
		return true
	}
	return engine.IsNationalEvent(eventType)
}
