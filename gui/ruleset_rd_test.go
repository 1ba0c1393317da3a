package gui

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/engine"
)

// writeListWithoutRD writes the sample list without its RD and RD exact
// columns (a list of the 2017 system) into a temporary folder.
func writeListWithoutRD(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "sample-list.csv"))
	if err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	for _, r := range records {
		var kept []string
		for i, f := range r {
			if h := records[0][i]; h != "RD" && h != "RD exact" {
				kept = append(kept, f)
			}
		}
		if err := w.Write(kept); err != nil {
			t.Fatal(err)
		}
	}
	w.Flush()
	path := filepath.Join(t.TempDir(), "list-2017.csv")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// selectRuleset picks a ruleset on the period screen and waits for the
// files to be read again.
func selectRuleset(t *testing.T, sh *shell, id engine.RulesetID) {
	t.Helper()
	rs, err := engine.LookupRuleset(string(id))
	if err != nil {
		t.Fatal(err)
	}
	sh.period.ruleset.SetSelected(rulesetLabel(rs))
	waitIdle(sh)
}

// TestICCF2017ListWithoutRD checks that with iccf-2017 chosen, whose
// system has no RD (docs/rules.md §1.7), a list without RD opens without
// error and the period runs without a default RD, whether the ruleset is
// chosen before or after the list is opened; choosing iccf-2023 reads the
// list again and asks for the RD.
func TestICCF2017ListWithoutRD(t *testing.T) {
	games := filepath.Join("..", "testdata", "sample-games.csv")
	for _, before := range []bool{true, false} {
		sh, _ := newTestShell(t)
		list := writeListWithoutRD(t)
		if before {
			selectRuleset(t, sh, engine.ICCF2017)
		}
		openAndWait(t, sh, list, games)
		if !before {
			if errs := sh.session.ratingList().problems.Errors(); len(errs) != 1 || !strings.Contains(errs[0].Error(), "no RD column") {
				t.Fatalf("with iccf-2023 the list has errors %v, want the missing RD column", errs)
			}
			selectRuleset(t, sh, engine.ICCF2017)
		}
		if errs := sh.session.ratingList().problems.Errors(); len(errs) > 0 {
			t.Fatalf("ruleset chosen before opening %v: errors %v, want none under iccf-2017", before, errs)
		}
		runPeriod(t, sh, "2026/1")
		if got := sh.session.run.result.Ruleset.ID; got != engine.ICCF2017 {
			t.Errorf("the period ran with %s, want iccf-2017", got)
		}
		selectRuleset(t, sh, engine.ICCF2023)
		if errs := sh.session.ratingList().problems.Errors(); len(errs) != 1 {
			t.Errorf("back to iccf-2023: errors %v, want the missing RD column", errs)
		}
		if !sh.period.runButton.Disabled() {
			t.Errorf("back to iccf-2023: Run is enabled on a list without RD")
		}
	}
}
