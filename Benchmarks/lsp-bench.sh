#!/usr/bin/env bash
# Answer times of `bindsim lsp` (docs/performance.md, "The language server"): a release
# build, then Benchmarks/lsp-bench.py on the largest scenario of the corpus (or the files
# given; `generated:N` is a made-up file of N relays), each kind of message sent 300 times.
# Usage: bash Benchmarks/lsp-bench.sh [SCENARIO...]   e.g. ... Scenarios/forms/name-form.txt generated:1000
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product bindsim >&2
bin="$(swift build -c release --show-bin-path)/bindsim"
echo "machine: $(nproc) cores, $(uname -m), load $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$#" -eq 0 ]; then
    set -- "$(find Scenarios -name '*.txt' -printf '%s %p\n' | sort -n | tail -1 | cut -d' ' -f2)"
fi
for scenario in "$@"; do
    python3 Benchmarks/lsp-bench.py "$bin" "$scenario" "${LSP_BENCH_ROUNDS:-300}"
done
