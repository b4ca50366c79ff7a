#!/usr/bin/env bash
# Builds bindsim in release, builds the library benchmark in a consumer package that
# depends on BindKit by version (Benchmarks/consumer.sh), and prints the goals table
# of docs/performance.md. With --scaling, also bindsim's scaling with size.
# Usage: bash Benchmarks/run.sh [--scaling]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product bindsim
bin="$(swift build -c release --show-bin-path)"
bench="$(bash Benchmarks/consumer.sh)"
echo "machine: $(nproc) cores, $(uname -m), $(swift --version 2>&1 | head -1)"
"$bench" --bindsim "$bin/bindsim" --explore Scenarios/forms/name-form.txt
if [ "${1:-}" = "--scaling" ]; then
    echo
    "$bench" scaling --bindsim "$bin/bindsim"
fi
