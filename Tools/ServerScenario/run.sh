#!/usr/bin/env bash
# Runs Algolia's official Python client against `instantsearch serve` on 127.0.0.1: installs
# algoliasearch into a virtual environment under .build/ (once), starts the server on a fresh
# dataset folder and a free port, runs scenario.py, stops the server with SIGTERM and checks
# that it exits cleanly with the writes saved.
# Usage: bash Tools/ServerScenario/run.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=${1:-"$PWD/.build/debug/instantsearch"}
venv="$PWD/.build/algolia-venv"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import algoliasearch" 2>/dev/null; then
  if ! python3 -m venv "$venv" 2>/dev/null; then
    # Debian's own python3 needs python3-venv for this.
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
    rm -rf "$venv"
    python3 -m venv "$venv"
  fi
  "$venv/bin/pip" install --quiet --disable-pip-version-check "algoliasearch>=4.48,<5"
fi

data=$(mktemp -d)
out=$(mktemp)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$data" "$out"' EXIT
INSTANTSEARCH_ADMIN_KEY=scenario-admin INSTANTSEARCH_SEARCH_KEY=scenario-search \
  "$binary" serve --data "$data" --port 0 --quiet >"$out" &
pid=$!
for _ in $(seq 100); do
  grep -q "listening on" "$out" && break
  sleep 0.1
done
port=$(sed -n 's|.*listening on http://127.0.0.1:\([0-9]*\).*|\1|p' "$out")
[ -n "$port" ] || { echo "server-scenario: the server did not start" >&2; exit 1; }

"$venv/bin/python" Tools/ServerScenario/scenario.py "$port" scenario-admin scenario-search
kill -TERM "$pid"
wait "$pid"
grep -q '"objectID":"m3"' "$data/.instantsearch/state/movies.json" || {
  echo "server-scenario: the writes were not saved in the folder's .instantsearch/state" >&2
  exit 1
}
echo "server-scenario: the server stopped cleanly and saved the writes" >&2
