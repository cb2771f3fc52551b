#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and AddressSanitizer, each in its own build
# folder so the ordinary build is left alone.
#
#   bash Tools/sanitize.sh              both
#   bash Tools/sanitize.sh thread       one of them (thread or address)
#
# Any extra arguments go to `swift test` (e.g. `--filter InstantSearchCoreTests`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Tools/setup.sh
sanitizers=(thread address)
if [ $# -gt 0 ] && { [ "$1" = thread ] || [ "$1" = address ]; }; then
  sanitizers=("$1")
  shift
fi
for s in "${sanitizers[@]}"; do
  echo "== $s sanitizer" >&2
  flags=()
  # A plugin built with ThreadSanitizer calls into its runtime, which lives in the host (the
  # test executable): the host must export it, or loading the plugin fails with
  # "undefined symbol: __tsan_external_write".
  [ "$s" = thread ] && flags=(-Xlinker --export-dynamic)
  swift build --build-tests --sanitize="$s" --scratch-path ".build/sanitize-$s" "${flags[@]}"
  TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" ASAN_OPTIONS="detect_leaks=0" \
    swift test --skip-build --sanitize="$s" --scratch-path ".build/sanitize-$s" "${flags[@]}" "$@"
done
