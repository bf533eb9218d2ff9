#!/usr/bin/env bash
# The rules playground's WebAssembly (crates/ryoiki-wasm): installs what it needs if
# missing (the wasm32 target; wasm-bindgen-cli of exactly the wasm-bindgen version the
# crate pins, which the glue must match), builds the module in release, and writes it
# with its glue and types (`wasm-bindgen --target web`) to
# crates/ryoiki-server/web/playground/pkg, where `ryoiki serve` reads it at /playground.
# Prints the module's size, raw and gzipped. e2e/playground.js then tests it in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=crates/ryoiki-server/web/playground/pkg
TARGET=wasm32-unknown-unknown
# The version the crate pins (`wasm-bindgen = "=X"` in crates/ryoiki-wasm/Cargo.toml).
VERSION=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"$/\1/p' crates/ryoiki-wasm/Cargo.toml)
[ -n "$VERSION" ] || { echo "wasm.sh: no pinned wasm-bindgen version in crates/ryoiki-wasm/Cargo.toml" >&2; exit 1; }

if ! rustup target list --installed | grep -qx "$TARGET"; then
  rustup target add "$TARGET"
fi
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $VERSION" ]; then
  # --locked first (the tool's own lock file); if the registry lacks a version it
  # locks, resolve afresh within the tool's own requirements.
  cargo install --locked --version "$VERSION" wasm-bindgen-cli ||
    cargo install --version "$VERSION" wasm-bindgen-cli
fi

# No debug info in the module (the release profile keeps some for native profiling).
CARGO_PROFILE_RELEASE_DEBUG=0 cargo build --release --target "$TARGET" -p ryoiki-wasm
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
rm -rf "$OUT"
wasm-bindgen --target web --out-dir "$OUT" "$TARGET_DIR/$TARGET/release/ryoiki_wasm.wasm"
raw=$(wc -c < "$OUT/ryoiki_wasm_bg.wasm")
gz=$(gzip -9 -c "$OUT/ryoiki_wasm_bg.wasm" | wc -c)
echo "wasm.sh: $OUT/ryoiki_wasm_bg.wasm: $raw bytes, $gz gzipped"
