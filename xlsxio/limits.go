package xlsxio

const (
	maxCellChars     = 32767
	maxUnpackedBytes = 256 << 20
)
