package xlsxio_test

import (
	"testing"

	"ratingdesk/xlsxio"
)

func TestReadCrosstableOfficials(t *testing.T) {
	const table = "No,Name,Rating,Status,1,2\n1,\"Alpha, A\",2400,fixed,x,1\n2,\"Beta, B\",2300,fixed,0,x\n"
	tests := []struct {
		name, block string
		want        xlsxio.Officials
	}{
		{"none", "Tournament,Cup\n", xlsxio.Officials{}},
		{"cells", "Tournament,Cup\nArbiter,Jürgen Müller\nTournament director,Ana Horvat\nOrganiser,ICCF\n",
			xlsxio.Officials{Arbiter: "Jürgen Müller", Director: "Ana Horvat", Organiser: "ICCF"}},
		{"in one cell, other spellings", "Tournament: Cup\nQualifications Commissioner: J. Smith\nTD: A. Horvat\nOrganizer: CCF of Croatia\n",
			xlsxio.Officials{Arbiter: "J. Smith", Director: "A. Horvat", Organiser: "CCF of Croatia"}},
	}
	for _, tc := range tests {
		path := writeTextFile(t, "cup.csv", tc.block+"\n"+table)
		ct, ps := readOne(t, path, xlsxio.ReadOptions{})
		if len(ps) != 0 {
			t.Errorf("%s: ReadCrosstables problems %v, want none", tc.name, ps)
		}
		if ct.Officials != tc.want {
			t.Errorf("%s: ReadCrosstables(%q).Officials = %+v, want %+v", tc.name, tc.block, ct.Officials, tc.want)
		}
	}
}
