#!/usr/bin/env bash
# cross.sh proves the platforms Rating Desk promises (docs/development.md
# "Platforms"; docs/rules.md "Determinism": same inputs, same output bytes on
# amd64 and arm64). `make cross` runs it and `make test` calls `make cross`.
#
#  1. scripts/floatguard: no float product in engine or titles that the
#     compiler could fuse into a multiply-add.
#  2. Cross-builds, each checked with `file`: the CLI for linux/amd64 (GOAMD64
#     v1 and v3), linux/arm64, darwin/arm64 and windows/amd64 (CGO_ENABLED=0),
#     and the desktop app for windows/amd64 (cgo with mingw-w64, -H=windowsgui;
#     its first build costs about 10 CPU minutes, then Go's build cache has it).
#  3. The engine, titles and xlsxio tests under GOAMD64=v3 (run when the CPU
#     has the v3 features, else only built) and as linux/arm64 test binaries
#     under qemu-aarch64.
#  4. Golden end-to-end runs (rate, norms, perf on testdata/) with the amd64,
#     the v3 and the arm64 CLI: every output file and the printed text must be
#     byte-identical to the amd64 run (cmp).
#
# Outputs go to bin/cross/ (git-ignored), kept for inspection. Any failure
# stops the script with "cross: FAILED: ..." and a non-zero exit status.
set -euo pipefail
cd "$(dirname "$0")/.."

GO=${GO:-go}
TAGS=${TAGS:-migrated_fynedo,no_emoji}
TEST_TAGS=${TEST_TAGS:-migrated_fynedo,no_emoji,ci}
LDFLAGS=${LDFLAGS:-}
TEST_PKGS=(engine titles xlsxio)
out=$PWD/bin/cross

fail() {
	echo "cross: FAILED: $*" >&2
	exit 1
}
step() { echo "cross: $*"; }

