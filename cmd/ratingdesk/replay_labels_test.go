package main

import (
	"archive/zip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReplayExcludedLabels checks that a replay's quarter workbook names
// the file of each game not rated by its path when another input of the
// run has the same base name, even when all the quarter's games come from
// one of them (a tester: --lists-format xlsx gave each quarter only its
// own games, so the Excluded sheet of 2024/1 said games.csv; docs/formats.md
// "Excluded").
func TestReplayExcludedLabels(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a", "games.csv"), filepath.Join(dir, "b", "games.csv")
	splitGames(t, filepath.Join(historyDir, "games.csv"), "2024-01", a, b)
	lists := filepath.Join(dir, "lists")
	status, _, stderr := runCLI(t, "replay", "--list", filepath.Join(historyDir, "start-list.csv"), "--results", a, "--results", b,
		"--from", "2024/1", "--to", "2024/1", "--out", filepath.Join(dir, "h.csv"), "--lists", lists, "--lists-format", "xlsx")
	if status != exitOK {
		t.Fatalf("replay = %v, %s, want %v", status, stderr, exitOK)
	}
	text := workbookText(t, filepath.Join(lists, "list-2024-1.xlsx"))
	if strings.Contains(text, ">games.csv<") || !strings.Contains(text, ">"+a+"<") {
		t.Errorf("replay's Excluded sheet of 2024/1 names %q (a cell games.csv), want the path %s", "games.csv", a)
	}
}

// splitGames writes the games of from finished before the month before
// (YYYY-MM) to first, the others to second, each with the header row.
func splitGames(t *testing.T, from, before, first, second string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	parts := [2]strings.Builder{}
	for i, line := range lines {
		fields := strings.Split(line, ",")
		switch {
		case i == 0:
			parts[0].WriteString(line)
			parts[1].WriteString(line)
		case len(fields) > 3 && fields[3] < before:
			parts[0].WriteString(line)
		default:
			parts[1].WriteString(line)
		}
	}
	for k, path := range []string{first, second} {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(parts[k].String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// workbookText is the text of every XML part of a workbook, joined.
func workbookText(t *testing.T, path string) string {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var b strings.Builder
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		b.Write(data)
	}
	return b.String()
}
