#!/usr/bin/env bash
# Builds the fuzz targets of Tools/Fuzz with libFuzzer and AddressSanitizer, then runs each for
# a given time, starting from the seed corpus in Tools/Fuzz/Corpus/<target>.
#
#   bash Tools/fuzz.sh                 every target, 60 s each
#   bash Tools/fuzz.sh 600             every target, 10 minutes each
#   bash Tools/fuzz.sh 600 FuzzFiltersParser
#
# New inputs go to .fuzz/<target>/ (ignored by git); a crashing input is written to
# .fuzz/crashes/ and the script exits non-zero. Add each crash as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
seconds=${1:-60}
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then
  targets=(FuzzFiltersParser FuzzSearchResponse FuzzRecordsLoader FuzzREPLCommandLine)
fi

runtime=$(ls -d "$(dirname "$(readlink -f "$(command -v swift)")")"/../lib/clang/*/lib/linux | head -n 1)
[ -f "$runtime/libclang_rt.fuzzer_no_main-x86_64.a" ] || {
  echo "fuzz: libFuzzer is not in this toolchain ($runtime)" >&2; exit 1; }

echo "fuzz: building ${targets[*]}" >&2
(cd Tools/Fuzz && swift build -c release \
  -Xswiftc -sanitize=address \
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
  -Xlinker "$runtime/libclang_rt.fuzzer_no_main-x86_64.a" -Xlinker -lstdc++ >&2)
bin=$(cd Tools/Fuzz && swift build -c release --show-bin-path)

mkdir -p .fuzz/crashes
status=0
printf '%-22s %12s %8s %8s %s\n' target executions seconds crashes corpus
for t in "${targets[@]}"; do
  mkdir -p ".fuzz/$t"
  log=".fuzz/$t.log"
  start=$(date +%s)
  set +e
  ASAN_OPTIONS=detect_leaks=0:symbolize=0 timeout -s KILL $((seconds + 120)) \
    "$bin/$t" ".fuzz/$t" "Tools/Fuzz/Corpus/$t" -max_total_time="$seconds" -max_len=4096 \
    -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$root/.fuzz/crashes/$t-" >"$log" 2>&1
  code=$?
  set -e
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  crashes=$(ls .fuzz/crashes | grep -c "^$t-" || true)
  printf '%-22s %12s %8s %8s %s\n' "$t" "$runs" "$(($(date +%s) - start))" "$crashes" \
    "$(ls ".fuzz/$t" | wc -l) inputs"
  if ((code != 0)); then
    status=1
    echo "fuzz: $t failed (exit $code); see $log" >&2
    grep -E 'ERROR|Fatal error|SUMMARY|Test unit written' "$log" | head -n 5 >&2 || true
  fi
done
exit $status
