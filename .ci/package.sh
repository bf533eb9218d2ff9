#!/usr/bin/env bash
# Every crate meant for crates.io packs and would publish: `cargo publish --dry-run` over
# the workspace packs each crate that is not `publish = false` (tidy, bench, the command
# line), checks its manifest, and resolves its in-workspace dependencies against the
# packages just made. Nothing is uploaded.
#
# By default the packages are not built (`--no-verify`): building each from its own
# files took 10 minutes on a 2-core machine, too long for every CI run. A crate that
# embeds a file from outside its folder, the usual way a package stops building, is
# caught by ryoiki-tidy's `embedded_files` test instead. `.ci/package.sh --verify`
# builds every package as crates.io would (before a release).
set -euo pipefail
cd "$(dirname "$0")/.."

verify=(--no-verify)
if [ "${1:-}" = "--verify" ]; then
  verify=()
  shift
fi

excluded=()
for manifest in crates/*/Cargo.toml; do
  if grep -q '^publish = false' "$manifest"; then
    excluded+=(--exclude "$(basename "$(dirname "$manifest")")")
  fi
done

# Cargo prints each package's file count and size ("Packaged 43 files, 360.6KiB").
cargo publish --workspace --dry-run --locked "${verify[@]}" "${excluded[@]}" "$@"
