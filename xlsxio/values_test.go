package xlsxio_test

import (
	"errors"
	"math"
	"testing"
	"time"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

func TestParseNumber(t *testing.T) {
	P, C := xlsxio.DecimalPoint, xlsxio.DecimalComma
	tests := []struct {
		in   string
		mark xlsxio.DecimalMark
		want float64
	}{
		{"2412", P, 2412},
		{"2412.0", P, 2412},
		{" 2412 ", P, 2412},
		{"2 412", P, 2412},
		{"2\u00a0412", P, 2412}, // no-break space
		{"2\u2009412", P, 2412}, // thin space
		{"2\u202f412", P, 2412}, // narrow no-break space
		{"1 234 567", P, 1234567},
		{"2,412", P, 2412},        // ambiguous, point file: thousands
		{"2,412", C, 2.412},       // ambiguous, comma file: decimal
		{"2.412", P, 2.412},       // ambiguous, point file: decimal
		{"2.412", C, 2412},        // ambiguous, comma file: thousands
		{"2411,5", P, 2411.5},     // decimal comma, unambiguous
		{"1903,568", P, 1903.568}, // four digits before: no group
		{"0,123", P, 0.123},       // leading zero: no group
		{"75,99342", P, 75.99342},
		{"1,234,567", P, 1234567},
		{"1.234.567", C, 1234567},
		{"1.234.567", P, 1234567},
		{"1,234.5", P, 1234.5},
		{"1.234,5", P, 1234.5},
		{"1 234,5", P, 1234.5},
		{"1 234.5", C, 1234.5},
		{"-12", P, -12},
		{"+12", P, 12},
		{"−12", P, -12}, // minus sign
		{".5", P, 0.5},
		{",5", P, 0.5},
		{"007", P, 7},
		{"1.5E-05", P, 1.5e-05},
		{"2.4119999999999999E3", P, 2412},
		{"1e3", P, 1000},
		{"75.993420767853323", P, 75.993420767853323},
	}
	for _, tt := range tests {
		got, err := xlsxio.ParseNumber(tt.in, tt.mark)
		if err != nil || math.Abs(got-tt.want) > 1e-12*math.Max(1, math.Abs(tt.want)) {
			t.Errorf("ParseNumber(%q, %v) = %v, %v, want %v", tt.in, tt.mark, got, err, tt.want)
		}
	}
	for _, in := range []string{"", " ", "abc", "12a", "2412.", "1..2", "1,,2", "24 12", "2 41 2",
		"1,2,3", "1.2.3", "1,234,56", "1 234,567.5", "1.2,3.4", "1,23.4", "NaN", "Inf", "-Inf",
		"0x10", "1_000", "1e", "e5", "1e5.5", "1 e5", "+", "-", "--1", "1-", "1e999", "2\t412",
		"9" + string(make([]byte, 0)) + "99999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999"} {
		if got, err := xlsxio.ParseNumber(in, xlsxio.DecimalPoint); err == nil {
			t.Errorf("ParseNumber(%q) = %v, want an error", in, got)
		} else {
			var ve *xlsxio.ValueError
			if !errors.As(err, &ve) || ve.Text != in {
				t.Errorf("ParseNumber(%q) error %v is not a ValueError for the text", in, err)
			}
		}
	}
}

func TestParseInt(t *testing.T) {
	tests := []struct {
		in   string
		want int64
	}{
		{"100001", 100001}, {"2412.0", 2412}, {"2 412", 2412}, {"-3", -3}, {"0", 0},
		{"9007199254740992", 1 << 53},
	}
	for _, tt := range tests {
		if got, err := xlsxio.ParseInt(tt.in, xlsxio.DecimalPoint); err != nil || got != tt.want {
			t.Errorf("ParseInt(%q) = %v, %v, want %v", tt.in, got, err, tt.want)
		}
	}
	for _, in := range []string{"2411.5", "abc", "", "9007199254740994", "1e300"} {
		if got, err := xlsxio.ParseInt(in, xlsxio.DecimalPoint); err == nil {
			t.Errorf("ParseInt(%q) = %v, want an error", in, got)
		}
	}
}

func TestParseDate(t *testing.T) {
	tests := []struct {
		in         string
		monthFirst bool
		want       time.Time
	}{
		{"2025-05-20", false, ymd(2025, 5, 20)},
		{"2025-5-2", false, ymd(2025, 5, 2)},
		{"2025/05/20", true, ymd(2025, 5, 20)},
		{"2025.05.20", false, ymd(2025, 5, 20)},
		{"20.05.2025", false, ymd(2025, 5, 20)},
		{"20.05.2025", true, ymd(2025, 5, 20)}, // dots are always day first
		{"5.3.2025", false, ymd(2025, 3, 5)},
		{"05/03/2025", false, ymd(2025, 3, 5)},
		{"05/03/2025", true, ymd(2025, 5, 3)},
		{"05-03-2025", false, ymd(2025, 3, 5)},
		{"05-03-2025", true, ymd(2025, 5, 3)},
		{"29/02/2024", false, ymd(2024, 2, 29)},
		{" 2025-05-20 ", false, ymd(2025, 5, 20)},
		{"2025-05-20 00:00", false, ymd(2025, 5, 20)},
		{"2025-05-20 13:45:10", false, ymd(2025, 5, 20)},
		{"2025-05-20T00:00:00Z", false, ymd(2025, 5, 20)},
		{"2025-05-20T00:00:00.000", false, ymd(2025, 5, 20)},
		{"1900-01-01", false, ymd(1900, 1, 1)},
	}
	for _, tt := range tests {
		if got, err := xlsxio.ParseDate(tt.in, tt.monthFirst); err != nil || !got.Equal(tt.want) {
			t.Errorf("ParseDate(%q, %v) = %v, %v, want %v", tt.in, tt.monthFirst, got, err, tt.want)
		}
	}
	bad := []struct {
		in         string
		monthFirst bool
	}{
		{"", false}, {"abc", false}, {"2025-13-01", false}, {"2025-02-30", false}, {"2025-04-31", false},
		{"29/02/2025", false}, {"05/15/2025", false}, {"15/05/2025", true}, {"20.05.25", false},
		{"20/05/25", false}, {"25-05-20", false}, {"2025-05", false}, {"2025-05-20-01", false},
		{"2025/05-20", false}, {"1899-12-31", false}, {"0000-01-01", false}, {"2025-00-10", false},
		{"2025-05-00", false}, {"2025-05-20 25:00", false}, {"2025-05-20 noon", false}, {"45000", false},
		{"Tuesday", false}, {"2025-05-20T", false}, {"12345-01-01", false},
	}
	for _, tt := range bad {
		if got, err := xlsxio.ParseDate(tt.in, tt.monthFirst); err == nil {
			t.Errorf("ParseDate(%q, %v) = %v, want an error", tt.in, tt.monthFirst, got)
		}
	}
}

func TestDateFromSerial(t *testing.T) {
	tests := []struct {
		serial   float64
		date1904 bool
		want     time.Time
	}{
		{1, false, ymd(1900, 1, 1)},
		{45797, false, ymd(2025, 5, 20)},
		{45797.75, false, ymd(2025, 5, 20)}, // the time of day is dropped
		{44335, true, ymd(2025, 5, 20)},     // 1904 system: 1462 days less
		{0, true, ymd(1904, 1, 1)},
		{2958465, false, ymd(9999, 12, 31)},
	}
	for _, tt := range tests {
		if got, err := xlsxio.DateFromSerial(tt.serial, tt.date1904); err != nil || !got.Equal(tt.want) {
			t.Errorf("DateFromSerial(%v, %v) = %v, %v, want %v", tt.serial, tt.date1904, got, err, tt.want)
		}
	}
	for _, s := range []float64{0, -1, 2958466, math.NaN(), math.Inf(1)} {
		if got, err := xlsxio.DateFromSerial(s, false); err == nil {
			t.Errorf("DateFromSerial(%v, false) = %v, want an error", s, got)
		}
	}
}

func TestParseYesNo(t *testing.T) {
	for in, want := range map[string]bool{
		"yes": true, "Yes": true, "Y": true, "true": true, "TRUE": true, "1": true, "x": true, "X": true,
		"no": false, "N": false, "false": false, "0": false, "": false, " ": false,
	} {
		if got, err := xlsxio.ParseYesNo(in); err != nil || got != want {
			t.Errorf("ParseYesNo(%q) = %v, %v, want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"maybe", "ja", "2", "yes no"} {
		if got, err := xlsxio.ParseYesNo(in); err == nil {
			t.Errorf("ParseYesNo(%q) = %v, want an error", in, got)
		}
	}
}

func TestParseTitles(t *testing.T) {
	tests := []struct {
		in               string
		titles, unknowns []string
	}{
		{"", nil, nil},
		{"GM", []string{"GM"}, nil},
		{"sim, ia", []string{"SIM", "IA"}, nil},
		{"GM IM,CCM  CCE", []string{"GM", "IM", "CCM", "CCE"}, nil},
		{"LGM,LIM", []string{"LGM", "LIM"}, nil},
		{"GM GM", []string{"GM"}, nil},
		{"FM, GM", []string{"FM", "GM"}, []string{"FM"}},
		{"Dr.", []string{"Dr."}, []string{"Dr."}},
		{"S.I.M.", []string{"SIM"}, nil},
		{"c.c.m., IA", []string{"CCM", "IA"}, nil},
		{"cc-im", []string{"IM"}, nil},
		{"CCGM LGM", []string{"GM", "LGM"}, nil},
		{"CC-CCM", []string{"CC-CCM"}, []string{"CC-CCM"}},
		{"CC", []string{"CC"}, []string{"CC"}},
		{"GM/IM", []string{"GM/IM"}, []string{"GM/IM"}},
		{"-", nil, nil},
		{" – ", nil, nil},
		{"- GM", []string{"-", "GM"}, []string{"-"}},
	}
	for _, tt := range tests {
		titles, unknown := xlsxio.ParseTitles(tt.in)
		if !equalStrings(titles, tt.titles) || !equalStrings(unknown, tt.unknowns) {
			t.Errorf("ParseTitles(%q) = %q, %q, want %q, %q", tt.in, titles, unknown, tt.titles, tt.unknowns)
		}
	}
}

// equalStrings compares two string slices, nil equal to empty.
func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestParseGameResult(t *testing.T) {
	tests := []struct {
		in   string
		want engine.Outcome
	}{
		{"1-0", engine.WhiteWins}, {" 1 - 0 ", engine.WhiteWins}, {"1–0", engine.WhiteWins}, {"1:0", engine.WhiteWins},
		{"0-1", engine.BlackWins}, {"0−1", engine.BlackWins},
		{"½-½", engine.Draw}, {"1/2-1/2", engine.Draw}, {"0.5-0.5", engine.Draw}, {"0,5-0,5", engine.Draw}, {"=", engine.Draw},
		{"+/-", engine.WhiteWinsForfeit}, {"+-", engine.WhiteWinsForfeit}, {"1F-0F", engine.WhiteWinsForfeit},
		{"-/+", engine.BlackWinsForfeit}, {"-+", engine.BlackWinsForfeit}, {"0f-1f", engine.BlackWinsForfeit},
		{"*", engine.Unfinished}, {"", engine.Unfinished}, {"  ", engine.Unfinished},
	}
	for _, tt := range tests {
		if got, err := xlsxio.ParseGameResult(tt.in); err != nil || got != tt.want {
			t.Errorf("ParseGameResult(%q) = %v, %v, want %v", tt.in, got, err, tt.want)
		}
	}
	// The crosstable's single-cell forms and anything else are errors.
	for _, in := range []string{"1", "0", "½", "0.5", "1/2", "+", "-", "1F", "0-0", "½-0", "1-1", "2-0", "win", "x"} {
		if got, err := xlsxio.ParseGameResult(in); err == nil {
			t.Errorf("ParseGameResult(%q) = %v, want an error", in, got)
		}
	}
}

func TestParseCrosstableCell(t *testing.T) {
	win := xlsxio.CellResult{Score: 1, Played: true, Finished: true}
	draw := xlsxio.CellResult{Score: 0.5, Played: true, Finished: true}
	loss := xlsxio.CellResult{Played: true, Finished: true}
	fwin := xlsxio.CellResult{Score: 1, Forfeit: true, Finished: true}
	floss := xlsxio.CellResult{Forfeit: true, Finished: true}
	open := xlsxio.CellResult{}
	diag := xlsxio.CellResult{NoGame: true}
	tests := []struct {
		in   string
		want xlsxio.CellResult
	}{
		{"1", win}, {" 1 ", win}, {"½", draw}, {"0.5", draw}, {"0,5", draw}, {"1/2", draw}, {"=", draw},
		{"0", loss}, {"+", fwin}, {"1F", fwin}, {"1f", fwin}, {"-", floss}, {"−", floss}, {"0F", floss},
		{"", open}, {"*", open}, {"x", diag}, {"X", diag}, {"#", diag},
	}
	for _, tt := range tests {
		if got, err := xlsxio.ParseCrosstableCell(tt.in); err != nil || got != tt.want {
			t.Errorf("ParseCrosstableCell(%q) = %+v, %v, want %+v", tt.in, got, err, tt.want)
		}
	}
	for _, in := range []string{"1-0", "2", "0.25", "y", "1 ½", "F", "+/-"} {
		if got, err := xlsxio.ParseCrosstableCell(in); err == nil {
			t.Errorf("ParseCrosstableCell(%q) = %+v, want an error", in, got)
		}
	}
}

func TestHeaderName(t *testing.T) {
	RL, GL, CT := xlsxio.RatingListKind, xlsxio.GameListKind, xlsxio.CrosstableKind
	tests := []struct {
		kind    xlsxio.Kind
		heading string
		want    string
	}{
		{RL, "ID", "ID"}, {RL, "ICCF ID", "ID"}, {RL, "ICCF-ID", "ID"}, {RL, "iccf_id", "ID"}, {RL, "Id", "ID"},
		{RL, "Player ID", "ID"}, {RL, "Code", "ID"}, {RL, "I.D.", "ID"},
		{RL, "Name", "Name"}, {RL, "Player", "Name"}, {RL, "Player name", "Name"}, {RL, "FULL NAME", "Name"},
		{RL, "Surname", "Surname"}, {RL, "Last name", "Surname"}, {RL, "Given name", "Given name"}, {RL, "First-name", "Given name"},
		{RL, "Fed", "Fed"}, {RL, "Federation", "Fed"}, {RL, "Country", "Fed"}, {RL, "Nat", "Fed"},
		{RL, "Title", "Title"}, {RL, "Titles", "Title"},
		{RL, "Rating", "Rating"}, {RL, "Rtg", "Rating"}, {RL, "Elo", "Rating"}, {RL, "ICCF rating", "Rating"},
		{RL, "RD", "RD"}, {RL, "Rating deviation", "RD"},
		{RL, "Games", "Games"}, {RL, "Gms", "Games"}, {RL, "Rated games", "Games"}, {RL, "N", "Games"},
		{RL, "Rating exact", "Rating exact"}, {RL, "Exact rating", "Rating exact"}, {RL, "rating_exact", "Rating exact"},
		{RL, "RD exact", "RD exact"}, {RL, "Exact RD", "RD exact"},
		{RL, "FIDE", "FIDE"}, {RL, "FIDE rating", "FIDE"},
		{RL, "Last game", "Last game"}, {RL, "Last rated game", "Last game"},
		{RL, "Running", "Running"}, {RL, "In running tournament", "Running"},
		{RL, "Status", "Status"}, {RL, "Active", "Active"}, {RL, "Previous rating", "Previous rating"},
		{RL, "Change", "Change"}, {RL, "Period games", "Period games"}, {RL, "Period score", "Period score"},
		{RL, "\ufeffID", "ID"}, {RL, " Rating\u00a0exact ", "Rating exact"},
		{GL, "White", "White"}, {GL, "White ID", "White"}, {GL, "Black", "Black"}, {GL, "black-id", "Black"},
		{GL, "Result", "Result"}, {GL, "Res", "Result"}, {GL, "Res.", "Result"},
		{GL, "Finished", "Finished"}, {GL, "Date", "Finished"}, {GL, "End date", "Finished"},
		{GL, "Tournament", "Tournament"}, {GL, "Event", "Tournament"}, {GL, "Section", "Section"}, {GL, "Group", "Section"},
		{GL, "Type", "Type"}, {GL, "Event type", "Type"},
		{GL, "White start rating", "White start rating"}, {GL, "Black start rating", "Black start rating"},
		{GL, "White substitute for", "White substitute for"}, {GL, "Black substitute for", "Black substitute for"},
		{CT, "No", "No"}, {CT, "No.", "No"}, {CT, "ID", "ID"}, {CT, "Withdrawn", "Withdrawn"}, {CT, "Score", "Score"},
	}
	for _, tt := range tests {
		if got, ok := xlsxio.HeaderName(tt.kind, tt.heading); !ok || got != tt.want {
			t.Errorf("HeaderName(%v, %q) = %q, %v, want %q", tt.kind, tt.heading, got, ok, tt.want)
		}
	}
	for _, tt := range []struct {
		kind    xlsxio.Kind
		heading string
	}{{RL, "Club"}, {RL, "White"}, {GL, "ID"}, {GL, "Rating"}, {CT, "1"}, {xlsxio.Unknown, "ID"}, {RL, ""}} {
		if got, ok := xlsxio.HeaderName(tt.kind, tt.heading); ok {
			t.Errorf("HeaderName(%v, %q) = %q, want not known", tt.kind, tt.heading, got)
		}
	}
}

func TestKindString(t *testing.T) {
	for k, want := range map[xlsxio.Kind]string{
		xlsxio.RatingListKind: "rating list", xlsxio.GameListKind: "game list",
		xlsxio.CrosstableKind: "crosstable", xlsxio.Unknown: "unknown",
	} {
		if got := k.String(); got != want {
			t.Errorf("Kind(%d).String() = %q, want %q", k, got, want)
		}
	}
}
