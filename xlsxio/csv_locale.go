package xlsxio

import (
	"fmt"
	"os"
	"slices"
	"strings"
)

// CSVFormat is how a CSV file separates its fields and writes its decimal
// numbers (docs/formats.md "Outputs"; docs/cli.md `rate --csv-locale`): a
// comma with a decimal point, as English Excel reads CSV, or a semicolon
// with a decimal comma, as German, French and most other European Excel
// read it. The zero value means "as the input was" (ListExport CSV), and a
// comma with a decimal point where there is no CSV input.
type CSVFormat struct {
	// Separator is ',' or ';'; 0 for the zero value.
	Separator byte
	// Mark is the decimal mark of the numbers written.
	Mark DecimalMark
}

// writtenLike is the CSVFormat a list read from a CSV file with separator
// sep and decimal mark mark is written in "as the input was" (ListExport
// CSV): the same, unless the separator is one a spreadsheet does not take
// in a .csv file (the tab of Excel's "Unicode text", UTF-16): then commas
// with a decimal point, so that the new list opens in columns (a
// spreadsheet that wants semicolons gets them with --csv-locale or the
// app's preference).
func writtenLike(sep byte, mark DecimalMark) CSVFormat {
	if sep == ',' || sep == ';' {
		return CSVFormat{Separator: sep, Mark: mark}
	}
	return CSVComma
}

// The two CSV formats a spreadsheet reads by its locale.
var (
	// CSVComma is comma separated with a decimal point ("en").
	CSVComma = CSVFormat{Separator: ',', Mark: DecimalPoint}
	// CSVSemicolon is semicolon separated with a decimal comma ("de").
	CSVSemicolon = CSVFormat{Separator: ';', Mark: DecimalComma}
)

// pointLanguages are the languages whose Excel reads a comma-separated
// CSV file with a decimal point; every other language takes a semicolon
// and a decimal comma (the list separator Windows sets where the comma is
// the decimal mark). Reading: languages written with a decimal point
// (English, Chinese, Japanese, Korean, Hebrew, Thai and a few others);
// Swiss German, whose numbers use a point, is named by de-CH.
var pointLanguages = []string{"en", "zh", "ja", "ko", "he", "th", "hi", "ga", "mt", "ms", "fil", "tl", "sw", "de-ch", "fr-ch", "it-ch"}

// knownLanguages are the ISO 639-1 language codes (and fil, the one
// three-letter code of pointLanguages) that ParseCSVLocale takes: a
// --csv-locale value must name a language (docs/cli.md "CSV for your
// Excel"; a tester: xx and zz-ZZ were taken, writing semicolons).
var knownLanguages = strings.Fields(`aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy
da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz
ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv
mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw
sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz
ve vi vo wa wo xh yi yo za zh zu fil`)

// csvLocaleError is the error of a --csv-locale value that names no
// language ParseCSVLocale knows.
func csvLocaleError(name string) error {
	return fmt.Errorf("xlsxio: CSV locale %q: want a language code such as en (comma, decimal point), de or fr (semicolon, decimal comma), auto (this computer's) or input (as the input file)", name)
}

// ParseCSVLocale reads a --csv-locale value or the app's preference: a
// language code (knownLanguages: "en", "de", "fr", also with a region,
// "de_DE.UTF-8", "de_DE" or "pt-BR") gives the separator and decimal mark
// that language's Excel expects; "auto" does the same for this computer's
// locale (SystemLanguage; a language it does not know takes a semicolon);
// "input" gives the zero CSVFormat, the input's own. Anything else, an
// empty value or a code that is no language ("xx", "zz-ZZ") among them,
// is an error in words.
func ParseCSVLocale(name string) (CSVFormat, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	auto := n == "auto"
	switch {
	case n == "input":
		return CSVFormat{}, nil
	case auto:
		n = strings.ToLower(SystemLanguage())
	}
	n, _, _ = strings.Cut(n, ".")
	n = strings.ReplaceAll(n, "_", "-")
	lang, region, _ := strings.Cut(n, "-")
	if !auto && (!slices.Contains(knownLanguages, lang) || !validRegion(region)) {
		return CSVFormat{}, csvLocaleError(name)
	}
	if len(lang) < 2 || len(lang) > 3 || strings.Trim(lang, "abcdefghijklmnopqrstuvwxyz") != "" {
		return CSVFormat{}, csvLocaleError(name)
	}
	if slices.Contains(pointLanguages, lang+"-"+region) || slices.Contains(pointLanguages, lang) && !slices.Contains(pointLanguages, lang+"-ch") {
		return CSVComma, nil
	}
	if lang == "c" || lang == "posix" {
		return CSVComma, nil
	}
	return CSVSemicolon, nil
}

// validRegion reports whether region, after a language code, is empty or
// a region as locales write it: two letters (DE, BR) or three digits
// (419), or a script of four letters (Hans).
func validRegion(region string) bool {
	letters := strings.Trim(region, "abcdefghijklmnopqrstuvwxyz") == ""
	digits := strings.Trim(region, "0123456789") == ""
	switch len(region) {
	case 0:
		return true
	case 2, 4:
		return letters
	case 3:
		return digits
	}
	return false
}

// SystemLanguage is this computer's language for numbers, from the
// environment as POSIX systems set it (LC_ALL, LC_NUMERIC, LANG); "en"
// when none is set or it is the C locale. Reading: Windows and macOS do not
// set these for desktop programs, so "auto" gives "en" there unless they
// are set; name the language (de, fr, …) instead.
func SystemLanguage() string {
	for _, key := range []string{"LC_ALL", "LC_NUMERIC", "LANG"} {
		v := strings.TrimSpace(os.Getenv(key))
		if v != "" && v != "C" && v != "POSIX" && !strings.HasPrefix(v, "C.") {
			return v
		}
	}
	return "en"
}

// String names the format for messages: "comma, decimal point".
func (f CSVFormat) String() string {
	switch f.or(CSVComma) {
	case CSVSemicolon:
		return "semicolon, decimal comma"
	default:
		return "comma, decimal point"
	}
}

// or is f, or def for the zero value.
func (f CSVFormat) or(def CSVFormat) CSVFormat {
	if f.Separator == 0 {
		return def
	}
	return f
}
