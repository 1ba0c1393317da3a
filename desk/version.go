package desk

import "runtime/debug"

// DevelopmentBuild is what a program calls itself that neither the build
// stamped nor the Go tool gave a module version (docs/development.md
// "Versions, metadata and packaging"): `go run`, a test.
const DevelopmentBuild = "development build"

// VersionName is the version both programs show (the app's About box,
// `ratingdesk version`) and record in every output (the Notes sheets, the
// PDFs' footers and Producer): the version the build stamped, else the
// module's version in the build information (a `go build` in a git
// checkout, a `go install` of a tagged module), else DevelopmentBuild.
func VersionName(stamped string) string {
	if stamped != "" {
		return stamped
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return DevelopmentBuild
}
