package xlsxio

import (
	"bytes"
	"strings"
	"testing"
)

// TestSharedTextsRoundTrip checks that the shared strings part reads back,
// through this package's reader, as the texts added, in the order of
// their indexes, each added once: texts with XML's specials, spaces at
// the ends, line breaks and a literal _x0041_.
func TestSharedTextsRoundTrip(t *testing.T) {
	texts := []string{"Plain", " lead", "trail ", "a<b>&\"c'", "two\nlines", "tab\there", "_x0041_ stays", "Łódź, Zoë", "Plain"}
	st := newSharedTexts()
	for i, s := range texts {
		idx := st.add(s)
		want := int32(i)
		if i == len(texts)-1 {
			want = 0 // "Plain" again
		}
		if idx != want {
			t.Errorf("add(%q) = %d, want %d", s, idx, want)
		}
	}
	var buf bytes.Buffer
	if err := st.writeTo(&buf); err != nil {
		t.Fatal(err)
	}
	read, err := scanSharedStrings(&buf, 100)
	if err != nil {
		t.Fatalf("scanSharedStrings: %v\n%s", err, buf.String())
	}
	for i, s := range texts[:len(texts)-1] {
		if got := read.text(i); got != s {
			t.Errorf("text %d = %q, want %q", i, got, s)
		}
	}
}

// TestDeclareSharedStrings checks the declarations packageWriter adds to
// the parts excelize writes: the content type once, and a relationship
// under an ID the workbook does not use yet.
func TestDeclareSharedStrings(t *testing.T) {
	types, err := addSharedStringsType([]byte(`<Types><Default Extension="xml"></Default></Types>`))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(types), `PartName="/xl/sharedStrings.xml"`); n != 1 || !strings.HasSuffix(string(types), "</Types>") {
		t.Errorf("addSharedStringsType = %s", types)
	}
	rels, err := addSharedStringsRel([]byte(`<Relationships><Relationship Id="rId1"></Relationship><Relationship Id="rId3"></Relationship></Relationships>`))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(rels), `<Relationship Id="rId2" Target="sharedStrings.xml"`) {
		t.Errorf("addSharedStringsRel = %s, want the shared strings under rId2", rels)
	}
	if _, err := addSharedStringsRel([]byte(`<Relationships/>`)); err == nil {
		t.Error("addSharedStringsRel of a part without </Relationships>: no error")
	}
}
