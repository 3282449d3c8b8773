#!/usr/bin/env bash
# Installs Debian's Chromium when no browser is available. Never downloads a browser build:
# these machines reach only the npm registry and Debian's packages.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ -x /usr/lib/chromium/chromium ] || [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium not found: installing Debian's chromium package" >&2
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
