package desk_test

import (
	"testing"

	"ratingdesk/desk"
)

// TestVersionName: a stamped version is shown as stamped; a test binary,
// which neither the build nor the Go tool gave a version, is a
// "development build", in the app and on the command line alike.
func TestVersionName(t *testing.T) {
	for _, tt := range []struct{ stamped, want string }{
		{"1.2.3", "1.2.3"},
		{"v0.4.0-3-gabcdef", "v0.4.0-3-gabcdef"},
		{"", desk.DevelopmentBuild},
	} {
		if got := desk.VersionName(tt.stamped); got != tt.want {
			t.Errorf("VersionName(%q) = %q, want %q", tt.stamped, got, tt.want)
		}
	}
}
