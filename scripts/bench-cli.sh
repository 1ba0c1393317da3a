#!/usr/bin/env bash
# bench-cli.sh measures the built CLI end to end against the targets of
# issue 13 (docs/performance.md), in CPU seconds (user + sys, to the
# microsecond, from scripts/cputime) and peak resident memory, each figure
# the median of RUNS rounds (default 5) in which every command runs once,
# each ratio the median of the rounds' own ratios (with their range); never
# wall time. It prints from ONE run of this script:
#   check CPU, rate CPU and rate/check (target <= 1.3), rate peak MB (<= 80),
#   rate at 1,000,000 games peak MB (<= 400), the plain-Python reference's
#   CPU (scripts/rate_reference.py) and python/rate (>= 5), rate to .xlsx
#   CPU and xlsx/csv (<= 3), each with PASS or MISS; and what touching
#   fresh memory costs here, in ms of CPU per MB (scripts/touchmem).
# Numbers only; it fails only when a command fails. Not part of make test
# (make bench-cli).
#
# Usage: scripts/bench-cli.sh [DATA_DIR]
#   DATA_DIR caches the generated inputs between runs (made when missing);
#   without it a temporary folder is used and removed at the end.
# Environment: RUNS (default 5), BIG=0 skips the 1,000,000-game file,
# PYTHON (default python3), RATINGDESK (a binary to measure instead of
# building this checkout's).
# Inputs: internal/synth's gendata, 20,000 players and 60,000 games in
# period 2026/1 (games finished 2025-09-01 to 2025-11-30), and 20,000
# players with 1,000,000 games.
set -euo pipefail

