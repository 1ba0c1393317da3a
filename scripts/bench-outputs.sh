#!/usr/bin/env bash
# bench-outputs.sh prints what writing the outputs of a 20,000-player,
# 60,000-game period costs (issue 13): CPU seconds (user + sys, from
# scripts/cputime), the best of RUNS runs of each, and peak
# resident memory of `ratingdesk rate` writing the new list as CSV, as the
# 4-sheet XLSX workbook, and as CSV with the period report PDF, and the
# ratios to the CSV run. Usage: scripts/bench-outputs.sh [RUNS] (default 3).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
go build -tags migrated_fynedo,no_emoji -o "$dir/rd" ./cmd/ratingdesk
# CPU to the microsecond (scripts/cputime): GNU time rounds to hundredths.
go build -o "$dir/cputime" ./scripts/cputime
go run ./internal/synth/cmd/gendata -players 20000 -games 60000 -period 2026/1 -out "$dir" >/dev/null
args=(rate --list "$dir/list.csv" --results "$dir/games.csv" --period 2026/1)
measure() { # NAME ARGS...: the best of $runs runs, "cpu MB"
	local best=""
	for _ in $(seq "$runs"); do
		local t
		"$dir/cputime" -q -o "$dir/fig" -- "$dir/rd" "${args[@]}" "$@"
		t=$(awk '{ printf "%.3f %.0f", $1, $2 }' "$dir/fig")
		if [[ -z $best ]] || awk -v a="$t" -v b="$best" 'BEGIN { split(a, x); split(b, y); exit !(x[1] < y[1]) }'; then
			best=$t
		fi
	done
	echo "$best"
}
csv=$(measure --out "$dir/new.csv")
xlsx=$(measure --out "$dir/new.xlsx")
pdf=$(measure --out "$dir/new2.csv" --report "$dir/report.pdf")
printf '%-34s %8s %8s %8s\n' "rate, 20,000 players" "CPU s" "peak MB" "CPU/csv"
for row in "--out new.csv:$csv" "--out new.xlsx:$xlsx" "--out new.csv --report report.pdf:$pdf"; do
	name=${row%%:*} v=${row#*:}
	awk -v n="$name" -v v="$v" -v c="$csv" 'BEGIN { split(v, x); split(c, y); printf "%-34s %8.3f %8d %8.2f\n", n, x[1], x[2], x[1] / y[1] }'
done
