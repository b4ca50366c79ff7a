#!/usr/bin/env bash
# The differential check of bindsim against the real RxSwift (issue 23, item 4; docs/export.md):
# N random scenarios from a seeded generator (relays, publish relays, fields, buttons, labels;
# binds with random operator chains, two-way bindings in the rx and bibinding styles, `on`
# blocks, timers; user actions and waits), each run on bindsim and exported with `--observed`,
# the exports run on RxSwift 6.10 + RxRelay + RxTest built from RXSWIFT_CHECKOUT, and compared
# node by node after every step (announcements and values). It prints
# `N scenarios, A agree, D disagree, L skipped (loop)` and writes each disagreement, shrunk, to
# WORK/disagreements/NAME.min.txt (the original beside it).
#
#   bash Fuzz/differential/run.sh RXSWIFT_CHECKOUT [N] [SEED]
#
# N defaults to 1000, SEED to 1; the same N and SEED give the same scenarios. Everything is
# built in WORK (default: $TMPDIR/bindsim-differential; set WORK to move it), outside this
# project; the checkout is only read (its sources are copied to WORK/RxSwift and built there).
# Exit 0 when every scenario agrees or is skipped, 1 otherwise, 2 when the exports do not build
# (the compiler's errors are printed, one line saying so first).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
project="$(cd "$here/../.." && pwd)"
checkout="$(cd "${1:?usage: run.sh RXSWIFT_CHECKOUT [N] [SEED]}" && pwd)"
count="${2:-1000}"
seed="${3:-1}"
work="${WORK:-${TMPDIR:-/tmp}/bindsim-differential}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
rxswift="$work/RxSwift"
# A copy (times kept, so a second run rebuilds nothing): the checkout itself is never built in.
mkdir -p "$rxswift"
(cd "$checkout" && tar --exclude=.git --exclude=.build --exclude=.swiftpm -cf - .) | (cd "$rxswift" && tar -xpf -)
echo "RxSwift $(git -C "$checkout" describe --tags 2>/dev/null || echo '(no tag)') ($(git -C "$checkout" rev-parse HEAD 2>/dev/null))" >&2

echo "building bindsim and the harness" >&2
(cd "$project" && swift build -c release --product bindsim >&2)
swiftc -O "$here"/Differential/*.swift -o "$work/differential" >&2
"$work/differential" rxswift "$rxswift" "$count" "$seed" "$work" "$project/.build/release/bindsim"
