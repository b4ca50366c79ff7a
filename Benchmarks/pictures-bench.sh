#!/usr/bin/env bash
# Release-built benchmark of the picture engines' layout (goal: a 200-vertex graph
# laid out in under 50 ms). Sources/bindsim/Output/Pictures depends on nothing
# else in the package, so this compiles those files, the tests' generated graphs
# (PictureSamples) and the harness Benchmarks/PicturesBench/main.swift by
# `swiftc -O` (the flags of the package's release builds) into a scratch folder, and runs it.
# Usage: bash Benchmarks/pictures-bench.sh [RUNS]    (default 21 runs per figure)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${TMPDIR:-/tmp}/bindsim-pictures-bench"
mkdir -p "$scratch"
swiftc -O -enforce-exclusivity=unchecked -module-name PicturesBench \
    Sources/bindsim/Output/Pictures/*.swift Tests/bindsimTests/Pictures/PictureSamples.swift \
    Benchmarks/PicturesBench/main.swift \
    -lm -o "$scratch/pictures-bench"
echo "machine: $(nproc) cores, $(uname -m), $(swiftc --version 2>&1 | head -1)"
"$scratch/pictures-bench" "${1:-21}"
