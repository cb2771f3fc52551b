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
cleanup() { "${T[@]}" kill-server 2>/dev/null || true; rm -rf "$work" 2>/dev/null || true; }
trap cleanup EXIT
set +e  # from here on, a failed check is counted, not fatal

passed=0
failed=0
pane=repl  # the session the helpers read and type into
screen() { "${T[@]}" capture-pane -p -J -t "$pane"; }
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
type_text() { "${T[@]}" send-keys -t "$pane" -l -- "$1"; }
key() { "${T[@]}" send-keys -t "$pane" "$@"; }
clear_screen() { "${T[@]}" send-keys -t repl C-l; "${T[@]}" clear-history -t repl; }

# Credentials in the environment, as a person would set them: the key must never show.
secret="tmux-secret-key-$$-$RANDOM"
"${T[@]}" new-session -d -s repl -x 120 -y 40 \
  -e HOME="$work" -e LANG=C.UTF-8 -e TERM=tmux-256color -e NO_COLOR=1 \
  -e ALGOLIA_APP_ID=TMUXAPP -e ALGOLIA_API_KEY="$secret" \
  "'$bin'; echo \"[exit \$?]\"" \
  \; set-option -t repl remain-on-exit on \; set-option -s exit-empty off

prompt='^[a-z0-9_]+> ?$'
wait_for "$prompt" 20; check "starts and shows a prompt" $?
screen | grep -q 'type help for the commands'; check "the banner says to type help" $?
step() { # step TEXT: clear the screen at the prompt, then type TEXT (no Enter)
  key C-l
  wait_for "$prompt" 5 || true
  type_text "$1"
}

# Tab completes a command; indices shows the sort orders through the Sort By controller.
step "ind"; key Tab
wait_for '^products> indices ?$' 5; check "Tab completes a command (ind -> indices)" $?
key Enter
wait_for '^\* 1  products$' 10; check "indices lists the sort orders from 1, the selected one marked" $?

# Tab completes an index name.
step "sort products_price_a"; key Tab
wait_for '^products> sort products_price_asc ?$' 5; check "Tab completes an index name" $?
key C-u

# sort 3 selects the third sort order (numbered from 1, as indices lists them) and searches it.
step "sort 3"; key Enter
wait_for '^sorted by products_price_desc$' 10 && wait_for 'index products_price_desc' 2
check "sort 3 switches to products_price_desc" $?
screen | grep -Eq '^# +objectID +name +price +matches$'
check "the price shows in a column after sorting by price" $?
wait_for '^products_price_desc> ?$' 5; check "the prompt names the new index" $?

# filter add with a completed facet value.
step "filter add or:brand brand:Appl"; key Tab
wait_for 'filter add or:brand brand:Apple ?$' 5; check "Tab completes a facet value" $?
key Enter
wait_for '^added "brand":"Apple" to or:brand$' 10; check "filter add or:brand brand:Apple" $?
step "filter add and:price price > 100"; key Enter
wait_for '^added "price" > 100 to and:price$' 10; check "filter add and:price price > 100" $?

# clear --except keeps the brand group only.
step "clear --except or:brand"; key Enter
wait_for '^cleared; filters now: \( "brand":"Apple" \)$' 10; check "clear --except or:brand" $?
step "filters"; key Enter
wait_for '^filters string: \( "brand":"Apple" \)$' 10; check "filters shows what is left" $?

# facets draws a bar per value, the selected brand marked.
step "facets brand"; key Enter
wait_for '^\* Apple +[0-9,]+  █+' 10; check "facets brand marks Apple and draws bars" $?

# clear alone empties every group.
step "clear"; key Enter
wait_for '^cleared; filters now: none$' 10; check "clear empties every group" $?

# Up recalls the previous lines.
key C-l; wait_for "$prompt" 5; key Up Up Up Up
wait_for '^products_price_desc> clear --except or:brand ?$' 5; check "Up recalls history" $?
key C-u

# set: Tab completes a parameter's name; with typo tolerance off a misspelt word finds nothing,
# and unset brings it back.
step "set typoTol"; key Tab
wait_for '^products_price_desc> set typoTolerance ?$' 5
check "Tab completes a search parameter (set typoTol -> typoTolerance)" $?
type_text " false"; key Enter
wait_for '^typoTolerance = false$' 10; check "set typoTolerance false lists it" $?
step "samsnug"; key Enter
wait_for '^0 hits in .*query "samsnug"' 10; check "typo tolerance off: samsnug finds nothing" $?
step "unset typoTolerance"; key Enter
wait_for '^[1-9][0-9,]* hits in .*query "samsnug"' 10; check "unset typoTolerance finds it again" $?

