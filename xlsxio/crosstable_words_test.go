package xlsxio_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// statusSection is a three-player section whose Status cells are given.
func statusSection(st1, st2, st3 string) string {
	return "Tournament,Words Cup\nSection,A\nStart,2024-01-15\n\n" +
		"No,ID,Name,Fed,Rating,Status,1,2,3\n" +
		"1,101,\"Aa, Anna\",GER,2500," + st1 + ",x,1,½\n" +
		"2,102,\"Bb, Bert\",ITA,2400," + st2 + ",0,x,½\n" +
		"3,103,\"Cc, Cleo\",USA,2300," + st3 + ",½,½,x\n"
}

// problemErrors are the problems as their Error methods write them, in
// order, each checked to be a *Problem.
func problemErrors(t *testing.T, ps xlsxio.Problems) []string {
	t.Helper()
	var out []string
	for _, got := range asProblems(t, ps) {
		out = append(out, got.Error())
	}
	return out
}

// problemMessages are the messages of the problems, one a line.
func problemMessages(t *testing.T, ps xlsxio.Problems) string {
	t.Helper()
	var out []string
	for _, got := range asProblems(t, ps) {
		out = append(out, got.Cell+": "+got.Msg)
	}
	return strings.Join(out, "\n")
}

// TestCrosstableStatusWords: a crosstable's Status is read in the words of
// Tournament Rules 9.3 the app and the list exports use (fixed, published,
// unpublished) and in the older crosstable words (unfixed, unrated), and
// every message says the new ones (issue 10 point 6).
func TestCrosstableStatusWords(t *testing.T) {
	for _, tc := range []struct {
		st   [3]string
		want [3]titles.RatingStatus
	}{
		{[3]string{"fixed", "published", "unpublished"}, [3]titles.RatingStatus{titles.Fixed, titles.Unfixed, titles.Unrated}},
		{[3]string{"Fixed", "unfixed", "unrated"}, [3]titles.RatingStatus{titles.Fixed, titles.Unfixed, titles.Unrated}},
		{[3]string{"FIXED", "Published", "Unpublished"}, [3]titles.RatingStatus{titles.Fixed, titles.Unfixed, titles.Unrated}},
	} {
		path := writeTextFile(t, "words.csv", statusSection(tc.st[0], tc.st[1], tc.st[2]))
		ct, _ := readOne(t, path, xlsxio.ReadOptions{})
		for i, p := range ct.Section.Players {
			if p.Status != tc.want[i] {
				t.Errorf("ReadCrosstables(Status %q) = %v, want %v", tc.st[i], p.Status, tc.want[i])
			}
		}
	}
	_, ps := xlsxio.ReadCrosstables(writeTextFile(t, "bad.csv", statusSection("fixed", "provisional", "")), xlsxio.ReadOptions{})
	msgs := problemMessages(t, ps)
	for _, want := range []string{
		`"provisional" is not a rating status: expected fixed (30 rated games or more), published (12 to 29) or unpublished (fewer than 12, or no ICCF rating)`,
		"the player is taken as published and not fixed; write fixed, published or unpublished",
	} {
		if !strings.Contains(msgs, want) {
			t.Errorf("ReadCrosstables problems:\n%s\nwant one saying %q", msgs, want)
		}
	}
	if strings.Contains(msgs, "unfixed") || strings.Contains(msgs, "unrated") || strings.Contains(msgs, "rated and not fixed") {
		t.Errorf("ReadCrosstables problems:\n%s\nuse the old words (unfixed, unrated)", msgs)
	}
}

// TestWrittenCrosstableStatusWords: a crosstable written (the sample's
// generator, a section exported) says published and unpublished, and
// reads back the same.
func TestWrittenCrosstableStatusWords(t *testing.T) {
	ct, _ := readOne(t, writeTextFile(t, "words.csv", statusSection("fixed", "unfixed", "unrated")), xlsxio.ReadOptions{})
	out := filepath.Join(t.TempDir(), "out.csv")
	if err := xlsxio.WriteCrosstables(out, []titles.Section{ct.Section}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	if !strings.Contains(text, ",published,") || !strings.Contains(text, ",unpublished,") || strings.Contains(text, "unfixed") || strings.Contains(text, "unrated") {
		t.Errorf("WriteCrosstables wrote\n%s\nwant the Status words fixed, published, unpublished", text)
	}
	back, _ := readOne(t, out, xlsxio.ReadOptions{})
	for i, p := range back.Section.Players {
		if p.Status != ct.Section.Players[i].Status {
			t.Errorf("player %d read back as %v, written as %v", i+1, p.Status, ct.Section.Players[i].Status)
		}
	}
}
