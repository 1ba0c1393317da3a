package gui

import (
	"reflect"
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

// TestNamesMadeOnce: the names of the players are made once for the open
// files and once for a run, and every card takes them from there instead
// of making a map of 20,000 names each time it opens.
func TestNamesMadeOnce(t *testing.T) {
	sh, _ := newTestShell(t)
	openListAndGames(t, sh, "ID,Name,Rating,RD,Games\n100001,Alpha,2412,60,150\n100002,Beta,2301,70,90\n",
		"White,Black,Result,Finished\n100001,100002,1-0,2025-10-15\n")
	same := func(a, b map[engine.PlayerID]string) bool {
		return reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
	}
	before := sh.session.names()
	if !same(before, newPlayerCard(sh, 100001).names) || before[100002] != "Beta" {
		t.Errorf("a card before a run made its own names, or they lack Beta: %v", before)
	}
	runPeriod(t, sh, "2026/1")
	run := sh.session.run
	if c := newPlayerCard(sh, 100001); !same(c.names, run.names) || !same(sh.period.names, run.names) {
		t.Errorf("a card or the period screen after a run does not use the run's names")
	}
	sh.session.filesChanged(sh.session.ratingList())
	if same(sh.session.names(), before) {
		t.Errorf("names kept after the open files changed")
	}
}
