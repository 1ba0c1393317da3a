package main

import (
	"path/filepath"
	"reflect"
	"testing"

	"ratingdesk/internal/synth"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// readSections reads a crosstable file and fails the test on any problem.
func readSections(t *testing.T, path string) []titles.Section {
	t.Helper()
	cts, problems := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
	if len(problems) > 0 || cts == nil {
		t.Fatalf("ReadCrosstables(%s) problems:\n%v", path, problems)
	}
	out := make([]titles.Section, len(cts))
	for i, c := range cts {
		out[i] = normalSection(c.Section)
	}
	return out
}

// normalSection gives empty title lists as nil, so that sections that
// differ only in that compare equal.
func normalSection(s titles.Section) titles.Section {
	s.Players = append([]titles.SectionPlayer(nil), s.Players...)
	for i := range s.Players {
		if len(s.Players[i].Titles) == 0 {
			s.Players[i].Titles = nil
		}
	}
	return s
}

// TestSampleSectionsUpToDate regenerates the sample crosstables and their
// game list and compares them, through the readers, with the files in
// testdata/, and with synth.SampleSections itself (every value survives
// the writer and the reader). Run `go generate ./internal/synth` after
// changing the sample.
func TestSampleSectionsUpToDate(t *testing.T) {
	dir := t.TempDir()
	if status, _, stderr := runGendata(t, "-sample", dir); status != 0 {
		t.Fatalf("gendata -sample: status %d\n%s", status, stderr)
	}
	want := synth.SampleSections()
	for i := range want {
		want[i] = normalSection(want[i])
	}
	double := want[len(want)-1:]
	for _, tt := range []struct {
		name string
		want []titles.Section
	}{
		{"sample-sections.xlsx", want},
		{"sample-section-double.csv", double},
	} {
		fresh, bundled := readSections(t, filepath.Join(dir, tt.name)), readSections(t, filepath.Join(testdataDir, tt.name))
		if !reflect.DeepEqual(fresh, tt.want) {
			t.Errorf("%s read back differs from synth.SampleSections", tt.name)
		}
		if !reflect.DeepEqual(bundled, fresh) {
			t.Errorf("%s is out of date with synth.SampleSections; run go generate ./internal/synth", filepath.Join(testdataDir, tt.name))
		}
	}
	const games = "sample-sections-games.csv"
	got, bundled := readGames(t, filepath.Join(dir, games)), readGames(t, filepath.Join(testdataDir, games))
	if !reflect.DeepEqual(got, synth.SampleSectionGames()) {
		t.Errorf("%s read back differs from synth.SampleSectionGames", games)
	}
	if !reflect.DeepEqual(bundled, got) {
		t.Errorf("%s is out of date with synth.SampleSectionGames; run go generate ./internal/synth", filepath.Join(testdataDir, games))
	}
}
