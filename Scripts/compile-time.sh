#!/usr/bin/env bash
# Measures what the library costs at compile time: generates N model types in three flavours
# (plain synthesized Codable, @Resilient wrappers, @SafeDecoding) as three targets of a package
# that depends on this one, builds everything once, then rebuilds each target alone, RUNS times,
# after touching its sources, and prints the median seconds and the ratio to plain.
#
#   Scripts/compile-time.sh              # 400 types a target, 5 rebuilds each, debug
#   N=100 RUNS=1 Scripts/compile-time.sh
#
# Each type has ten properties: scalars, an optional, an array, a dictionary and a nested model,
# as API models have. The package lives in .build-compile-time/ (kept, so that a second run does
# not compile swift-syntax again).
set -euo pipefail
cd "$(dirname "$0")/.."

count="${N:-400}"
runs="${RUNS:-5}"
root="$PWD"
work="$root/.build-compile-time"
mkdir -p "$work/Sources/Plain" "$work/Sources/Wrappers" "$work/Sources/Macros"

cat >"$work/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CompileTime",
  dependencies: [.package(path: "$root")],
  targets: [
    .target(name: "Plain"),
    .target(
      name: "Wrappers",
      dependencies: [.product(name: "ResilientCodableCore", package: "$(basename "$root")")]),
    .target(
      name: "Macros",
      dependencies: [.product(name: "ResilientCodable", package: "$(basename "$root")")]),
  ]
)
EOF

# One model of each flavour: $1 the flavour, $2 the index.
model() {
  local attribute="" wrapper="" import="import Foundation"
  case "$1" in
    Wrappers) wrapper="@Resilient "; import="import Foundation
import ResilientCodableCore" ;;
    Macros) attribute="@SafeDecoding
"; import="import Foundation
import ResilientCodable" ;;
  esac
  cat <<EOF
$import

${attribute}struct Label$2: Codable {
  let id: Int
  let name: String
}

${attribute}struct Model$2: Codable {
  let id: Int
  let title: String
  let count: Int
  let score: Double
  let isOpen: Bool
  let url: URL
  ${wrapper}var note: String?
  ${wrapper}var tags: [String]
  ${wrapper}var counts: [String: Int]
  ${wrapper}var labels: [Label$2]
}
EOF
}

for flavour in Plain Wrappers Macros; do
  rm -f "$work/Sources/$flavour"/*.swift
  for ((index = 0; index < count; index++)); do
    model "$flavour" "$index" >"$work/Sources/$flavour/Model$index.swift"
  done
done

build=(swift build --package-path "$work" --disable-experimental-prebuilts)
echo "Building everything once ($count types a target)…" >&2
"${build[@]}" >/dev/null

# The flavours take turns in each round, so that a machine slowing down or speeding up during the
# measurement weighs on all three alike.
declare -A times medians
for ((run = 0; run < runs; run++)); do
  for flavour in Plain Wrappers Macros; do
    touch "$work/Sources/$flavour"/*.swift
    start=$(date +%s.%N)
    "${build[@]}" --target "$flavour" >/dev/null
    end=$(date +%s.%N)
    times[$flavour]+="$(echo "$end - $start" | bc) "
  done
done
for flavour in Plain Wrappers Macros; do
  # shellcheck disable=SC2086 # one time per word
  medians[$flavour]=$(printf '%s\n' ${times[$flavour]} | sort -n | sed -n "$(((runs + 1) / 2))p")
  echo "$flavour: ${times[$flavour]}" >&2
done

printf '%-10s %10s %8s\n' target seconds "× plain"
for flavour in Plain Wrappers Macros; do
  printf '%-10s %10.1f %8.2f\n' "$flavour" "${medians[$flavour]}" \
    "$(echo "${medians[$flavour]} / ${medians[Plain]}" | bc -l)"
done
