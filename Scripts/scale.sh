#!/usr/bin/env bash
# Decodes one array of 250,000, 500,000 and 1,000,000 small elements (the largest about 100 MB),
# a tenth of them bad, each size in its own process, and prints the peak resident memory of each:
# memory should grow linearly with the payload. Fails if any size loses a good element or misses
# a bad one.
#
# Then decodes each hostile payload of `resilient-bench --hostile` (a million bad elements, with
# and without the digest, nesting 10^5 deep, a 100 MB string, a number of 10^5 digits, 10^5
# duplicate and unknown keys, a dictionary of 10^6 bad keys and one of good keys, 10^4 novel
# values), through wrappers and through the macro, each in its own process, and prints its time
# and peak memory, and the peak memory of the bad elements and keys against the good. Fails if a
# payload decodes otherwise than it must.
#
#   Scripts/scale.sh              # the three sizes, and the hostile payloads
#   Scripts/scale.sh 2000000      # other sizes
#
# Environment:
#   SCRATCH_PATH    build directory (default: .build)
#   CONFIGURATION   release (default, for the figures) or debug (CI: checks the counts without
#                   building the macros' swift-syntax in release)
#   HOSTILE         full (default in release), small (default in debug: a hundredth of the
#                   sizes, for CI) or none
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

hostile="${HOSTILE:-$([[ $configuration == release ]] && echo full || echo small)}"
[[ $hostile == none ]] && exit 0
# Each shape and its full size; `small` divides the sizes of the costly ones by a hundred. Each
# runs through wrappers, then through the macro (`SHAPE+macro`) but for the two that are the same
# either way.
shapes=(
  "good-numbers 1000000" "bad-numbers 1000000" "bad-numbers-digest 1000000"
  "bad-numbers-limited 1000000" "deep-nesting 100000" "long-string 100000000"
  "long-number 100000" "duplicate-keys 100000" "unknown-keys 100000" "good-keys 1000000"
  "bad-keys 1000000" "novel-values 10000"
)
declare -A peaks
for entry in "${shapes[@]}"; do
  read -r shape size <<<"$entry"
  if [[ $hostile == small && $shape != deep-nesting && $shape != long-number ]]; then
    size=$((size / 100))
  fi
  variants=("$shape")
  [[ $shape == unknown-keys || $shape == bad-numbers-limited ]] || variants+=("$shape+macro")
  for variant in "${variants[@]}"; do
    line=$("$bench" --hostile "$variant" "$size")
    echo "$line"
    peaks[$variant]=$(sed -E 's/.*peak RSS ([0-9.]+) MB.*/\1/' <<<"$line")
  done
done
for pair in "bad-numbers good-numbers" "bad-numbers-digest good-numbers" \
  "bad-numbers+macro good-numbers+macro" "bad-numbers-digest+macro good-numbers+macro" \
  "bad-keys good-keys" "bad-keys+macro good-keys+macro"; do
  read -r shape baseline <<<"$pair"
  awk -v shape="$shape" -v baseline="$baseline" -v bad="${peaks[$shape]}" \
    -v good="${peaks[$baseline]}" \
    'BEGIN { printf "%s: peak memory %.2f times that of %s\n", shape, bad / good, baseline }'
done
