#!/usr/bin/env bash
# The differential check of bindsim's Observation against Swift's own (issue 38; docs/export.md,
# "To Swift's Observation"): N random Observation scenarios from a seeded generator (observables
# Equatable, `always` or `ignored`, a computed node; one-shot trackers whose handlers log what they
# read and write back, re-arming at once or through a task; `observe`; Observations loops that
# wait; tasks; user edits, sets, mutations, batches, waits and unbinds), each run on bindsim and
# exported `--to observation --observed`, the exports built in one Swift 6 test target and run on
# this toolchain's Observation module, and compared node by node after every step. It prints
# `N scenarios, A agree, D disagree, L skipped (loop)` and writes each disagreement, shrunk, to
# WORK/disagreements/NAME.min.txt (the original beside it).
#
#   bash Fuzz/differential/observation.sh [N] [SEED]
#
# N defaults to 1000, SEED to 1; the same N and SEED give the same scenarios. Everything is built
# in WORK (default: $TMPDIR/bindsim-differential-observation; set WORK to move it), outside this
# project. Exit 0 when every scenario agrees or is skipped, 1 otherwise, 2 when the exports do not
# build (the compiler's errors are printed, one line saying so first).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
project="$(cd "$here/../.." && pwd)"
count="${1:-1000}"
seed="${2:-1}"
work="${WORK:-${TMPDIR:-/tmp}/bindsim-differential-observation}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
echo "$(swiftc --version 2>&1 | head -1)" >&2

echo "building bindsim and the harness" >&2
(cd "$project" && swift build -c release --product bindsim >&2)
swiftc -O "$here"/Differential/*.swift -o "$work/differential" >&2
"$work/differential" observation "$count" "$seed" "$work" "$project/.build/release/bindsim"
