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

echo "building $out/frontend-fuzz" >&2
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name FrontendFuzz \
    "$root"/Sources/bindsim/Syntax/*.swift \
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
