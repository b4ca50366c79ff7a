#!/usr/bin/env bash
# Builds BindKit's DocC catalog (Sources/BindKit/BindKit.docc) into a documentation
# archive and fails on any warning. Usage: bash docs/docc.sh [output-dir]
#
# It builds only BindKit and extracts BindKit's symbol graph itself, so it works on a
# fresh clone: `swift package dump-symbol-graph` extracts every module of the package,
# the test modules too, and fails until the tests have been built once.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/BindKit.doccarchive}"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
tools="$(dirname "$(readlink -f "$(command -v swift)")")"
swift build --target BindKit >&2
bin="$(swift build --show-bin-path)"
# The flags `swift package dump-symbol-graph --skip-synthesized-members` passes.
"$tools/swift-symbolgraph-extract" -module-name BindKit -target "$(basename "$(dirname "$bin")")" \
    -module-cache-path "$bin/ModuleCache" -I "$bin/Modules" -minimum-access-level public \
    -skip-synthesized-members -omit-extension-block-symbols -output-dir "$graphs"
"$tools/docc" convert Sources/BindKit/BindKit.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name BindKit --fallback-bundle-identifier org.bindsim.BindKit \
    --output-path "$out" --warnings-as-errors
echo "documentation archive: $out"
