package engine

import "fmt"

// RulesetID names a rating system (docs/rules.md §1).
type RulesetID string

// The rulesets of docs/rules.md §1.
const (
	// ICCF2023 is the Working Rules valid since 01/10/2023 (the default).
	ICCF2023 RulesetID = "iccf-2023"
	// ICCF2025 is ICCF2023 with the designer's cap of 120 on the grown RD
	// (2025 write-up step 1b).
	ICCF2025 RulesetID = "iccf-2025"
	// ICCF2017 is the Elo-style system of Appendix 1 of the 2017
	// Tournament Rules.
	ICCF2017 RulesetID = "iccf-2017"
)

// DefaultRuleset is the ruleset used when none is named (docs/rules.md §1).
const DefaultRuleset = ICCF2023

// Params are the constants of the ICCF Glicko-style system (Rules 2.1–2.2).
type Params struct {
	// Scale converts ratings to the standardised scale: 173.7 exactly
	// (Rules 2.2a).
	Scale float64
	// Beta0 and Beta1 shape the draw probability (Rules 2.2b).
	Beta0, Beta1 float64
	// Alpha0 and Alpha1 are the colour terms of the 2025 write-up, both 0
	// in the ICCF systems.
	Alpha0, Alpha1 float64
	// C is the RD growth between periods: 25 (Rules 2.1b).
	C float64
	// GrowthThreshold: an RD above it does not grow (Rules 2.1b): 120.
	GrowthThreshold float64
	// RDFloor is the least grown RD (Rules 2.1b) and published RD (Rules 5): 30.
	RDFloor float64
	// RDCeiling is the greatest published RD (Rules 5): 250.
	RDCeiling float64
	// GrowthCap, when positive, caps the grown RD (iccf-2025: 120).
	GrowthCap float64
	// UnratedRating and UnratedRD start an unrated player without a FIDE
	// rating (Rules 2.1a): 1800 and 250.
	UnratedRating, UnratedRD float64
	// FIDERD is the RD of an unrated player starting from a FIDE rating
	// (Rules 2.1a): 150.
	FIDERD float64
}

// Ruleset is a named rating system with its parameters (docs/rules.md §1).
type Ruleset struct {
	ID RulesetID
	// Title describes the ruleset for notes, footers and the About box.
	Title string
	// Params applies to the Glicko-style rulesets (iccf-2023, iccf-2025).
	Params Params
}

// ICCFParams are the parameters of the Working Rules valid since
// 01/10/2023 (Rules 2.1–2.2, 5).
func ICCFParams() Params {
	return Params{
		Scale:           173.7,
		Beta0:           1.0986,
		Beta1:           0.17037,
		C:               25,
		GrowthThreshold: 120,
		RDFloor:         30,
		RDCeiling:       250,
		UnratedRating:   1800,
		UnratedRD:       250,
		FIDERD:          150,
	}
}

// Rulesets lists the rulesets the engine implements, default first.
func Rulesets() []Ruleset {
	p2025 := ICCFParams()
	p2025.GrowthCap = 120
	return []Ruleset{
		{ID: ICCF2023, Title: "ICCF Working Rules of the Ratings System, valid since 01/10/2023", Params: ICCFParams()},
		{ID: ICCF2025, Title: "ICCF rating algorithm (2025 write-up), RD growth capped at 120", Params: p2025},
		{ID: ICCF2017, Title: "ICCF Tournament Rules 2017, Appendix 1 (Elo-style)"},
	}
}

// LookupRuleset finds a ruleset by its ID; the empty ID gives the default.
func LookupRuleset(id string) (Ruleset, error) {
	if id == "" {
		id = string(DefaultRuleset)
	}
	for _, r := range Rulesets() {
		if string(r.ID) == id {
			return r, nil
		}
	}
	return Ruleset{}, fmt.Errorf("engine: unknown ruleset %q (want iccf-2023, iccf-2025 or iccf-2017)", id)
}
