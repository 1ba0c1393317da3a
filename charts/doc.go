// Package charts draws the pictures of the period report and of the
// desktop app with gonum.org/v1/plot: the distribution of the rating
// changes of a period (a histogram) and a player's expected score against
// each opponent (docs/guide.md "Your first rating period"). It sits at the
// level of the formats (README.md "Layout"): it imports engine and
// gonum/plot only, and gives PNG bytes that pdfout embeds in the report and
// the gui shows on screen.
//
// Every chart is drawn with the same embedded font (Liberation Sans), at a
// fixed size and resolution, so that the same input gives the same bytes
// and the report stays reproducible.
package charts
