package xlsxio_test

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/internal/synth"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// checkNorms asserts what every ReadNorms result must satisfy: errors give
// no norms; each norm has a player, a title level, an event, counts of at
// least 0 and the cell it was read from.
func checkNorms(t *testing.T, norms []xlsxio.EarnedNorm, ps xlsxio.Problems) {
	t.Helper()
	checkProblems(t, ps)
	if ps.HasErrors() && norms != nil {
		t.Fatalf("norms despite errors:\n%v", ps)
	}
	for _, n := range norms {
		if n.Player <= 0 || !n.Level.Valid() || n.Event == "" || n.Origin.Cell == "" ||
			n.Games < 0 || n.Overscore < 0 || n.GMGames < 0 || n.SIMGames < 0 {
			t.Fatalf("norm %+v: bad player, level, event, count or origin", n)
		}
	}
}

// normsHeader is the Norms sheet's header as `ratingdesk norms` writes it
// (docs/formats.md "Outputs"), in the generated order.
var normsHeader = []string{"ID", "Name", "Title level", "Norm", "Overscore", "Event", "Games", "GM games", "SIM games"}

// normLevels are the title levels a Norms sheet writes, and the level each
// reads as (LGM and LIM count as CCM and CCE).
var normLevels = []struct {
	text  string
	level titles.Level
}{{"GM", titles.GM}, {"SIM", titles.SIM}, {"IM", titles.IM}, {"CCM", titles.CCM}, {"CCE", titles.CCE}, {"lgm", titles.CCM}, {"LIM", titles.CCE}}

// newNormsCase generates the rows of a Norms sheet, with and without norm,
// and the norms ReadNorms must read from it: those of the rows with Norm
// yes, in order.
func newNormsCase(s *fuzzSource, mark byte, plain bool) (fuzzTable, []xlsxio.EarnedNorm) {
	t := fuzzTable{header: normsHeader}
	var want []xlsxio.EarnedNorm
	num := 1
	for n := 1 + s.intn(10); n > 0 && !s.done(); n-- {
		lv := normLevels[s.intn(len(normLevels))]
		earned := s.next()%3 != 0
		norm := titles.Norm{Player: fuzzID(s), Level: lv.level, Event: nonBlank(s.text(5, plain)),
			Games: s.intn(100), Overscore: s.intn(20), GMGames: s.intn(20), SIMGames: s.intn(20)}
		name := s.text(6, plain)
		count := func(v int) fuzzCell { return fuzzCell{text: s.numberText(strconv.Itoa(v), mark)} }
		t.rows = append(t.rows, []fuzzCell{
			{text: s.numberText(strconv.FormatInt(int64(norm.Player), 10), mark)}, {text: name}, {text: lv.text},
			{text: yesNoText(s, earned)}, count(norm.Overscore), {text: norm.Event}, count(norm.Games), count(norm.GMGames), count(norm.SIMGames)})
		blanks := s.intn(3) / 2
		t.blanks = append(t.blanks, blanks)
		num += blanks + 1
		if earned {
			want = append(want, xlsxio.EarnedNorm{Norm: norm, Name: name, Origin: engine.Origin{Cell: "A" + strconv.Itoa(num)}})
		}
	}
	return t, want
}

// checkNormsRead asserts that the norms read from path are want: texts as
// the reader keeps them, each read from its row.
func checkNormsRead(t *testing.T, path string, want []xlsxio.EarnedNorm, how textForm) {
	t.Helper()
	got, ps := xlsxio.ReadNorms(path, xlsxio.ReadOptions{})
	checkNorms(t, got, ps)
	if ps.HasErrors() {
		t.Fatalf("ReadNorms(%s) refused a valid Norms sheet:\n%v\nfile: %s", path, ps, showFile(path))
	}
	if len(got) != len(want) {
		t.Fatalf("ReadNorms(%s) = %d norms, want %d\nfile: %s", path, len(got), len(want), showFile(path))
	}
	for i, w := range want {
		w.Name, w.Event = readText(how.read(w.Name)), readText(how.read(w.Event))
		g := got[i]
		if g.Origin.Cell != w.Origin.Cell {
			t.Fatalf("ReadNorms(%s) norm %d read from %s, want %s", path, i+1, g.Origin.Cell, w.Origin.Cell)
		}
		g.Origin = w.Origin
		if !reflect.DeepEqual(g, w) {
			t.Fatalf("ReadNorms(%s) norm %d = %+v, want %+v\nfile: %s", path, i+1, g, w, showFile(path))
		}
	}
}

