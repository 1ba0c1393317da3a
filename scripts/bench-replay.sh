#!/usr/bin/env bash
# bench-replay.sh measures `ratingdesk replay` at ICCF scale (issue 11
# point 5): it builds ratingdesk once, generates a rating list of 20,000
# players and the games of 25 quarters (2020/1 to 2026/1, 40,000 a quarter,
# about 1,000,000 games; gendata -quarters) as CSV, and prints for a replay
# of the 25 quarters, and for comparison a replay of the first quarter
# alone (reading the same files), the CPU seconds (user + sys), peak RSS
# and the largest heap live after a garbage collection (GODEBUG=gctrace=1).
# Numbers only: no pass/fail (docs/performance.md "Replay").
#
# Usage: scripts/bench-replay.sh [players [games-a-quarter [quarters]]]
# Needs go and GNU time (/usr/bin/time). Uses a temporary folder (about
# 250 MB) that is removed at the end.
set -euo pipefail

cd "$(dirname "$0")/.."
players=${1:-20000}
games=${2:-40000}
quarters=${3:-25}
dir=$(mktemp -d "${TMPDIR:-/tmp}/bench-replay.XXXXXX")
trap 'rm -rf "$dir"' EXIT

go build -o "$dir/ratingdesk" ./cmd/ratingdesk
go run ./internal/synth/cmd/gendata -players "$players" -games "$games" -period 2020/1 \
	-quarters "$quarters" -out "$dir" >/dev/null
last=$(python3 -c "q=$quarters-1; print(f'{2020 + q // 4}/{q % 4 + 1}')")
echo "list: $players players; games: $(($(wc -l <"$dir/games.csv") - 1)) over $quarters quarters (2020/1 to $last)"

# measure NAME ARGS...: one line of numbers.
measure() {
	local name=$1 status=0 live
	shift
	GODEBUG=gctrace=1 /usr/bin/time -o "$dir/time" -f '%U %S %M' "$dir/ratingdesk" "$@" >/dev/null 2>"$dir/stderr" || status=$?
	live=$(grep -o '[0-9]*->[0-9]*->[0-9]* MB' "$dir/stderr" | sed 's/.*->//; s/ MB//' | sort -n | tail -n 1 || true)
	tail -n 1 "$dir/time" | awk -v name="$name" -v status="$status" -v live="${live:-0}" '{
		printf "%-22s exit %d  CPU %6.2f s (user %6.2f, sys %5.2f)  peak RSS %7.1f MB  peak live heap %5d MB\n",
			name, status, $1 + $2, $1, $2, $3 / 1024, live
	}'
}

common=(--list "$dir/list.csv" --results "$dir/games.csv" --from 2020/1)
measure "replay 1 quarter" replay "${common[@]}" --to 2020/1 --out "$dir/h1.csv"
measure "replay $quarters quarters" replay "${common[@]}" --to "$last" --out "$dir/history.csv"
measure "rate 2020/1 (same files)" rate --list "$dir/list.csv" --results "$dir/games.csv" --period 2020/1 --out "$dir/r.csv"
