#!/usr/bin/env bash
# csv-memory.sh measures reading large CSV rating lists (issue 8, "Stream
# large files"): it builds ratingdesk once, generates a rating list of about
# 200 MB (1,000,000 players; below the 256 MiB limit) and one of about
# 400 MB (over it: refused by its size), and prints for `check LIST` and
# `rate --list LIST --results GAMES` the exit status, CPU seconds (user,
# system), peak RSS (also as a multiple of the file size) and the largest
# heap live after a garbage collection (GODEBUG=gctrace=1): the data kept.
# Numbers only: no pass/fail, no timing assertions (docs/performance.md).
#
# Usage: scripts/csv-memory.sh [players]   (default 1000000)
# With COMPARE=path/to/another/ratingdesk, that binary (e.g. one built from
# an older commit) is measured on the same files too.
# Needs go, python3 and GNU time (/usr/bin/time). Uses a temporary folder
# (about 0.7 GB) that is removed at the end.
set -euo pipefail

cd "$(dirname "$0")/.."
players=${1:-1000000}
dir=$(mktemp -d "${TMPDIR:-/tmp}/csv-memory.XXXXXX")
trap 'rm -rf "$dir"' EXIT

go build -o "$dir/ratingdesk" ./cmd/ratingdesk

python3 - "$dir" "$players" <<'PY'
import sys
dir, n = sys.argv[1], int(sys.argv[2])

def write_list(path, note_len):
    note = ("Correspondence chess club member since 1990; " * 10)[:note_len]
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write("ID,Name,Fed,Title,Rating,RD,Games,Rating exact,RD exact,FIDE,Last game,Running,Club,Notes\r\n")
        for i in range(n):
            exact = 1800 + i % 900 + 0.123456789
            f.write(f'{100000 + i},"Müller-Łukasiewicz, Player {i}",GER,IM,{int(exact + 0.5)},60,{40 + i % 100},'
                    f'{exact:.9f},59.87654321,{2000 + i % 400},2025-{1 + i % 12:02d}-{1 + i % 28:02d},no,'
                    f'Club {i % 50},"{note}"\r\n')

write_list(f"{dir}/list-200.csv", 90)
write_list(f"{dir}/list-400.csv", 300)
with open(f"{dir}/games.csv", "w", encoding="utf-8", newline="") as f:
    f.write("White,Black,Result,Finished,Tournament,Section,Type\r\n")
    for i in range(min(2000, n // 2)):
        f.write(f"{100000 + 2 * i},{100001 + 2 * i},1-0,2026-02-{1 + i % 28:02d},WC {i % 40},Final,WC final\r\n")
PY

# measure NAME FILE COMMAND...: one line of numbers, and the first lines
# the command wrote to stderr when it failed.
measure() {
	local name=$1 file=$2 status=0 live
	shift 2
	GODEBUG=gctrace=1 /usr/bin/time -o "$dir/time" -f '%U %S %M' "$@" >/dev/null 2>"$dir/stderr" || status=$?
	# the largest heap live after a collection (gctrace "A->B->C MB": C)
	live=$(grep -o '[0-9]*->[0-9]*->[0-9]* MB' "$dir/stderr" | sed 's/.*->//; s/ MB//' | sort -n | tail -n 1 || true)
	# GNU time's line is the last one (after "Command exited with non-zero status")
	tail -n 1 "$dir/time" | awk -v name="$name" -v size="$(stat -c %s "$file")" -v status="$status" -v live="${live:-0}" '{
		printf "%-26s %6.1f MB  exit %d  user %6.2f s  sys %5.2f s  peak RSS %7.1f MB (%5.2f x the file)  peak live heap %5d MB\n",
			name, size / 1048576, status, $1, $2, $3 / 1024, $3 * 1024 / size, live
	}'
	if [[ $status -ne 0 ]]; then
		{ grep -v '^gc ' "$dir/stderr" || true; } | head -n 3 | cut -c1-200 | sed 's/^/    /'
	fi
}

echo "csv-memory: $players players; $(nproc) CPUs; $(go version | cut -d' ' -f3)"
bins=("$dir/ratingdesk")
if [[ -n ${COMPARE:-} ]]; then
	bins+=("$COMPARE")
fi
for bin in "${bins[@]}"; do
	echo "$bin:"
	for list in list-200 list-400; do
		measure "check $list.csv" "$dir/$list.csv" "$bin" check "$dir/$list.csv"
		measure "rate --list $list.csv" "$dir/$list.csv" "$bin" rate --list "$dir/$list.csv" \
			--results "$dir/games.csv" --period 2026/1 --out "$dir/new.csv"
	done
done
