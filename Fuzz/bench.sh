#!/usr/bin/env bash
# Builds the front end with optimisation and times parse+check on a generated scenario.
#   Fuzz/bench.sh [MEGABYTES [chain] [phases]]   (default 50; "chain": the long relay chain
#   scenario instead of the dense mixed one; "phases": also time lexing and parsing alone)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${FUZZ_DIR:-$root/.build-fuzz}"
mkdir -p "$out"
# Compile from the scratch folder: swiftc writes module files into the working directory.
cd "$out"
swiftc -O -wmo -parse-as-library -module-name FrontendBench \
    "$root"/Sources/bindsim/Syntax/*.swift \
    "$root"/Sources/bindsim/Diagnostics/*.swift \
    "$root"/Sources/bindsim/Text/LiteralText.swift \
    "$root"/Fuzz/FrontendBench.swift \
    -o "$out/frontend-bench"
"$out/frontend-bench" "${1:-50}" "${@:2}"
