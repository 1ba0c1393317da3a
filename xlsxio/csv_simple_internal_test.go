package xlsxio

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
)

// parsedRecord is what the parser gives for one record.
type parsedRecord struct {
	fields []string
	line   int
	err    *csvError
}

// parseAll parses text with sep, read in pieces of chunk bytes (0: as
// the parser reads), by the general path alone when general is set.
func parseAll(text string, sep byte, chunk int, general bool) []parsedRecord {
	var in = bytes.NewReader([]byte(text))
	p := newCSVParser(in, sep, 1)
	if chunk > 0 {
		p = newCSVParser(iotest.HalfReader(in), sep, 1)
		p.buf = make([]byte, chunk)
	}
	p.loneCR = general // the general path reads every line
	var out []parsedRecord
	for {
		ok, e := p.record()
		if !ok {
			return out
		}
		r := parsedRecord{line: p.recLine, err: e}
		if e == nil {
			for i := range p.ends {
				r.fields = append(r.fields, string(p.field(i)))
			}
		}
		out = append(out, r)
		if len(out) > 10000 {
			panic("parseAll: no end")
		}
	}
}

// simpleCases are texts whose lines the simple path reads, or declines.
var simpleCases = []string{
	"White,Black,Result\r\n1,2,1-0\r\n3,4,½-½\r\n",
	"a,\"Smith, John\",c\n\"\",x,\n,,\n\n",
	"a,\"say \"\"hi\"\"\",c\r\nd,\"two\nlines\",e\r\n",
	"a,b\rc,d\re\n",
	"a,\"unclosed\r\nb,c\r\n",
	"a,\"x\"y,c\r\nnext,line\r\n",
	"a,b\"c,d\r\n\"q\",\"r\"\r\nlast",
	"nul\x00here,x\r\nok,y\r\n",
	"x\r\n\r\n\r\n",
	strings.Repeat("long,", 300) + "end\r\nshort\r\n",
}

// TestSimpleLineSameAsGeneral: the simple path gives, for every line,
// the fields, line numbers and problems the general path gives, whatever
// the separator and however the input is read.
func TestSimpleLineSameAsGeneral(t *testing.T) {
	for _, text := range simpleCases {
		for _, sep := range []byte{',', ';', '\t'} {
			in := text
			if sep != ',' {
				in = strings.ReplaceAll(text, ",", string(sep))
			}
			for _, chunk := range []int{0, 7, 64} {
				got, want := parseAll(in, sep, chunk, false), parseAll(in, sep, chunk, true)
				if !reflect.DeepEqual(got, want) {
					t.Errorf("parse(%q, sep %q, chunk %d) =\n%v\nwant (general path)\n%v", in, sep, chunk, got, want)
				}
			}
		}
	}
}

// FuzzSimpleLineSameAsGeneral: as TestSimpleLineSameAsGeneral, for any
// text.
func FuzzSimpleLineSameAsGeneral(f *testing.F) {
	for _, text := range simpleCases {
		f.Add(text, uint8(0))
	}
	f.Fuzz(func(t *testing.T, text string, chunk uint8) {
		got, want := parseAll(text, ',', int(chunk), false), parseAll(text, ',', int(chunk), true)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("parse(%q, chunk %d) =\n%s\nwant (general path)\n%s", text, chunk, fmt.Sprint(got), fmt.Sprint(want))
		}
	})
}
