#!/usr/bin/env bash
# deps.sh makes sure the system packages that building and testing Rating
# Desk need are installed: a C compiler and the OpenGL/X11 headers for Fyne
# (cgo), Xvfb to run the app without a screen, poppler-utils (pdftotext)
# for the PDF tests, and for `make cross` (scripts/cross.sh) the mingw-w64
# C compiler of the Windows build, qemu-user to run arm64 binaries, and file.
#
# Debian/Ubuntu as root: installs only the missing ones (apt-get update once,
# then apt-get install -y). Debian/Ubuntu as another user: prints the exact
# command and fails. Other systems: does nothing (README.md "Requirements").
set -euo pipefail

packages=(gcc libgl1-mesa-dev libx11-dev libxcursor-dev libxi-dev libxinerama-dev
	libxrandr-dev libxxf86vm-dev xvfb poppler-utils
	gcc-mingw-w64-x86-64 qemu-user file)

if [[ "$(uname -s)" != Linux ]]; then
	exit 0 # macOS and Windows: see README.md for the toolchain to install
fi
if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
	echo "deps: not a Debian/Ubuntu system; make sure these (or your distribution's equivalents) are installed: ${packages[*]}" >&2
	exit 0
fi

missing=()
for p in "${packages[@]}"; do
	status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
	if [[ "$status" != "install ok installed" ]]; then
		missing+=("$p")
	fi
done
if [[ ${#missing[@]} -eq 0 ]]; then
	exit 0
fi

if [[ "$(id -u)" -ne 0 ]]; then
	echo "deps: missing system packages: ${missing[*]}" >&2
	echo "deps: install them with:" >&2
	echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
	exit 1
fi

echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y "${missing[@]}"
