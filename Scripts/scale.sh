#!/usr/bin/env bash
# Decodes one array of 250,000, 500,000 and 1,000,000 small elements (the largest about 100 MB),
# a tenth of them bad, each size in its own process, and prints the peak resident memory of each:
# memory should grow linearly with the payload. Fails if any size loses a good element or misses
# a bad one.
#
#   Scripts/scale.sh              # the three sizes
#   Scripts/scale.sh 2000000      # other sizes
#
# Environment:
#   SCRATCH_PATH    build directory (default: .build)
#   CONFIGURATION   release (default, for the figures) or debug (CI: checks the counts without
#                   building the macros' swift-syntax in release)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH_PATH:-.build}"
configuration="${CONFIGURATION:-release}"
swift build -c "$configuration" --disable-experimental-prebuilts --scratch-path "$scratch" \
  --product resilient-bench >&2
bench="$(swift build -c "$configuration" --scratch-path "$scratch" --show-bin-path)/resilient-bench"

sizes=("$@")
[[ ${#sizes[@]} -gt 0 ]] || sizes=(250000 500000 1000000)
for size in "${sizes[@]}"; do
  "$bench" --scale "$size"
done
