#!/usr/bin/env bash
# Measures what the `@SafeDecoding` macro plugin costs a build, apart from the compiler: records
# the requests the compiler sends the plugin while it type-checks N models (the shapes of
# Scripts/compile-time.sh: one of ten properties and one of two, per index), then replays them
# into a plugin RUNS times and prints the median seconds, and the seconds per 100 models.
#
#   Scripts/plugin-cost.sh                     # the debug build's plugin (.build/debug)
#   Scripts/plugin-cost.sh .build/release      # the release build's: an optimized swift-syntax,
#                                              # as SwiftPM's prebuilt one is
#   N=400 RUNS=7 Scripts/plugin-cost.sh
#
# The requests are recorded with the debug build's plugin, so `swift build
# --disable-experimental-prebuilts` must have run first. A replay's answers are the same bytes
# whichever plugin gives them: the plugin's time is all that differs.
set -euo pipefail
cd "$(dirname "$0")/.."

build="${1:-.build/debug}"
count="${N:-100}"
runs="${RUNS:-5}"
[[ "$build" == /* ]] || build="$PWD/$build"
plugin="$build/ResilientCodableMacros-tool"
recorder_plugin="$PWD/.build/debug/ResilientCodableMacros-tool"
for tool in "$plugin" "$recorder_plugin"; do
  [[ -x "$tool" ]] || { echo "No plugin at $tool: build first" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

{
  echo "import Foundation"
  echo "import ResilientCodable"
  for ((index = 0; index < count; index++)); do
    cat <<EOF
@SafeDecoding
struct Label$index: Codable {
  let id: Int
  let name: String
}

@SafeDecoding
struct Model$index: Codable {
  let id: Int
  let title: String
  let count: Int
  let score: Double
  let isOpen: Bool
  let url: URL
  var note: String?
  var tags: [String]
  var counts: [String: Int]
  var labels: [Label$index]
}
EOF
  done
} >"$work/Models.swift"

# The compiler starts a plugin with an environment of its own: the recorder names its paths.
cat >"$work/record.sh" <<EOF
#!/usr/bin/env bash
tee -a "$work/requests" | "$recorder_plugin"
EOF
chmod +x "$work/record.sh"
swiftc -swift-version 6 -typecheck -I .build/debug/Modules \
  -load-plugin-executable "$work/record.sh#ResilientCodableMacros" "$work/Models.swift"

TIMEFORMAT='%U %S'
times=()
for ((run = 0; run < runs; run++)); do
  measured=$({ time "$plugin" <"$work/requests" >"$work/answers"; } 2>&1)
  read -r user system <<<"$measured"
  times+=("$(echo "$user + $system" | bc)")
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
echo "$plugin: ${times[*]} s processor"
printf 'median %.2f s for %d models, %.3f s per 100\n' "$median" "$count" \
  "$(echo "$median * 100 / $count" | bc -l)"
