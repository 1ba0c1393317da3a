package titles

// categoryName writes a category as the norms outputs and the app show it:
// "minor L", "major 1" … "major 18".
func categoryName(c Category) string {
	if c.Major {
		return "major " + c.String()
	}
	return "minor " + c.String()
}

// CategoryName writes the category of a statement of norms, or says that
// the event's average is outside the table (App. 2 item 2.12); the norms
// workbook, the app and the command line all write it so.
func CategoryName(st Statement) string {
	if !st.HasCategory {
		return "none (average outside the table of App. 2 item 2.12)"
	}
	return categoryName(st.Category)
}
