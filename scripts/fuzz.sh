#!/usr/bin/env bash
# fuzz.sh runs every Fuzz target of the module for FUZZTIME each (default
# 30s), one target at a time, as `go test -fuzz` requires
# (docs/development.md "Fuzzing").
#
#   FUZZTIME          time (30s) or count (5000x) per target
#   FUZZMINIMIZETIME  budget for minimising each new interesting input and a
#                     failing one (default 10x: ten runs). Go's default, 60s,
#                     is spent on every input that adds coverage, so a short
#                     run would spend its whole budget minimising instead of
#                     fuzzing.
#   FUZZPARALLEL      fuzzing workers (default 2: the build machine's cores)
#   FUZZ              regular expression: only the targets it matches
#
# Only packages whose tests declare a Fuzz function are listed, so the GUI
# packages (cgo, minutes to build) are not built. A crasher is saved by Go
# under the package's testdata/fuzz/ and is then part of the seed corpus
# that `make test` runs: commit it with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."

tags=${TAGS:-migrated_fynedo,no_emoji,ci}
fuzztime=${FUZZTIME:-30s}
minimize=${FUZZMINIMIZETIME:-10x}
parallel=${FUZZPARALLEL:-2}
filter=${FUZZ:-.}
found=0

# fuzz DIR TARGET runs one target; it fails when go test does.
fuzz() {
	go test -tags "$tags" -run '^$' -fuzz "^${2}\$" -fuzztime "$fuzztime" \
		-fuzzminimizetime "$minimize" -parallel "$parallel" "$1"
}

# inputs DIR TARGET lists the target's saved inputs (testdata/fuzz).
inputs() {
	ls "$1/testdata/fuzz/$2" 2>/dev/null || true
}

dirs=$(grep -rl --include='*_test.go' '^func Fuzz' . | xargs -r -n1 dirname | sort -u)
for dir in $dirs; do
	targets=$(go test -tags "$tags" -list '^Fuzz' "$dir" | grep '^Fuzz' | grep -E -- "$filter" || true)
	for target in $targets; do
		found=1
		echo "== fuzz $dir $target for $fuzztime (minimize $minimize, $parallel workers)"
		before=$(inputs "$dir" "$target")
		if fuzz "$dir" "$target"; then
			continue
		fi
		# Go 1.26's fuzzing coordinator can fail a target at the end of
		# a -fuzztime duration with "context deadline exceeded" and no
		# failing input (go.dev/issue/75804, fixed in Go 1.27): a failure
		# that wrote no input is run once more; one that wrote an input is
		# a finding.
		if [[ "$(inputs "$dir" "$target")" != "$before" ]]; then
			exit 1
		fi
		echo "fuzz: $target failed without writing a failing input (go.dev/issue/75804); running it again"
		fuzz "$dir" "$target"
	done
done

if [[ $found -eq 0 ]]; then
	echo "fuzz: no Fuzz targets found" >&2
	exit 1
fi
