package xlsxio_test

import (
	"bytes"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// TestEncodeResultCSVSameBytes: the new list written row by row
// (EncodeResultCSV, what `rate --out new.csv` writes) is byte for byte the
// table of ExportFromResult written by EncodeRatingCSV, for texts that
// need quotes or a formula escape, unknown columns, the 2017 system and
// both decimal marks.
func TestEncodeResultCSVSameBytes(t *testing.T) {
	formats := []xlsxio.CSVFormat{{}, xlsxio.CSVComma, xlsxio.CSVSemicolon, {Separator: ',', Mark: xlsxio.DecimalComma}, {Separator: '\t'}}
	for _, noList := range []bool{false, true} {
		for _, rs := range []engine.RulesetID{engine.ICCF2023, engine.ICCF2017} {
			for _, f := range formats {
				res, _, list := samplePeriod(t)
				res.Ruleset.ID = rs
				res.Players[0].Player.Name = `Quote "the" Player`
				res.Players[2].Player.Name = " leading space"
				res.Players[3].PeriodScore = 2.5
				if noList {
					list = nil
				}
				exp := xlsxio.ExportFromResult(res, list)
				if f.Separator != 0 {
					exp.CSV = f
				}
				var want, got bytes.Buffer
				if err := xlsxio.EncodeRatingCSV(&want, exp); err != nil {
					t.Fatal(err)
				}
				if err := xlsxio.EncodeResultCSV(&got, res, list, f); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got.Bytes(), want.Bytes()) {
					t.Errorf("EncodeResultCSV(%v, %s, no list %v) =\n%s\nwant (EncodeRatingCSV of ExportFromResult)\n%s", f, rs, noList, got.Bytes(), want.Bytes())
				}
			}
		}
	}
}
