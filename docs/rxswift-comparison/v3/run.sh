#!/usr/bin/env bash
# Runs the version 3 verification programs on RxSwift 6.10.2 (release build: an error bound
# into a relay prints instead of stopping in fatalError) and the same scenarios on bindsim.
#
#   bash docs/rxswift-comparison/v3/run.sh /path/to/RxSwift-6.10.2 /path/to/scratch-dir
#
# Everything is built in the scratch folder, outside the project; RxCocoa's platform-
# independent trait files are copied into it, never into the project. Each program prints
# what every subscriber receives, in order; Scenarios/rxswift/NAME.txt is the same program as
# a scenario. Outputs: SCRATCH/out/rx/PROGRAM.txt and SCRATCH/out/bindsim/NAME.trace.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
project="$(cd "$here/../../.." && pwd)"
rxswift="$(cd "$1" && pwd)"
scratch="$2"
mkdir -p "$scratch/Sources/RxCocoaLite" "$scratch/Sources/V" "$scratch/out/rx" "$scratch/out/bindsim"
R="$rxswift/RxCocoa"
cp "$R/RxCocoa.swift" "$R/Traits/ControlProperty.swift" "$R/Traits/ControlEvent.swift" \
   "$R/Common/Observable+Bind.swift" "$R/Platform/DispatchQueue+Extensions.swift" \
   "$R"/Traits/SharedSequence/ObservableConvertibleType+SharedSequence.swift \
   "$R"/Traits/SharedSequence/SchedulerType+SharedSequence.swift \
   "$R"/Traits/SharedSequence/SharedSequence+Operators+arity.swift \
   "$R"/Traits/SharedSequence/SharedSequence+Operators.swift \
   "$R"/Traits/SharedSequence/SharedSequence.swift \
   "$R"/Traits/Driver/BehaviorRelay+Driver.swift "$R"/Traits/Driver/ControlEvent+Driver.swift \
   "$R"/Traits/Driver/ControlProperty+Driver.swift "$R"/Traits/Driver/Driver+Subscription.swift \
   "$R"/Traits/Driver/Driver.swift "$R"/Traits/Driver/ObservableConvertibleType+Driver.swift \
   "$scratch/Sources/RxCocoaLite/"
python3 - "$scratch/Sources/RxCocoaLite/SharedSequence+Operators.swift" <<'PY'
import sys
p = sys.argv[1]; s = open(p).read()
a = s.find("// MARK: - withUnretained"); b = s.find("// MARK: withLatestFrom")
if a >= 0 and b > a: s = s[:a] + s[b:]
open(p, "w").write(s)
PY
cp "$here"/Programs/*.swift "$scratch/Sources/V/"
cat > "$scratch/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription
let package = Package(
  name: "verify",
  dependencies: [.package(path: "$rxswift")],
  targets: [
    .target(name: "RxCocoaLite", dependencies: [.product(name: "RxSwift", package: "$(basename "$rxswift")"),
                                                .product(name: "RxRelay", package: "$(basename "$rxswift")")]),
    .executableTarget(name: "V", dependencies: ["RxCocoaLite",
        .product(name: "RxSwift", package: "$(basename "$rxswift")"), .product(name: "RxRelay", package: "$(basename "$rxswift")"),
        .product(name: "RxTest", package: "$(basename "$rxswift")")]),
  ])
SWIFT
(cd "$scratch" && swift build -c release 2>&1 | grep -E "error:" || true)
for p in $("$scratch/.build/release/V" list | sed 's/^programs: //'); do
  "$scratch/.build/release/V" "$p" 2>&1 | awk '/Reentrancy anomaly was detected/{skip=10} skip>0{skip--; next} {print}' \
    > "$scratch/out/rx/$p.txt"
done
(cd "$project" && swift build -q)
bindsim="$(cd "$project" && swift build --show-bin-path)/bindsim"
for f in "$project"/Scenarios/rxswift/*.txt "$project"/Scenarios/{buttons,search,sharing,lifecycle,fields}/*.txt; do
  "$bindsim" trace "$f" > "$scratch/out/bindsim/$(basename "${f%.txt}").trace" 2>&1 || true
done
echo "RxSwift's logs: $scratch/out/rx; bindsim's traces: $scratch/out/bindsim"
