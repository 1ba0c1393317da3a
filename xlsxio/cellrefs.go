package xlsxio

// refRows is how many rows' references of one column a refBlock holds.
const refRows = 1024

// refBlock holds the A1 references of one column for refRows rows in a
// row in one string, so that the Origin of each game of a large game list
// (its Result cell, "C123456") is a part of a string shared by a thousand
// games instead of a string of its own (docs/performance.md "Reading").
// The references are those cellRef makes.
type refBlock struct {
	col, base int
	text      string
	// ends[k] is the end of row base+k's reference in text.
	ends [refRows]int32
}

// ref is cellRef(col, row), from the block, which is made anew for a
// column or row it does not hold.
func (b *refBlock) ref(col, row int) string {
	if col < 0 || col >= maxSheetCols || row < 1 || row > maxSheetRows {
		return cellRef(col, row)
	}
	k := row - b.base
	if b.text == "" || col != b.col || k < 0 || k >= refRows {
		b.fill(col, row)
		k = 0
	}
	start := int32(0)
	if k > 0 {
		start = b.ends[k-1]
	}
	return b.text[start:b.ends[k]]
}

// fill makes the references of column col from row on.
func (b *refBlock) fill(col, row int) {
	letters := cellRef(col, 1)
	letters = letters[:len(letters)-1]
	buf := make([]byte, 0, refRows*(len(letters)+7))
	var digits [12]byte
	for k := range refRows {
		buf = append(buf, letters...)
		i := len(digits)
		for n := row + k; n > 0; n /= 10 {
			i--
			digits[i] = byte('0' + n%10)
		}
		buf = append(buf, digits[i:]...)
		b.ends[k] = int32(len(buf))
	}
	b.col, b.base, b.text = col, row, string(buf)
}
