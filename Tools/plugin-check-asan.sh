#!/usr/bin/env bash
# Runs `instantsearch plugin check` under AddressSanitizer on the C and C++ example plugins, on
# the fixture with a controller of every kind (each built with -fsanitize=address) and on the Swift
# example (built with SwiftPM's --sanitize=address in .build/plugin-asan); then checks that a
# fixture writing one byte past a heap block fails, with the member named.
#
# Usage: bash Tools/plugin-check-asan.sh [INSTANTSEARCH-BINARY]   (default: .build/debug/instantsearch)
#
# The host is Swift and not sanitized, so the plugins link the toolchain clang's shared ASan
# runtime (-shared-libasan) and the checker runs with that runtime preloaded: ASan must be the
# first library in the process, which LD_PRELOAD makes it (the checking children inherit it).
# A Swift plugin built with -sanitize=address is a shared library like the C ones: swiftc leaves
# its __asan_* references undefined rather than linking a runtime into it, and the preloaded
# runtime resolves them (the unsanitized Swift runtime libraries it needs are the host's own).
# Leaks of the host's own Swift allocations made for the life of the process (the host services
# each plugin keeps) are suppressed by their allocator, swift_slowAlloc; a leak of the plugins'
# malloc still fails the check.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-"$PWD/.build/debug/instantsearch"}
runtime=$(clang -print-file-name=libclang_rt.asan-x86_64.so)
if [[ ! -f "$runtime" ]]; then
  echo "plugin-check-asan: clang has no shared ASan runtime ($runtime)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'leak:swift_slowAlloc\n' >"$work/lsan.supp"
include=Modules/CInstantSearchPlugin/include
fixture=Tests/InstantSearchPluginHostTests/Fixtures/widget_kinds_plugin.c
asan=(-g -O1 -fsanitize=address -fno-omit-frame-pointer -shared-libasan -fPIC -shared
  -fvisibility=hidden -I "$include")

clang -std=c11 "${asan[@]}" Plugins/JSONLinesPlugin/jsonlines_plugin.c -o "$work/libJSONLines.so"
clang++ -std=c++17 "${asan[@]}" Plugins/CxxPlugin/hits_table_plugin.cpp -o "$work/libCxx.so"
clang -std=c11 "${asan[@]}" -DFIXTURE_ID='"test.asan.kinds"' "$fixture" -o "$work/libKinds.so"
clang -std=c11 "${asan[@]}" -DFIXTURE_ID='"test.asan.overflow"' -DFIXTURE_HEAP_OVERFLOW \
  "$fixture" -o "$work/libOverflow.so"
swift_build=.build/plugin-asan
swift build --sanitize=address --product MenuSegmentPlugin --scratch-path "$swift_build" \
  >"$work/swift-build.log" 2>&1 || { cat "$work/swift-build.log" >&2; exit 1; }
swift_plugin="$swift_build/debug/libMenuSegmentPlugin.so"
# Without instrumentation the check below would pass while seeing nothing of the Swift code.
if ! nm -D "$swift_plugin" | grep "U __asan_report_" >/dev/null; then
  echo "plugin-check-asan: $swift_plugin has no AddressSanitizer instrumentation" >&2
  exit 1
fi

check() {
  LD_PRELOAD="$runtime" \
    ASAN_OPTIONS="abort_on_error=0:exitcode=1" \
    LSAN_OPTIONS="suppressions=$work/lsan.supp:print_suppressions=0" \
    "$binary" plugin check "$1" 2>"$work/stderr"
}

status=0
for library in "$work/libJSONLines.so" "$work/libCxx.so" "$work/libKinds.so" "$swift_plugin"; do
  if ! check "$library"; then
    echo "plugin-check-asan: $(basename "$library") failed under AddressSanitizer; its report:" >&2
    cat "$work/stderr" >&2
    status=1
  fi
done
# The deliberately broken fixture must fail, and name the member it overflowed in.
if output=$(check "$work/libOverflow.so"); then
  echo "plugin-check-asan: the overflowing fixture passed; AddressSanitizer is not active" >&2
  status=1
elif ! grep -q "set_query with 1 MiB: the process exited with status 1" <<<"$output" \
  || ! grep -q "heap-buffer-overflow" "$work/stderr"; then
  echo "plugin-check-asan: the overflowing fixture failed without naming set_query:" >&2
  echo "$output" >&2
  status=1
else
  echo "ok   the fixture writing past a heap block fails under AddressSanitizer, in set_query"
fi
exit "$status"
