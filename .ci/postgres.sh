#!/usr/bin/env bash
# The PostgreSQL store's tests against a real server: installs PostgreSQL from the
# system's packages when missing, starts a throwaway cluster on a loopback port in a
# temporary folder, runs ryoiki-server's tests with the `postgres` feature against it
# (RYOIKI_TEST_POSTGRES), the CLI's kill test (`serve --postgres`) and the three-node
# failover test (its own database, RYOIKI_TEST_POSTGRES_FAILOVER: three `serve` nodes,
# the busy one killed with SIGKILL; about 15 s), and stops and removes the cluster
# whatever happens.
#
#   .ci/postgres.sh          run the tests
#   .ci/postgres.sh --shell  start the cluster, print RYOIKI_TEST_POSTGRES, and wait
set -euo pipefail

PORT="${RYOIKI_PG_PORT:-55432}"

bindir() {
  local d
  d="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$d" ] || [ ! -x "$d/initdb" ]; then
    return 1
  fi
  echo "$d"
}

if ! BIN="$(bindir)"; then
  echo "== installing PostgreSQL from the system's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  BIN="$(bindir)"
fi

# initdb and postgres refuse to run as root: run them as an unprivileged user.
RUNAS=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  RUNAS=(runuser -u postgres --)
fi

DIR="$(mktemp -d /tmp/ryoiki-pg.XXXXXX)"
chmod 755 "$DIR"
[ "${#RUNAS[@]}" = 0 ] || chown postgres "$DIR"
stop() {
  "${RUNAS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT

echo "== a throwaway cluster in $DIR on 127.0.0.1:$PORT"
"${RUNAS[@]}" "$BIN/initdb" -D "$DIR/data" --username=ryoiki --auth=trust -E UTF8 >/dev/null
"${RUNAS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=on" start >/dev/null
"${RUNAS[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U ryoiki ryoiki_test
"${RUNAS[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U ryoiki ryoiki_failover
"${RUNAS[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U ryoiki ryoiki_migrate
export RYOIKI_TEST_POSTGRES="postgres://ryoiki@127.0.0.1:$PORT/ryoiki_test"
# Nodes take over every dead node's tables in their database: the failover test has
# a database of its own.
export RYOIKI_TEST_POSTGRES_FAILOVER="postgres://ryoiki@127.0.0.1:$PORT/ryoiki_failover"
# The migration test (tests/migrate.rs) empties its database and makes it with the
# schema before versions were recorded: a database of its own too.
export RYOIKI_TEST_POSTGRES_MIGRATE="postgres://ryoiki@127.0.0.1:$PORT/ryoiki_migrate"

if [ "${1:-}" = "--shell" ]; then
  echo "RYOIKI_TEST_POSTGRES=$RYOIKI_TEST_POSTGRES"
  echo "RYOIKI_TEST_POSTGRES_FAILOVER=$RYOIKI_TEST_POSTGRES_FAILOVER"
  echo "RYOIKI_TEST_POSTGRES_MIGRATE=$RYOIKI_TEST_POSTGRES_MIGRATE"
  echo "(Ctrl-C stops the cluster)"
  sleep infinity
fi

echo "== cargo test -p ryoiki-server --features postgres"
cargo test -p ryoiki-server --features postgres
echo "== cargo test -p ryoiki-cli --features postgres --test serve_kill"
cargo test -p ryoiki-cli --features postgres --test serve_kill
# --nocapture: the test prints its figures (takeover time, actions lost), copied into
# docs/guarantees.md ("Failover").
echo "== cargo test -p ryoiki-cli --features postgres --test serve_failover"
cargo test -p ryoiki-cli --features postgres --test serve_failover -- --nocapture
