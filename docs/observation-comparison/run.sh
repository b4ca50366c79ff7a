#!/usr/bin/env bash
# Swift's own Observation module, measured (issue 38; docs/observation-comparison/README.md):
# every program of Programs/ is built with this machine's swiftc and run RUNS times (each run a
# new process, so a new hash seed); its distinct outputs — standard output, and the signal when
# it crashes — are written to WORK/Recorded/NAME.txt, with how often each came, and compared with
# the outputs recorded here in Recorded/. A program whose output the record does not list fails.
#
#   bash docs/observation-comparison/run.sh [RUNS] [WORK]
#
# RUNS defaults to 20; WORK to $TMPDIR/bindsim-observation. `RECORD=1` rewrites Recorded/
# from this run (review the diff: a variant that disappears may only be rare). Exit 0 when every
# output is recorded, 1 when one is not, 2 when a program does not build.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
runs="${1:-20}"
work="${2:-${TMPDIR:-/tmp}/bindsim-observation}"
mkdir -p "$work/bin" "$work/Recorded"
echo "$(swiftc --version 2>&1 | head -1)" >&2
status=0
for program in "$here"/Programs/*.swift; do
    name="$(basename "$program" .swift)"
    flags=()
    if grep -q '^@main' "$program"; then flags=(-parse-as-library); fi
    if ! swiftc -O ${flags[@]+"${flags[@]}"} "$program" -o "$work/bin/$name" 2> "$work/bin/$name.log"; then
        echo "$name: does not build ($work/bin/$name.log)"; status=2; continue
    fi
    outputs="$work/bin/$name.outputs"
    rm -rf "$outputs"; mkdir -p "$outputs"
    for run in $(seq 1 "$runs"); do
        out="$outputs/$run"
        code=0
        { "$work/bin/$name" > "$out" 2>/dev/null; } 2>/dev/null || code=$?  # bash would announce a crash
        if (( code > 128 )); then echo "exit: signal $((code - 128))" >> "$out"; elif (( code != 0 )); then echo "exit: $code" >> "$out"; fi
    done
    # The distinct outputs, most frequent first (ties in a fixed order, by hash), each with its count.
    record="$work/Recorded/$name.txt"
    : > "$record"
    variants=0
    while read -r count hash; do
        variants=$((variants + 1))
        file="$(for f in "$outputs"/*; do [[ "$(sha256sum < "$f" | cut -c1-16)" == "$hash" ]] && { echo "$f"; break; }; done)"
        { echo "--- $count of $runs runs"; cat "$file"; } >> "$record"
    done < <(for f in "$outputs"/*; do sha256sum < "$f" | cut -c1-16; done | sort | uniq -c | sort -k1,1nr -k2 | awk '{print $1, $2}')
    known="$here/Recorded/$name.txt"
    if [[ "${RECORD:-0}" == 1 ]]; then
        cp "$record" "$known"
        echo "$name: recorded $variants output(s)"
        continue
    fi
    if [[ ! -f "$known" ]]; then echo "$name: nothing recorded (RECORD=1 records it)"; (( status == 2 )) || status=1; continue; fi
    # Each output seen must be one of the recorded blocks.
    blocks="$work/bin/$name.recorded"
    rm -rf "$blocks"; mkdir -p "$blocks"
    awk -v dir="$blocks" '/^--- [0-9]+ of [0-9]+ runs$/ { n++; printf "" > (dir "/" n); next } { print > (dir "/" n) }' "$known"
    unknown=0
    for f in "$outputs"/*; do
        found=0
        for b in "$blocks"/*; do cmp -s "$f" "$b" && { found=1; break; }; done
        if (( ! found )); then
            unknown=1
            echo "  $name: an output not recorded:"; sed 's/^/    /' "$f"
            break
        fi
    done
    if (( unknown )); then echo "$name: DIFFERS ($record)"; (( status == 2 )) || status=1; else echo "$name: as recorded ($variants output(s) in $runs runs)"; fi
done
exit $status
