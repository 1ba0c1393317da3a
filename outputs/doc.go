// Package outputs writes Rating Desk's output files safely (docs/formats.md
// "General rules": inputs are never modified; outputs are written to a
// temporary file in the same folder and renamed into place).
//
// It has three parts, used by xlsxio, pdfout, the app and the command:
//
//   - Check and CheckDir refuse, before any work, an output that cannot be
//     written: a folder that does not exist or cannot be written to, an
//     extension the command does not write, a path that is an input, an
//     existing file this process may not write (read-only, immutable);
//     OpenIn tells an output open in LibreOffice or Excel, for a warning;
//   - a Batch stages every output of one run to a temporary file beside
//     it and commits them together: all of them or none, never a mix of
//     old and new (docs/rules.md "Atomic output");
//   - WriteFile is the single-file atomic write, a batch of one.
//
// Temporary files are named ".NAME-DIGITS.tmp" beside the output NAME;
// those a killed run left are removed when the next batch stages NAME.
// The package uses the standard library only.
package outputs
