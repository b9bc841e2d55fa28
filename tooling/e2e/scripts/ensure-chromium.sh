#!/usr/bin/env bash
# The browser journeys use Debian's Chromium, never a browser downloaded by a test tool (the build
# machines reach only the npm registry and Debian's packages). Installs it when missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "ensure-chromium: installing Debian's chromium package" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q chromium >&2 || { apt-get update -q >&2 && apt-get install -y -q chromium >&2; }
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: $CHROMIUM not found; install Debian's chromium package (apt-get install chromium)" >&2
  exit 69
fi
