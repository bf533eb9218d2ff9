#!/usr/bin/env bash
# The browser table's end-to-end tests: starts `ryoiki serve` on a free loopback port with
# a fresh data folder, reads its address from the first line it prints, and runs
# playground.js (the rules playground; its WebAssembly built by .ci/wasm.sh first), then
# axe.js (axe-core on the lobby and tables at desktop and phone size), then rules.js
# (games under their rules, by clicking) then table.js (the free moves, the protocol's
# faults) in Debian's Chromium (playwright-core drives it; `npm ci` first).
# table.js restarts the server on purpose, so rules.js runs first.
# Usage: e2e/run.sh path/to/ryoiki        Screenshots and the server's log: target/e2e/
set -euo pipefail
BIN=$(realpath "${1:?usage: e2e/run.sh path/to/ryoiki}")
cd "$(dirname "$0")"
[ -d node_modules/playwright-core ] || { echo "e2e: run 'npm ci' in e2e/ first" >&2; exit 2; }
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || { echo "e2e: no Chromium at ${CHROMIUM:-/usr/bin/chromium} (apt-get install chromium)" >&2; exit 2; }
OUT=$(realpath -m ../target/e2e)
mkdir -p "$OUT"
DATA=$(mktemp -d)
"$BIN" serve --addr 127.0.0.1:0 --data "$DATA" > "$DATA/stdout" 2> "$OUT/server.log" &
PID=$!
disown "$PID" # table.js kills it on purpose (SIGKILL, to test reconnecting): no job notice
cleanup() { kill "$PID" 2>/dev/null || true; rm -rf "$DATA"; }
trap cleanup EXIT

line=
for _ in $(seq 200); do
  if [ "$(wc -l < "$DATA/stdout")" -ge 1 ]; then line=$(head -n 1 "$DATA/stdout"); break; fi
  kill -0 "$PID" 2>/dev/null || { echo "e2e: ryoiki serve exited; its log:" >&2; cat "$OUT/server.log" >&2; exit 1; }
  sleep 0.1
done
URL=${line#ryoiki serve: listening on }
[[ "$URL" == http://127.0.0.1:* ]] || { echo "e2e: unexpected first line from ryoiki serve: $line" >&2; exit 1; }
echo "e2e: ryoiki serve at $URL"

node playground.js "$URL" "$OUT"
node axe.js "$URL" "$OUT"
RYOIKI_BIN="$BIN" RYOIKI_DATA="$DATA" node rules.js "$URL" "$OUT"
RYOIKI_BIN="$BIN" node replay.js "$OUT" # its own server, with a judge token
RYOIKI_BIN="$BIN" RYOIKI_DATA="$DATA" RYOIKI_PID="$PID" node table.js "$URL" "$OUT"
