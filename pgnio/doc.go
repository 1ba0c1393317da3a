// Package pgnio reads PGN files as game lists (docs/formats.md "PGN game
// list"): the tags a rating period needs (White, Black, Result, the
// finish date, Event, the ICCF and FIDE ID tags), game by game as the file
// streams; the moves are skipped, never kept. Players without an ID tag
// are found by name on the rating list (a Lookup). The readers return
// the model types of package xlsxio (GameList, Problems), so that the
// application layer (desk) treats a PGN file as any other game list.
package pgnio