# An unreachable Algolia host is an error; the session goes on, and the key is not shown.
step "connect algolia --host http://127.0.0.1:1"; key Enter
wait_for 'connection refused' 15; check "an unreachable host is reported" $?
wait_for "$prompt" 5; check "the session goes on after a failed connect" $?
! "${T[@]}" capture-pane -p -J -S - -t repl | grep -q -- "$secret"
check "the API key never shows on the screen" $?

# The filter and paging widgets: a toggle with its count, a growing list, pages, a range.
step "toggle free_shipping"; key Enter
wait_for '^\[x\] free_shipping: true \([0-9]+\)$' 10; check "toggle free_shipping switches it on" $?
step "hits more"; key Enter
wait_for '^40 of [0-9]+ shown; more to load$' 10; check "hits more loads the next page below" $?
step "next"; key Enter
wait_for '^page 3/[0-9]+: ' 10; check "next goes to the next page" $?
step "prev"; key Enter
wait_for '^page 2/[0-9]+: ' 10; check "prev goes back a page" $?
step "page last"; key Enter
wait_for '^page ([0-9]+)/\1: 1 .+ \[\1\]$' 10; check "page last goes to the last page, shown in the page list" $?
step "range price 10 50"; key Enter
wait_for '^price 10 . 50 of [0-9.]+ . [0-9.]+$' 10; check "range price 10 50 shows the range and bounds" $?
step "clear"; key Enter
step "menu hierarchicalCategories Audio > Speaker"; key Enter
wait_for ' index products' 10 && screen | grep -q '^All > Audio > Speaker$'
check "menu selects a category path under a breadcrumb kept on screen" $?
step "menu brand"; key Enter
wait_for 'is not a hierarchical facet; hierarchies: hierarchicalCategories' 10
check "menu with a facet that is no hierarchy names the hierarchies" $?
step "clear"; key Enter
step "facets brand sam"; key Enter
wait_for '^  Samsung +[0-9,]+ ' 10; check "facets brand sam searches the brand values" $?
step "clear"; key Enter
step "number price >= 100"; key Enter
wait_for '^price >= 100 of [0-9.]+ .+ [0-9.]+$' 10; check "number price >= 100 shows the comparison and bounds" $?
step "number price + 50"; key Enter
wait_for '^price >= 150 of ' 10; check "number price + 50 steps the comparison" $?
step "list 2"; key Enter
wait_for '^2 \[x\] 25 .+ price < 100$' 10; check "list 2 switches a price band on" $?
step "clear"; key Enter
step "sort products_rating_desc"; key Enter
step "relevant all"; key Enter
wait_for '^all [0-9,]+ results .+ show relevant only$' 10; check "relevant all shows every hit of the virtual replica" $?
step "sort 3"; key Enter
step "open products,products_query_suggestions,nowhere"; key Enter
wait_for '^nowhere [^ ]+ error: no index "nowhere"' 10 && screen | grep -Eq '^products_query_suggestions [^ ]+ [0-9,]+ hits$'
check "open a,b shows one section per index, an unknown one's error in its own" $?
step "open products"; key Enter
wait_for '^opened the demo index: ' 10 && ! screen | grep -Eq '^products_query_suggestions [^ ]+ [0-9,]+ hits'
check "open products goes back to one index" $?
step "click 2"; key Enter
wait_for '^logged click "Hit Clicked" on [0-9]+ \(hit 2\) in products as instantsearch-repl, queryID [0-9a-f]+$' 10
check "click 2 logs a click on the second hit with the search's queryID" $?

# The C example plugin draws the hits and the brand facet list; a value typed into it refines.
step "plugin load $(dirname "$bin")/libJSONLinesPlugin.so"; key Enter
wait_for '^loaded org.instantsearch.jsonlines ' 10; check "plugin load loads the C example" $?
step "use hits org.instantsearch.jsonlines/hits"; key Enter
wait_for '^\{"hits":[0-9]+,"total":[0-9]+\}$' 10; check "the C plugin's hits controller draws the hits" $?
step "use facets brand org.instantsearch.jsonlines/facet-list"; key Enter
wait_for '^\{"facet":"brand","values":\[\{"value":' 10
check "the C plugin's facet-list controller draws the brand values" $?
step "tell facets brand 1"; key Enter
wait_for '"selected":true' 10; check "a value typed into the C facet list refines the search" $?
step "use hits terminal"; key Enter
step "use facets brand terminal"; key Enter
wait_for '^facets brand now shows through terminal only$' 10; check "use WIDGET terminal removes a plugin view" $?

# Without colour (NO_COLOR here), matches are marked with brackets.
step "search speaker"; key Enter
wait_for '\[Speaker\]' 10; check "matches show as [word] without colour" $?

# Non-ASCII input is kept (the locale is set).
step "search Crème"; key Enter
wait_for 'query "Crème"' 10; check "UTF-8 input reaches the search" $?

