#!/usr/bin/env bash
# Rule R (docs/semantics.md section 5) on RxSwift 6.10.2's real main queue: each case of
# main.swift in a fresh process RUNS times, then every case in one process (PASSES passes) RUNS
# times; prints how often each order was seen.
#
#   bash docs/rxswift-comparison/rule-r/run.sh /path/to/RxSwift-6.10.2 /path/to/scratch-dir [RUNS] [PASSES]
#
# Everything is built in the scratch folder, outside the project (release build).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rxswift="$(cd "${1:?usage: run.sh RXSWIFT SCRATCH [RUNS] [PASSES]}" && pwd)"
scratch="${2:?usage: run.sh RXSWIFT SCRATCH [RUNS] [PASSES]}"
runs="${3:-10}"
passes="${4:-3}"
mkdir -p "$scratch/Sources/RuleR"
cp "$here/main.swift" "$scratch/Sources/RuleR/main.swift"
cat > "$scratch/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription
let package = Package(
  name: "RuleR",
  dependencies: [.package(path: "$rxswift")],
  targets: [
    .executableTarget(name: "RuleR", dependencies: [
        .product(name: "RxSwift", package: "$(basename "$rxswift")"),
        .product(name: "RxRelay", package: "$(basename "$rxswift")")]),
  ])
SWIFT
(cd "$scratch" && swift build -c release 2>&1 | grep -E "error:" || true)
probe="$scratch/.build/release/RuleR"
echo "fresh process, $runs runs per case:"
for name in probe hop under zero delay; do
  for _ in $(seq "$runs"); do "$probe" "$name"; done | sort | uniq -c
done
echo "one process, $passes passes, $runs runs:"
for _ in $(seq "$runs"); do "$probe" all "$passes"; done | sort | uniq -c
