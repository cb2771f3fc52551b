#!/usr/bin/env bash
# Runs Algolia's official Python client against `instantsearch serve` on 127.0.0.1: installs
# algoliasearch into a virtual environment under .build/ (once), then, each time on a free port
# and stopped with SIGTERM (it must exit cleanly): scenario.py on an empty folder, whose writes
# must be saved; exports.py on folders laid out like Algolia's public exports, whose files must
# keep their bytes, with no write and with writes, across restarts.
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

work=$(mktemp -d)
pid=""
trap 'if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi; rm -rf "$work"' EXIT
python="$venv/bin/python"
scenario=Tools/ServerScenario

# start DIR: starts the server on DIR with the scenario's keys; sets pid and port.
start() {
  : >"$work/out"
  INSTANTSEARCH_ADMIN_KEY=scenario-admin INSTANTSEARCH_SEARCH_KEY=scenario-search \
    "$binary" serve --data "$1" --port 0 --quiet >"$work/out" 2>>"$work/errors" &
  pid=$!
  for _ in $(seq 100); do
    grep -q "listening on" "$work/out" && break
    sleep 0.1
  done
  port=$(sed -n 's|.*listening on http://127.0.0.1:\([0-9]*\).*|\1|p' "$work/out")
  [ -n "$port" ] || {
    echo "server-scenario: the server did not start:" >&2
    cat "$work/errors" >&2
    exit 1
  }
}

# stop: SIGTERM, and the server must exit 0.
stop() {
  kill -TERM "$pid"
  wait "$pid" || { echo "server-scenario: the server did not stop cleanly" >&2; exit 1; }
  pid=""
}

# sums DIR: every file under DIR with its checksum, hidden ones included.
sums() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 -r sha256sum); }

# 1. An empty folder, written to through the client.
data="$work/empty"
mkdir "$data"
start "$data"
"$python" "$scenario/scenario.py" "$port" scenario-admin scenario-search
stop
grep -q '"objectID":"m3"' "$data/.instantsearch/state/movies.json" || {
  echo "server-scenario: the writes were not saved in the folder's .instantsearch/state" >&2
  exit 1
}

# 2. An export's layout: records without objectID, wrapped settings; a folder-level settings.json.
recipes="$work/recipes"
movies="$work/movies"
"$python" "$scenario/exports.py" make "$recipes" "$movies"
before=$(sums "$recipes")
start "$recipes"
"$python" "$scenario/exports.py" read "$port" scenario-admin scenario-search "$work/ids.json"
stop
[ "$(sums "$recipes")" = "$before" ] || {
  echo "server-scenario: a stop with no write changed the folder" >&2
  exit 1
}
start "$recipes"
"$python" "$scenario/exports.py" write "$port" scenario-admin scenario-search "$work/ids.json"
stop
start "$recipes"
"$python" "$scenario/exports.py" restart "$port" scenario-admin scenario-search "$work/ids.json"
stop
for file in recipes.json recipes_settings.json; do
  grep -F " ./$file" <<<"$before" | (cd "$recipes" && sha256sum --quiet -c -) || {
    echo "server-scenario: the server changed the user's $file" >&2
    exit 1
  }
done
start "$movies"
"$python" "$scenario/exports.py" folder "$port" scenario-admin scenario-search
stop
echo "server-scenario: every stop was clean, the user's files untouched, the writes saved" >&2
