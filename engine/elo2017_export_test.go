package engine

// Internals of the iccf-2017 ruleset exposed to the external tests.
var (
	EloLog    = eloLog
	EloRound4 = eloRound4
	EloPow10  = eloPow10
)
