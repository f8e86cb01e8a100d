#!/usr/bin/env bash
# Fuzzes resilient decoding with libFuzzer for SECONDS seconds (default 60): builds Fuzz/*.swift
# with the ResilientCodableCore sources and the macros compiled in (the `@SafeDecoding` twin of
# the fuzz model must agree with the wrappers), under AddressSanitizer, into .fuzz/, adds the
# seed corpus Fuzz/Corpus to the working corpus .fuzz/corpus (kept between runs), and fuzzes it.
#
# Exits non-zero on any crash, broken invariant, timeout, leak, out-of-memory or sanitizer
# report; libFuzzer then saves the input as .fuzz/artifacts/crash-*, timeout-*, leak-* or oom-*.
# Reproduce one with `.fuzz/fuzz-resilient .fuzz/artifacts/crash-…`.
#
# Environment:
#   FUZZ_REVISION  take the library from this git revision instead of the work tree, e.g. HEAD,
#                  so that edits in progress do not change what is fuzzed
#   FUZZ_JOBS      fuzzing processes to run at once (default 1); each takes a core
#   FUZZ_ARGS      more libFuzzer flags, e.g. "-seed=1 -print_final_stats=1"
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
work=.fuzz
binary="$work/fuzz-resilient"
source="$work/source"
corpus="$work/corpus"
artifacts="$work/artifacts"
log="$work/fuzz.log"

# Build from a snapshot of the sources, so that files edited meanwhile do not break the build.
rm -rf "$source"
mkdir -p "$source" "$corpus" "$artifacts"
cp -R Fuzz "$source/"
if [[ -n "${FUZZ_REVISION:-}" ]]; then
  git archive "$FUZZ_REVISION" Sources/ResilientCodableCore Sources/ResilientCodableKeyCasing |
    tar -x -C "$source"
  echo "Building the library from revision $(git rev-parse --short "$FUZZ_REVISION")"
else
  mkdir -p "$source/Sources"
  cp -R Sources/ResilientCodableCore Sources/ResilientCodableKeyCasing "$source/Sources/"
  echo "Building the library from the work tree"
fi
# The macros' declarations, compiled into the same module as the core, which the module is
# named after so that the generated code's `ResilientCodableCore.` names resolve; the plugin
# comes from the debug build: the product, since building the target alone does not link the
# plugin's executable.
cp Sources/ResilientCodable/Macros*.swift "$source/Fuzz/"
swift build --disable-experimental-prebuilts --product ResilientCodableMacros >/dev/null
plugin="$(swift build --show-bin-path)/ResilientCodableMacros-tool#ResilientCodableMacros"
sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done < <(
  find "$source/Sources/ResilientCodableCore" "$source/Fuzz" -maxdepth 3 -name '*.swift' -print0 |
    sort -z
)
# The library's upcoming features, read from the manifest (`swift package dump-package`), which
# defines them once for every target; the ld.gold warnings about sanitizer symbols are noise.
features=()
while IFS= read -r feature; do features+=(-enable-upcoming-feature "$feature"); done < <(
  swift package dump-package | python3 -c '
import json, sys
target = next(t for t in json.load(sys.stdin)["targets"] if t["name"] == "ResilientCodableCore")
for setting in target.get("settings", []):
    if "enableUpcomingFeature" in setting["kind"]:
        print(setting["kind"]["enableUpcomingFeature"]["_0"])'
)
if ((${#features[@]} == 0)); then
  echo "error: no upcoming features found for ResilientCodableCore in the manifest" >&2
  exit 1
fi
echo "Upcoming features from the manifest: ${features[*]}"
# The key casing that the core imports, a module of its own as in the package; `package`
# declarations are visible to modules of the same package name.
key_casing="$work/key-casing"
mkdir -p "$key_casing"
key_casing_sources=()
while IFS= read -r -d '' file; do key_casing_sources+=("$file"); done < <(
  find "$source/Sources/ResilientCodableKeyCasing" -name '*.swift' -print0 | sort -z
)
swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 "${features[@]}" \
  -package-name resilientcodable -module-name ResilientCodableKeyCasing -whole-module-optimization \
  -emit-module -emit-module-path "$key_casing/ResilientCodableKeyCasing.swiftmodule" \
  -c "${key_casing_sources[@]}" -o "$key_casing/ResilientCodableKeyCasing.o"
swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 "${features[@]}" \
  -package-name resilientcodable -module-name ResilientCodableCore -I "$key_casing" \
  -load-plugin-executable "$plugin" \
  "${sources[@]}" "$key_casing/ResilientCodableKeyCasing.o" -o "$binary" 2>&1 |
  { grep -v "ld.gold: warning: Cannot export local symbol" || true; }
test -x "$binary"

cp Fuzz/Corpus/* "$corpus/"

# The Swift runtime's backtracer would wait on a crashed process that libFuzzer reports itself.
export SWIFT_BACKTRACE=enable=no
# Leaks are detected. Recording the stack of every allocation costs a fifth of the speed: to see
# where a reported block was allocated, rerun the artifact with ASAN_OPTIONS=malloc_context_size=30.
export ASAN_OPTIONS="detect_leaks=1:malloc_context_size=0:${ASAN_OPTIONS:-}"

jobs="${FUZZ_JOBS:-1}"
parallel=()
if ((jobs > 1)); then parallel=(-fork="$jobs"); fi
set +e
# shellcheck disable=SC2086 # FUZZ_ARGS is a list of flags.
"$binary" "$corpus" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
  -dict=Fuzz/json.dict -artifact_prefix="$artifacts/" -print_final_stats=1 \
  "${parallel[@]}" ${FUZZ_ARGS:-} 2>&1 | tee "$log" | grep -v -e '^#[0-9]*	\(NEW\|REDUCE\)' -e '^INFO: '
status=${PIPESTATUS[0]}
set -e

echo
echo "Final libFuzzer status line:"
grep -E '^#[0-9]+	(DONE|pulse)' "$log" | tail -1 || true
echo "Corpus: $(find "$corpus" -type f | wc -l) files, $(du -sh "$corpus" | cut -f1)"
if ((status != 0)); then
  echo "libFuzzer failed with exit status $status; see $log and $artifacts/" >&2
fi
exit "$status"
