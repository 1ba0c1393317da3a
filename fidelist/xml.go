package fidelist

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"golang.org/x/text/encoding/charmap"

	"ratingdesk/xlsxio"
)

// xmlPlayer is a <player> element of the XML list. The elements not
// named here (w_title, o_title, foa_title, k, the rapid and blitz ones)
// are not read.
type xmlPlayer struct {
	ID       string `xml:"fideid"`
	Name     string `xml:"name"`
	Country  string `xml:"country"`
	Sex      string `xml:"sex"`
	Title    string `xml:"title"`
	Rating   string `xml:"rating"`
	Games    string `xml:"games"`
	Birthday string `xml:"birthday"`
	Flag     string `xml:"flag"`
}

// scanXML reads the XML list element by element: each <player> is
// decoded alone, never the whole document.
func scanXML(file string, r io.Reader, fn func(Player) error) (Count, xlsxio.Problems) {
	d := xml.NewDecoder(r)
	d.CharsetReader = charsetReader
	var c Count
	var b bad
	root := false
	for {
		line, _ := d.InputPos()
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return c, xlsxio.Problems{errorAt(file, fmt.Sprintf("line %d", line), "the XML is broken: %v", err)}
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if se.Name.Local != "player" {
			root = root || se.Name.Local == "playerslist"
			continue
		}
		p, err := decodePlayer(d, &se, &c, &b)
		if err != nil {
			return c, xlsxio.Problems{errorAt(file, fmt.Sprintf("line %d", line), "the XML is broken: %v", err)}
		}
		if p.ID == 0 {
			continue
		}
		if err := fn(p); err != nil {
			return c, xlsxio.Problems{errorAt(file, "", "%v", err)}
		}
	}
	if !root {
		return c, xlsxio.Problems{errorAt(file, "", "this is not the FIDE rating list: expected a <playerslist> of <player> elements")}
	}
	return c, b.problems(file)
}

// decodePlayer reads one <player> element; ID 0 when it cannot be used
// (counted with errors).
func decodePlayer(d *xml.Decoder, se *xml.StartElement, c *Count, b *bad) (Player, error) {
	line, _ := d.InputPos()
	var x xmlPlayer
	if err := d.DecodeElement(&x, se); err != nil {
		return Player{}, err
	}
	c.Rows++
	id, err := strconv.ParseInt(strings.TrimSpace(x.ID), 10, 64)
	if err != nil || id <= 0 {
		b.add("line %d: <fideid> %q is not a whole number", line, x.ID)
		c.WithErrors++
		return Player{}, nil
	}
	p := Player{ID: id, Name: strings.TrimSpace(x.Name), Fed: strings.TrimSpace(x.Country), Sex: strings.TrimSpace(x.Sex),
		Title: strings.TrimSpace(x.Title), Flag: strings.TrimSpace(x.Flag), Line: line}
	var ok bool
	if p.Rating, ok = number(strings.TrimSpace(x.Rating)); !ok {
		b.add("line %d: <rating> %q is not a whole number", line, x.Rating)
		c.WithErrors++
		return Player{}, nil
	}
	p.Games, _ = number(strings.TrimSpace(x.Games))
	p.BirthYear, _ = number(strings.TrimSpace(x.Birthday))
	c.Read++
	return p, nil
}

// charsetReader reads the Latin encodings an XML declaration may name.
func charsetReader(label string, in io.Reader) (io.Reader, error) {
	switch strings.ToLower(label) {
	case "iso-8859-1", "latin1", "latin-1", "iso8859-1":
		return charmap.ISO8859_1.NewDecoder().Reader(in), nil
	case "windows-1252", "cp1252":
		return charmap.Windows1252.NewDecoder().Reader(in), nil
	}
	return nil, errors.New("the file is in the character set " + label + ", which is not read: save it as UTF-8")
}
