package xlsxio

// WorkbooksOpened counts the workbooks opened, for the external tests
// that a file is opened once (workbooksOpened).
func WorkbooksOpened() int64 { return workbooksOpened.Load() }
