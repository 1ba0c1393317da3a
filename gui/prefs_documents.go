package gui

import (
	"strings"

	"fyne.io/fyne/v2/widget"

	"ratingdesk/pdfout"
	"ratingdesk/xlsxio"
)

// The keys of the preferences of the documents: who issues and signs the
// norm documents, and the CSV files' locale.
const (
	prefIssuer    = "documentIssuer"
	prefDirector  = "documentDirector"
	prefArbiter   = "documentArbiter"
	prefCSVLocale = "csvLocale"
)

// The CSV locale choices: the value stored (xlsxio.ParseCSVLocale) and
// the words shown.
var csvLocaleChoices = []struct{ value, label string }{
	{"input", "as the input list"},
	{"en", "comma, decimal point (English Excel)"},
	{"de", "semicolon, decimal comma (German, French … Excel)"},
	{"auto", "as this computer's language"},
}

// issuer is the issuing federation or organiser printed on the norm
// documents (pdfout.NormOptions Issuer); empty: the crosstable's
// Organiser.
func (s settings) issuer() string { return s.p.String(prefIssuer) }

// director is the tournament director's name printed under the first
// signature line (pdfout.NormOptions Director); empty: the crosstable's.
func (s settings) director() string { return s.p.String(prefDirector) }

// arbiter is the arbiter's (Qualifications Commissioner's) name printed
// under the second signature line (pdfout.NormOptions Arbiter); empty:
// the crosstable's.
func (s settings) arbiter() string { return s.p.String(prefArbiter) }

// withSigners puts the preferences' issuer and signers into opt.
func (s settings) withSigners(opt pdfout.NormOptions) pdfout.NormOptions {
	opt.Issuer, opt.Director, opt.Arbiter = s.issuer(), s.director(), s.arbiter()
	return opt
}

// csvLocale is the stored CSV locale choice ("input" by default).
func (s settings) csvLocale() string { return s.p.StringWithFallback(prefCSVLocale, "input") }

// csvFormat is the separator and decimal mark of the CSV lists saved
// (desk.Request CSV): the zero value writes them as the input list had
// them.
func (s settings) csvFormat() xlsxio.CSVFormat {
	f, err := xlsxio.ParseCSVLocale(s.csvLocale())
	if err != nil {
		return xlsxio.CSVFormat{}
	}
	return f
}

// documentPrefs are the Preferences form's fields for the documents.
type documentPrefs struct {
	issuer, director, arbiter *escapeEntry
	csvLocale                 *keySelect
}

// addDocumentPrefs adds the documents' fields to the Preferences form,
// showing the preferences as they are.
func addDocumentPrefs(prefs settings, form *widget.Form) *documentPrefs {
	entry := func(text, placeholder string) *escapeEntry {
		e := newFormEntry()
		e.SetPlaceHolder(placeholder)
		e.SetText(text)
		return e
	}
	d := &documentPrefs{
		issuer:   entry(prefs.issuer(), "the crosstable's Organiser, else none"),
		director: entry(prefs.director(), "the crosstable's Tournament director, else a line"),
		arbiter:  entry(prefs.arbiter(), "the crosstable's Arbiter, else a line"),
	}
	labels := make([]string, len(csvLocaleChoices))
	selected := 0
	for i, c := range csvLocaleChoices {
		labels[i] = c.label
		if c.value == prefs.csvLocale() {
			selected = i
		}
	}
	d.csvLocale = newKeySelect(labels, nil)
	d.csvLocale.SetSelected(labels[selected])
	items := []*widget.FormItem{
		widget.NewFormItem("Issued by", d.issuer),
		widget.NewFormItem("Tournament director", d.director),
		widget.NewFormItem("Arbiter", d.arbiter),
		widget.NewFormItem("CSV files", d.csvLocale),
	}
	items[0].HintText = "federation or organiser printed on the norm documents"
	items[2].HintText = "the Qualifications Commissioner: signs the certificates"
	items[3].HintText = "separator and decimal mark of the lists saved as .csv"
	for _, it := range items {
		form.AppendItem(it)
	}
	return d
}

// save stores the documents' fields.
func (d *documentPrefs) save(prefs settings) {
	prefs.p.SetString(prefIssuer, strings.TrimSpace(d.issuer.Text))
	prefs.p.SetString(prefDirector, strings.TrimSpace(d.director.Text))
	prefs.p.SetString(prefArbiter, strings.TrimSpace(d.arbiter.Text))
	for _, c := range csvLocaleChoices {
		if c.label == d.csvLocale.Selected {
			prefs.p.SetString(prefCSVLocale, c.value)
		}
	}
}
