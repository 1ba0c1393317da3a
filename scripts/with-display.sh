#!/usr/bin/env bash
# with-display.sh runs a command that needs a screen (the desktop app). On
# Linux with neither DISPLAY nor WAYLAND_DISPLAY set it runs the command under
# a virtual X server (xvfb-run, screen 1280x800, or XVFB_SCREEN such as
# 2560x1600x24), so that `make run` and `make screenshot` also work on a
# headless box; anywhere else it just runs it.
set -euo pipefail

if [[ "$(uname -s)" == Linux && -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
	if command -v xvfb-run >/dev/null 2>&1; then
		screen=${XVFB_SCREEN:-1280x800x24}
		echo "with-display: no DISPLAY; running under xvfb-run on a virtual ${screen%x*} screen" >&2
		exec xvfb-run -a -s "-screen 0 $screen" "$@"
	fi
	echo "with-display: no DISPLAY and no xvfb-run: run this from a desktop session, or install xvfb (make deps as root)" >&2
	exit 1
fi
exec "$@"
