package desk_test

import (
	"context"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/pdfout"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// TestNormCertificatesOfTitlesHeld: the certificates both programs write
// leave out the norms of a title the player holds, and the players left
// out are listed with their norms (docs/rules.md "Titles held").
func TestNormCertificatesOfTitlesHeld(t *testing.T) {
	cts, ps := desk.ReadCrosstables("../testdata/sample-sections.xlsx", xlsxio.ReadOptions{Sheet: "GM-A"})
	if ps.HasErrors() {
		t.Fatalf("ReadCrosstables: %v", ps)
	}
	rep, ps := desk.ComputeNorms(cts[0], titles.ScaleICCF)
	if ps.HasErrors() {
		t.Fatalf("ComputeNorms: %v", ps)
	}
	refs, held, err := desk.NormCertificates(rep)
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, r := range refs {
		files = append(files, r.FileName)
	}
	// Kovačević holds SIM and achieved a GM norm; Bråten holds no title.
	if want := []string{"GM-norm-Kovacevic-900102.pdf", "CCM-norm-Braten-380101.pdf"}; !slices.Equal(files, want) {
		t.Errorf("NormCertificates(GM-A) = %q, want %q", files, want)
	}
	var lines []string
	for _, h := range held {
		lines = append(lines, desk.HeldNormsLine(rep.Crosstable.Section, h))
	}
	if len(lines) != 11 || lines[0] != "Šimić, Tomislav holds GM: no certificate for GM, SIM, IM, CCM, CCE norms" ||
		lines[3] != "Ståhlberg, Åke holds SIM: no certificate for CCM, CCE norms" {
		t.Errorf("NormCertificates(GM-A) withheld %q, want 11 players, Šimić first", lines)
	}
}

func TestHeldNormsLine(t *testing.T) {
	s := titles.NewSection([]titles.SectionPlayer{{No: 1, Name: "Ee, Emil"}, {No: 2, Name: "Ff, Fay"}}, false)
	tests := []struct {
		h    titles.HeldNorms
		want string
	}{
		{titles.HeldNorms{Player: 0, Held: titles.GM, Levels: []titles.Level{titles.GM, titles.SIM}}, "Ee, Emil holds GM: no certificate for GM, SIM norms"},
		{titles.HeldNorms{Player: 1, Held: titles.IM, Levels: []titles.Level{titles.CCE}}, "Ff, Fay holds IM: no certificate for the CCE norm"},
	}
	for _, tt := range tests {
		if got := desk.HeldNormsLine(s, tt.h); got != tt.want {
			t.Errorf("HeldNormsLine(%v) = %q, want %q", tt.h, got, tt.want)
		}
	}
}

// TestSectionFacts: the facts both programs show of a section, with the
// counts' nouns agreeing ("1 game", "2 players").
func TestSectionFacts(t *testing.T) {
	two := titles.NewSection([]titles.SectionPlayer{{No: 1, Name: "A"}, {No: 2, Name: "B"}}, false)
	two.Type = "Friendly"
	three := titles.NewSection([]titles.SectionPlayer{{No: 1, Name: "A"}, {No: 2, Name: "B"}, {No: 3, Name: "C"}}, true)
	three.Rated = false
	tests := []struct {
		name            string
		s               titles.Section
		finished, total int
		want            []string
	}{
		{"two players, one game", two, 0, 1, []string{"Friendly", "2 players", "0 of 1 game finished"}},
		{"double round, not rated", three, 2, 6, []string{"3 players, double round", "2 of 6 games finished", "not rated"}},
	}
	for _, tt := range tests {
		if got := desk.SectionFacts(&tt.s, tt.finished, tt.total); !slices.Equal(got, tt.want) {
			t.Errorf("SectionFacts(%s, %d, %d) = %q, want %q", tt.name, tt.finished, tt.total, got, tt.want)
		}
	}
}

// TestNormsWithoutIDWarn: a section read without its players' ICCF IDs
// (the ID column misspelt "IB", a fuzzer's find) gives its norms, and a
// warning at the row of each player who earns one: the norms file lists
// such a norm without an ID, and title progress refuses it
// (docs/rules.md, crosstables: "A norm of a player without an ICCF ID").
func TestNormsWithoutIDWarn(t *testing.T) {
	cts, ps := desk.ReadCrosstables("../testdata/sample-sections.xlsx", xlsxio.ReadOptions{Sheet: "GM-A"})
	if ps.HasErrors() {
		t.Fatalf("ReadCrosstables: %v", ps)
	}
	withID, ps := desk.ComputeNorms(cts[0], titles.ScaleICCF)
	if ps.HasErrors() || len(ps.Warnings()) != 0 {
		t.Fatalf("ComputeNorms with IDs: %v", ps)
	}
	earners := map[int]bool{}
	for _, c := range withID.Watch.Checks {
		if c.Earned() {
			earners[c.Player] = true
		}
	}
	for i := range cts[0].Section.Players {
		cts[0].Section.Players[i].ID = 0
	}
	rep, ps := desk.ComputeNorms(cts[0], titles.ScaleICCF)
	if ps.HasErrors() || rep == nil {
		t.Fatalf("ComputeNorms without IDs: %v", ps)
	}
	warnings := ps.Warnings()
	if len(earners) == 0 || len(warnings) != len(earners) {
		t.Fatalf("%d warnings for %d players with a norm: %v", len(warnings), len(earners), warnings)
	}
	for _, w := range warnings {
		if w.Cell == "" || !strings.Contains(w.Msg, "gives no ICCF ID") {
			t.Errorf("warning %v: want one at the player's row saying the ID is missing", w)
		}
	}
}

// TestNormDocumentsWriteTheCertificatesListed: the certificates listed
// once by the caller (NormDocuments.Listed, as `norms` lists them for
// their names and the players left out) are the ones written, not listed
// again (a review: one norms run listed them three times); without
// Listed they are listed as before.
func TestNormDocumentsWriteTheCertificatesListed(t *testing.T) {
	cts, ps := desk.ReadCrosstables("../testdata/sample-sections.xlsx", xlsxio.ReadOptions{Sheet: "GM-A"})
	if ps.HasErrors() {
		t.Fatalf("ReadCrosstables: %v", ps)
	}
	rep, ps := desk.ComputeNorms(cts[0], titles.ScaleICCF)
	if ps.HasErrors() {
		t.Fatalf("ComputeNorms: %v", ps)
	}
	listed := desk.ListCertificates(rep)
	listed.Refs = listed.Refs[:1]
	listed.Refs[0].FileName = "as-listed.pdf"
	render := func(w io.Writer, _ titles.Section, _ int, _ titles.Level, _ pdfout.NormOptions) error {
		_, err := io.WriteString(w, "certificate")
		return err
	}
	tests := []struct {
		listed *desk.CertificateList
		want   []string
	}{
		{listed, []string{"as-listed.pdf"}},
		{nil, []string{"CCM-norm-Braten-380101.pdf", "GM-norm-Kovacevic-900102.pdf"}},
	}
	for _, tt := range tests {
		dir := filepath.Join(t.TempDir(), "certs")
		written, n, err := desk.WriteNormDocuments(context.Background(), rep, desk.NormDocuments{Certificates: dir, Certificate: render, Listed: tt.listed})
		if err != nil {
			t.Fatal(err)
		}
		var files []string
		for _, w := range written {
			files = append(files, filepath.Base(w))
		}
		slices.Sort(files)
		if n != len(tt.want) || !slices.Equal(files, tt.want) {
			t.Errorf("WriteNormDocuments(Listed %v) = %d, %q, want %q", tt.listed != nil, n, files, tt.want)
		}
	}
}

// TestNormsUnpublishedRatingNotUsed: a player whose Status is
// unpublished counts for the norms with his FIDE rating, else the mean of
// the rated players (App. 2 item 2.10), whatever his Rating cell says; a
// Rating typed there is said not to be used, at its cell, with what is
// used instead (a tester's 2200 replaced without a word). A Rating equal
// to what is used, and a published player's, are not warned of.
func TestNormsUnpublishedRatingNotUsed(t *testing.T) {
	csv := "Tournament,Cup\nSection,A\nType,Master norm\nStart,2024-01-01\n\n" +
		"No,ID,Name,Rating,Status,FIDE,1,2,3,4\n" +
		"1,101,\"Aa, Anna\",2400,fixed,,x,1,1,1\n" +
		"2,102,\"Bb, Bert\",2200,unpublished,,0,x,1,1\n" +
		"3,103,\"Cc, Cleo\",2100,unpublished,2300,0,0,x,1\n" +
		"4,104,\"Dd, Dirk\",2250,unpublished,2250,0,0,0,x\n"
	path := writeTextFile(t, "unp.csv", csv)
	cts, ps := desk.ReadCrosstables(path, xlsxio.ReadOptions{})
	if ps.HasErrors() {
		t.Fatalf("ReadCrosstables: %v", ps)
	}
	_, ps = desk.ComputeNorms(cts[0], titles.ScaleICCF)
	var got []string
	for _, p := range ps.Warnings() {
		got = append(got, p.Cell+": "+p.Msg)
	}
	want := []string{
		`D8: No 2 Bb, Bert: the rating 2200 is not used for the norms, because the status is unpublished (no published ICCF rating): the norms count the player with the mean of the other players' ICCF or FIDE ratings, 2316.67 (App. 2 item 2.10; docs/rules.md "Norms", Ratings used), and the rating is his start rating for the rating period only; if it is a published rating, give the status published or fixed`,
		`D9: No 3 Cc, Cleo: the rating 2100 is not used for the norms, because the status is unpublished (no published ICCF rating): the norms count the player with the FIDE rating, 2300 (App. 2 item 2.10; docs/rules.md "Norms", Ratings used), and the rating is his start rating for the rating period only; if it is a published rating, give the status published or fixed`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("ComputeNorms(unp.csv) warnings = %q, want %q", got, want)
	}
}
