package pdfout_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/pdfout"
)

// renderSheets writes the calculation sheets opt asks for to a temporary
// file and returns its path and bytes.
func renderSheets(t *testing.T, res *engine.PeriodResult, in *engine.PeriodInput, opt pdfout.ReportOptions) (string, []byte) {
	t.Helper()
	var buf bytes.Buffer
	if err := pdfout.WriteCalculationSheets(&buf, res, in, opt); err != nil {
		t.Fatalf("WriteCalculationSheets: %v", err)
	}
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, buf.Bytes()
}

// TestCalculationSheetsOnly checks that the sheet-only document holds the
// players' sheets asked for, with header and footer, and nothing of the
// report's summary, change list or the other players (the player card's
// PDF, which a player may be sent).
func TestCalculationSheetsOnly(t *testing.T) {
	opt := exampleOptions() // with inputs: they are not printed
	for _, c := range []struct {
		name    string
		players []engine.PlayerID
		want    []string
		absent  []string
	}{
		{
			name:    "the worked example player",
			players: []engine.PlayerID{100001},
			want: []string{
				"Rating period 2026/1 — calculation sheet", "Calculation sheet: Đorđević, Milan (100001)",
				"Calculation sheet: Đorđević, Milan", "2026/1 (games finished 1 Sep 2025 – 30 Nov 2025), ruleset iccf-2023",
				// Steps a–g and his opponents, as in the report.
				"0.358 + 0.155 = 0.513", "0.450006", "2.323361", "1903.568", "published 1904", "78.16604", "82.06662",
				"Ševčík, Jiří", "Ståhlberg, Gideon", "Kıraç, Mehmet",
				"Rating Desk v1.2.3-test", "ruleset iccf-2023",
			},
			// The players who are not his opponents, the summary, the
			// change list and the inputs.
			absent: []string{
				"Gonçalves", "Müller", "Łukasiewicz", "Changes in rating period", "Biggest", "gains", "forfeit",
				"Thematic", "Open class", strings.Repeat("ab01", 16), "list-2025-4.xlsx", "— report",
			},
		},
		{
			name:    "a player without games",
			players: []engine.PlayerID{100006},
			want:    []string{"Calculation sheet: Müller, Hans-Jürgen", "No rated game in the period", "page 1 of 1"},
			absent:  []string{"Đorđević", "Ševčík", "Ståhlberg", "Kıraç", "Gonçalves", "Łukasiewicz", "Changes in rating period"},
		},
		{
			name:    "a player with one game",
			players: []engine.PlayerID{100002},
			want:    []string{"Calculation sheet: Ševčík, Jiří", "0 from 1 game\n"},
			absent:  []string{"1 games", "Gonçalves", "Changes in rating period"},
		},
		{
			name:    "two players in the order asked",
			players: []engine.PlayerID{100006, 100001},
			want:    []string{"Rating period 2026/1 — calculation sheets", "Calculation sheet: Müller, Hans-Jürgen", "Calculation sheet: Đorđević, Milan"},
			absent:  []string{"Gonçalves", "Łukasiewicz", "Changes in rating period"},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, in := workedExample()
			opt.Players = c.players
			path, _ := renderSheets(t, res, in, opt)
			text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")
			for _, want := range c.want {
				if !strings.Contains(text, want) {
					t.Errorf("sheet text lacks %q", want)
				}
			}
			for _, absent := range c.absent {
				if strings.Contains(text, absent) {
					t.Errorf("sheet text has %q, which is not the player's", absent)
				}
			}
			if got := strings.Count(text, "Calculation sheet: "); got != 2*len(c.players) {
				t.Errorf("%d sheet headings and headers, want %d", got, 2*len(c.players))
			}
			if first, _, _ := strings.Cut(text, "\n"); !strings.HasPrefix(first, "Rating period 2026/1") {
				t.Errorf("first line %q, want the header", first)
			}
			pages := strings.Count(text, "\f")
			for p := 1; p <= pages; p++ {
				if want := fmt.Sprintf("page %d of %d", p, pages); !strings.Contains(text, want) {
					t.Errorf("sheet text lacks footer %q", want)
				}
			}
		})
	}
}

