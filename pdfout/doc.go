// Package pdfout writes the PDF documents of Rating Desk: the rating period
// report (docs/cli.md `rate --report`), the statement of title norms of a
// section (`norms --pdf`) and the norm certificates (`norms
// --certificates`), on a common document base (Document, Table, Field).
//
// Every document embeds the Go fonts as UTF-8 TrueType subsets, so that
// names print as written (Đorđević, Ševčík, Ståhlberg, Kıraç, Gonçalves);
// letters the Go fonts lack fall back to the nearest letter they have
// (Vietnamese ị → i). Pages carry a header (title, section) and a footer
// (program version, ruleset, "page x of y"; docs/rules.md §1: every output
// records its ruleset). Output is deterministic: the creation date comes
// from the input and the catalogs are sorted, so the same input gives the
// same bytes.
package pdfout
