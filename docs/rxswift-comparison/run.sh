#!/usr/bin/env bash
# Runs the port corpus's programs on RxSwift and on BindKit and compares their output.
#
#   bash docs/rxswift-comparison/run.sh /path/to/RxSwift-checkout /path/to/scratch-dir
#
# The RxSwift checkout should be at tag 6.10.2. Everything is built in the scratch
# directory, outside this project: the project never depends on RxSwift, and no RxSwift
# file is copied into it (RxCocoa's platform-independent files are copied into the scratch
# package only).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
project="$(cd "$here/../.." && pwd)"
rxswift="$(cd "$1" && pwd)"
scratch="$2"
mkdir -p "$scratch/Sources/RxCocoaLite" "$scratch/Sources/RxRun" "$scratch/Sources/BKRun"
R="$rxswift/RxCocoa"
cp "$R/RxCocoa.swift" "$R/Traits/ControlProperty.swift" "$R/Traits/ControlEvent.swift" \
   "$R/Common/Observable+Bind.swift" "$R/Common/Infallible+Bind.swift" "$R/Platform/DispatchQueue+Extensions.swift" \
   "$R"/Traits/SharedSequence/ObservableConvertibleType+SharedSequence.swift \
   "$R"/Traits/SharedSequence/SchedulerType+SharedSequence.swift \
   "$R"/Traits/SharedSequence/SharedSequence+Operators+arity.swift \
   "$R"/Traits/SharedSequence/SharedSequence+Operators.swift \
   "$R"/Traits/SharedSequence/SharedSequence.swift \
   "$R"/Traits/Driver/*.swift "$R"/Traits/Signal/*.swift "$R/Foundation/NotificationCenter+Rx.swift" \
   "$scratch/Sources/RxCocoaLite/"
cp "$here"/RxRun/*.swift "$scratch/Sources/RxRun/"
cp "$here"/BKRun/*.swift "$scratch/Sources/BKRun/"
for target in RxRun BKRun; do cp "$here"/Programs/*.swift "$scratch/Sources/$target/"; done
cat > "$scratch/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription
let package = Package(
  name: "compare",
  dependencies: [.package(path: "$rxswift"), .package(path: "$project")],
  targets: [
    .target(name: "RxCocoaLite", dependencies: [.product(name: "RxSwift", package: "$(basename "$rxswift")"),
                                                .product(name: "RxRelay", package: "$(basename "$rxswift")")]),
    .executableTarget(name: "RxRun", dependencies: ["RxCocoaLite",
        .product(name: "RxSwift", package: "$(basename "$rxswift")"), .product(name: "RxRelay", package: "$(basename "$rxswift")"),
        .product(name: "RxTest", package: "$(basename "$rxswift")"), .product(name: "RxBlocking", package: "$(basename "$rxswift")")]),
    .executableTarget(name: "BKRun", dependencies: [.product(name: "BindKit", package: "$(basename "$project")")],
                      swiftSettings: [.define("BINDKIT")]),
  ])
SWIFT
cd "$scratch"
swift build 2>&1 | grep -E "error:" | sort -u || true
./.build/debug/RxRun > rx.raw 2>&1
./.build/debug/BKRun > bk.out 2>&1
echo "RxSwift's debug 'Reentrancy anomaly' warnings (not reproduced by BindKit): $(grep -c 'Reentrancy anomaly' rx.raw)"
stamp='s/^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9:.]+: /<time>: /'
awk '/Reentrancy anomaly was detected/{skip=10} skip>0{skip--; next} {print}' rx.raw | sed -E "$stamp" > rx.out
sed -i -E "$stamp" bk.out
if diff rx.out bk.out > diff.out; then
    echo "identical: $(grep -c '^==' bk.out) programs, $(wc -l < bk.out) lines"
else
    cat diff.out; exit 1
fi
