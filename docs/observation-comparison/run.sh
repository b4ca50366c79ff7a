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
source "$here/../record-outputs.sh"  # record_outputs: the runs, WORK/Recorded/NAME.txt, the comparison
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
    record_outputs "$name" "$work/bin/$name" "$runs" "$work" "$here/Recorded" "$work/bin/$name.outputs" "$work/bin/$name.recorded"
done
exit $status
