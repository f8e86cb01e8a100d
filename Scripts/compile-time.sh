#!/usr/bin/env bash
# Measures what the library costs at compile time: generates N model types in three flavours
# (plain synthesized Codable, @Resilient wrappers, @SafeDecoding) as three targets of a package
# that depends on this one, builds everything once, then rebuilds each target alone, RUNS times,
# after touching its sources, and prints the median seconds, wall clock and processor, and
# their ratios to plain.
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
# Wall-clock seconds vary by 10% from run to run here; the processor time of the build (user and
# system, every compiler process included) by 3%.
TIMEFORMAT='%R %U %S'
declare -A times cpus medians cpu_medians
for ((run = 0; run < runs; run++)); do
  for flavour in Plain Wrappers Macros; do
    touch "$work/Sources/$flavour"/*.swift
    measured=$({ time "${build[@]}" --target "$flavour" >/dev/null 2>&1; } 2>&1)
    read -r wall user system <<<"$measured"
    times[$flavour]+="$wall "
    cpus[$flavour]+="$(echo "$user + $system" | bc) "
  done
done
median() { printf '%s\n' "$@" | sort -n | sed -n "$((($# + 1) / 2))p"; }
for flavour in Plain Wrappers Macros; do
  # shellcheck disable=SC2086 # one time per word
  medians[$flavour]=$(median ${times[$flavour]})
  # shellcheck disable=SC2086
  cpu_medians[$flavour]=$(median ${cpus[$flavour]})
  echo "$flavour: wall ${times[$flavour]}; processor ${cpus[$flavour]}" >&2
done

printf '%-10s %10s %8s %14s %8s\n' target seconds "× plain" "cpu seconds" "× plain"
for flavour in Plain Wrappers Macros; do
  printf '%-10s %10.1f %8.2f %14.1f %8.2f\n' "$flavour" "${medians[$flavour]}" \
    "$(echo "${medians[$flavour]} / ${medians[Plain]}" | bc -l)" "${cpu_medians[$flavour]}" \
    "$(echo "${cpu_medians[$flavour]} / ${cpu_medians[Plain]}" | bc -l)"
done
