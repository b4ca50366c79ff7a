#!/usr/bin/env bash
# Issue 26's runaway cases, on generated files, with a release build: wall time and peak
# memory (`/usr/bin/time -v`: elapsed, maximum resident set) and the exit status of each.
# The files are written to ${TMPDIR:-/tmp}/bindsim-reliability:
#   timers-100000   100,000 'bind a.delay(10ms) -> bN', then 'wait 10ms' (all due at one instant)
#   type-emit       4,000 characters typed into a field holding 65,000, then 'expect f emitted ["a"]'
#   ring-300        300 relays in a ring that loops on every user edit: 'explore' (work budget)
#   fields-5000     5,000 fields with a literal each: 'explore --runs 200' (lazy alphabet)
#   jobs-ulimit     'explore --jobs 64' on Scenarios/forms/name-form.txt under 'ulimit -v 600000'
#   hops-65536      a 'from' of 65,536 words into 'async()': 65,536 hops waiting at once
#   main-65536      the same into 'main()' behind running 'main()' work: 65,536 items queued
#   shrink-4096     'explore' of a field whose one value is a 4,096-character text that breaks an
#                   invariant: the shrinker halves the text (issue 26's long-string case)
#   delay-loop      a loop through 'delay(1ms)' at '--max-events 20000000' (one chain, one origin)
#   timers-field    a field, and two 1ms intervals of two statements taking turns for 2,000,000 ms
#                   (--max-events 1000000000): an origin a tick (issue 33, item 7)
#   timers-nofield  the same without the field: no origins kept
# Usage: bash Benchmarks/reliability.sh [BINDSIM]   (default: built here by `swift build -c release`)
set -euo pipefail
cd "$(dirname "$0")/.."
bindsim="${1:-}"
if [ -z "$bindsim" ]; then
    swift build -c release --product bindsim >/dev/null
    bindsim="$(swift build -c release --show-bin-path)/bindsim"
fi
scratch="${TMPDIR:-/tmp}/bindsim-reliability"
mkdir -p "$scratch"

{
    echo "relay a = 0"
    for ((i = 0; i < 100000; i++)); do echo "relay b$i = 0"; echo "bind a.delay(10ms) -> b$i"; done
    echo "wait 10ms"
} > "$scratch/timers-100000.txt"
{
    printf 'field f = "%s"\n' "$(head -c 65000 /dev/zero | tr '\0' 'x')"
    printf 'type f "%s"\n' "$(head -c 4000 /dev/zero | tr '\0' 'y')"
    echo 'expect f emitted ["a"]'
} > "$scratch/type-emit.txt"
{
    echo "field f = 0"
    for ((i = 0; i < 300; i++)); do echo "relay r$i = 0"; done
    echo "bind f -> r0"
    for ((i = 0; i < 300; i++)); do echo "bind r$i.filter(it > 0).map(it + 1) -> r$(((i + 1) % 300))"; done
} > "$scratch/ring-300.txt"
for ((i = 0; i < 5000; i++)); do echo "field f$i = \"v$i\""; done > "$scratch/fields-5000.txt"
{
    echo 'relay s = "w w w w w w w w w w w w w w w w"'
    echo 'publish go'
    echo 'relay r = ""'
    echo 'bind go.flatMap(from(words(outer))).async() -> r'
    for ((i = 0; i < 12; i++)); do echo 'set s = s + " " + s'; done
    echo 'set go = s'
} > "$scratch/hops-65536.txt"
sed 's/flatMap(from(words(outer))).async()/main().flatMap(from(words(outer))).main()/' \
    "$scratch/hops-65536.txt" > "$scratch/main-65536.txt"

long="$(head -c 4095 /dev/zero | tr '\0' 'x')z"
{
    echo 'field f = ""'
    echo 'relay r = ""'
    echo 'bind f -> r'
    echo 'invariant length(r) < 2 as "short"'
    echo "explore f with [\"$long\"]"
} > "$scratch/shrink-4096.txt"
printf 'relay a = 0\nbind a.delay(1ms).map(it + 1) -> a\nset a = 1\n' > "$scratch/delay-loop.txt"
printf 'field f = ""\nrelay a = 0\nrelay b = 0\nbind interval(1ms) -> a\nbind interval(1ms) -> b\nwait 2000000ms\n' \
    > "$scratch/timers-field.txt"
sed 1d "$scratch/timers-field.txt" > "$scratch/timers-nofield.txt"

measure() {
    local name="$1"; shift
    local status=0
    /usr/bin/time -v "$@" >/dev/null 2>"$scratch/$name.time" || status=$?
    local elapsed peak
    elapsed=$(grep 'Elapsed (wall clock)' "$scratch/$name.time" | sed 's/.*: //')
    peak=$(grep 'Maximum resident set size' "$scratch/$name.time" | sed 's/.*: //')
    printf '%-14s %10s  %8.1f MiB  exit %s\n' "$name" "$elapsed" "$(echo "$peak / 1024" | bc -l)" "$status"
}

echo "case           wall time   peak memory"
measure timers-100000 "$bindsim" run "$scratch/timers-100000.txt"
measure type-emit "$bindsim" run "$scratch/type-emit.txt"
measure ring-300 "$bindsim" explore --jobs 2 "$scratch/ring-300.txt"
measure fields-5000 "$bindsim" explore --jobs 2 --runs 200 "$scratch/fields-5000.txt"
measure hops-65536 "$bindsim" run --max-turns 100000 "$scratch/hops-65536.txt"
measure main-65536 "$bindsim" run --max-turns 100000 "$scratch/main-65536.txt"
measure shrink-4096 "$bindsim" explore --jobs 2 "$scratch/shrink-4096.txt"
measure delay-loop "$bindsim" run --max-events 20000000 --max-reentries 1000000000 --max-turns 1000000000 "$scratch/delay-loop.txt"
measure timers-field "$bindsim" run --max-events 1000000000 --max-turns 1000000000 "$scratch/timers-field.txt"
measure timers-nofield "$bindsim" run --max-events 1000000000 --max-turns 1000000000 "$scratch/timers-nofield.txt"
measure jobs-ulimit bash -c "ulimit -v 600000; exec '$bindsim' explore --jobs 64 --runs 200 Scenarios/forms/name-form.txt"
