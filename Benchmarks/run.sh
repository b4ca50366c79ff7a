#!/usr/bin/env bash
# Builds bindsim and the benchmark in release mode and prints the figures table.
# Usage: bash Benchmarks/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product bindsim
swift build -c release --product bindkit-bench
bin="$(swift build -c release --show-bin-path)"
echo "machine: $(nproc) cores, $(uname -m), $(swift --version 2>&1 | head -1)"
"$bin/bindkit-bench" --bindsim "$bin/bindsim"
