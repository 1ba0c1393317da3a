package gui

import (
	"testing"
	"unsafe"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

func TestPlayerSearchMadeOncePerList(t *testing.T) {
	list := &xlsxio.RatingList{Players: []engine.Player{
		{ID: 150101, Name: "Østergaard, Søren", Fed: "DEN"},
		{ID: 180102, Name: "Schäfer, Uwe", Fed: "GER"},
	}}
	var ps playerSearch
	texts := ps.of(list)
	if want := "ostergaard, soren 150101 den"; texts[0] != want {
		t.Errorf("of(list)[0] = %q, want %q", texts[0], want)
	}
	if again := ps.of(list); unsafe.SliceData(again) != unsafe.SliceData(texts) {
		t.Errorf("of(list) made the texts again for the same list")
	}
	same := list.Players[1] // a period's copy of the same player
	if got := ps.text(1, &same); unsafe.StringData(got) != unsafe.StringData(texts[1]) {
		t.Errorf("text(1, same player) = %q, made anew instead of the list's", got)
	}
	renamed := engine.Player{ID: 180102, Name: "Schaefer, Uwe", Fed: "GER"}
	if got, want := ps.text(1, &renamed), "schaefer, uwe 180102 ger"; got != want {
		t.Errorf("text(1, renamed) = %q, want %q", got, want)
	}
	newcomer := engine.Player{ID: 900001, Name: "Novák, Jan", Fed: "CZE"}
	if got, want := ps.text(2, &newcomer), "novak, jan 900001 cze"; got != want {
		t.Errorf("text(2, player not on the list) = %q, want %q", got, want)
	}
	if got := ps.of(nil); got != nil || ps.list != nil {
		t.Errorf("of(nil) = %v and keeps list %p, want nil and none", got, ps.list)
	}
}
