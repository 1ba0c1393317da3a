package gui

import "testing"

func TestWindowTitle(t *testing.T) {
	tests := []struct {
		opts Options
		want string
	}{
		{Options{}, "Rating Desk"},
		{Options{Version: "0.1.0"}, "Rating Desk 0.1.0"},
		{Options{ListPath: "testdata/sample-list.xlsx"}, "Rating Desk — sample-list.xlsx"},
		{Options{ListPath: "lists/2026-1.csv", Version: "v0.2.0-3-gabc1234"}, "Rating Desk v0.2.0-3-gabc1234 — 2026-1.csv"},
	}
	for _, tt := range tests {
		if got := windowTitle(tt.opts); got != tt.want {
			t.Errorf("windowTitle(%+v) = %q, want %q", tt.opts, got, tt.want)
		}
	}
}
