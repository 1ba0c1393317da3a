#!/usr/bin/env bash
# screenshots.sh saves a screenshot of every screen of the desktop app to
# docs/images/app-*.png (OUT=dir for another folder), for README.md: it
# builds cmd/desktop once, then starts it once per screen on the bundled
# sample with the flags that set the screen up (-tab, -section, -view,
# -run, -card, -show) and -screenshot, which draws the window to a PNG and
# quits. The flags take the path of a user's clicks: the files are read
# with the Workspace in front, then the tab is brought forward and the
# section chosen as clicks on them do (gui/app.go), so a screen that draws
# wrongly after a click draws wrongly here too; the player card is a panel
# of the main window and is drawn with it. Each run has fresh preferences (a temporary XDG_CONFIG_HOME), so
# that the user's own recent files, theme and window size do not show; the
# light theme unless FYNE_THEME says otherwise (one Tournaments shot is
# dark on purpose). Without a display, scripts/with-display.sh runs each
# under xvfb-run, on a screen large enough for its pointer (in the middle)
# to be off the window, which would show a hovered cell. Names given as arguments (workspace, card, problems …)
# limit it to those screenshots.
set -euo pipefail

only=" $* "

GO=${GO:-go}
TAGS=${TAGS:-migrated_fynedo,no_emoji}
OUT=${OUT:-docs/images}
PERIOD=2026/1
CARD=150101 # Østergaard, Søren: GM-A norm and games in 2026/1

# A start that never gets to its screenshot is stopped after a while.
limit=""
if command -v timeout >/dev/null 2>&1; then
	limit="timeout 120"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$GO" build -tags "$TAGS" -ldflags "${LDFLAGS:-}" -o "$work/ratingdesk-desktop" ./cmd/desktop
mkdir -p "$OUT"

# shot NAME THEME ARGS…: one start of the app, saved to $OUT/app-NAME.png.
shot() {
	local name=$1 theme=$2
	shift 2
	if [[ "$only" != "  " && "$only" != *" $name "* ]]; then
		return
	fi
	rm -rf "$work/config"
	mkdir -p "$work/config"
	rm -f "$OUT/app-$name.png"
	XDG_CONFIG_HOME="$work/config" FYNE_THEME="$theme" LANG=en_US.UTF-8 XVFB_SCREEN=2560x1600x24 \
		scripts/with-display.sh $limit "$work/ratingdesk-desktop" -period "$PERIOD" -screenshot "$OUT/app-$name.png" "$@"
	if [[ ! -s "$OUT/app-$name.png" ]]; then
		echo "screenshots: the app saved no $OUT/app-$name.png" >&2
		exit 1
	fi
	echo "screenshots: $OUT/app-$name.png ($(($(wc -c <"$OUT/app-$name.png") / 1024)) KB)"
}

sample=(-list testdata/sample-list.xlsx)
shot workspace light "${sample[@]}" -tab workspace
shot players light "${sample[@]}" -tab players
shot card light "${sample[@]}" -run -card "$CARD"
shot period-before light "${sample[@]}" -tab period
shot period-after light "${sample[@]}" -tab period -run
shot tournaments-crosstable light "${sample[@]}" -tab tournaments -section GM-A -view crosstable
shot tournaments-standings light "${sample[@]}" -tab tournaments -section GM-A -view standings
shot tournaments-requirements light "${sample[@]}" -tab tournaments -section VI-A -view requirements
shot tournaments-norms light "${sample[@]}" -tab tournaments -section M-7 -view norms
shot tournaments-norms-dark dark "${sample[@]}" -tab tournaments -section M-7 -view norms
shot problems light -tab problems testdata/sample-list.xlsx gui/testdata/broken-section.csv
shot preferences light "${sample[@]}" -show preferences
shot about light "${sample[@]}" -show about
