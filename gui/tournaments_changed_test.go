package gui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTournamentSavesCheckTheCrosstableFirst: a save of a section's
// norm documents first checks its crosstable on disk, as the Rating
// period and History tabs' saves check their files: after a change
// nothing is written, the file is read again and the user is told why,
// in the words the other tabs use (before, the documents were written
// from the norms of the file as it was, with the SHA-256 of the file as
// it is). Unchanged, the same save writes its file.
func TestTournamentSavesCheckTheCrosstableFirst(t *testing.T) {
	for _, tt := range []struct {
		name string
		save func(s *tournamentsScreen, sec *section, out string)
		// written is the file the save writes into out.
		written func(out string) string
	}{
		{"statement", func(s *tournamentsScreen, sec *section, out string) {
			s.saveStatement(sec, filepath.Join(out, "statement.pdf"))
		},
			func(out string) string { return filepath.Join(out, "statement.pdf") }},
		{"norms workbook", func(s *tournamentsScreen, sec *section, out string) {
			s.saveNormsBook(sec, filepath.Join(out, "norms.xlsx"))
		},
			func(out string) string { return filepath.Join(out, "norms.xlsx") }},
		{"certificates", func(s *tournamentsScreen, sec *section, out string) {
			s.saveCertificates(sec, filepath.Join(out, "certs"), "", time.Time{})
		}, func(out string) string { return filepath.Join(out, "certs") }},
	} {
		for _, changed := range []bool{true, false} {
			t.Run(tt.name+map[bool]string{true: ", crosstable changed", false: ", unchanged"}[changed], func(t *testing.T) {
				sh, d := newTestShell(t)
				cross := copyFile(t, sampleSections, t.TempDir())
				openAndWait(t, sh, cross)
				s := showSection(t, sh, "GM-A")
				if changed {
					later := time.Now().Add(time.Hour)
					if err := os.Chtimes(cross, later, later); err != nil {
						t.Fatal(err)
					}
				}
				out := t.TempDir()
				tt.save(s, s.selected, out)
				waitIdle(sh)
				_, err := os.Stat(tt.written(out))
				if wrote := err == nil; wrote == changed {
					t.Errorf("save of the %s, crosstable changed %v: wrote %v (told %q), want %v", tt.name, changed, wrote, d.told, !changed)
				}
				if !changed {
					return
				}
				if got := sh.session.changed(); len(got) != 0 {
					t.Errorf("after the save refused, changed files %q, want none: the crosstable read again", got)
				}
				name := filepath.Base(cross)
				if !containsAll(d.lastTold(), "Not saved: Nothing was saved: "+name+" changed on disk after the norms of ", "Rating Desk read it again",
					"Check the section's norms as they are now, then save.") {
					t.Errorf("save of the %s after a change told %q, want why nothing was saved", tt.name, d.lastTold())
				}
			})
		}
	}
}

// TestTournamentSaveDialogsCheckFirst: the Tournaments tab's Save
// buttons check the section's crosstable for changes on disk before the
// Save dialog (or the certificates' form) opens, as the Rating period tab's do (a tester typed a name
// first and was told only then that nothing was saved).
func TestTournamentSaveDialogsCheckFirst(t *testing.T) {
	for _, tt := range []struct {
		name string
		save func(*tournamentsScreen)
	}{
		{"statement", (*tournamentsScreen).onSaveStatement},
		{"norms workbook", (*tournamentsScreen).onSaveNormsBook},
		{"certificates", (*tournamentsScreen).onSaveCertificates},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sh, d := newTestShell(t)
			cross := copyFile(t, sampleSections, t.TempDir())
			openAndWait(t, sh, cross)
			s := showSection(t, sh, "GM-A")
			later := time.Now().Add(time.Hour)
			if err := os.Chtimes(cross, later, later); err != nil {
				t.Fatal(err)
			}
			d.savePath = filepath.Join(t.TempDir(), "out.pdf")
			tt.save(s)
			waitIdle(sh)
			if len(d.saveSuggested) != 0 || len(d.forms) != 0 {
				t.Errorf("Save %s: a Save dialog (%q) or %d forms were shown though the crosstable changed on disk", tt.name, d.saveSuggested, len(d.forms))
			}
			if got := d.lastTold(); !strings.Contains(got, "Nothing was saved") || !strings.Contains(got, "changed on disk") {
				t.Errorf("Save %s told %q, want nothing saved as the crosstable changed on disk", tt.name, got)
			}
		})
	}
}
