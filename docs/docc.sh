#!/usr/bin/env bash
# Builds BindKit's DocC catalog (Sources/BindKit/BindKit.docc) into a documentation
# archive and fails on any warning. Usage: bash docs/docc.sh [output-dir]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/BindKit.doccarchive}"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
swift package dump-symbol-graph --skip-synthesized-members >/dev/null
cp .build/*/symbolgraph/BindKit*.symbols.json "$graphs/"
docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
"$docc" convert Sources/BindKit/BindKit.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name BindKit --fallback-bundle-identifier org.bindsim.BindKit \
    --output-path "$out" --warnings-as-errors
echo "documentation archive: $out"
