#!/usr/bin/env bash
# Usage: scripts/run-e2e.sh [PLAYWRIGHT ARGS...] (the package's `e2e` script)
#
# Runs the journeys. When they fail, the servers' last lines on stderr are printed again at the
# end: a server that dies mid-run (a crash, a kill) is otherwise seen only as refused connections
# in the failures, its last words far above them in a long output (the end is what CI logs keep).
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh || exit $?

log="$(mktemp -t ldn-e2e.XXXXXX)"
trap 'rm -f "$log"' EXIT
playwright test "$@" 2>&1 | tee "$log"
status="${PIPESTATUS[0]}"
if [ "$status" -ne 0 ]; then
  echo
  echo "The servers' last lines on stderr ([WebServer]; Node's runtime warnings left out):"
  grep -a '\[WebServer\]' "$log" | grep -av 'oidc-provider WARNING' | tail -n 30
fi
exit "$status"
