#!/usr/bin/env bash
# `ryoiki play` end to end, as a client would drive it: a scripted game of each game
# the binary lists (`ryoiki games`) and each of its variants (to its end or 200 actions) over JSON lines, every message searched
# for hidden identities, the game saved, and its log replayed for the judge and a seat.
# It runs in the repository, so the games defined in games/ (Tidepool Traders) are listed
# and played as well.
# Usage: .ci/play-smoke.sh [path/to/ryoiki]   (default: target/release/ryoiki)
set -euo pipefail
cd "$(dirname "$0")/.."
RYOIKI=${1:-target/release/ryoiki}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() { echo "play-smoke: $*" >&2; exit 1; }

# The scripted client: a line that is not a message, a pick out of range (both must be
# refused), then always the first listed action.
{
  echo 'not json'
  echo '{"pick": 100000}'
  for _ in $(seq 400); do echo '{"pick": 0}'; done
} > "$tmp/client"

play() {
  local name=$1; shift
  local out="$tmp/$name.out" save="$tmp/$name.json"
  "$RYOIKI" play "$@" --max-actions 200 --check-leaks --save "$save" < "$tmp/client" > "$out" \
    || fail "$name: ryoiki play exited $?"
  head -n 1 "$out" | grep -q '"type":"hello"' || fail "$name: no hello first"
  head -n 1 "$out" | grep -q '"protocol":1' || fail "$name: no protocol version"
  grep -q '"type":"turn"' "$out" || fail "$name: the client was never asked to move"
  grep -q '"type":"events"' "$out" || fail "$name: no events were sent"
  [ "$(grep -c '"type":"refused"' "$out")" -ge 2 ] || fail "$name: bad lines were not refused"
  tail -n 1 "$out" | grep -Eq '"reason":"(game-over|action-limit)"' \
    || fail "$name: did not play to its end or 200 actions: $(tail -n 1 "$out")"
  "$RYOIKI" replay "$save" > "$tmp/$name.judge" || fail "$name: replay failed"
  grep -q '^#1 ' "$tmp/$name.judge" || fail "$name: the judge's replay is empty"
  "$RYOIKI" replay "$save" --seat p1 --lang ja > "$tmp/$name.p1" || fail "$name: seat replay failed"
  if grep -Eq 'c[0-9]+#[0-9]+' "$tmp/$name.p1"; then fail "$name: a seat's replay shows engine ids"; fi
  echo "play-smoke: $name: $(tail -n 1 "$out")"
}

# One line per game: key, name, and its variants joined by commas (none: no third field).
"$RYOIKI" games > "$tmp/games" || fail "ryoiki games exited $?"
[ -s "$tmp/games" ] || fail "ryoiki games lists no game"
mapfile -t listed < "$tmp/games"
first=
for line in "${listed[@]}"; do
  IFS=$'\t' read -r key _name variants <<< "$line"
  if [ -z "$variants" ]; then
    play "$key" --game "$key" --seat p0 --bot p1=random
  else
    for v in ${variants//,/ }; do
      play "$key-$v" --game "$key" --variant "$v" --seat p0
    done
  fi
  # The first game once more with every seat driven by the client (hot seat).
  [ -n "$first" ] || { first=$key; play "$key-hot-seat" --game "$key" --seed 3; }
done
echo "play-smoke: ok"
