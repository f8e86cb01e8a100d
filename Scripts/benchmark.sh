#!/usr/bin/env bash
# Builds resilient-bench in release mode and runs it: every scenario, interleaved, with ratios
# against synthesized Codable measured in the same run.
#
#   Scripts/benchmark.sh                        # 10,000 nodes (about 10 MB), 9 timed runs
#   Scripts/benchmark.sh --quick                # 200 nodes, 1 run: the CI smoke test
#   Scripts/benchmark.sh --scenario resilient   # see --help for the rest
#   Scripts/benchmark.sh --large-array [NODES] [RUNS]
#                                               # about 100 MB (90,000 nodes) decoded whole by
#                                               # JSONDecoder, concurrently, and streamed as
#                                               # JSON Lines from a file, each run in a process
#                                               # of its own, and the scan alone
#
# This is `swift run -c release --disable-experimental-prebuilts resilient-bench "$@"`, except
# that heap allocations are counted when ordo-one/malloc-interposer 1.6.1 can be built from a
# local copy: it is built once under the scratch path and preloaded into the benchmark alone
# (never into the compiler). Without it the allocation columns say n/a.
#
# Environment:
#   SCRATCH_PATH            build directory (default: .build)
#   MALLOC_INTERPOSER_REPO  git repository of malloc-interposer
#                           (default: /opt/swift-packages/ordo-one/malloc-interposer.git)
#   COUNT_ALLOCATIONS=0     do not count allocations
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH_PATH:-.build}"
interposer_repo="${MALLOC_INTERPOSER_REPO:-/opt/swift-packages/ordo-one/malloc-interposer.git}"
interposer_tag=1.6.1

swift build -c release --disable-experimental-prebuilts --scratch-path "$scratch" \
  --product resilient-bench >&2
bench="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/resilient-bench"

# Prints the path of the interposer's library, building it first if needed; prints nothing if
# it cannot be had.
interposer_library() {
  local checkout="$scratch/malloc-interposer-$interposer_tag"
  if [[ ! -d "$checkout" ]]; then
    [[ -d "$interposer_repo" ]] || return 0
    git clone --quiet --depth 1 --branch "$interposer_tag" "file://$(cd "$interposer_repo" && pwd)" \
      "$checkout" 2>/dev/null || return 0
  fi
  swift build -c release --disable-experimental-prebuilts --package-path "$checkout" \
    --product MallocInterposerSwift >&2 || return 0
  local library
  library="$(swift build -c release --package-path "$checkout" --show-bin-path)"
  library="$library/libMallocInterposerSwift.so"
  [[ -f "$library" ]] && echo "$library"
}

# The large-array comparison: each decode in a process of its own, so that its peak memory is
# its own; the runs of the two decodes alternate, and the medians are compared.
if [[ "${1:-}" == --large-array ]]; then
  nodes="${2:-90000}"
  runs="${3:-5}"
  "$bench" --large-array scan "$nodes"
  whole=()
  concurrent=()
  stream=()
  for ((run = 0; run < runs; run++)); do
    line=$("$bench" --large-array whole "$nodes")
    echo "$line"
    whole+=("$line")
    line=$("$bench" --large-array concurrent "$nodes")
    echo "$line"
    concurrent+=("$line")
    line=$("$bench" --large-array stream "$nodes")
    echo "$line"
    stream+=("$line")
  done
  # Prints the median of the field that `pattern` captures in the lines given.
  median() {
    local pattern="$1"
    shift
    printf '%s\n' "$@" | sed -E "s/.*$pattern.*/\\1/" | sort -g | awk '{ v[NR] = $1 }
      END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
  }
  whole_ms=$(median 'decode ([0-9.]+) ms' "${whole[@]}")
  concurrent_ms=$(median 'decode ([0-9.]+) ms' "${concurrent[@]}")
  whole_cpu=$(median 'CPU ([0-9.]+) ms' "${whole[@]}")
  concurrent_cpu=$(median 'CPU ([0-9.]+) ms' "${concurrent[@]}")
  whole_peak=$(median 'peak RSS ([0-9.]+) MB' "${whole[@]}")
  concurrent_peak=$(median 'peak RSS ([0-9.]+) MB' "${concurrent[@]}")
  whole_before=$(median 'before ([0-9.]+) MB' "${whole[@]}")
  concurrent_before=$(median 'before ([0-9.]+) MB' "${concurrent[@]}")
  stream_ms=$(median 'decode ([0-9.]+) ms' "${stream[@]}")
  stream_peak=$(median 'peak RSS ([0-9.]+) MB' "${stream[@]}")
  stream_growth=$(median 'stream ([0-9.]+) MB$' "${stream[@]}")
  awk -v wm="$whole_ms" -v cm="$concurrent_ms" -v wc="$whole_cpu" -v cc="$concurrent_cpu" \
    -v wp="$whole_peak" -v cp="$concurrent_peak" \
    -v wb="$whole_before" -v cb="$concurrent_before" \
    -v sm="$stream_ms" -v sp="$stream_peak" -v sg="$stream_growth" 'BEGIN {
      printf "median of %s runs: whole %.0f ms, concurrent %.0f ms: %.2fx as fast\n", '"$runs"', wm, cm, wm / cm
      printf "processor time: whole %.0f ms, concurrent %.0f ms: %.2fx\n", wc, cc, cc / wc
      printf "peak RSS: whole %.1f MB, concurrent %.1f MB: %.2fx; ", wp, cp, cp / wp
      printf "past the payload and runtime: %.1f MB against %.1f MB: %.2fx\n", cp - cb, wp - wb, (cp - cb) / (wp - wb)
      printf "JSON Lines streamed from a file: %.0f ms: %.2fx as fast as whole; ", sm, wm / sm
      printf "peak RSS %.1f MB, %.1f MB past the runtime\n", sp, sg
    }'
  exit 0
fi

preload=""
if [[ "${COUNT_ALLOCATIONS:-1}" != 0 && "$(uname -s)" == Linux ]]; then
  preload="$(interposer_library || true)"
  [[ -n "$preload" ]] || echo "note: malloc-interposer unavailable; allocations are n/a" >&2
fi

if [[ -n "$preload" ]]; then
  exec env LD_PRELOAD="$preload${LD_PRELOAD:+:$LD_PRELOAD}" "$bench" "$@"
else
  exec "$bench" "$@"
fi
