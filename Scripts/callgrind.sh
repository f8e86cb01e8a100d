#!/usr/bin/env bash
# Counts the instructions of one timed decode per scenario under valgrind's callgrind, each scenario in its own process, and prints them with their ratios to
# plain synthesized Codable. Deterministic, unlike the timings of Scripts/benchmark.sh.
#
#   Scripts/callgrind.sh                          # every scenario, 2,000 nodes
#   NODES=500 Scripts/callgrind.sh plain resilient
#   CONFIGURATION=debug Scripts/callgrind.sh      # the debug build a developer runs all day
#
# Each process decodes once untimed (warm-up: metadata, caches), then once inside
# `measuredDecode`, the only function that callgrind collects in (--toggle-collect), so payload
# generation, warm-up and reporting are left out. The profiles stay in $SCRATCH_PATH/callgrind
# for `callgrind_annotate --inclusive=yes FILE | swift demangle --simplified`. (Allocations are
# not counted here: callgrind counts calls outside the collected function too. Scripts/
# benchmark.sh counts them.)
#
# The last column leaves out the Swift runtime's generic-metadata cache (its hash-map lookups).
# Foundation's decoder makes the same number of lookups in every build, but what each costs
# depends on hash collisions, that is on where the binary's type descriptors happen to lie:
# measured here, one lookup count cost 100.5M instructions in one build of the same code and
# 118.7M in another, moving the ratios by up to 3%. Compare builds by the last column.
#
# Environment:
#   SCRATCH_PATH  build directory (default: .build)
#   NODES         nodes in each payload (default: 2000)
#   CONFIGURATION release or debug (default: release); profiles go to callgrind-<configuration>
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH_PATH:-.build}"
nodes="${NODES:-2000}"
configuration="${CONFIGURATION:-release}"
out="$scratch/callgrind-$configuration"

# An incremental build has kept benchmark code that inlined the core's bodies from before a
# change to them: the benchmark is compiled anew each time (a few seconds).
find Benchmarks -name "*.swift" -exec touch {} +
swift build -c "$configuration" --disable-experimental-prebuilts --scratch-path "$scratch" \
  --product resilient-bench >&2
bench="$(swift build -c "$configuration" --scratch-path "$scratch" --show-bin-path)/resilient-bench"

if [[ $# -gt 0 ]]; then
  scenarios=("$@")
else
  mapfile -t scenarios < <("$bench" --list)
fi
mkdir -p "$out"

# Prints the instructions collected in a callgrind profile.
collected_instructions() {
  awk '/^(summary|totals):/ { instructions = $2 } END { print instructions + 0 }' "$1"
}

# Prints the instructions of a profile spent in the runtime's generic-metadata cache lookups.
metadata_cache_instructions() {
  callgrind_annotate --inclusive=no --threshold=100 "$1" 2>/dev/null |
    grep -E 'ConcurrentReadableHashMap|MetadataCacheKey::operator==|getCache\(|MetadataCacheEntryBase|LockingConcurrentMap|MetadataWaitQueue' |
    awk '{ gsub(",", "", $1); sum += $1 } END { print sum + 0 }'
}

printf '%-26s %15s %12s %8s %16s\n' scenario instructions "instr/node" "× plain" \
  "× plain, no cache"
plain_instructions=""
plain_own=""
for scenario in "${scenarios[@]}"; do
  profile="$out/$scenario.callgrind"
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$profile" \
    --toggle-collect='*measuredDecode*' \
    "$bench" --scenario "$scenario" --nodes "$nodes" --runs 1 --warm-up 1 \
    >"$out/$scenario.log" 2>&1 || {
    echo "error: $scenario failed under valgrind; see $out/$scenario.log" >&2
    exit 1
  }
  instructions="$(collected_instructions "$profile")"
  own=$((instructions - $(metadata_cache_instructions "$profile")))
  if [[ "$scenario" == plain ]]; then
    plain_instructions="$instructions"
    plain_own="$own"
  fi
  ratio="—"
  own_ratio="—"
  if [[ -n "$plain_instructions" ]]; then
    ratio="$(awk -v a="$instructions" -v b="$plain_instructions" 'BEGIN { printf "%.3f", a / b }')"
    own_ratio="$(awk -v a="$own" -v b="$plain_own" 'BEGIN { printf "%.4f", a / b }')"
  fi
  awk -v s="$scenario" -v i="$instructions" -v n="$nodes" -v r="$ratio" -v o="$own_ratio" \
    'BEGIN { printf "%-26s %15d %12.0f %8s %16s\n", s, i, i / n, r, o }'
done
echo
echo "Nodes: $nodes per payload; one warm decode each. Profiles: $out/<scenario>.callgrind"