# Ctrl-C discards the line and the session goes on.
step "half typed"; key C-c
wait_for 'half typed\^C$' 5; check "Ctrl-C cancels the line" $?
type_text "help quit"; key Enter
wait_for '^usage: quit$' 5; check "the session goes on after Ctrl-C" $?

# Escape sequences in data are shown escaped: the window keeps its title, the screen is not
# cleared, and a newline in a facet value stays on its row.
mkdir -p "$work/evil"
printf '%s\n' '[{"objectID":"1","name":"retitle \u001b]0;owned\u0007 me","brand":"a\nb"},' \
  '{"objectID":"2","name":"wipe \u001b[2J screen","brand":"\u001b[2Jx"}]' >"$work/evil/evil.json"
echo '{"attributesForFaceting":["brand"]}' >"$work/evil/evil_settings.json"
step "open $work/evil"; key Enter
wait_for 'retitle \\e]0;owned\? me' 10; check "an escape sequence in a hit is shown escaped" $?
[ "$("${T[@]}" display-message -p -t repl '#{pane_title}')" != owned ]
check "data cannot retitle the window" $?
screen | grep -q '^opened '; check "data cannot clear the screen" $?
step "facets brand"; key Enter
wait_for '^  a\\nb +1  █+$' 10; check "a newline in a facet value stays on its row" $?

# Arguments read like a shell's: quoted values with spaces, completed in quotes.
mkdir -p "$work/quoted"
printf '%s\n' \
  '[{"objectID":"1","name":"Laptop","brand":"Hewlett Packard","categories":{"lvl0":"Home Audio","lvl1":"Home Audio > Accessories"}},' \
  '{"objectID":"2","name":"Cable","brand":"Acme","categories":{"lvl0":"Home Audio","lvl1":"Home Audio > Speakers"}},' \
  '{"objectID":"3","name":"abc\u202edef mirrored","brand":"Acme","categories":{"lvl0":"Cameras"}}]' \
  >"$work/quoted/quoted.json"
echo '{"attributesForFaceting":["brand","categories.lvl0","categories.lvl1"]}' >"$work/quoted/quoted_settings.json"
step "open $work/quoted"; key Enter
wait_for '^opened ' 10
step 'filter add or:brand brand:"Hewlett Packard"'; key Enter
wait_for '^added "brand":"Hewlett Packard" to or:brand$' 10 && wait_for '^1 hit ' 5
check 'filter add or:brand brand:"Hewlett Packard" adds the quoted value' $?
step "clear"; key Enter
step "menu categories"; key Enter
wait_for '^  Home Audio +2' 10
step 'menu categories "Home'; key Tab
wait_for '^quoted> menu categories "Home Audio" ?$' 5; check "Tab completes a value with a space in quotes" $?
key C-u
step 'menu categories "Home Audio > Accessories"'; key Enter
wait_for '^All > Home Audio > Accessories$' 10; check "menu takes a quoted path as one value" $?
step "clear"; key Enter

# A refused query changes nothing: the next filter searches with the last good query.
step "search $(printf 'a%.0s' {1..600})"; key Enter
wait_for 'is too long: 600 bytes' 10; check "a 600-character query is refused" $?
step "filter add or:brand brand:Acme"; key Enter
wait_for '^added "brand":"Acme" to or:brand$' 10 && wait_for '^2 hits ' 5 \
  && ! screen | grep -q 'too long'
check "after a refused query, filter add searches with the last good one" $?
step "clear"; key Enter

# A bidirectional override in a record is shown escaped, and does not reverse the line.
step "search mirrored"; key Enter
wait_for 'abc\\u\{202E\}def' 10; check "a bidi override in a record is shown escaped" $?
! screen | grep -qF "$(printf '\342\200\256')"; check "no bidi override reaches the terminal" $?

# plugin load of a library whose constructor crashes is refused; the session goes on.
printf '#include <stdlib.h>\n__attribute__((constructor)) static void crash(void) { abort(); }\n' \
  >"$work/crash.c"
cc -shared -fPIC "$work/crash.c" -o "$work/libcrash.so"
step "plugin load $work/libcrash.so"; key Enter
wait_for 'plugin: not loaded: load with .*libcrash.so: crashed \(Aborted, signal 6\)' 15
check "plugin load of a crashing plugin is refused with the checker's message" $?
wait_for '^quoted> ?$' 5; check "the session goes on after the crashing plugin" $?

# Wide characters (CJK, emoji) keep the columns aligned, and facet bars fit the window.
mkdir -p "$work/wide"
printf '%s\n' '[{"objectID":"1","name":"東京タワー","city":"東京"},{"objectID":"2","name":"Tour Eiffel","city":"Paris"},' \
  '{"objectID":"3","name":"寿司 🍣","city":"東京"},{"objectID":"4","name":"Big Ben","city":"London"}]' >"$work/wide/wide.json"
