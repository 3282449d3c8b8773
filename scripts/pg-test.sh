#!/usr/bin/env bash
# Prints a PostgreSQL URL for the server tests on its last stdout line.
# TEST_DATABASE_URL reachable -> reuse it. Otherwise run a throwaway cluster (as the
# `postgres` OS user: root may not run postgres) on 127.0.0.1:54329, fsync off, trust auth on
# loopback. Idempotent: a running cluster is reused. Its data lives under /tmp, not in the
# checkout: the postgres user may not be able to enter a checkout under /root.
set -euo pipefail

PORT=54329
PGDATA="${SHELFMARK_PGDATA:-/tmp/shelfmark-pg-${PORT}}"
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"

reachable() {
  command -v pg_isready >/dev/null 2>&1 || return 1
  pg_isready -q -d "$1" -t 3
}

if [[ -n "${TEST_DATABASE_URL:-}" ]] && reachable "$TEST_DATABASE_URL"; then
  echo "$TEST_DATABASE_URL"
  exit 0
fi

find_bindir() {
  local versioned
  versioned="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  if [[ -n "$versioned" ]]; then echo "$versioned"; return; fi
  # pg_ctl may be a symlink (e.g. /usr/local/bin): use the directory it really lives in.
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v pg_ctl)")"; fi
}

BINDIR="$(find_bindir)"
if [[ -z "$BINDIR" || ! -x "$BINDIR/pg_ctl" ]]; then
  echo "installing postgresql (apt-get)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  BINDIR="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
fi

# Debian's postgresql package starts its own cluster on 5432; ours is separate and on 54329.
as_postgres() {
  if [[ "$(id -u)" == "0" ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [[ "$(id -u)" == "0" ]] && ! id postgres >/dev/null 2>&1; then
  useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
fi

if [[ ! -f "$PGDATA/PG_VERSION" ]]; then
  mkdir -p "$PGDATA"
  [[ "$(id -u)" == "0" ]] && chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  as_postgres "$BINDIR/initdb" -D "$PGDATA" -U postgres --auth=trust --encoding=UTF8 \
    --locale=C.UTF-8 >&2
fi

if ! as_postgres "$BINDIR/pg_ctl" -D "$PGDATA" status >/dev/null 2>&1; then
  as_postgres "$BINDIR/pg_ctl" -D "$PGDATA" -w -t 30 -l "$PGDATA/server.log" start \
    -o "-p $PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories='$PGDATA' \
        -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >&2
fi

PG_ISREADY="$BINDIR/pg_isready"
[[ -x "$PG_ISREADY" ]] || PG_ISREADY="pg_isready"
for _ in $(seq 1 30); do
  if "$PG_ISREADY" -q -h 127.0.0.1 -p "$PORT"; then
    echo "$URL"
    exit 0
  fi
  sleep 1
done
echo "postgresql did not become ready; see $PGDATA/server.log" >&2
exit 1