need_tools() {
	local missing=()
	for t in file qemu-aarch64 x86_64-w64-mingw32-gcc; do
		command -v "$t" >/dev/null 2>&1 || missing+=("$t")
	done
	if [[ ${#missing[@]} -gt 0 ]]; then
		fail "missing ${missing[*]} (Debian/Ubuntu: make deps installs file, qemu-user and gcc-mingw-w64-x86-64)"
	fi
}

# cpu_has_v3 reports whether this CPU runs GOAMD64=v3 code (AVX2, FMA, BMI1/2,
# F16C, MOVBE; Go's runtime checks them when such a binary starts).
cpu_has_v3() {
	[[ "$($GO env GOHOSTARCH)" == amd64 && -r /proc/cpuinfo ]] || return 1
	local flags f
	flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
	for f in avx avx2 fma bmi1 bmi2 f16c movbe; do
		[[ "$flags" == *" $f "* ]] || return 1
	done
}

# build_check NAME PATTERN ENV... -- GO-BUILD-ARGS...: builds bin/cross/NAME
# and checks that `file` describes it with the extended regexp PATTERN.
build_check() {
	local name=$1 pattern=$2 envs=() desc
	shift 2
	while [[ $1 != -- ]]; do envs+=("$1"); shift; done
	shift
	env "${envs[@]}" "$GO" build -tags "$TAGS" -ldflags "$LDFLAGS $BUILD_LDFLAGS" -o "$out/$name" "$@" ||
		fail "building $name (${envs[*]})"
	desc=$(file -b "$out/$name")
	[[ "$desc" =~ $pattern ]] || fail "$name is \"$desc\", expected /$pattern/"
	printf 'cross:   %-38s %s\n' "$name" "$desc"
}

builds() {
	step "cross-builds (checked with file)"
	local cli=./cmd/ratingdesk
	BUILD_LDFLAGS=""
	build_check ratingdesk-linux-amd64 '^ELF 64-bit LSB .*x86-64' CGO_ENABLED=0 GOOS=linux GOARCH=amd64 GOAMD64=v1 -- "$cli"
	build_check ratingdesk-linux-amd64-v3 '^ELF 64-bit LSB .*x86-64' CGO_ENABLED=0 GOOS=linux GOARCH=amd64 GOAMD64=v3 -- "$cli"
	build_check ratingdesk-linux-arm64 '^ELF 64-bit LSB .*ARM aarch64' CGO_ENABLED=0 GOOS=linux GOARCH=arm64 -- "$cli"
	build_check ratingdesk-darwin-arm64 '^Mach-O 64-bit arm64 executable' CGO_ENABLED=0 GOOS=darwin GOARCH=arm64 -- "$cli"
	build_check ratingdesk-windows-amd64.exe '^PE32\+ executable \(console\) x86-64' CGO_ENABLED=0 GOOS=windows GOARCH=amd64 -- "$cli"
	BUILD_LDFLAGS="-H=windowsgui"
	build_check ratingdesk-desktop-windows-amd64.exe '^PE32\+ executable \(GUI\) x86-64' \
		CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc GOOS=windows GOARCH=amd64 -- ./cmd/desktop
}

tests_v3() {
	if cpu_has_v3; then
		step "tests under GOAMD64=v3: ${TEST_PKGS[*]}"
		GOAMD64=v3 "$GO" test -tags "$TEST_TAGS" -count=1 "${TEST_PKGS[@]/#/./}" || fail "tests under GOAMD64=v3"
	else
		step "this CPU cannot run GOAMD64=v3 code (no AVX2/FMA/BMI): the v3 tests and run are only built"
		mkdir -p "$out/test-v3"
		GOAMD64=v3 "$GO" test -tags "$TEST_TAGS" -c -o "$out/test-v3/" "${TEST_PKGS[@]/#/./}" || fail "building the v3 tests"
	fi
}

# tests_arm64 builds each package's tests for linux/arm64 and runs the test
# binary under qemu-aarch64 in the package's folder (testdata/ is relative).
tests_arm64() {
	local p bin
	step "tests as linux/arm64 under qemu-aarch64: ${TEST_PKGS[*]}"
	mkdir -p "$out/test-arm64"
	for p in "${TEST_PKGS[@]}"; do
		bin=$out/test-arm64/$p.test
		CGO_ENABLED=0 GOOS=linux GOARCH=arm64 "$GO" test -tags "$TEST_TAGS" -c -o "$bin" "./$p" ||
			fail "building the $p tests for linux/arm64"
		(cd "$p" && qemu-aarch64 "$bin" -test.count=1) || fail "the $p tests under qemu-aarch64"
		echo "ok  	ratingdesk/$p (linux/arm64, qemu)"
	done
}

# golden VARIANT RUNNER...: the end-to-end runs with one CLI binary, in
# bin/cross/golden/VARIANT/, each command's printed text saved next to its
# outputs (relative output paths, so the text is the same in every folder);
# stderr goes to bin/cross/golden/VARIANT.stderr.
golden() {
	local variant=$1 dir=$out/golden/$1 td=$PWD/testdata
	shift
	rm -rf "$dir" "$dir.stderr" && mkdir -p "$dir"
	(
		cd "$dir"
		# stderr (progress lines, timing-dependent) is kept but not compared.
		rd() { "$@" >>stdout.txt 2>>"$dir.stderr" || { tail -5 "$dir.stderr" >&2; fail "$variant: $*"; }; }
		rd "$@" rate --list "$td/sample-list.xlsx" --results "$td/sample-games.csv" --period 2026/1 \
			--out rate-2023.xlsx --report rate-2023.pdf --players all
		rd "$@" rate --list "$td/sample-list.csv" --results "$td/sample-games.csv" --period 2026/1 --out rate-2023.csv
		rd "$@" rate --list "$td/sample-list.xlsx" --results "$td/sample-games.csv" --period 2026/1 \
			--ruleset iccf-2025 --out rate-2025.csv
		rd "$@" rate --list "$td/sample-list.xlsx" --results "$td/sample-games.csv" --period 2026/1 \
			--ruleset iccf-2017 --out rate-2017.xlsx --report rate-2017.pdf --players all
		rd "$@" rate --list "$td/sample-list.xlsx" --results "$td/sample-sections.xlsx" \
			--results "$td/sample-sections-games.csv" --period 2026/1 --out rate-sections.xlsx
		rd "$@" rate --list "$td/worked-example/list.csv" --results "$td/worked-example/games.csv" \
			--period 2026/1 --ruleset iccf-2025 --out worked.csv
		rd "$@" rate --list worked.csv --results "$td/worked-example/games.csv" --period 2026/2 \
			--ruleset iccf-2025 --allow-no-games --out worked-next.xlsx
		for s in GM-A VI-A M-7 DR-1; do
			rd "$@" norms --crosstable "$td/sample-sections.xlsx" --sheet "$s" --out "norms-$s.xlsx" \
				--pdf "norms-$s.pdf" --certificates "certificates-$s"
		done
		rd "$@" norms --crosstable "$td/sample-section-double.csv" --scale 400 --out norms-double.csv
		rd "$@" perf --opponents 2300,2450.5,2611,1987,2500 --score 3.5
		rd "$@" perf --opponents 2300,2450.5,2611,1987,2500 --score 3.5 --scale 400
	)
}

# compare VARIANT: every file of golden/VARIANT must be byte-identical to
# golden/amd64's, and neither may have a file the other lacks.
compare() {
	local ref=$out/golden/amd64 dir=$out/golden/$1 f bad=0
	if ! diff <(cd "$ref" && find . -type f | sed "s|^\./||" | sort) <(cd "$dir" && find . -type f | sed "s|^\./||" | sort); then
		fail "$1 wrote other files than amd64 (above: < amd64, > $1)"
	fi
	while IFS= read -r f; do
		if ! cmp "$ref/$f" "$dir/$f"; then
			bad=1
		fi
	done < <(cd "$ref" && find . -type f | sed "s|^\./||" | sort)
	[[ $bad -eq 0 ]] || fail "$1 outputs differ from amd64 (above); both kept in $out/golden/"
	echo "cross:   $1: $(cd "$dir" && find . -type f | wc -l) files byte-identical to amd64"
}

goldens() {
	step "golden end-to-end runs (rate, norms, perf) compared byte for byte with amd64"
	golden amd64 "$out/ratingdesk-linux-amd64"
	[[ -s "$out/golden/amd64/rate-2023.xlsx" ]] || fail "amd64 golden run wrote no rate-2023.xlsx"
	if cpu_has_v3; then
		golden v3 "$out/ratingdesk-linux-amd64-v3"
		compare v3
	fi
	golden arm64 qemu-aarch64 "$out/ratingdesk-linux-arm64"
	compare arm64
}

main() {
	need_tools
	rm -rf "$out" && mkdir -p "$out"
	step "floatguard ./engine ./titles (no fusable float product)"
	"$GO" run ./scripts/floatguard ./engine ./titles || fail "floatguard found float products to wrap in float64() (above)"
	builds
	tests_v3
	tests_arm64
	goldens
	step "ok: windows/amd64, darwin/arm64 and linux/arm64 built; v3 and arm64 results identical to amd64"
}

main
