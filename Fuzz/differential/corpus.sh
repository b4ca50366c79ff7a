#!/usr/bin/env bash
# The corpus's exports on the real RxSwift (issue 23, item 3; docs/export.md, docs/fidelity.md):
# every exportable scenario of Scenarios/ is exported with `--import rxswift` (the files
# Tests/ExportGoldens holds, with their imports swapped), built against RxSwift, RxRelay and
# RxTest from the checkout given, and run in the mode that collects the lines that fail; each
# must fail exactly the lines bindsim fails (Tests/ExportGoldens/CorpusExports.swift) and skip
# where bindsim cut a loop off.
#
#   bash Fuzz/differential/corpus.sh RXSWIFT_CHECKOUT [WORK]
#
# RXSWIFT_CHECKOUT is a checkout of https://github.com/ReactiveX/RxSwift at tag 6.10.2; it is
# only read: its sources are copied to WORK/RxSwift and built there. Everything is built in WORK
# (default: $TMPDIR/bindsim-export-corpus), outside this project, in release mode
# (`CONFIGURATION=debug` builds the debug configuration, where RxSwift's DEBUG traps are on).
# Exit 0 when every export does what bindsim says, 1 when one does not, 2 when they do not build.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
project="$(cd "$here/../.." && pwd)"
checkout="$(cd "${1:?usage: corpus.sh RXSWIFT_CHECKOUT [WORK]}" && pwd)"
work="${2:-${TMPDIR:-/tmp}/bindsim-export-corpus}"
configuration="${CONFIGURATION:-release}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
rxswift="$work/RxSwift"
# A copy (times kept, so a second run rebuilds nothing): the checkout itself is never built in.
mkdir -p "$rxswift"
(cd "$checkout" && tar --exclude=.git --exclude=.build --exclude=.swiftpm -cf - .) | (cd "$rxswift" && tar -xpf -)

echo "building bindsim" >&2
(cd "$project" && swift build -c release --product bindsim >&2)
bindsim="$project/.build/release/bindsim"

tests="$work/Tests/Exports"
rm -rf "$tests"
mkdir -p "$tests"
exported=0
refused=0
while IFS= read -r scenario; do
    name="${scenario#Scenarios/}"
    name="${name%.txt}"
    out="$tests/${name//\//-}.swift"
    if (cd "$project" && "$bindsim" export "$scenario" --import rxswift -o "$out" 2>/dev/null); then
        exported=$((exported + 1))
    else
        refused=$((refused + 1))
    fi
done < <(cd "$project" && find Scenarios -name '*.txt' -not -path 'Scenarios/errors/*' | sort)
cp "$project/Tests/ExportGoldens/ExportCheck.swift" "$project/Tests/ExportGoldens/CorpusExports.swift" \
   "$here/CorpusCheck.swift" "$tests/"
echo "exported $exported scenarios with --import rxswift ($refused refused: a terminal, property, published, channel or reactivekit)" >&2

cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription
let package = Package(
  name: "ExportCorpus",
  dependencies: [.package(path: "$rxswift")],
  targets: [
    .testTarget(name: "Exports", dependencies: [
        .product(name: "RxSwift", package: "$(basename "$rxswift")"),
        .product(name: "RxRelay", package: "$(basename "$rxswift")"),
        .product(name: "RxTest", package: "$(basename "$rxswift")")],
      swiftSettings: [.define("BINDSIM_EXPORT_CHECK")]),
  ])
SWIFT
cd "$work"
echo "building the exports against RxSwift $(git -C "$checkout" describe --tags 2>/dev/null || echo '(no tag)') ($(git -C "$checkout" rev-parse HEAD 2>/dev/null)), $configuration" >&2
if ! swift build -c "$configuration" --build-tests > build.log 2>&1; then
    grep -E "error:" build.log >&2 || tail -20 build.log >&2
    echo "the exports do not build against RxSwift (all of it: $work/build.log)" >&2
    exit 2
fi
binary="$(find .build/"$configuration"/ -maxdepth 1 -name '*.xctest' | head -1)"
"$binary" Exports.CorpusCheckTests > check.log 2>&1 && status=0 || status=1
grep -E "^(agree|DISAGREE|[0-9]+ exports)" check.log || tail -20 check.log
exit $status
