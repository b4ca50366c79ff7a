#!/usr/bin/env bash
# Builds the benchmark as another package would: in a scratch folder outside this
# repository, a consumer package depends on BindKit by version
# (`.package(url: "file://…/bindkit", from: "$version")`) and builds in release.
# SwiftPM refuses a versioned dependency whose manifest has `unsafeFlags`, so this
# build succeeding is the check that Package.swift has none.
#
# The BindKit "release" is a git repository made from this working tree (committed
# or not) and tagged as the release, $version. The consumer also holds the baseline (`ClosureRelay`,
# a module of its own built the way BindKit is) and the benchmark's sources.
#
# Usage: bash Benchmarks/consumer.sh [bench arguments...]
#   Prints the path of the built benchmark when given no arguments; otherwise runs
#   it with them. CONSUMER_DIR=path reuses (and refreshes) a scratch folder.
#        OPENCOMBINE_DIR=DIR bash Benchmarks/consumer.sh combine
#   builds and runs the Combine benchmark instead (Benchmarks/Sources/combine-bench: BindKit's
#   Combine stages beside OpenCombine's in one process), the consumer depending on the OpenCombine
#   checkout DIR too (docs/combine-comparison/README.md says how to make one).
set -euo pipefail
# The release: CHANGELOG.md's newest entry and `bindsim --version` say the same (VersionTests).
version="0.9.0"
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${CONSUMER_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/bindkit-consumer.XXXXXX")}"
case "$scratch" in "$repo"/*) echo "consumer.sh: the scratch folder must be outside the repository" >&2; exit 2;; esac

# 1. The library as a tagged release.
release="$scratch/bindkit"
rm -rf "$release"
mkdir -p "$release"
(cd "$repo" && git ls-files -co --exclude-standard -z | tar --null -T - -cf -) | tar -C "$release" -xf -
(
    cd "$release"
    git init -q
    git add -A
    git -c user.name=bench -c user.email=bench@localhost commit -qm "BindKit release for the consumer benchmark"
    git tag "$version"
) >&2

# 2. The consumer package.
consumer="$scratch/consumer"
# A fresh checkout each time: the tag is re-made on a new commit, which a cached
# clone would not see.
rm -rf "$consumer/Sources" "$consumer/Package.resolved" "$consumer/.build/repositories" \
    "$consumer/.build/checkouts" "$consumer/.build/workspace-state.json"
mkdir -p "$consumer/Sources"
cp -R "$repo/Benchmarks/Sources/ClosureRelay" "$repo/Benchmarks/Sources/bindkit-bench" "$consumer/Sources/"
product="bindkit-bench"
extraDependency=""
extraTarget=""
if [ "${1:-}" = "combine" ]; then
    opencombine="${OPENCOMBINE_DIR:?combine: set OPENCOMBINE_DIR to an OpenCombine 0.14.0 checkout}"
    opencombine="$(cd "$opencombine" && pwd)"
    [ -d "$opencombine/Sources/OpenCombine" ] || { echo "consumer.sh: $opencombine is no OpenCombine checkout" >&2; exit 2; }
    rm -rf "$consumer/Sources/combine-bench"
    cp -R "$repo/Benchmarks/Sources/combine-bench" "$consumer/Sources/"
    cp "$repo/Benchmarks/Sources/bindkit-bench/Clock.swift" "$consumer/Sources/combine-bench/"
    product="combine-bench"
    identity="$(basename "$opencombine" | tr 'A-Z' 'a-z')"
    # The path goes into a Swift string literal: its backslashes and quotes escaped.
    opencombine="$(printf '%s' "$opencombine" | sed 's/\\/\\\\/g; s/"/\\"/g')"
    extraDependency=", .package(path: \"$opencombine\")"
    extraTarget=".executableTarget(name: \"combine-bench\", dependencies: [.product(name: \"BindKit\", package: \"bindkit\"), .product(name: \"OpenCombine\", package: \"$identity\")]),"
fi
cat > "$consumer/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "bindkit-consumer",
    dependencies: [.package(url: "file://$release", from: "$version")$extraDependency],
    targets: [
        .target(name: "ClosureRelay"),
        .executableTarget(
            name: "bindkit-bench",
            dependencies: [.product(name: "BindKit", package: "bindkit"), "ClosureRelay"]),
        $extraTarget
    ]
)
EOF
(cd "$consumer" && swift package update --disable-dependency-cache >&2 \
    && swift build -c release --disable-dependency-cache --product "$product" >&2)
bench="$(cd "$consumer" && swift build -c release --show-bin-path)/$product"
if [ "$product" = "combine-bench" ]; then
    exec "$bench"
fi
if [ $# -eq 0 ]; then
    echo "$bench"
else
    "$bench" "$@"
fi
