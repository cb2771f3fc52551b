#!/usr/bin/env bash
# Sets up what is missing, builds the REPL and starts it (on the demo index unless told
# otherwise: every argument is passed to `instantsearch`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Tools/setup.sh
swift build -c release --product instantsearch >&2
exec .build/release/instantsearch "$@"
