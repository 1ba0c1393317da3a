package xlsxio

// CellRef exposes cellRef to the external tests.
var CellRef = cellRef
