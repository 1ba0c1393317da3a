#!/usr/bin/env bash
# check-imports.sh enforces the one-way imports of the layout (README.md
# "Layout"): engine <- titles <- the formats (xlsxio, pdfout, outputs) <-
# desk (the application layer) <- gui, cmd/*.
#
#   - engine imports nothing outside the standard library;
#   - outputs imports nothing outside the standard library;
#   - docs (the embedded documentation) imports nothing outside the standard library;
#   - titles imports nothing outside the standard library and ratingdesk/engine;
#   - charts (the pictures of the report and the app) imports nothing outside
#     the standard library but ratingdesk/engine, ratingdesk/titles,
#     ratingdesk/internal/words (counts written as the messages write them)
#     and gonum.org/v1/plot;
#   - xlsxio and pdfout import neither Fyne nor ratingdesk/desk, ratingdesk/gui
#     nor ratingdesk/cmd/...; nor do the readers of other formats (names,
#     pgnio, fidelist, trfio);
#   - desk imports neither Fyne nor ratingdesk/gui nor ratingdesk/cmd/...
#
# It looks at every package the checked one depends on (go list -deps) and
# reports each offending import where our own code makes it, as
# "check-imports: A imports B". Only non-test files count. A package that has
# no Go files yet is skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

tags=${TAGS:-migrated_fynedo,no_emoji,ci}
module=$(go list -m)
status=0

# edges PKG prints "IMPORTER IMPORTED" for every import made by one of the
# module's own packages among PKG and its dependencies, standard library
# imports left out.
edges() {
	go list -e -tags "$tags" -deps \
		-f '{{.ImportPath}} {{if .Standard}}std{{else}}dep{{end}}{{range .Imports}} {{.}}{{end}}' "./$1" |
		awk -v mod="$module" '
			{ kind[$1] = $2; line[NR] = $0 }
			END {
				for (n = 1; n <= NR; n++) {
					split(line[n], f, " ")
					if (f[1] != mod && index(f[1], mod "/") != 1) continue
					for (i = 3; i in f; i++) if (kind[f[i]] != "std") print f[1], f[i]
				}
			}'
}

has_go_files() {
	compgen -G "$1/*.go" >/dev/null
}

# only PKG ALLOWED... fails if PKG, or a package of ours it depends on,
# imports anything outside the standard library but the allowed packages.
only() {
	local pkg=$1
	shift
	has_go_files "$pkg" || return 0
	local from to a ok
	while read -r from to; do
		ok=0
		for a in "$module/$pkg" "$@"; do
			[[ "$to" == "$a" ]] && ok=1
		done
		if [[ $ok -eq 0 ]]; then
			echo "check-imports: $from imports $to, but $module/$pkg may use only the standard library${1:+ and $*}" >&2
			status=1
		fi
	done < <(edges "$pkg")
}

# never PKG REGEXP... fails if PKG, or a package of ours it depends on,
# imports a package matching one of the extended regular expressions.
never() {
	local pkg=$1
	shift
	has_go_files "$pkg" || return 0
	local from to p
	while read -r from to; do
		for p in "$@"; do
			if [[ "$to" =~ $p ]]; then
				echo "check-imports: $from imports $to, which $module/$pkg must not depend on" >&2
				status=1
			fi
		done
	done < <(edges "$pkg")
}

only engine
only outputs
only docs
only titles "$module/engine"
only charts "$module/engine" "$module/titles" "$module/internal/words" gonum.org/v1/plot gonum.org/v1/plot/font \
	gonum.org/v1/plot/plotter gonum.org/v1/plot/text gonum.org/v1/plot/vg gonum.org/v1/plot/vg/draw gonum.org/v1/plot/vg/vgimg
for pkg in xlsxio pdfout charts names pgnio fidelist trfio; do
	never "$pkg" '^fyne\.io/' "^$module/desk(/|\$)" "^$module/gui(/|\$)" "^$module/cmd(/|\$)"
done
never desk '^fyne\.io/' "^$module/gui(/|\$)" "^$module/cmd(/|\$)"

if [[ $status -eq 0 ]]; then
	echo "check-imports: ok (engine, outputs, docs and titles use the standard library only; charts gonum/plot besides; xlsxio, pdfout, charts and the other readers (names, pgnio, fidelist, trfio) stay below desk, desk below gui and cmd)"
fi
exit $status
