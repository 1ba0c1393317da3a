// Package xlsxio reads and writes the spreadsheets of docs/formats.md: rating
// lists, game lists and crosstables from .xlsx and .csv, and the rating-list
// and norms workbooks and CSV files. Every problem in an input is reported
// with its file, sheet and cell, all at once, and nothing is written while
// an error stands.
package xlsxio
