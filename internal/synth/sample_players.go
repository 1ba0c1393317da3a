package synth

// samplePlayer is one hand-picked row of the sample list. Exact values are
// the carried full-precision values (Rules 5); an unrated row has rating,
// rd and games 0.
type samplePlayer struct {
	id         int64
	name       string
	fed        string
	titles     string // separated by spaces
	rating, rd float64
	games      int
	fide       int
	// ago is how many days before the period's first finish date the last
	// rated game finished; with old set, how many days before
	// Period.ActiveSince (0: on that very day). Unrated rows have none.
	ago     int
	old     bool
	running bool
}

// samplePlayers is the sample list, grouped by the section each player's
// games of the quarter are in (sampleSections); the list itself is
// sorted by ID.
var samplePlayers = [...]samplePlayer{
	// WC Semi-final SF12.
	{900101, "Šimić, Tomislav", "CRO", "GM", 2541.237418, 38.412206, 412, 2390, 40, false, true},
	{930101, "Đorđević, Miloš", "SRB", "GM", 2522.806153, 41.735092, 356, 2405, 25, false, true},
	{180101, "Müller, Jürgen", "GER", "SIM", 2497.115340, 35.208117, 530, 0, 12, false, true},
	{460101, "Ståhlberg, Åke", "SWE", "SIM", 2478.640022, 44.913675, 288, 0, 70, false, true},
	{360101, "Ševčík, Jiří", "CZE", "SIM IA", 2463.902871, 39.007345, 301, 0, 33, false, true},
	{150101, "Østergaard, Søren", "DEN", "IM", 2451.377054, 47.305518, 190, 0, 18, false, true},
	{420101, "Nowak, Łukasz", "POL", "IM", 2439.120466, 52.640091, 142, 2301, 55, false, true},
	{410101, "Gonçalves, João", "POR", "IM", 2427.580913, 49.118402, 176, 0, 61, false, true},
	{520101, "Kıraç, Emre", "TUR", "IM", 2418.061277, 58.802764, 97, 2288, 9, false, true},
	{480101, "Žagar, Matjaž", "SLO", "CCM", 2405.443819, 55.517630, 88, 0, 120, false, true},
	{240101, "Szőke, Gábor", "HUN", "IM", 2396.710385, 61.244017, 120, 0, 44, false, true},
	{210101, "Lefèvre, Étienne", "FRA", "CCM", 2388.934150, 66.431928, 64, 0, 80, false, true},
	{380101, "Bråten, Håkon", "NOR", "", 2379.805264, 88.090437, 24, 2350, 150, false, true},
	// Adriatic Memorial GM (also Šimić, Đorđević, Müller).
	{900102, "Kovačević, Marko", "CRO", "SIM", 2470.388602, 42.603371, 260, 0, 20, false, true},
	{930102, "Petrović, Jelena", "SRB", "LGM", 2402.176540, 57.312984, 151, 2295, 90, false, true},
	{420102, "Wiśniewski, Paweł", "POL", "SIM", 2455.902117, 45.009273, 233, 0, 14, false, true},
	{360102, "Dvořák, Tomáš", "CZE", "IM", 2432.640538, 50.906115, 118, 0, 200, false, true},
	{190101, "Muñoz, Íñigo", "ESP", "IM", 2410.270093, 63.814552, 72, 2362, 66, false, true},
	{440101, "Ionescu, Ștefan", "ROU", "IM", 2420.515776, 54.117820, 134, 0, 30, false, true},
	// Master class M-123.
	{900103, "Horvat, Ivana", "CRO", "LIM", 2215.338147, 68.702215, 58, 2120, 100, false, true},
	{180102, "Schäfer, Uwe", "GER", "CCM", 2288.019364, 59.618830, 95, 0, 45, false, true},
	{460102, "Öberg, Linnéa", "SWE", "CCE", 2190.451072, 72.309456, 47, 0, 210, false, true},
	{520102, "Yılmaz, Şükrü", "TUR", "", 2247.620931, 96.415508, 19, 0, 35, false, true},
	{410102, "Simões, Inês", "POR", "CCE", 2168.905443, 81.226714, 38, 0, 300, false, true},
	{150102, "Jørgensen, Bjørn", "DEN", "CCM", 2301.276185, 53.904027, 140, 0, 22, false, true},
	{360103, "Kučera, Přemysl", "CZE", "", 2231.846027, 164.372150, 8, 0, 120, false, true},
	// Higher class H-789.
	{180103, "Weiß, Günter", "GER", "", 2064.183310, 74.018254, 52, 0, 15, false, true},
	{460103, "Sjögren, Göran", "SWE", "", 2012.770489, 102.551906, 15, 0, 60, false, true},
	{360104, "Říha, Zdeněk", "CZE", "", 1985.402216, 83.300571, 36, 2050, 140, false, true},
	{520103, "Öztürk, Gülşen", "TUR", "", 2041.090837, 91.207743, 31, 0, 250, false, true},
	{410103, "Araújo, Conceição", "POR", "", 1967.550314, 97.012688, 29, 0, 75, false, true},
	{200101, "Mäkinen, Jukka", "FIN", "", 0, 0, 0, 2210, 0, false, true},
	{240102, "Tóth, Zsófia", "HUN", "", 1955.409728, 190.746311, 5, 2010, 180, false, true},
	// Open class O-456.
	{900104, "Knežević, Luka", "CRO", "", 0, 0, 0, 2105, 0, false, true},
	{520104, "Çelik, Barış", "TUR", "", 0, 0, 0, 1985, 0, false, true},
	{250101, "Þórsson, Sigurður", "ISL", "", 0, 0, 0, 0, 0, false, true},
	{510101, "O'Brien, Patrick", "USA", "", 0, 0, 0, 0, 0, false, true},
	{900105, "Vuković, Mateja", "CRO", "", 1744.918056, 210.233817, 3, 0, 50, false, true},
	{460104, "Lindqvist, Björn", "SWE", "", 1820.663502, 112.447960, 14, 0, 95, false, true},
	{420103, "Kamiński, Zbigniew", "POL", "", 1795.031847, 77.714306, 40, 0, 130, false, true},
	// Open class O-457.
	{190102, "Núñez, Begoña", "ESP", "", 0, 0, 0, 1840, 0, false, true},
	{280101, "Bērziņš, Jānis", "LAT", "", 0, 0, 0, 0, 0, false, true},
	{220101, "Whitaker, Gareth", "ENG", "", 1702.204419, 118.815620, 22, 0, 160, false, true},
	{210102, "Rousseau, François", "FRA", "", 1688.713095, 84.920718, 57, 0, 230, false, true},
	{230101, "Papadopoulos, Nikos", "GRE", "", 1612.300648, 230.514009, 2, 0, 40, false, true},
	{110101, "De Smet, Koen", "BEL", "", 1755.480213, 69.237155, 83, 0, 31, false, true},
	{530101, "Kovalenko, Oleksandr", "UKR", "", 1880.191764, 63.608412, 102, 0, 11, false, true},
	// Olympiad 22 Prelim, pool 3 (Kovačević plays CRO's board 1; Grgić
	// substitutes once for Jurić).
	{900106, "Babić, Željko", "CRO", "IM", 2366.472590, 51.302846, 188, 0, 27, false, true},
	{900107, "Jurić, Ante", "CRO", "CCM", 2312.820417, 58.106379, 96, 0, 39, false, true},
	{900108, "Perić, Dražen", "CRO", "CCE IA", 2244.105382, 62.417006, 77, 0, 64, false, true},
	{900109, "Grgić, Dario", "CRO", "", 2275.630951, 71.903525, 45, 0, 88, false, true},
	{930103, "Nikolić, Dušan", "SRB", "IM", 2449.061203, 46.812599, 215, 0, 17, false, true},
	{930104, "Stojanović, Bojan", "SRB", "CCM", 2351.900874, 56.208113, 110, 0, 52, false, true},
	{930105, "Ilić, Nemanja", "SRB", "", 2298.450126, 93.718834, 26, 0, 81, false, true},
	{930106, "Marković, Sanja", "SRB", "LIM", 2233.700519, 65.003318, 69, 0, 105, false, true},
	{180104, "Köhler, Bärbel", "GER", "LGM", 2380.226648, 48.403720, 244, 0, 26, false, true},
	{180105, "Groß, Matthias", "GER", "IM", 2340.809137, 53.309441, 131, 0, 48, false, true},
	{180106, "Schröder, Lukas", "GER", "", 2260.931542, 140.227509, 10, 2315, 70, false, true},
	{180107, "Hoffmann, Jörg", "GER", "CCE", 2205.603381, 67.511946, 92, 0, 58, false, true},
	{420104, "Dąbrowski, Michał", "POL", "SIM", 2458.310775, 44.428617, 270, 0, 21, false, true},
	{420105, "Wójcik, Małgorzata", "POL", "LIM", 2301.509962, 60.714283, 85, 0, 37, false, true},
	{420106, "Lewandowski, Radosław", "POL", "", 2287.142208, 72.205167, 50, 0, 93, false, true},
	{420107, "Kowalczyk, Agnieszka", "POL", "", 2199.023704, 79.915832, 33, 0, 140, false, true},
	// CRO-ch 45 Final (also Horvat, Perić, Grgić, Vuković, Babić, Knežević).
	{900110, "Rukavina, Nives", "CRO", "", 2120.370291, 99.105874, 17, 0, 200, false, true},
	// Thematic TT 2025/3.
	{150103, "Mølgaard, Anne-Mette", "DEN", "", 2090.604118, 76.612095, 61, 0, 45, false, true},
	{480102, "Kranjc, Boštjan", "SLO", "", 2140.218830, 70.300256, 73, 0, 100, false, true},
	{470101, "Ďurica, Ľubomír", "SVK", "CCE", 2172.809461, 66.605713, 99, 0, 59, false, true},
	{210103, "Bélanger, Hélène", "FRA", "", 2033.410757, 85.701449, 42, 0, 170, false, true},
	{260101, "Zanetti, Niccolò", "ITA", "", 2105.906332, 80.118574, 35, 0, 12, false, true},
	// Inactive: last game before 1 January two years back, not running.
	{102101, "Wögerer, Andreas", "AUT", "CCM", 2265.124096, 95.318027, 210, 0, 400, true, false},
	{490101, "Zürcher, Beat", "SUI", "", 2050.886513, 122.348010, 64, 0, 900, true, false},
	{200102, "Häkkinen, Päivi", "FIN", "LIM", 2180.451270, 121.806334, 75, 0, 100, true, false},
	{260102, "Bellù, Giacomo", "ITA", "", 1920.307418, 140.612273, 18, 0, 30, true, false},
	// Active without a game this quarter: an old last game but running, a
	// last game on the very first active day, and recent ones.
	{370101, "van den Bosch, Sjoerd", "NED", "", 2140.770352, 103.417738, 120, 0, 200, true, true},
	{240103, "Erdős, László", "HUN", "", 2110.503166, 97.208492, 95, 0, 0, true, false},
	{270101, "Ben-David, Yossi", "ISR", "", 2150.300911, 88.104562, 44, 0, 300, false, false},
	{100101, "Fernández, Martín", "ARG", "CCM", 2230.700487, 64.415017, 180, 0, 20, false, true},
	{255101, "Ó Súilleabháin, Seán", "IRL", "", 1980.904531, 118.702219, 12, 0, 140, false, true},
	{170101, "Põld, Tõnu", "EST", "", 2020.611842, 73.302954, 66, 0, 400, false, false},
	{290101, "Žukauskas, Darius", "LTU", "IM", 2390.208173, 50.511926, 150, 0, 8, false, true},
	{360105, "Nováková, Kateřina", "CZE", "LIM", 2210.107765, 70.807133, 88, 0, 77, false, true},
	{250102, "Guðmundsdóttir, Hrafnhildur", "ISL", "", 1890.402396, 128.904127, 13, 0, 222, false, true},
	{470102, "Kováčová, Zuzana", "SVK", "", 1850.016338, 200.114702, 11, 0, 300, false, false},
}
