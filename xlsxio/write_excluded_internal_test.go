package xlsxio

import (
	"testing"

	"ratingdesk/engine"
	"ratingdesk/outputs"
)

func TestExcludedCell(t *testing.T) {
	cols := &engine.GameColumns{engine.FieldWhite: "A", engine.FieldBlack: "B", engine.FieldFinished: "D"}
	listed := engine.Game{Origin: engine.Origin{Cell: "C24"}, Cells: engine.GameCells{Row: 24, Cols: cols}}
	crosstable := engine.Game{Origin: engine.Origin{Cell: "F9"}} // no cell of its own for the date
	tests := []struct {
		name   string
		game   engine.Game
		reason engine.ExclusionReason
		want   string
	}{
		{"after the period", listed, engine.ExcludedAfterPeriod, "D24"},
		{"before the period", listed, engine.ExcludedBeforePeriod, "D24"},
		{"forfeit", listed, engine.ExcludedForfeit, "C24"},
		{"not finished", listed, engine.ExcludedUnfinished, "C24"},
		{"after, no date cell", crosstable, engine.ExcludedAfterPeriod, "F9"},
	}
	for _, tt := range tests {
		if got := ExcludedCell(&tt.game, tt.reason); got != tt.want {
			t.Errorf("ExcludedCell(%s) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestFileLabels(t *testing.T) {
	// Base names, unless two files share one (a tester: every Excluded row
	// said games.csv for in/q1/games.csv and in/q2/games.csv).
	game := func(file string) engine.Game { return engine.Game{Origin: engine.Origin{File: file}} }
	tests := []struct {
		name   string
		files  []string
		inputs []string // the run's input files (Notes.Inputs)
		want   map[string]string
	}{
		{"distinct base names", []string{"in/q1/list-games.csv", "in/sections.xlsx", "in/q1/list-games.csv"}, nil,
			map[string]string{"in/q1/list-games.csv": "list-games.csv", "in/sections.xlsx": "sections.xlsx"}},
		{"the same base name", []string{"in/q1/games.csv", "in/q2/games.csv", "sections.xlsx"}, nil,
			map[string]string{"in/q1/games.csv": "in/q1/games.csv", "in/q2/games.csv": "in/q2/games.csv", "sections.xlsx": "sections.xlsx"}},
		// A replay's quarter whose games all come from one of two
		// games.csv files (a tester: its Excluded sheet said games.csv).
		{"the same base name among the inputs", []string{"a/games.csv", "a/games.csv"}, []string{"list.csv", "a/games.csv", "b/games.csv"},
			map[string]string{"list.csv": "list.csv", "a/games.csv": "a/games.csv", "b/games.csv": "b/games.csv"}},
		{"inputs without games", nil, []string{"list.csv", "games.csv"},
			map[string]string{"list.csv": "list.csv", "games.csv": "games.csv"}},
	}
	for _, tt := range tests {
		in := &engine.PeriodInput{}
		for _, f := range tt.files {
			in.Games = append(in.Games, game(f))
		}
		var inputs []outputs.InputFile
		for _, f := range tt.inputs {
			inputs = append(inputs, outputs.InputFile{Path: f})
		}
		got := fileLabels(in, inputs)
		if len(got) != len(tt.want) {
			t.Errorf("fileLabels(%s) = %v, want %v", tt.name, got, tt.want)
		}
		for f, want := range tt.want {
			if got[f] != want {
				t.Errorf("fileLabels(%s)[%q] = %q, want %q", tt.name, f, got[f], want)
			}
		}
	}
}
