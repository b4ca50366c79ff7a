#!/usr/bin/env bash
# Builds the front-end fuzz target with libFuzzer + AddressSanitizer and runs it (with the
# tests' AST dumper, which it compares across two parses).
#   Fuzz/run.sh [SECONDS] [extra libFuzzer flags...]
# Work files go to .build-fuzz/ (corpus, seeds, crash artifacts); set FUZZ_DIR to move them.
set -euo pipefail

seconds="${1:-60}"
shift || true
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${FUZZ_DIR:-$root/.build-fuzz}"
mkdir -p "$out/corpus" "$out/seeds" "$out/artifacts"

# The operator descriptions (Syntax/Operators) build BindKit stages: BindKit is compiled first,
# as a module and a static library the front end links against (not instrumented).
echo "building $out/libBindKit.a" >&2
mkdir -p "$out/modules"
rm -f "$out/libBindKit.a"  # an archive is added to, not replaced
find "$root/Sources/BindKit" -name '*.swift' -print0 | xargs -0 swiftc -parse-as-library -O -module-name BindKit \
    -package-name bindsim -emit-module -emit-module-path "$out/modules/BindKit.swiftmodule" \
    -emit-library -static -o "$out/libBindKit.a"

echo "building $out/frontend-fuzz" >&2
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name FrontendFuzz \
    -package-name bindsim -I "$out/modules" -L "$out" -lBindKit \
    "$root"/Sources/bindsim/Syntax/*.swift \
    "$root"/Sources/bindsim/Syntax/Operators/*.swift \
    "$root"/Sources/bindsim/Diagnostics/*.swift \
    "$root"/Sources/bindsim/Text/LiteralText.swift \
    "$root"/Tests/bindsimTests/ASTDumper.swift \
    "$root"/Fuzz/FrontendFuzz.swift \
    -o "$out/frontend-fuzz" 2> >(grep -v "Cannot export local symbol" >&2)

# Seeds: the snippets in Fuzz/seeds and every scenario in the repository.
cp "$root"/Fuzz/seeds/*.txt "$out/seeds/"
find "$root/Scenarios" -name '*.txt' -print0 2>/dev/null | while IFS= read -r -d '' file; do
    cp "$file" "$out/seeds/$(echo "$file" | sed "s|^$root/||; s|/|_|g")"
done

echo "fuzzing for ${seconds}s" >&2
exec "$out/frontend-fuzz" "$out/corpus" "$out/seeds" \
    -dict="$root/Fuzz/scenario.dict" \
    -max_total_time="$seconds" -timeout=10 -max_len=8192 -rss_limit_mb=4096 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@"
