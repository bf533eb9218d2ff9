#!/usr/bin/env bash
# The Python package (python/, docs/python.md): pinned tools from PyPI in a virtual
# environment, the crate checked (fmt, clippy), the abi3 wheel built by maturin and
# installed, then its tests (pytest, with PettingZoo's API and seed tests and a local
# two-CPU Ray). The crate is outside the cargo workspace; it shares target/.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

PYTHON=${PYTHON:-python3}
VENV=${RYOIKI_PY_VENV:-target/python-venv}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$PWD/target}

step "python: virtual environment and pinned packages"
"$PYTHON" -m venv "$VENV"
"$VENV/bin/pip" install --quiet \
  maturin==1.16.0 pytest==9.2.0 numpy==2.4.6 gymnasium==1.4.0 \
  pettingzoo==1.27.0 ray==2.60.0
# texas_holdem_v4 for the comparison in docs/performance.md; not needed by the tests.
"$VENV/bin/pip" install --quiet 'pettingzoo[classic]==1.27.0' rlcard==1.2.0 ||
  echo "pettingzoo[classic] did not install: the Texas hold'em comparison is skipped"

step "python: cargo fmt --check, clippy"
(cd python && cargo fmt --check && cargo clippy --all-targets -- -D warnings)

step "python: maturin build (release, abi3 wheel)"
rm -rf target/wheels/ryoiki-*.whl
"$VENV/bin/maturin" build --release --quiet -m python/Cargo.toml -o target/wheels
"$VENV/bin/pip" install --quiet --force-reinstall --no-deps target/wheels/ryoiki-*.whl

step "python: pytest"
# From the repository's root: the installed wheel is imported, not python/ryoiki.
"$VENV/bin/python" -m pytest -q -p no:cacheprovider python/tests
