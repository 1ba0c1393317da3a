package plainlocale_test

import (
	"testing"

	"ratingdesk/internal/plainlocale"
)

func TestLanguage(t *testing.T) {
	tests := []struct {
		env    map[string]string
		want   string
		wantOK bool
	}{
		{map[string]string{"LANG": "C.UTF-8"}, "en", true},
		{map[string]string{"LANG": "C"}, "en", true},
		{map[string]string{"LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"}, "en", true},
		{map[string]string{"LC_MESSAGES": "C.utf8"}, "en", true},
		{map[string]string{"LANG": "de_DE.UTF-8"}, "", false},
		{map[string]string{"LC_ALL": "fr_FR.UTF-8", "LANG": "C.UTF-8"}, "", false},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "de"}, "", false},
		{map[string]string{}, "", false},
	}
	for _, tt := range tests {
		got, ok := plainlocale.Language(func(k string) string { return tt.env[k] })
		if got != tt.want || ok != tt.wantOK {
			t.Errorf("Language(%v) = %q, %v, want %q, %v", tt.env, got, ok, tt.want, tt.wantOK)
		}
	}
}
