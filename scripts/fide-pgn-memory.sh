#!/usr/bin/env bash
# fide-pgn-memory.sh measures the readers of issue 12 on large files: it
# builds ratingdesk once, generates FIDE rating lists of N players (the
# players_list TXT and the XML; FIDE's own files hold more than a million)
# and a PGN file of N/10 games, and prints for `rate --fide` (TXT, XML) and
# `check GAMES.pgn` the exit status, CPU seconds (user, system) and peak
# RSS: both readers stream, so the memory should not grow with the file.
# Numbers only: no pass/fail, no timing assertions (docs/performance.md).
#
# Usage: scripts/fide-pgn-memory.sh [players]   (default 1000000)
# Needs go, python3 and GNU time (/usr/bin/time). Uses a temporary folder
# (about 0.5 GB for a million players) that is removed at the end.
set -euo pipefail

cd "$(dirname "$0")/.."
players=${1:-1000000}
dir=$(mktemp -d "${TMPDIR:-/tmp}/fide-pgn-memory.XXXXXX")
trap 'rm -rf "$dir"' EXIT

go build -o "$dir/ratingdesk" ./cmd/ratingdesk

python3 - "$dir" "$players" <<'PY'
import sys
dir, n = sys.argv[1], int(sys.argv[2])
row = "{:<15}{:<61}{:<4}{:<4}{:<5}{:<5}{:<15}{:<4}{:<5}{:<4}{:<3}{:<5}{:<4}{:<3}{:<5}{:<4}{:<3}{:<6}{}\n"
with open(f"{dir}/players_list_foa.txt", "w", encoding="utf-8") as f:
    f.write(row.format("ID Number", "Name", "Fed", "Sex", "Tit", "WTit", "OTit", "FOA", "SRtg", "SGm", "SK", "RRtg", "RGm", "Rk", "BRtg", "BGm", "BK", "B-day", "Flag"))
    for i in range(n):
        f.write(row.format(1000000 + i, f"Müller-Łukasiewicz, Player {i}", "GER", "M", "", "", "", "", 1400 + i % 1400, 0, 20, "", "", "", "", "", "", 1970, ""))
    f.write(row.format(999, "Novak, Jan", "CZE", "M", "", "", "", "", 2105, 0, 20, "", "", "", "", "", "", 1970, ""))
with open(f"{dir}/players_list.xml", "w", encoding="utf-8") as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n')
    for i in range(n):
        f.write(f"<player><fideid>{1000000 + i}</fideid><name>Müller-Łukasiewicz, Player {i}</name><country>GER</country><sex>M</sex><title></title><rating>{1400 + i % 1400}</rating><games>0</games><birthday>1970</birthday><flag></flag></player>\n")
    f.write("<player><fideid>999</fideid><name>Novak, Jan</name><country>CZE</country><rating>2105</rating></player>\n</playerslist>\n")
with open(f"{dir}/list.csv", "w", encoding="utf-8") as f:
    f.write("ID,Name,Fed,Rating,RD,Games\n100001,\"Berg, Anna\",NOR,2400,60,48\n100003,\"Novak, Jan\",CZE,,,0\n")
with open(f"{dir}/games.csv", "w", encoding="utf-8") as f:
    f.write("White,Black,Result,Finished\n100001,100003,1-0,2025-10-14\n")
with open(f"{dir}/games.pgn", "w", encoding="utf-8") as f:
    for i in range(max(n // 10, 1)):
        f.write(f'[Event "Cup {i % 100}"]\n[Site "ICCF"]\n[White "Berg, Anna"]\n[Black "Novak, Jan"]\n[Result "1-0"]\n'
                f'[WhiteIccfID "100001"]\n[BlackIccfID "100003"]\n[EndDate "2025.10.14"]\n\n'
                + "1. e4 {[%ccsnt 2025.01.01,10:00]} e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 a6 " * 8 + "1-0\n\n")
PY

measure() {
	local label=$1 file=$2
	shift 2
	local size status user sys rss
	size=$(stat -c %s "$file")
	set +e
	/usr/bin/time -o "$dir/time" -f '%U %S %M' "$@" >/dev/null 2>&1
	status=$?
	set -e
	read -r user sys rss <"$dir/time"
	printf '%-28s file %7.1f MB  exit %s  cpu %6.2f s (user %s, sys %s)  peak RSS %6.1f MB\n' \
		"$label" "$(echo "$size / 1048576" | bc -l)" "$status" "$(echo "$user + $sys" | bc -l)" "$user" "$sys" "$(echo "$rss / 1024" | bc -l)"
}

echo "players: $players, PGN games: $((players / 10 > 0 ? players / 10 : 1))"
measure "rate --fide (TXT)" "$dir/players_list_foa.txt" "$dir/ratingdesk" rate --list "$dir/list.csv" --results "$dir/games.csv" \
	--fide "$dir/players_list_foa.txt" --period 2026/1 --out "$dir/new.csv"
measure "rate --fide (XML)" "$dir/players_list.xml" "$dir/ratingdesk" rate --list "$dir/list.csv" --results "$dir/games.csv" \
	--fide "$dir/players_list.xml" --period 2026/1 --out "$dir/new2.csv"
measure "rate (no --fide)" "$dir/list.csv" "$dir/ratingdesk" rate --list "$dir/list.csv" --results "$dir/games.csv" \
	--period 2026/1 --out "$dir/new3.csv"
measure "check GAMES.pgn" "$dir/games.pgn" "$dir/ratingdesk" check "$dir/games.pgn"
