#!/usr/bin/env bash
# Builds the front end with optimisation and times parse+check on a generated scenario.
#   Fuzz/bench.sh [MEGABYTES]      (default 50)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${FUZZ_DIR:-$root/.build-fuzz}"
mkdir -p "$out"
swiftc -O -wmo -parse-as-library -module-name FrontendBench \
    "$root"/Sources/bindsim/Syntax/*.swift \
    "$root"/Sources/bindsim/Diagnostics/*.swift \
    "$root"/Fuzz/FrontendBench.swift \
    -o "$out/frontend-bench"
"$out/frontend-bench" "${1:-50}"
