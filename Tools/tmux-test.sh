#!/usr/bin/env bash
# The REPL in a real terminal: starts `instantsearch` in a private tmux server, types into it
# as a person would (Tab completion, history, Ctrl-C, Ctrl-D), reads the screen with
# capture-pane and checks it. Prints "N passed, N failed"; exits non-zero when a check fails.
#
# Usage: Tools/tmux-test.sh [PATH-TO-instantsearch]   (default: builds the debug binary)
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${1:-}
if [ -z "$bin" ]; then
  swift build --product instantsearch >&2
  bin="$PWD/.build/debug/instantsearch"
fi
command -v tmux >/dev/null || { echo "tmux-test: tmux is not installed (Tools/setup.sh)" >&2; exit 1; }

work=$(mktemp -d)
socket="instantsearch-test-$$"
T=(tmux -L "$socket" -f /dev/null)
cleanup() { "${T[@]}" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

passed=0
failed=0
screen() { "${T[@]}" capture-pane -p -J -t repl; }
check() { # check NAME CONDITION-EXIT-STATUS
  if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "ok   $1"
  else failed=$((failed + 1)); echo "FAIL $1"; echo "---- screen:"; screen | grep -v '^ *$' | tail -15; echo "----"; fi
}
wait_for() { # wait_for REGEX [SECONDS]: polls the screen until a line matches
  local deadline=$((SECONDS + ${2:-10}))
  while [ $SECONDS -lt $deadline ]; do
    screen | grep -Eq -- "$1" && return 0
    sleep 0.05
  done
  return 1
}
last_prompt_is() { # the last non-empty line is a prompt holding exactly TEXT
  local last
  last=$(screen | grep -v '^ *$' | tail -1 | sed 's/ *$//')
  [ "$last" = "$1" ]
}
type_text() { "${T[@]}" send-keys -t repl -l -- "$1"; }
key() { "${T[@]}" send-keys -t repl "$@"; }
clear_screen() { "${T[@]}" send-keys -t repl C-l; "${T[@]}" clear-history -t repl; }

"${T[@]}" new-session -d -s repl -x 120 -y 40 \
  -e HOME="$work" -e LANG=C.UTF-8 -e TERM=tmux-256color -e NO_COLOR=1 \
  "'$bin'; echo \"[exit \$?]\"" \
  \; set-option -t repl remain-on-exit on \; set-option -s exit-empty off

prompt='^[a-z0-9_]+> ?$'
wait_for "$prompt" 20; check "starts and shows a prompt" $?