echo '{"attributesForFaceting":["city"]}' >"$work/wide/wide_settings.json"
widths() { # the display width of each line on stdin, one per line
  while IFS= read -r line; do printf '%s' "$line" | LC_ALL=C.UTF-8 wc -L; done
}
columns_of() { # the display columns of each matching line's text before its first digit
  screen | grep -E "$1" | sed 's/[0-9].*//' | widths
}
step "open $work/wi"; key Tab
wait_for "> open $work/wide/\$" 5; check "Tab after open completes a folder, with a trailing /" $?
key Tab; key Tab
wait_for '^wide\.json +wide_settings\.json$' 5; check "Tab lists the folder's files by name" $?
key C-u
step "open $work/wide"; key Enter
wait_for '^opened ' 10
step "columns city"; key Enter
wait_for '^columns: city$' 10
rows=$(screen | grep -E '^[0-9]  [0-9] ')
[ "$(printf '%s\n' "$rows" | wc -l)" -eq 4 ] \
  && [ "$(printf '%s\n' "$rows" | sed -E 's/[^ ]+$//' | widths | sort -u | wc -l)" -eq 1 ]
check "hits with wide names keep their columns" $?
step "facets city"; key Enter
wait_for '^  London' 10
[ "$(for v in 東京 Paris London; do columns_of "^  $v "; done | sort -u | wc -l)" -eq 1 ]
check "facet counts line up after CJK values" $?
"${T[@]}" resize-window -t repl -x 40
step "facets city"; key Enter
wait_for '^  London' 10
[ "$(screen | grep -E '^  (東京|Paris|London)' | LC_ALL=C.UTF-8 wc -L)" -le 40 ]
check "facet bars fit a 40-column window" $?
"${T[@]}" resize-window -t repl -x 120

# Ctrl-C while a large file loads (open) stops the load at once and returns to the prompt.
awk 'BEGIN { for (i = 0; i < 1500000; i++)
  printf "{\"objectID\":\"%d\",\"name\":\"a product with a name long enough %d\"}\n", i, i }' \
  >"$work/large.ndjson"
step "open $work/large.ndjson"; key Enter
wait_for 'loading ' 20; check "open shows the load's progress" $?
key C-c
wait_for '^cancelled$' 2 && wait_for '^wide> ?$' 2
check "Ctrl-C during open cancels the load and returns to the prompt" $?

# Ctrl-D ends the session with status 0 and a private history file.
key C-d
wait_for '^\[exit 0\]$' 10; check "Ctrl-D exits with status 0" $?
history="$work/.local/state/instantsearch/history"
[ "$(stat -c %a "$history" 2>/dev/null)" = 600 ]; check "history file is mode 0600" $?
grep -q 'sort\\0403' "$history" 2>/dev/null; check "history holds the commands" $?
! grep -q -- "$secret" "$history" 2>/dev/null; check "the API key is not in the history" $?

# SIGTERM and SIGHUP end the REPL alone: the shell that started it in the pane goes on (libedit
# re-sends a trapped signal to the whole process group).
for sig in TERM HUP; do
  pane="sig$sig"
  "${T[@]}" new-session -d -s "$pane" -x 100 -y 20 \
    -e HOME="$work" -e LANG=C.UTF-8 -e TERM=tmux-256color -e NO_COLOR=1 \
    "'$bin'; echo \"[exit \$?]\"; sleep 60" \; set-option -t "$pane" remain-on-exit on
  wait_for "$prompt" 20
  shell=$("${T[@]}" list-panes -t "$pane" -F '#{pane_pid}')
  repl=$(ps -o pid= --ppid "$shell" | tr -d ' ' | head -1)
  kill -"$sig" "$repl" 2>/dev/null
  code=$((128 + $(kill -l "$sig")))
  # What is checked is the status and that the shell lives on to print it, not where the line
  # starts: once in a full CI run the line break after the prompt was missing (cause not found;
  # not seen in 110 runs of this block alone).
  wait_for "\[exit $code\]$" 10; check "SIG$sig ends the REPL with $code and not its parent shell" $?
done
pane=repl

# Ctrl-C while --data loads at start cancels it, says so, and leaves a prompt with nothing open.
pane=load
"${T[@]}" new-session -d -s "$pane" -x 100 -y 20 \
  -e HOME="$work" -e LANG=C.UTF-8 -e TERM=tmux-256color -e NO_COLOR=1 \
  "'$bin' --data '$work/large.ndjson'; echo \"[exit \$?]\"" \; set-option -t "$pane" remain-on-exit on
wait_for 'loading ' 20
key C-c
wait_for '^cancelled; nothing is open' 2 && wait_for '^instantsearch> ?$' 2
check "Ctrl-C during --data at start cancels the load" $?
key C-d
wait_for '^\[exit 0\]$' 10; check "the session without a source ends with Ctrl-D" $?
pane=repl

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
