package synth

// federation is an ICCF member federation's three-letter code, its share of
// the players ICCFScale draws, and the name style of its players.
type federation struct {
	code   string
	weight int
	style  *nameStyle
}

// federations are real ICCF member federation codes (the codes of the ICCF
// rating list's "Fed" column), weighted roughly by the size of their
// membership.
var federations = [...]federation{
	{"GER", 90, &germanic}, {"RUS", 70, &eastSlavic}, {"USA", 45, &anglo},
	{"ENG", 30, &anglo}, {"ITA", 35, &romance}, {"ESP", 35, &romance},
	{"FRA", 30, &romance}, {"NED", 25, &germanic}, {"POL", 40, &westSlavic},
	{"CZE", 35, &westSlavic}, {"SVK", 15, &westSlavic}, {"HUN", 20, &hungarian},
	{"CRO", 20, &southSlavic}, {"SRB", 20, &southSlavic}, {"SLO", 10, &southSlavic},
	{"BIH", 6, &southSlavic}, {"MNE", 4, &southSlavic}, {"MKD", 4, &southSlavic},
	{"BUL", 10, &southSlavic}, {"ROU", 15, &romance}, {"GRE", 12, &greek},
	{"TUR", 15, &turkic}, {"UKR", 30, &eastSlavic}, {"BLR", 15, &eastSlavic},
	{"LTU", 12, &baltic}, {"LAT", 10, &baltic}, {"EST", 8, &baltic},
	{"FIN", 15, &nordic}, {"SWE", 25, &nordic}, {"NOR", 15, &nordic},
	{"DEN", 20, &nordic}, {"ISL", 4, &nordic}, {"SCO", 10, &anglo},
	{"WLS", 5, &anglo}, {"IRL", 5, &anglo}, {"AUT", 20, &germanic},
	{"SUI", 15, &germanic}, {"BEL", 15, &germanic}, {"LUX", 3, &germanic},
	{"POR", 20, &romance}, {"BRA", 25, &romance}, {"ARG", 20, &romance},
	{"CHI", 8, &romance}, {"URU", 4, &romance}, {"PER", 5, &romance},
	{"MEX", 6, &romance}, {"COL", 5, &romance}, {"CAN", 12, &anglo},
	{"AUS", 12, &anglo}, {"NZL", 4, &anglo}, {"RSA", 5, &anglo},
	{"ISR", 8, &anglo}, {"IND", 10, &asian}, {"JPN", 5, &asian},
	{"CHN", 5, &asian}, {"KAZ", 6, &turkic}, {"AZE", 5, &turkic},
	{"GEO", 5, &eastSlavic}, {"ARM", 5, &eastSlavic}, {"MDA", 5, &romance},
	{"CUB", 5, &romance}, {"VEN", 4, &romance},
}

// federationPicker draws federations in proportion to their weights.
type federationPicker struct {
	cum   [len(federations)]int
	total int
}

func newFederationPicker() *federationPicker {
	var p federationPicker
	for i, f := range federations {
		p.total += f.weight
		p.cum[i] = p.total
	}
	return &p
}

// pick maps u in [0, total) to a federation.
func (p *federationPicker) pick(u int) *federation {
	lo, hi := 0, len(p.cum)-1
	for lo < hi {
		mid := (lo + hi) / 2
		if u < p.cum[mid] {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return &federations[lo]
}
