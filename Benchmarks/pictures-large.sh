#!/usr/bin/env bash
# `bindsim graph --format svg` on generated large scenarios (issue 26: a 2,000-relay file took
# 26-50 s and 852 MB and wrote a 225 MB SVG): wall time, peak memory (`/usr/bin/time`'s
# maximum resident set) and the SVG's size, with a release build. The files are written to
# ${TMPDIR:-/tmp}/bindsim-pictures-large:
#   ring-2000    relays r0 -> r1 -> ... -> r1999 -> r0 (the back edge through distinct())
#   chain-2000   the same without the back edge
#   random-2000  2,000 relays and 2,000 random binds, joins and 'on' blocks (the generator
#                of Tests/bindsimTests/DeterminismTests.generatedScenario)
#   densest      the most an SVG draws: 200 relays in a chain and 201 long edges between them
# Usage: bash Benchmarks/pictures-large.sh [RUNS] [BINDSIM]   (default 3 runs, the median shown;
#        BINDSIM: a built binary, default: built here by `swift build -c release`)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
bindsim="${2:-}"
if [ -z "$bindsim" ]; then
    swift build -c release --product bindsim >/dev/null
    bindsim="$(swift build -c release --show-bin-path)/bindsim"
fi
scratch="${TMPDIR:-/tmp}/bindsim-pictures-large"
mkdir -p "$scratch"

relays() { local i; for ((i = 0; i < $1; i++)); do echo "relay r$i = 0"; done; }
{
    echo 'scenario "ring of 2000"'; relays 2000
    for ((i = 0; i < 1999; i++)); do echo "bind r$i -> r$((i + 1))"; done
    echo "bind r1999.distinct() -> r0"
} > "$scratch/ring-2000.txt"
{
    echo 'scenario "chain of 2000"'; relays 2000
    for ((i = 0; i < 1999; i++)); do echo "bind r$i -> r$((i + 1))"; done
} > "$scratch/chain-2000.txt"
{
    # DeterminismTests.generatedScenario(relays: 2000, binds: 2000): the same 64-bit generator.
    state=2024
    next() { state=$(( state * 6364136223846793005 + 1442695040888963407 )); pick=$(( ((state >> 33) & 0x7FFFFFFF) % $1 )); }
    echo 'scenario "generated"'; relays 2000
    for ((n = 0; n < 2000; n++)); do
        next 2000; a=$pick; next 2000; b=$pick; next 2000; c=$pick; next 6
        case $pick in
            0) echo "bind r$a -> r$b" ;;
            1) echo "bind r$a.map(it + 1).distinct() -> r$b" ;;
            2) echo "bind r$a.filter(it < 3) -> r$b" ;;
            3) echo "bind combineLatest(r$a, r$b).map(\$0 + \$1).distinct() -> r$c" ;;
            4) echo "bind merge(r$a, r$b).distinct() -> r$c" ;;
            *) echo "on r$a { if it < 2 { set r$b = it + 1 } }" ;;
        esac
    done
    echo "set r0 = 1"
} > "$scratch/random-2000.txt"
{
    echo 'scenario "densest drawing"'; relays 200
    for ((i = 0; i < 199; i++)); do echo "bind r$i -> r$((i + 1))"; done
    for ((i = 0; i < 201; i++)); do echo "bind r$(( (i * 37) % 200 )).map(it + 1) -> r$(( (i * 91 + 50) % 200 ))"; done
} > "$scratch/densest.txt"

echo "machine: $(nproc) cores, $(uname -m), $(swiftc --version 2>&1 | head -1)"
printf '%-12s %10s %12s %12s\n' file seconds "peak KiB" "SVG bytes"
for name in ring-2000 chain-2000 random-2000 densest; do
    times=()
    for ((run = 0; run < runs; run++)); do
        /usr/bin/time -f "%e %M" -o "$scratch/time.txt" "$bindsim" graph --format svg "$scratch/$name.txt" \
            > "$scratch/$name.svg" || true
        times+=("$(cat "$scratch/time.txt")")
    done
    median="$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")"
    printf '%-12s %10s %12s %12s\n' "$name" "${median% *}" "${median#* }" "$(wc -c < "$scratch/$name.svg")"
done
