package titles_test

import (
	"testing"

	"ratingdesk/titles"
)

func TestCheckTexts(t *testing.T) {
	tests := []struct {
		check        titles.Check
		value, limit string
	}{
		{titles.Check{Item: titles.ItemStartDate, Value: 1, Limit: 1}, "yes", "required"},
		{titles.Check{Item: titles.ItemTitleTournament, Value: 0, Limit: 1}, "no", "required"},
		{titles.Check{Item: titles.ItemPlayers, Value: 13, Limit: 9}, "13", "at least 9"},
		// A double round of fewer than 9 players counts the games each.
		{titles.Check{Item: titles.ItemPlayers, Value: 12, Limit: titles.MinDoubleRoundGames}, "12 games each", "at least 8 games each"},
		{titles.Check{Item: titles.ItemOneFederation, Value: 4, Limit: 8}, "4", "at most 8"},
		{titles.Check{Item: titles.ItemFederationKnown, Value: 0}, "0 unknown", "none unknown"},
		{titles.Check{Item: titles.ItemAssumedRating, Value: 0}, "none for this event", "required"},
	}
	for _, tt := range tests {
		value, limit := tt.check.Texts()
		if value != tt.value || limit != tt.limit {
			t.Errorf("Check{%v, %d, %d}.Texts() = %q, %q, want %q, %q",
				tt.check.Item, tt.check.Value, tt.check.Limit, value, limit, tt.value, tt.limit)
		}
	}
}
