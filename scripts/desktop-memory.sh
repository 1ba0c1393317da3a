#!/usr/bin/env bash
# desktop-memory.sh measures the desktop app's memory (issue 13 point 4):
# the app empty, with the 20,000-player list and 60,000-game list of
# internal/synth open, and after running period 2026/1 on them. For each
# it prints the peak and current resident memory (VmHWM, VmRSS from
# /proc/PID/status), the CPU seconds used (user + sys) and the live Go
# heap after the last garbage collection (GODEBUG=gctrace=1: the third
# figure of "A->B->C MB"), once the app has gone idle.
#
#   scripts/desktop-memory.sh [BINARY] [DIR]
#
# BINARY is a built desktop app (default: built into a temporary folder
# from this checkout); DIR holds list.csv and games.csv (made by gendata
# when missing). Linux only. The app runs under the X server of DISPLAY,
# else under an Xvfb it starts on :95 (software GL: Mesa's llvmpipe), with
# a fresh HOME so that the user's preferences and recent files are not
# touched.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
xvfb=""
cleanup() {
	[[ -n "$xvfb" ]] && kill "$xvfb" 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT

bin=${1:-}
if [[ -z "$bin" ]]; then
	bin=$tmp/ratingdesk-desktop
	go build -tags migrated_fynedo,no_emoji -o "$bin" ./cmd/desktop
fi
dir=${2:-$tmp/data}
if [[ ! -f "$dir/list.csv" ]]; then
	go run ./internal/synth/cmd/gendata -players 20000 -games 60000 -period 2026/1 -out "$dir" >/dev/null
fi
if [[ -z "${DISPLAY:-}" ]]; then
	export DISPLAY=:95
	if ! xdpyinfo >/dev/null 2>&1; then
		Xvfb :95 -screen 0 1280x800x24 >/dev/null 2>&1 &
		xvfb=$!
		sleep 2
	fi
fi

# idle waits until the process has used at most 5 clock ticks of CPU in
# each of 3 seconds in a row (at most 180 s): the work is done, only the
# window's own upkeep (a few per cent of a core under Xvfb) is left.
idle() {
	local pid=$1 last=-1 still=0 now
	for _ in $(seq 1 180); do
		now=$(awk '{print $14 + $15}' "/proc/$pid/stat")
		if [[ $last -ge 0 && $((now - last)) -le 5 ]]; then
			still=$((still + 1))
			[[ $still -ge 3 ]] && return 0
		else
			still=0
		fi
		last=$now
		sleep 1
	done
}

# measure LABEL ARGS… starts the app with ARGS, waits until it is idle,
# prints its memory and stops it.
measure() {
	local label=$1
	shift
	local home log pid
	home=$(mktemp -d -p "$tmp")
	log=$home/stderr
	HOME=$home GODEBUG=gctrace=1 "$bin" "$@" 2>"$log" &
	pid=$!
	sleep 3
	idle "$pid"
	local hwm rss cpu live
	hwm=$(awk '/VmHWM/ {print int($2 / 1024)}' "/proc/$pid/status")
	rss=$(awk '/VmRSS/ {print int($2 / 1024)}' "/proc/$pid/status")
	cpu=$(awk -v hz="$(getconf CLK_TCK)" '{printf "%.2f", ($14 + $15) / hz}' "/proc/$pid/stat")
	live=$(grep '^gc ' "$log" | tail -1 | sed -E 's/.* ([0-9]+)->([0-9]+)->([0-9]+) MB.*/\3/')
	kill "$pid"
	wait "$pid" 2>/dev/null || true
	printf '%-34s peak RSS %4s MB   RSS %4s MB   live heap %4s MB   CPU %s s\n' "$label" "$hwm" "$rss" "${live:-?}" "$cpu"
}

printf 'binary %s (%s)\n' "$bin" "$(go version -m "$bin" | awk '$1 == "build" && $2 ~ /^-tags=/ {sub(/^-tags=/, "", $2); print "tags " $2}')"
measure "empty app" -tab workspace
measure "list + games open" -list "$dir/list.csv" -period 2026/1 -tab period "$dir/games.csv"
measure "list + games, period run" -list "$dir/list.csv" -period 2026/1 -tab period -run "$dir/games.csv"
