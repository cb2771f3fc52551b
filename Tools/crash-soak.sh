#!/usr/bin/env bash
# A long soak of the server's crash rounds: kills `instantsearch serve` (SIGKILL, sometimes
# during the fold of a clean stop) at random points of a stream of writes, restarts it, and
# compares its index with an oracle of the acknowledged writes after every restart.
# The suite runs 50 rounds; this runs ROUNDS (1000 by default) with a SEED to replay a failure.
# Usage: bash Tools/crash-soak.sh [ROUNDS] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-1000}
seed=${2:-$RANDOM$RANDOM}
echo "crash-soak: $rounds rounds, seed $seed" >&2
swift build --build-tests
INSTANTSEARCH_CRASH_ROUNDS=$rounds INSTANTSEARCH_CRASH_SEED=$seed \
  swift test --skip-build --filter CrashRoundsTests
