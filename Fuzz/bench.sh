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
# The operator descriptions (Syntax/Operators) build BindKit stages: BindKit first, as a module.
mkdir -p "$out/modules"
rm -f "$out/libBindKit.a"  # an archive is added to, not replaced
find "$root/Sources/BindKit" -name '*.swift' -print0 | xargs -0 swiftc -parse-as-library -O -wmo -module-name BindKit \
    -package-name bindsim -emit-module -emit-module-path "$out/modules/BindKit.swiftmodule" \
    -emit-library -static -o "$out/libBindKit.a"
swiftc -O -wmo -parse-as-library -module-name FrontendBench -package-name bindsim -I "$out/modules" -L "$out" -lBindKit \
    "$root"/Sources/bindsim/Syntax/*.swift \
    "$root"/Sources/bindsim/Syntax/Operators/*.swift \
    "$root"/Sources/bindsim/Diagnostics/*.swift \
    "$root"/Sources/bindsim/Text/LiteralText.swift \
    "$root"/Fuzz/FrontendBench.swift \
    -o "$out/frontend-bench"
"$out/frontend-bench" "${1:-50}" "${@:2}"
