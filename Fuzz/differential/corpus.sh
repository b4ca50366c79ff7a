#!/usr/bin/env bash
# The corpus's exports on the real RxSwift (issue 23, item 3; issue 35; docs/export.md,
# docs/fidelity.md): every exportable scenario of Scenarios/ is exported with `--import rxswift`
# in both forms a user gets — `single`: one self-contained file per scenario (`-o FILE.swift`,
# the files Tests/ExportGoldens holds, with their imports swapped); `kept`: all of them in one
# `-o DIR/`, short tests and one BindsimSupport.swift — each form built as one test target
# against RxSwift, RxRelay and RxTest from the checkout given, and run in the mode that collects
# the lines that fail; each export must fail exactly the lines bindsim fails
# (Tests/ExportGoldens/CorpusExports.swift) and skip where bindsim cut a loop off, and the two
# forms' verdicts must be the same.
#
#   bash Fuzz/differential/corpus.sh RXSWIFT_CHECKOUT [WORK]
#
# RXSWIFT_CHECKOUT is a checkout of https://github.com/ReactiveX/RxSwift at tag 6.10.2; it is
# only read: its sources are copied to WORK/RxSwift and built there. Everything is built in WORK
# (default: $TMPDIR/bindsim-export-corpus), outside this project, in release mode
# (`CONFIGURATION=debug` builds the debug configuration, where RxSwift's DEBUG traps are on;
# `FORMS=single` or `FORMS=kept` checks one form only).
# Exit 0 when every export does what bindsim says, 1 when one does not, 2 when they do not build.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
project="$(cd "$here/../.." && pwd)"
checkout="$(cd "${1:?usage: corpus.sh RXSWIFT_CHECKOUT [WORK]}" && pwd)"
work="${2:-${TMPDIR:-/tmp}/bindsim-export-corpus}"
configuration="${CONFIGURATION:-release}"
forms="${FORMS:-single kept}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
rxswift="$work/RxSwift"
# A copy (times kept, so a second run rebuilds nothing): the checkout itself is never built in.
mkdir -p "$rxswift"
(cd "$checkout" && tar --exclude=.git --exclude=.build --exclude=.swiftpm -cf - .) | (cd "$rxswift" && tar -xpf -)

echo "building bindsim" >&2
(cd "$project" && swift build -c release --product bindsim >&2)
bindsim="$project/.build/release/bindsim"

# Which scenarios export: each alone, as `single` writes them.
single="$work/single/Tests/Exports"
rm -rf "$single"
mkdir -p "$single"
exportable=()
refused=0
while IFS= read -r scenario; do
    name="${scenario#Scenarios/}"
    name="${name%.txt}"
    if (cd "$project" && "$bindsim" export "$scenario" --import rxswift -o "$single/${name//\//-}.swift" 2>/dev/null); then
        exportable+=("$scenario")
    else
        refused=$((refused + 1))
    fi
done < <(cd "$project" && find Scenarios -name '*.txt' -not -path 'Scenarios/errors/*' | sort)
echo "exported ${#exportable[@]} scenarios with --import rxswift ($refused refused: a terminal, property, published, channel or reactivekit)" >&2
kept="$work/kept/Tests/Exports"
rm -rf "$kept"
if [[ " $forms " == *" kept "* ]]; then
    mkdir -p "$kept"
    if ! (cd "$project" && "$bindsim" export "${exportable[@]}" --import rxswift -o "$kept/"); then
        echo "bindsim export -o DIR/ refused what it exported one by one" >&2
        exit 2
    fi
