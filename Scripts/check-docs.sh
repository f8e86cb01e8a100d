#!/usr/bin/env bash
# Builds every product's DocC catalog offline and fails on any warning, broken symbol links
# included.
#
#   Scripts/check-docs.sh
#
# For each documented module it builds the module (and only what it depends on), extracts the
# module's public symbol graph with the extractor that `swift package dump-symbol-graph` runs,
# then runs `docc convert --warnings-as-errors` over the module's catalog with only that module's
# symbol graph files. Building only the documented targets keeps the check independent of the
# demo, the benchmark and the tests, which `dump-symbol-graph` would build too. Extension block
# symbols give the extended types their own pages, as the swift-docc-plugin does, so that links
# such as ``Swift/CodingUserInfoKey/resilientDecodingOptions`` resolve. The catalogs link to
# Foundation's decoders through `FoundationEssentials`, where they live on Linux, as in CI.
#
# Set DOCS_OUTPUT to a directory to keep the converted archives, and SCRATCH_PATH to reuse a
# build folder (CI passes the one it already built, so swift-syntax is not compiled twice).
set -euo pipefail

cd "$(dirname "$0")/.."

# The documented modules; each has `Sources/<module>/Documentation.docc`.
modules=(ResilientCodableCore ResilientCodable ResilientCodableLogging ResilientCodableTesting)

scratch="${SCRATCH_PATH:-.build-docs}"
swift_build=(swift build --disable-experimental-prebuilts --scratch-path "$scratch")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
output=${DOCS_OUTPUT:-$work/archives}
mkdir -p "$output"

triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)
if [[ -z "$triple" ]]; then
  echo "error: cannot read the target triple from swift -print-target-info" >&2
  exit 1
fi

for module in "${modules[@]}"; do
  echo "==> Building $module"
  "${swift_build[@]}" --target "$module"
done
modules_dir="$("${swift_build[@]}" --show-bin-path)/Modules"

status=0
for module in "${modules[@]}"; do
  catalog="Sources/$module/Documentation.docc"
  if [[ ! -d "$catalog" ]]; then
    echo "error: $catalog is missing" >&2
    status=1
    continue
  fi

  # The module's own symbol graphs only: `<module>.symbols.json` and the graphs of its
  # extensions to other modules, `<module>@<Other>.symbols.json`.
  graphs="$work/symbol-graphs/$module"
  extracted="$work/extracted/$module"
  mkdir -p "$graphs" "$extracted"
  echo "==> Extracting the symbol graph of $module"
  swift-symbolgraph-extract \
    -module-name "$module" \
    -target "$triple" \
    -I "$modules_dir" \
    -minimum-access-level public \
    -emit-extension-block-symbols \
    -output-dir "$extracted"
  cp "$extracted/$module.symbols.json" "$graphs/"
  find "$extracted" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$graphs/" \;

  echo "==> Converting $catalog"
  if ! docc convert "$catalog" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "$module" \
    --additional-symbol-graph-dir "$graphs" \
    --output-path "$output/$module.doccarchive" \
    --warnings-as-errors; then
    echo "error: DocC reported problems in $module" >&2
    status=1
  fi
done

if [[ $status -eq 0 ]]; then
  echo "==> Documentation of ${modules[*]} converted without warnings"
fi
exit $status
