#!/usr/bin/env bash
# Installs Debian's Chromium (and the colour emoji font the toasts use) when missing. Never
# downloads a browser build: these machines reach only the npm registry and Debian's packages.
set -euo pipefail
need=()
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/lib/chromium/chromium ] && [ ! -x /usr/bin/chromium ]; then
  need+=(chromium)
fi
# Screenshots must render the same glyphs on every machine: the emoji font is part of the setup.
dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || need+=(fonts-noto-color-emoji)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${need[*]}" >&2
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
