package synth

import (
	"math/rand/v2"
	"strings"
)

// nameStyle holds the syllables a federation's surnames are built from and
// its given names, with the diacritics real lists carry.
type nameStyle struct {
	starts, mids, ends []string
	given              []string
}

var (
	southSlavic = nameStyle{
		starts: []string{"Ko", "Ma", "Pe", "Ra", "Bo", "Vu", "Ni", "Đu", "Ži", "Ša", "Ba", "Ju", "Kne", "Gr", "Ste", "Mi"},
		mids:   []string{"", "vač", "rk", "tr", "dov", "šim", "lj", "ž", "br"},
		ends:   []string{"ić", "ević", "ović", "ac", "ak", "ić", "ović"},
		given:  []string{"Tomislav", "Željko", "Dražen", "Miloš", "Dušan", "Nemanja", "Ivana", "Jelena", "Mateja", "Goran", "Đorđe", "Saša", "Živko", "Božidar"},
	}
	westSlavic = nameStyle{
		starts: []string{"No", "Dvo", "Ří", "Ko", "Wi", "Ka", "Dą", "Sz", "Wó", "Ku", "Je", "Ha", "Zie", "Ma"},
		mids:   []string{"", "vá", "ř", "śn", "mi", "br", "ch", "lin", "ce"},
		ends:   []string{"ák", "ík", "ek", "ský", "ski", "czyk", "owski", "iak", "ec"},
		given:  []string{"Jiří", "Tomáš", "Zdeněk", "Přemysl", "Kateřina", "Łukasz", "Paweł", "Małgorzata", "Michał", "Zbigniew", "Ľubomír", "Zuzana", "Radosław"},
	}
	eastSlavic = nameStyle{
		starts: []string{"Ko", "Pe", "Sme", "Vo", "Iva", "Kuz", "Mo", "Se", "Ba", "Ze", "Li"},
		mids:   []string{"", "va", "tr", "lo", "rn", "zh", "ne"},
		ends:   []string{"enko", "ov", "ev", "in", "uk", "chuk", "sky", "yan", "shvili"},
		given:  []string{"Oleksandr", "Dmytro", "Sergey", "Andrei", "Olena", "Yuriy", "Vladimir", "Natalia", "Aleksei", "Tigran", "Levan"},
	}
	germanic = nameStyle{
		starts: []string{"Mül", "Schä", "Kö", "Groß", "Schrö", "Hoff", "Wei", "Ba", "Stei", "Ha", "Lang", "Wö"},
		mids:   []string{"", "n", "ber", "el", "en", "ter"},
		ends:   []string{"ler", "fer", "mann", "er", "ner", "hardt", "bauer", "berg", "feld", "mans"},
		given:  []string{"Jürgen", "Uwe", "Günter", "Bärbel", "Matthias", "Jörg", "Lukas", "Hans-Peter", "Dörte", "Pieter", "Koen", "Beat"},
	}
	nordic = nameStyle{
		starts: []string{"Stå", "Ö", "Sjö", "Lind", "Øster", "Jør", "Mø", "Kjær", "Bergs", "Hå", "Ny", "Ås", "Mä", "Hä"},
		mids:   []string{"", "l", "gaard", "en", "ki"},
		ends:   []string{"berg", "gren", "qvist", "gaard", "sen", "ström", "lund", "holm", "dahl", "nen"},
		given:  []string{"Åke", "Linnéa", "Göran", "Björn", "Søren", "Bjørn", "Niels", "Håkon", "Sigurður", "Ingrid", "Jukka", "Päivi"},
	}
	romance = nameStyle{
		starts: []string{"Gon", "Si", "Fer", "Ma", "Ro", "Bel", "Mu", "Pe", "Lo", "Ca", "Fe", "Io", "Po", "D'An"},
		mids:   []string{"ça", "mõ", "ná", "ga", "lè", "ñ", "ri", "ne", "pes", "ge"},
		ends:   []string{"lves", "es", "ndez", "lhães", "ssi", "ini", "oz", "escu", "ez", "ère", "ón", "lo"},
		given:  []string{"João", "Inês", "Sérgio", "Íñigo", "Begoña", "Martín", "Étienne", "Hélène", "François", "Niccolò", "Ștefan", "Andreea", "Conceição", "Raúl"},
	}
	anglo = nameStyle{
		starts: []string{"Whit", "Smi", "Har", "Col", "Mc", "O'Bri", "Fitz", "Ash", "Brad", "Thorn"},
		mids:   []string{"", "a", "ing", "er"},
		ends:   []string{"aker", "th", "ley", "son", "ford", "ton", "en", "wood"},
		given:  []string{"Oliver", "Gareth", "Patrick", "Seán", "Emily", "Graham", "Duncan", "Siobhán", "Yossi", "Thomas"},
	}
	turkic = nameStyle{
		starts: []string{"Kı", "Yıl", "Öz", "Çe", "Şa", "Ay", "Gü", "Er", "Ka", "Nur"},
		mids:   []string{"", "ra", "ma", "tür", "li", "ğ"},
		ends:   []string{"ç", "z", "k", "lık", "oğlu", "can", "han", "bayev"},
		given:  []string{"Emre", "Şükrü", "Gülşen", "Barış", "Ayşe", "Çağrı", "İlker", "Nurlan", "Aydın"},
	}
	hungarian = nameStyle{
		starts: []string{"Sző", "Tó", "Er", "Kis", "Nagy", "Fü", "Ba", "Hor"},
		mids:   []string{"", "ke", "dő", "ló"},
		ends:   []string{"th", "s", "ke", "gyi", "vári", "ák", "ős"},
		given:  []string{"Gábor", "Zsófia", "László", "Ádám", "Tünde", "Győző", "Ernő"},
	}
	baltic = nameStyle{
		starts: []string{"Bēr", "Žu", "Šim", "Põ", "Kal", "Rū", "Ja", "Vai"},
		mids:   []string{"", "zi", "kaus", "na"},
		ends:   []string{"ņš", "kas", "kus", "ld", "itis", "ne", "s"},
		given:  []string{"Jānis", "Darius", "Rūta", "Tõnu", "Mārtiņš", "Ieva", "Kęstutis"},
	}
	greek = nameStyle{
		starts: []string{"Pa", "Ka", "Ge", "Ni", "Di", "Ma"},
		mids:   []string{"pa", "ra", "or", "ko", "mi"},
		ends:   []string{"dopoulos", "kis", "giou", "lidis", "ou"},
		given:  []string{"Nikos", "Giorgos", "Eleni", "Dimitris", "Christos"},
	}
	asian = nameStyle{
		starts: []string{"Ta", "Ka", "Zh", "Li", "Wa", "Su", "Ra", "Kri", "Sa"},
		mids:   []string{"", "na", "mo", "shna", "ng"},
		ends:   []string{"ka", "to", "ang", "u", "n", "ri", "moto", "murthy"},
		given:  []string{"Hiroshi", "Wei", "Arjun", "Yuki", "Priya", "Ming", "Venkat"},
	}
)

// name builds "Surname, Given" (the rating list's Name form, docs/formats.md)
// from the style's syllables.
func (s *nameStyle) name(r *rand.Rand, b *strings.Builder) string {
	b.Reset()
	b.WriteString(s.starts[r.IntN(len(s.starts))])
	b.WriteString(s.mids[r.IntN(len(s.mids))])
	b.WriteString(s.ends[r.IntN(len(s.ends))])
	b.WriteString(", ")
	b.WriteString(s.given[r.IntN(len(s.given))])
	return b.String()
}
