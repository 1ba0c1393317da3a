#!/usr/bin/env bash
# fuzz.sh runs every Fuzz target of the module for FUZZTIME each (default
# 30s), one target at a time, as `go test -fuzz` requires. A crasher is saved
# by Go under the package's testdata/fuzz/ and is then part of the seed corpus
# that `make test` runs: commit it with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."

tags=${TAGS:-migrated_fynedo,ci}
fuzztime=${FUZZTIME:-30s}
found=0

for pkg in $(go list ./...); do
	targets=$(go test -tags "$tags" -list '^Fuzz' "$pkg" | grep '^Fuzz' || true)
	for target in $targets; do
		found=1
		echo "== fuzz $pkg $target for $fuzztime"
		go test -tags "$tags" -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" "$pkg"
	done
done

if [[ $found -eq 0 ]]; then
	echo "fuzz: no Fuzz targets found" >&2
	exit 1
fi
