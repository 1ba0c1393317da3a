// Package trfio reads and writes crosstable sections as the FIDE Tournament
// Report File (TRF-16, TRF26, and the one-letter titles of TRF06), the
// format tournament software such as Swiss-Manager and Vega exchanges
// (docs/formats.md "TRF"). It belongs to the formats layer: it returns the
// model of package xlsxio (xlsxio.Crosstable, xlsxio.Problems) and computes
// no rule; standings come from package titles through package desk.
//
// A problem names its place as "line 14, column 92" in Problem.Cell (the
// columns counted from 1, as the TRF layout numbers them).
package trfio
