package xlsxio

// isDateFormat reports whether a number format shows a date (docs/formats.md
// "General rules": dates may be date cells): the built-in formats 14–22
// and 45–47, the locale date formats 27–36 and 50–58, or a custom format
// code with a day, month or year letter (see isDateFormatCode). Time-only
// formats count too: such a cell in a date column is read as its date.
func isDateFormat(builtIn int, custom *string) bool {
	if custom != nil {
		return isDateFormatCode(*custom)
	}
	switch {
	case builtIn >= 14 && builtIn <= 22, builtIn >= 27 && builtIn <= 36,
		builtIn >= 45 && builtIn <= 47, builtIn >= 50 && builtIn <= 58:
		return true
	}
	return false
}

// isDateFormatCode reports whether a custom format code has d, m or y (any
// case) outside quoted text, bracketed codes ([Red], [$-409]) and escaped
// characters (\x, and the character after _ or *).
func isDateFormatCode(code string) bool {
	inQuote, inBracket := false, false
	for i := 0; i < len(code); i++ {
		c := code[i]
		switch {
		case inQuote:
			inQuote = c != '"'
		case inBracket:
			inBracket = c != ']'
		case c == '"':
			inQuote = true
		case c == '[':
			inBracket = true
		case c == '\\' || c == '_' || c == '*':
			i++
		case c == 'd' || c == 'D' || c == 'm' || c == 'M' || c == 'y' || c == 'Y':
			return true
		}
	}
	return false
}
