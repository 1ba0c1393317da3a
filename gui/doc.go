// Package gui is Rating Desk's desktop interface, built with Fyne. It holds
// screens only: every number it shows comes from the engine through xlsxio
// (the cells a saved list holds) or pdfout, and no rating rule is decided
// here (see the layout in README.md).
//
// The main window (shell.go) is a row of tabs over a task bar. Each tab is
// a screen: one file, an unexported struct holding its widgets, built by a
// newXScreen(*shell) constructor and driven by named onX callbacks, so that
// tests can tap its widgets and read what they show. A new screen is a new
// file implementing the screen interface, added to newShell's list.
//
//   - Workspace (workspace.go): the open files with their status (a
//     crosstable with its sections), recent files; files open from the menu
//     (Ctrl/Cmd+O), by dropping them on the window, or from the recent
//     list, and are read again when they change on disk.
//   - Players (players.go): the rating list, sortable by any column and
//     searchable with accents ignored; a player's card (card.go) shows the
//     period's calculation.
//   - Rating period (period.go): period, ruleset, the games read (game
//     lists and crosstables); run; the changes, the games rated and not
//     rated; saving the new list and the report.
//   - Tournaments (tournaments.go): every section of the open crosstables;
//     for the one selected its crosstable, standings with tie-breaks and
//     performances, section requirements and each player's norms per
//     level, shaded and worded by status (desk.ComputeNorms); its
//     documents (normdocs.go): the statement of norms, the certificates and
//     the norms workbook, a PDF opened in the system's viewer once saved.
//   - Problems (problems.go): every error and warning with file, sheet and
//     cell; while an error stands nothing is computed.
//
// The session (session.go) is the open files and the last period run. Long
// work runs off the UI goroutine with progress and Cancel (task.go) and
// comes back through fyne.Do. Dialogs go through an interface (dialogs.go)
// that tests replace, as they replace the shell's openURL; messages for
// people are worded in messages.go.
package gui
