package pdfout_test

import (
	"strings"
	"testing"

	"ratingdesk/titles"
)

// TestNormStatementRequirementsWhole: the statement of norms prints every
// value and limit of the section requirements whole, never cut with an
// ellipsis (a tester: "12 games ea…" for a double round of 7 players),
// in a double round of fewer than 9 players and a single round.
func TestNormStatementRequirementsWhole(t *testing.T) {
	tests := []struct {
		name    string
		section titles.Section
	}{
		{"double round of 8", doubleSection()},
		{"single round of 13", gmSection()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path, _ := statementPDF(t, tt.section, normOptions())
			text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
			st, err := titles.NormStatement(tt.section)
			if err != nil {
				t.Fatal(err)
			}
			// The requirements' table, between its heading and the next.
			_, table, _ := strings.Cut(text, "Section requirements (App. 2 item 1)")
			table, _, _ = strings.Cut(table, "Points required for a norm")
			for _, c := range st.Requirements.Checks {
				value, limit := c.Texts()
				// The first words of the requirement: it may wrap.
				words := strings.Fields(c.Item.String())
				line := lineWith(table, strings.Join(words[:min(3, len(words))], " "))
				if !inOrder(line, value, limit) || strings.Contains(line, "…") {
					t.Errorf("statement line of %s = %q, want %q and %q whole", c.Item.Rule(), line, value, limit)
				}
			}
		})
	}
}