// FuzzNormsSheetRoundTrip: a Norms sheet of fuzzed rows written by
// encoding/csv and by excelize reads back to the norms of its rows with
// Norm yes, each from its row, no other.
func FuzzNormsSheetRoundTrip(f *testing.F) {
	for _, seed := range fuzzListSeeds {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s := &fuzzSource{data: data}
		form, mark := s.newCSVForm()
		table, want := newNormsCase(s, mark, false)
		path := writeFuzzFile(t, "norms.csv", table.csvBytes(t, form, func() int { return s.intn(3) }))
		checkNormsRead(t, path, want, formOf(form))

		table, want = newNormsCase(s, '.', true)
		path = filepath.Join(t.TempDir(), "norms.xlsx")
		if err := table.saveFuzzXLSX(path, "Norms"); err != nil {
			t.Fatal(err)
		}
		checkNormsRead(t, path, want, inWorkbook)
	})
}

// FuzzReadNormsCSV: any bytes read as a Norms sheet give no panic and
// well-formed norms, each read from a different non-blank row.
func FuzzReadNormsCSV(f *testing.F) {
	f.Add([]byte("ID,Name,Title level,Norm,Event,Games\n1,A,GM,yes,E,12\n2,B,IM,no,,\n3,C,lim,y,E,9\n"))
	f.Add([]byte("\ufeffID;No;Name;Title level;Norm;Overscore;Event;Games;GM games;SIM games\r\n7;1;\"X; Y\";SIM;yes;2;Cup;12;3;4\r\n"))
	f.Add([]byte("ID,Title level,Norm\n,GM,yes\n1,FM,yes\n1,GM,maybe\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		norms, ps := xlsxio.ReadNorms(fuzzFile(t, "norms.csv", data), xlsxio.ReadOptions{})
		checkNorms(t, norms, ps)
		rows := make([]int, len(norms))
		for i, n := range norms {
			rows[i] = rowOf(n.Origin.Cell)
		}
		checkRowsRead(t, data, rows)
	})
}

// FuzzNormsReportRoundTrip: the norms `ratingdesk norms` computes for a
// crosstable read from fuzzed bytes, written by WriteNormsOutput as .csv
// and .xlsx, read back by ReadNorms to the same norms (rep.Earned()).
func FuzzNormsReportRoundTrip(f *testing.F) {
	for _, sec := range synth.SampleSections() {
		path := filepath.Join(f.TempDir(), "section.csv")
		if err := xlsxio.WriteCrosstables(path, []titles.Section{sec}); err != nil {
			f.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cts, ps := xlsxio.ReadCrosstables(fuzzFile(t, "section.csv", data), xlsxio.ReadOptions{})
		if ps.HasErrors() || len(cts) != 1 {
			return
		}
		rep, ps := desk.ComputeNorms(cts[0], titles.ScaleICCF)
		if ps.HasErrors() {
			return
		}
		want := rep.Earned()
		withoutID := slices.ContainsFunc(want, func(n titles.Norm) bool { return n.Player == 0 })
		if warned := slices.ContainsFunc(ps, func(p *xlsxio.Problem) bool { return strings.Contains(p.Msg, "gives no ICCF ID") }); warned != withoutID {
			t.Fatalf("a norm without an ICCF ID: %v, warned of one: %v (%v)", withoutID, warned, ps)
		}
		for _, name := range []string{"norms.csv", "norms.xlsx"} {
			path := filepath.Join(t.TempDir(), name)
			if err := xlsxio.WriteNormsOutput(path, []string{"section.csv"}, rep, xlsxio.Notes{}); err != nil {
				// The workbook refuses a text a cell cannot hold (a
				// control character); the CSV file holds any text.
				if name == "norms.csv" {
					t.Fatalf("WriteNormsOutput(%s) = %v", name, err)
				}
				continue
			}
			got, ps := xlsxio.ReadNorms(path, xlsxio.ReadOptions{})
			checkNorms(t, got, ps)
			if withoutID {
				// Such a norm is written without an ID, and title
				// progress refuses it at its ID cell (crosstables.md).
				checkRefusedForID(t, name, ps)
				continue
			}
			if ps.HasErrors() {
				t.Fatalf("ReadNorms(%s) refused the project's own output:\n%v", name, ps)
			}
			norms := make([]titles.Norm, len(got))
			for i, n := range got {
				norms[i] = n.Norm
			}
			if len(norms) != len(want) || len(want) > 0 && !reflect.DeepEqual(norms, want) {
				t.Fatalf("ReadNorms(%s) = %+v, want %+v", name, norms, want)
			}
		}
	})
}

// checkRefusedForID checks that reading a norms file refused it, and only
// for norms without the player's ICCF ID.
func checkRefusedForID(t *testing.T, name string, ps xlsxio.Problems) {
	t.Helper()
	errs := ps.Errors()
	if len(errs) == 0 {
		t.Fatalf("ReadNorms(%s) read norms without an ICCF ID", name)
	}
	for _, p := range errs {
		if !strings.Contains(p.Msg, "a norm needs the player's ICCF ID") {
			t.Fatalf("ReadNorms(%s) refused a norm without an ICCF ID for another reason: %v", name, p)
		}
	}
}
