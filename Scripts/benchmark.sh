#!/usr/bin/env bash
# Builds resilient-bench in release mode and runs it: every scenario, interleaved, with ratios
# against synthesized Codable measured in the same run.
#
#   Scripts/benchmark.sh                        # 10,000 nodes (about 10 MB), 9 timed runs
#   Scripts/benchmark.sh --quick                # 200 nodes, 1 run: the CI smoke test
#   Scripts/benchmark.sh --scenario resilient   # see --help for the rest
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
