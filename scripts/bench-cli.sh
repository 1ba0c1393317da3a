#!/usr/bin/env bash
# bench-cli.sh measures the built CLI end to end against the targets of
# issue 13 (docs/performance.md), in CPU seconds (user + sys) and peak
# resident memory from GNU time (`/usr/bin/time -f '%U %S %M'`), each figure
# the median of RUNS runs (default 5), never wall time. It prints from ONE
# run of this script:
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
	go build -tags migrated_fynedo -o "$rd" ./cmd/ratingdesk
fi

# measure CMD...: runs it RUNS times and prints "cpu_seconds peak_MB", the
# medians (user+sys, maximum resident set size).
measure() {
	local i
	for ((i = 0; i < runs; i++)); do
		if ! /usr/bin/time -o "$work/time" -f '%U %S %M' "$@" >/dev/null 2>"$work/stderr"; then
			echo "bench-cli: failed: $*" >&2
			tail -n 5 "$work/stderr" >&2
			exit 1
		fi
		tail -n 1 "$work/time"
	done | awk '{ print $1 + $2, $3 / 1024 }' | sort -n -k1,1 >"$work/cpu"
	local mid=$(((runs + 1) / 2))
	local cpu mb
	cpu=$(sed -n "${mid}p" "$work/cpu" | cut -d' ' -f1)
	mb=$(cut -d' ' -f2 "$work/cpu" | sort -n | sed -n "${mid}p")
	echo "$cpu $mb"
}

d=$data/60k
rate=("$rd" rate --list "$d/list.csv" --results "$d/games.csv" --period 2026/1)
read -r check_cpu check_mb < <(measure "$rd" check "$d/list.csv" "$d/games.csv")
read -r rate_cpu rate_mb < <(measure "${rate[@]}" --out "$work/new.csv")
read -r xlsx_cpu xlsx_mb < <(measure "${rate[@]}" --out "$work/new.xlsx")
read -r py_cpu py_mb < <(measure "$python" scripts/rate_reference.py "$d/list.csv" "$d/games.csv" "$work/py.csv" 2025-09-01 2025-11-30)
# What fresh memory costs on this machine: touching 200 MB against 1 MB
# (scripts/touchmem), in ms of CPU per MB (docs/performance.md "What
# memory costs here").
go build -o "$work/touchmem" ./scripts/touchmem
read -r touch1_cpu _ < <(measure "$work/touchmem" -mb 1)
read -r touch200_cpu _ < <(measure "$work/touchmem" -mb 200)
if [[ $big == 1 ]]; then
	read -r big_cpu big_mb < <(measure "$rd" rate --list "$data/1m/list.csv" --results "$data/1m/games.csv" --period 2026/1 --out "$work/new1m.csv")
fi

# line NAME VALUE UNIT [OP TARGET]: one row of the table, PASS or MISS when
# a target is given.
line() {
	awk -v name="$1" -v v="$2" -v unit="$3" -v op="${4:-}" -v t="${5:-}" 'BEGIN {
		verdict = ""
		if (op == "<=") verdict = (v + 0 <= t + 0) ? "PASS" : "MISS"
		if (op == ">=") verdict = (v + 0 >= t + 0) ? "PASS" : "MISS"
		target = (op == "") ? "" : op " " t
		printf "%-34s %9.2f %-3s %-8s %s\n", name, v, unit, target, verdict
	}'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0) ? a / b : 0 }'; }

echo "bench-cli: median of $runs runs, CPU = user+sys seconds, peak RSS in MB; $(nproc) cores, $(go env GOVERSION)"
echo "inputs: gendata 20,000 players, 60,000 games, period 2026/1 ($d)"
line "check CPU" "$check_cpu" s
line "check peak RSS" "$check_mb" MB
line "rate CPU (csv)" "$rate_cpu" s
line "rate/check CPU" "$(ratio "$rate_cpu" "$check_cpu")" x "<=" 1.3
line "rate peak RSS" "$rate_mb" MB "<=" 80
if [[ $big == 1 ]]; then
	line "rate 1,000,000 games CPU" "$big_cpu" s
	line "rate 1,000,000 games peak RSS" "$big_mb" MB "<=" 400
fi
line "python reference CPU" "$py_cpu" s
line "python reference peak RSS" "$py_mb" MB
line "python/rate CPU" "$(ratio "$py_cpu" "$rate_cpu")" x ">=" 5
line "rate CPU (xlsx)" "$xlsx_cpu" s
line "rate peak RSS (xlsx)" "$xlsx_mb" MB
line "xlsx/csv CPU" "$(ratio "$xlsx_cpu" "$rate_cpu")" x "<=" 3
line "fresh memory, CPU per MB touched" "$(awk -v a="$touch200_cpu" -v b="$touch1_cpu" 'BEGIN { printf "%.2f", (a - b) * 1000 / 199 }')" ms
