#!/usr/bin/env bash
# Sets up what is missing, then builds and runs every test: the Swift Testing suites of each
# module, the terminal test of the REPL, the plugin checker under AddressSanitizer, Algolia's
# Python client against the server, a build of the benchmarks (so they keep compiling), the
# format lint and the function length check.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Tools/setup.sh

echo "== build" >&2
swift build --build-tests --explicit-target-dependency-import-check error

echo "== unit tests" >&2
swift test --skip-build
bash Tools/tmux-test.sh "$PWD/.build/debug/instantsearch"  # the REPL in a real terminal
bash Tools/plugin-check-asan.sh "$PWD/.build/debug/instantsearch"  # plugin check under ASan
bash Tools/ServerScenario/run.sh "$PWD/.build/debug/instantsearch"  # Algolia's Python client

echo "== benchmarks build" >&2
# SwiftPM keeps the nested package's build plan when a file is added to a module it depends
# on ("cannot find ... in scope"): planned anew, it is always current.
rm -f Benchmarks/.build/debug.yaml Benchmarks/.build/debug/description.json
swift build --package-path Benchmarks

echo "== format" >&2
swift format lint --strict --recursive Package.swift Modules Tests Tools Plugins Benchmarks/Package.swift Benchmarks/Sources
python3 Tools/function-length.py Modules Plugins Tools Tests Benchmarks/Sources  # none over 80 lines