cd "$(dirname "$0")/.."
runs=${RUNS:-5}
big=${BIG:-1}
python=${PYTHON:-python3}
work=$(mktemp -d "${TMPDIR:-/tmp}/bench-cli-work.XXXXXX")
if [[ $# -ge 1 ]]; then
	data=$1
	mkdir -p "$data"
	trap 'rm -rf "$work"' EXIT
else
	data=$work/data
	trap 'rm -rf "$work"' EXIT
fi

# gen DIR GAMES: the synthetic period's list.csv and games.csv, once.
gen() {
	if [[ ! -s $1/games.csv || ! -s $1/list.csv ]]; then
		go run ./internal/synth/cmd/gendata -players 20000 -games "$2" -period 2026/1 -out "$1" >/dev/null
	fi
}
gen "$data/60k" 60000
if [[ $big == 1 ]]; then
	gen "$data/1m" 1000000
fi

rd=${RATINGDESK:-}
if [[ -z $rd ]]; then
	rd=$work/ratingdesk
	go build -tags migrated_fynedo,no_emoji -o "$rd" ./cmd/ratingdesk
fi

# The commands are run in rounds, one run of each per round, so that the
# machine's changing load falls alike on all of them; each figure is the
# median over the rounds, and each ratio the median of the rounds' own
# ratios. CPU seconds come from scripts/cputime (user + sys to the
# microsecond; GNU time rounds them to hundredths, as large as the
# differences measured here).
go build -o "$work/cputime" ./scripts/cputime
go build -o "$work/touchmem" ./scripts/touchmem
d=$data/60k
rate=("$rd" rate --list "$d/list.csv" --results "$d/games.csv" --period 2026/1)
# run NAME CMD...: one run, its "NAME cpu_seconds peak_MB" appended to the log.
run() {
	local name=$1
	shift
	if ! "$work/cputime" -q -o "$work/fig" -- "$@"; then
		echo "bench-cli: failed: $*" >&2
		"$@" 2>&1 >/dev/null | tail -n 5 >&2
		exit 1
	fi
	echo "$name $(cat "$work/fig")" >>"$work/log"
}
: >"$work/log"
for ((i = 0; i < runs; i++)); do
	run check "$rd" check "$d/list.csv" "$d/games.csv"
	run rate "${rate[@]}" --out "$work/new.csv"
	run xlsx "${rate[@]}" --out "$work/new.xlsx"
	run python "$python" scripts/rate_reference.py "$d/list.csv" "$d/games.csv" "$work/py.csv" 2025-09-01 2025-11-30
	# What fresh memory costs on this machine: touching 200 MB against
	# 1 MB (scripts/touchmem), in ms of CPU per MB (docs/performance.md
	# "What memory costs here").
	run touch1 "$work/touchmem" -mb 1
	run touch200 "$work/touchmem" -mb 200
done
if [[ $big == 1 ]]; then
	for ((i = 0; i < runs; i++)); do
		run big "$rd" rate --list "$data/1m/list.csv" --results "$data/1m/games.csv" --period 2026/1 --out "$work/new1m.csv"
	done
fi

# median NAME FIELD: the median of a figure (2 CPU, 3 peak MB) over the runs.
median() {
	awk -v n="$1" -v f="$2" '$1 == n { print $f }' "$work/log" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
# ratio A B: the median over the rounds of A's CPU over B's, with the
# rounds' lowest and highest ("median min max").
ratio() {
	awk -v a="$1" -v b="$2" '
		$1 == a { x[++na] = $2 }
		$1 == b { y[++nb] = $2 }
		END { for (i = 1; i <= na && i <= nb; i++) if (y[i] > 0) print x[i] / y[i] }' "$work/log" |
		sort -g | awk '{ v[NR] = $1 } END { printf "%.2f %.2f %.2f\n", v[int((NR + 1) / 2)], v[1], v[NR] }'
}
read -r check_cpu check_mb < <(echo "$(median check 2) $(median check 3)")
read -r rate_cpu rate_mb < <(echo "$(median rate 2) $(median rate 3)")
read -r xlsx_cpu xlsx_mb < <(echo "$(median xlsx 2) $(median xlsx 3)")
read -r py_cpu py_mb < <(echo "$(median python 2) $(median python 3)")
touch1_cpu=$(median touch1 2)
touch200_cpu=$(median touch200 2)
if [[ $big == 1 ]]; then
	big_cpu=$(median big 2)
	big_mb=$(median big 3)
fi
read -r rc rc_lo rc_hi < <(ratio rate check)
read -r pr pr_lo pr_hi < <(ratio python rate)
read -r xc xc_lo xc_hi < <(ratio xlsx rate)

# line NAME VALUE UNIT [OP TARGET [RANGE]]: one row of the table, PASS or
# MISS when a target is given, then RANGE (the rounds' lowest and highest).
line() {
	awk -v name="$1" -v v="$2" -v unit="$3" -v op="${4:-}" -v t="${5:-}" -v range="${6:-}" 'BEGIN {
		verdict = ""
		if (op == "<=") verdict = (v + 0 <= t + 0) ? "PASS" : "MISS"
		if (op == ">=") verdict = (v + 0 >= t + 0) ? "PASS" : "MISS"
		target = (op == "") ? "" : op " " t
		printf "%-34s %9.3f %-3s %-8s %-4s %s\n", name, v, unit, target, verdict, range
	}'
}

echo "bench-cli: median of $runs rounds (ratios: median of the rounds' ratios), CPU = user+sys seconds, peak RSS in MB; $(nproc) cores, $(go env GOVERSION)"
echo "inputs: gendata 20,000 players, 60,000 games, period 2026/1 ($d)"
line "check CPU" "$check_cpu" s
line "check peak RSS" "$check_mb" MB
line "rate CPU (csv)" "$rate_cpu" s
line "rate/check CPU" "$rc" x "<=" 1.3 "(rounds $rc_lo-$rc_hi)"
line "rate peak RSS" "$rate_mb" MB "<=" 80
if [[ $big == 1 ]]; then
	line "rate 1,000,000 games CPU" "$big_cpu" s
	line "rate 1,000,000 games peak RSS" "$big_mb" MB "<=" 400
fi
line "python reference CPU" "$py_cpu" s
line "python reference peak RSS" "$py_mb" MB
line "python/rate CPU" "$pr" x ">=" 5 "(rounds $pr_lo-$pr_hi)"
line "rate CPU (xlsx)" "$xlsx_cpu" s
line "rate peak RSS (xlsx)" "$xlsx_mb" MB
line "xlsx/csv CPU" "$xc" x "<=" 3 "(rounds $xc_lo-$xc_hi)"
line "fresh memory, CPU per MB touched" "$(awk -v a="$touch200_cpu" -v b="$touch1_cpu" 'BEGIN { printf "%.2f", (a - b) * 1000 / 199 }')" ms
