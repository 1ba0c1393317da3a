package xlsxio

import "testing"

func TestMayBeMojibake(t *testing.T) {
	// Only a quick look before MeantText's encoding: every mojibake name
	// must pass it, and real names with their accents are let through.
	for _, name := range []string{"MÃ¼ller, JÃ¼rgen", "KovaÄ\uFFFDeviÄ‡", "Ã©", "GonÃ§alves"} {
		if !mayBeMojibake(name) {
			t.Errorf("mayBeMojibake(%q) = false, want true", name)
		}
	}
	for _, name := range []string{"Szőke, Gábor", "Müller, Jürgen", "Đorđević, Miloš", "Smith, John", "Ståhlberg, Åke", "Gonçalves, João", ""} {
		if mayBeMojibake(name) {
			t.Errorf("mayBeMojibake(%q) = true, want false", name)
		}
	}
}
