package engine

// ExpDet exposes the portable exponential to the external tests.
var ExpDet = expDet

// SelectGames exposes the game selection shared by all rulesets.
var SelectGames = selectGames

var Ldexp = ldexp
