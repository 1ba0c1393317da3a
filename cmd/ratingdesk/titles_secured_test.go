package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTitlesCountsSecuredNormsWhenFinal: a norm the Norms sheet marks
// secured (Norm yes, a game still to play) is listed but not counted
// towards a title, as `norms --certificates` writes no certificate for it:
// its score and overscore are final only when the player's games are
// finished (App. 2 item 2.4c; docs/rules.md §3, "Titles from norms"). A
// tester's file gave "CCM 2 norms … norms complete" for one achieved and
// one secured norm.
func TestTitlesCountsSecuredNormsWhenFinal(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "norms.csv")
	content := "ID,Name,Title level,Norm,Overscore,Status,Event,Games,GM games,SIM games\n" +
		"100003,\"Søndergaard, Åse\",CCM,yes,0,achieved,Adriatic Memorial / M,12,0,0\n" +
		"100003,\"Søndergaard, Åse\",CCM,yes,0,secured,Adriatic Jubilee 2024 / GM-A,12,2,2\n" +
		"100009,\"Novák, Tomáš\",IM,yes,0,Secured,Adriatic Jubilee 2024 / GM-A,12,2,2\n"
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"titles", path}, []string{
			"CCM 1 norm (2 needed), 12 games (24 needed): needs 1 more norm, 12 more games; 1 norm secured, counted when the player's games in the section are finished",
			"IM 0 norms (2 needed), 0 games (24 needed): needs 2 more norms, 24 more games; 1 norm secured, counted when the player's games in the section are finished",
		}},
	}
	for _, tt := range tests {
		status, stdout, stderr := runCLI(t, tt.args...)
		if status != exitOK {
			t.Fatalf("%q exited %d: %s", tt.args, status, stderr)
		}
		wantLines(t, strings.Join(tt.args, " "), stdout, tt.want...)
		if strings.Contains(stdout, "2 norms (2 needed)") {
			t.Errorf("%q counts the secured norm:\n%s", tt.args, stdout)
		}
	}
}

// TestTitlesListWithoutRD: titles reads a --list without RD (a list of the
// 2017 system), as norms reads a PGN section's --list: it takes only the
// status and the titles held (a tester: the list was refused, asking for
// an RD).
func TestTitlesListWithoutRD(t *testing.T) {
	dir := t.TempDir()
	norms := filepath.Join(dir, "norms.csv")
	list := filepath.Join(dir, "list.csv")
	files := map[string]string{
		norms: "ID,Name,Title level,Norm,Overscore,Status,Event,Games,GM games,SIM games\n" +
			"100003,\"Søndergaard, Åse\",CCM,yes,0,achieved,Adriatic Memorial / M,12,0,0\n",
		list: "ID,Name,Fed,Title,Rating,Games,Status\n100003,\"Søndergaard, Åse\",DEN,,2300,40,fixed\n",
	}
	for path, content := range files {
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	status, stdout, stderr := runCLI(t, "titles", "--norms", norms, "--list", list)
	if status != exitOK || strings.Contains(stderr, "RD") || !strings.Contains(stdout, "CCM 1 norm (2 needed)") {
		t.Errorf("titles with a list without RD = %d,\n%s%s\nwant %d, the progress and no word of an RD", status, stdout, stderr, exitOK)
	}
}

// TestTitlesGivenNoNorms: a crosstable or a list given to titles as a
// norms file is said to be what it is, with what to do, and no message
// holds markdown (a tester: "no Norms sheet found … as `ratingdesk norms`
// writes it" of a crosstable).
func TestTitlesGivenNoNorms(t *testing.T) {
	tests := []struct{ file, want string }{
		{sampleSections, "this is a crosstable, not a norms file: compute its norms first (ratingdesk norms --crosstable " + sampleSections},
		{"../../testdata/worked-example/list.csv", "this is a rating list, not a norms file"},
		{"../../testdata/sample-games.csv", "this is a game list, not a norms file"},
	}
	for _, tt := range tests {
		status, _, stderr := runCLI(t, "titles", "--norms", tt.file)
		if status != exitProblems || !strings.Contains(stderr, tt.want) || strings.Contains(stderr, "`") {
			t.Errorf("titles --norms %s = %d,\n%s\nwant %d and %q, no backticks", tt.file, status, stderr, exitProblems, tt.want)
		}
	}
}
