#!/usr/bin/env bash
# Explore throughput (explore.md, "Speed"): generated actions per second exploring the name
# form with --runs 10000 --steps 10, all properties on, --jobs 1 and 2 (median of 5 runs each),
# and the wall time of finding and shrinking the first failure at --seed 1 (median of 5).
# Usage: bash Benchmarks/explore-bench.sh [SCENARIO]
set -euo pipefail
cd "$(dirname "$0")/.."
scenario="${1:-Scenarios/forms/name-form.txt}"
swift build -c release --product bindsim >&2
bin="$(swift build -c release --show-bin-path)/bindsim"
echo "machine: $(nproc) cores, $(uname -m), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "scenario: $scenario"

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# Seconds one command takes (wall clock); its output goes to $out.
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" > "$out" || true
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f\n", b - a }'
}

for jobs in 1 2; do
    rates=()
    for _ in 1 2 3 4 5; do
        time=$(seconds "$bin" explore --runs 10000 --steps 10 --jobs "$jobs" --color never "$scenario")
        actions=$(grep -o '[0-9]* actions run' "$out" | grep -o '^[0-9]*')
        rates+=("$(awk -v a="$actions" -v t="$time" 'BEGIN { printf "%.1f\n", a / t }')")
    done
    rate=$(printf '%s\n' "${rates[@]}" | median)
    printf 'explore --runs 10000 --steps 10 --jobs %s: %s actions, median %.0f actions/s (runs: %s)\n' \
        "$jobs" "$actions" "$rate" "$(printf '%.0f ' "${rates[@]}")"
done

times=()
for _ in 1 2 3 4 5; do
    times+=("$(seconds "$bin" explore --runs 1 --seed 1 --jobs 1 --color never "$scenario")")
done
printf 'find and shrink the first failure (--runs 1 --seed 1, process start included): median %.3f s\n' \
    "$(printf '%s\n' "${times[@]}" | median)"
grep -m1 '^shrunk' "$out" || echo "(no failure found)"
