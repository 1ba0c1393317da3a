// Package desk is the rating officer's desk: the jobs Rating Desk does,
// which the desktop app (package gui) and the command line
// (cmd/ratingdesk) both call, so that each job runs one way only
// (docs/cli.md; docs/development.md "Layout").
//
//   - Open reads any input file by its kind (a rating list, a game list
//     or a crosstable workbook, told apart by their header rows) and
//     returns what was read with every problem found;
//   - LoadPeriod, RatePeriod and StagePeriodOutput load, rate and write a
//     rating period (docs/rules.md §1), linking the crosstables with the
//     game lists that give their colours and dates (see LoadPeriod);
//   - ComputeNorms computes a section's standings, performances and norm
//     watch (docs/rules.md §3), and StageNormDocuments writes its
//     documents: the norms workbook, the statement of norms and every
//     certificate;
//   - every output of one run is committed together (package outputs),
//     each recording its inputs with their SHA-256 (outputs.InputFile).
//
// The packages below it read and write the formats (xlsxio, pdfout,
// outputs) and hold the rules (engine, titles); desk decides nothing a
// rule decides, and holds no widget and no flag.
package desk
