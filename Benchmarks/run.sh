#!/usr/bin/env bash
# Builds every benchmark in release mode and runs them one after the other.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release
for b in FilterStateBenchmark DecodeBenchmark LocalEngineBenchmark LargeVocabularyBenchmark SnapshotBenchmark PluginBenchmark REPLBenchmark ServerLoadBenchmark WriteBenchmark; do
  echo "== $b"
  ".build/release/$b" "$@"
done
