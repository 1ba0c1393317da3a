package xlsxio_test

import (
	"testing"

	"ratingdesk/xlsxio"
)

// today is the date the plausibility tests read with (ReadOptions.Today).
var today = ymd(2026, 3, 15)

// TestReadRatingListPlausibility: ratings outside 500–3500 and RDs outside
// (0, 350] are errors, ratings outside 1000–3000 warnings, dates before
// 1950 or after today errors (issue 8 point 3).
func TestReadRatingListPlausibility(t *testing.T) {
	const head = "ID,Name,Rating,RD,FIDE,Last game,Rating exact,Previous rating\n"
	tests := []struct {
		name, row string
		want      []string
	}{
		{"plausible", "1,A,1903,60,2100,2026-03-15,1903.2,1890", nil},
		{"rating below 500", "1,A,450,60,,,,", []string{"C2/E"}},
		{"rating above 3500", "1,A,3600,60,,,,", []string{"C2/E"}},
		{"rating 2.451", "1,A,2.451,60,,,,", []string{"C2/E"}},
		{"rating below 1000", "1,A,950,60,,,,", []string{"C2/W"}},
		{"rating above 3000", "1,A,3100,60,,,,", []string{"C2/W"}},
		{"limits are inclusive", "1,A,500,350,3500,1950-01-01,,", []string{"C2/W", "E2/W"}},
		{"RD above 350", "1,A,2000,351,,,,", []string{"D2/E"}},
		{"RD 0", "1,A,2000,0,,,,", []string{"D2/E"}},
		{"FIDE 0 is none", "1,A,2000,60,0,,,", nil},
		{"FIDE below 500", "1,A,2000,60,400,,,", []string{"E2/E"}},
		{"FIDE below 1000", "1,A,2000,60,900,,,", []string{"E2/W"}},
		{"last game in the future", "1,A,2000,60,,2026-03-16,,", []string{"F2/E"}},
		{"last game before 1950", "1,A,2000,60,,1949-12-31,,", []string{"F2/E"}},
		{"exact rating beyond the limit", "1,A,3500,60,,,3500.6,", []string{"C2/W", "G2/E"}},
		{"previous rating below 500", "1,A,2000,60,,,,100", []string{"H2/E"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTextFile(t, "list.csv", head+tt.row+"\n")
			_, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{Today: today})
			wantCells(t, ps, tt.want...)
		})
	}
}

// TestReadRatingListDefaultRDLimit: a default RD above 350 is refused.
func TestReadRatingListDefaultRDLimit(t *testing.T) {
	path := writeTextFile(t, "list.csv", "ID,Name,Rating\n1,A,2000\n")
	for _, tt := range []struct {
		rd     float64
		errors bool
	}{{350, false}, {351, true}, {999, true}} {
		if _, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{DefaultRD: tt.rd}); ps.HasErrors() != tt.errors {
			t.Errorf("ReadRatingList(DefaultRD %v) errors = %v, want %v: %v", tt.rd, ps.HasErrors(), tt.errors, ps)
		}
	}
}

// TestReadGameListPlausibility: start ratings and finish dates.
func TestReadGameListPlausibility(t *testing.T) {
	const head = "White,Black,Result,Finished,White start rating,Black start rating\n"
	tests := []struct {
		name, row string
		want      []string
	}{
		{"plausible", "1,2,1-0,2026-03-15,2200,2100", nil},
		{"start rating 4000", "1,2,1-0,,4000,", []string{"E2/E"}},
		{"start rating 10", "1,2,1-0,,,10", []string{"F2/E"}},
		{"start rating 3200", "1,2,1-0,,3200,", []string{"E2/W"}},
		{"finished tomorrow", "1,2,1-0,16.03.2026,,", []string{"D2/E"}},
		{"finished in 1900", "1,2,1-0,1900-05-01,,", []string{"D2/E"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTextFile(t, "games.csv", head+tt.row+"\n")
			_, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{Today: today})
			wantCells(t, ps, tt.want...)
		})
	}
}

// TestReadCrosstablePlausibility: the key block's dates and the start
// ratings of a crosstable.
func TestReadCrosstablePlausibility(t *testing.T) {
	tests := []struct {
		name, block, rating string
		want                []string
	}{
		{"plausible", "Start,2025-01-10\nFinished,2026-03-01\n", "2100", nil},
		{"start in the future", "Start,2027-01-10\n", "2100", []string{"B2/E"}},
		{"finished before 1950", "Finished,1949-06-30\n", "2100", []string{"B2/E"}},
		{"start rating 300", "", "300", []string{"D3/E"}},
		{"start rating 3600", "", "3600", []string{"D3/E"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			csv := "Tournament,T\n" + tt.block + "No,ID,Name,Rating,Status,1,2\n1,1,A," + tt.rating + ",fixed,x,1\n2,2,B,2000,fixed,0,x\n"
			_, ps := xlsxio.ReadCrosstables(writeTextFile(t, "t.csv", csv), xlsxio.ReadOptions{Today: today})
			wantCells(t, ps, tt.want...)
		})
	}
}

// TestTodayDefaultsToNow: without ReadOptions.Today a date far in the
// future is refused and one in the past read.
func TestTodayDefaultsToNow(t *testing.T) {
	path := writeTextFile(t, "games.csv", "White,Black,Result,Finished\n1,2,1-0,2020-01-01\n3,4,0-1,2999-01-01\n")
	_, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
	wantCells(t, ps, "D3/E")
}