// TestCalculationSheetsAreTheReportsPages checks that the sheet-only
// document prints the same sheet as the report (one sheet code): the body
// of the report's last page is that of the sheet's only page.
func TestCalculationSheetsAreTheReportsPages(t *testing.T) {
	res, in := workedExample()
	opt := exampleOptions()
	opt.Players = []engine.PlayerID{100001}
	reportPath, _ := render(t, res, in, opt)
	sheetPath, _ := renderSheets(t, res, in, opt)
	report := strings.Split(strings.TrimSuffix(poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", reportPath, "-"), "\f"), "\f")
	sheet := strings.Split(strings.TrimSuffix(poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", sheetPath, "-"), "\f"), "\f")
	if len(sheet) != 1 {
		t.Fatalf("sheet has %d pages, want 1", len(sheet))
	}
	got, want := body(sheet[0]), body(report[len(report)-1])
	if !strings.Contains(want, "Step (g)") {
		t.Fatalf("the report's last page\n%s\nis not the worked example's sheet", want)
	}
	if got != want {
		t.Errorf("sheet page body\n%s\nwant the report's sheet page\n%s", got, want)
	}
}

// body is a page's text without its header line (the document's title) and
// its footer line (the page number).
func body(page string) string {
	lines := strings.Split(strings.TrimRight(page, "\n "), "\n")
	if len(lines) < 3 {
		return ""
	}
	return strings.Join(lines[1:len(lines)-1], "\n")
}

// TestCalculationSheetsFixedBytes checks the PDF's date and that writing
// twice gives the same bytes.
func TestCalculationSheetsFixedBytes(t *testing.T) {
	res, in := workedExample()
	opt := pdfout.ReportOptions{Players: []engine.PlayerID{100001}}
	path, first := renderSheets(t, res, in, opt)
	_, second := renderSheets(t, res, in, opt)
	if !bytes.Equal(first, second) {
		t.Errorf("two sheet PDFs of the same result differ")
	}
	info := poppler(t, "pdfinfo", path)
	if !strings.Contains(info, "Jan  1") || !strings.Contains(info, "2026") {
		t.Errorf("pdfinfo\n%s\nwant the period's first valid day, 1 Jan 2026", info)
	}
	// pdffonts: name, type, encoding, then emb sub uni and the object.
	lines := strings.Split(strings.TrimSpace(poppler(t, "pdffonts", path)), "\n")
	if len(lines) < 3 {
		t.Fatalf("pdffonts lists no font:\n%s", strings.Join(lines, "\n"))
	}
	for _, l := range lines[2:] {
		if f := strings.Fields(l); len(f) < 5 || f[len(f)-5] != "yes" {
			t.Errorf("pdffonts: %q, want the font embedded", l)
		}
	}
}

func TestWriteCalculationSheetsErrors(t *testing.T) {
	res, in := workedExample()
	for _, c := range []struct {
		name string
		res  *engine.PeriodResult
		opt  pdfout.ReportOptions
	}{
		{"no result", nil, pdfout.ReportOptions{Players: []engine.PlayerID{100001}}},
		{"no player", res, pdfout.ReportOptions{}},
		{"unknown player", res, pdfout.ReportOptions{Players: []engine.PlayerID{999}}},
	} {
		err := pdfout.WriteCalculationSheets(io.Discard, c.res, in, c.opt)
		if err == nil || !strings.HasPrefix(err.Error(), "pdfout: ") {
			t.Errorf("%s: WriteCalculationSheets = %v, want a pdfout error", c.name, err)
		}
	}
	// Without the input the sheet still renders.
	if err := pdfout.WriteCalculationSheets(io.Discard, res, nil, pdfout.ReportOptions{AllPlayers: true}); err != nil {
		t.Errorf("WriteCalculationSheets(nil input) = %v", err)
	}
}
