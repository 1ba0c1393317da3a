// Package titles is the computational core of crosstables and title norms:
// standings with the ICCF tie-breaks (Tournament Rules 7.2, docs/rules.md §4),
// performance ratings (docs/rules.md §5), the section requirements and the
// statement of norms (Tournament Rules 10, Appendix 2, docs/rules.md §3), the
// norm watch of a running section, section categories (App. 2 item 2.12)
// and a player's progress towards a title (Tournament Rules 10.2–10.6).
//
// The package works on an in-memory Section that a crosstable reader fills.
// It imports nothing outside the standard library and ratingdesk/engine.
// Its computations are exact where the rules count (half points, W_ei in
// integer ten-thousandths) and bit-for-bit deterministic across machines
// where they use floating point (engine.Pow10 and engine.Log10).
package titles
