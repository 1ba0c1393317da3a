// Package engine holds the ICCF rating engine: players, games, rating
// periods and the rating rulesets (docs/rules.md §1). It is pure Go and imports
// nothing outside the standard library, so that the desktop app, the
// command-line tool and the tests all compute the same numbers.
package engine