fi
rm -f "$work"/*/verdicts.txt

# Each self-contained file carries its own fileprivate support, operators included, and Swift's
# operator lookup sees every file's: a hundred of them in one target give the type checker more
# overloads than it solves in reasonable time (docs/export.md). The single files are built as
# test targets of at most 25 each; the kept folder, whose support is written once, as one.
group=25
status=0
for form in $forms; do
    package="$work/$form"
    targets=()
    if [[ "$form" == single ]]; then
        rm -rf "$package/Tests/Group"*
        index=0
        for file in "$single"/*.swift; do
            target="Group$((index / group + 1))"
            mkdir -p "$package/Tests/$target"
            mv "$file" "$package/Tests/$target/"
            index=$((index + 1))
        done
        rmdir "$single"
        for folder in "$package/Tests/Group"*; do targets+=("$(basename "$folder")"); done
    else
        targets=(Exports)
    fi
    products=""
    for target in "${targets[@]}"; do
        folder="$package/Tests/$target"
        cp "$project/Tests/ExportGoldens/ExportCheck.swift" "$here/CorpusCheck.swift" "$folder/"
        if [[ "$form" == kept ]]; then
            cp "$project/Tests/ExportGoldens/CorpusExports.swift" "$folder/"
        else
            # The target's part of the corpus list: the entries whose export it holds.
            awk -v files="$(cd "$folder" && ls)" '
            BEGIN { n = split(files, list, "\n"); for (i = 1; i <= n; i++) held[list[i]] = 1 }
            /^    CorpusExport\("/ { path = $0; sub(/^    CorpusExport\("/, "", path); sub(/".*/, "", path)
                                    gsub(/\//, "-", path); keep = ((path ".swift") in held) }
            /^    CorpusExport\("/, /^    },$/ { if (keep) print; next }
            { print }' "$project/Tests/ExportGoldens/CorpusExports.swift" > "$folder/CorpusExports.swift"
        fi
        products+="
    .testTarget(name: \"$target\", dependencies: [
        .product(name: \"RxSwift\", package: \"$(basename "$rxswift")\"),
        .product(name: \"RxRelay\", package: \"$(basename "$rxswift")\"),
        .product(name: \"RxTest\", package: \"$(basename "$rxswift")\")],
      swiftSettings: [.define(\"BINDSIM_EXPORT_CHECK\")]),"
    done
    cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription
let package = Package(
  name: "ExportCorpus",
  dependencies: [.package(path: "$rxswift")],
  targets: [$products
  ])
SWIFT
    echo "building the $form exports (${#targets[@]} test target(s)) against RxSwift $(git -C "$checkout" describe --tags 2>/dev/null || echo '(no tag)') ($(git -C "$checkout" rev-parse HEAD 2>/dev/null)), $configuration" >&2
    if ! (cd "$package" && swift build -c "$configuration" --build-tests > build.log 2>&1); then
        grep -E "error:" "$package/build.log" >&2 || tail -20 "$package/build.log" >&2
        echo "the $form exports do not build against RxSwift (all of it: $package/build.log)" >&2
        exit 2
    fi
    binary="$(find "$package/.build/$configuration/" -maxdepth 1 -name '*.xctest' | head -1)"
    : > "$package/check.log"
    for target in "${targets[@]}"; do
        "$binary" "$target.CorpusCheckTests" >> "$package/check.log" 2>&1 || status=1
    done
    # One verdict per export, sorted (the targets run in turn), counted below.
    grep -E "^(agree|DISAGREE)" "$package/check.log" | sort > "$package/verdicts.txt" || true
    echo "$form: $(wc -l < "$package/verdicts.txt") exports: $(grep -c '^agree' "$package/verdicts.txt") agree" \
         "($(grep -c 'skips at' "$package/verdicts.txt") skip where bindsim cut a loop off), $(grep -c '^DISAGREE' "$package/verdicts.txt") disagree"
done
if [[ " $forms " == *" single "* && " $forms " == *" kept "* ]]; then
    if diff "$work/single/verdicts.txt" "$work/kept/verdicts.txt" > "$work/forms.diff"; then
        echo "the single files and the kept folder give the same verdict on every export"
    else
        echo "the two forms' verdicts differ ($work/forms.diff):"; cat "$work/forms.diff"; status=1
    fi
fi
for form in $forms; do grep -h "^DISAGREE" "$work/$form/verdicts.txt" 2>/dev/null || true; done
exit $status
