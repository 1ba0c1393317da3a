package engine_test

import (
	"testing"

	"ratingdesk/engine"
)

func TestOpponentSourceString(t *testing.T) {
	tests := []struct {
		s    engine.OpponentSource
		want string
	}{
		{engine.FromList, "list"},
		{engine.FromStart, "start rating"},
		{engine.FromPrePeriod, "pre-period"},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("OpponentSource(%d).String() = %q, want %q", int(tt.s), got, tt.want)
		}
	}
}
