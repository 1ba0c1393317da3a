package desk

// SuspectName exposes suspectName to the external tests.
var SuspectName = suspectName
