#!/usr/bin/env bash
# Builds Tests/Fixtures/CoreOnly, a package that depends only on the ResilientCodableCore product,
# with its own scratch path, and fails if swift-syntax was compiled for it. SwiftPM still clones
# the root package's dependencies to resolve them, and plans empty folders for their targets; it
# compiles only what the product needs, so a compiled swift-syntax module or object file is what
# fails the check.
#
# It also fails if the client resolved a package that only the tests use (Yams, XMLCoder,
# swift-macro-testing and what they bring). SwiftPM resolves a dependency's packages target by
# target (SE-0226): those of its test targets are never resolved for a client, measured with
# SwiftPM 6.3.1 for a path dependency (this fixture) and for a versioned one alike, so no package
# trait is needed to keep them out; this check keeps it that way.
#
#   Scripts/check-core-only.sh                       # the check
#   Scripts/check-core-only.sh --self-test FOLDER    # the check sees swift-syntax in FOLDER
set -euo pipefail

# Whether the build folder $1 holds a compiled swift-syntax module or object file.
compiled_swift_syntax() {
  [[ -n "$(find "$1" -path "$1/checkouts" -prune -o \
    \( -name 'SwiftSyntax*.swiftmodule' -o \( -path '*/SwiftSyntax*' -name '*.o' \) \) \
    -print -quit)" ]]
}

if [[ "${1:-}" == "--self-test" ]]; then
  if compiled_swift_syntax "$2"; then
    echo "ok   the check sees swift-syntax in $2"
    exit 0
  fi
  echo "error: the check does not see swift-syntax in $2" >&2
  exit 1
fi

cd "$(dirname "$0")/../Tests/Fixtures/CoreOnly"
scratch=.build-core-only
rm -rf "$scratch"
swift build --disable-experimental-prebuilts --scratch-path "$scratch"
"$scratch/debug/core-only"
if compiled_swift_syntax "$scratch"; then
  echo "error: building a package that depends only on ResilientCodableCore compiled swift-syntax" >&2
  exit 1
fi
echo "ok   a package that depends only on ResilientCodableCore builds without swift-syntax"

test_only=(Yams XMLCoder swift-macro-testing swift-snapshot-testing swift-custom-dump)
resolved=$(ls "$scratch/checkouts")
for package in "${test_only[@]}"; do
  if grep -qix "$package" <<<"$resolved"; then
    echo "error: a client of the package resolved $package, which only the tests use" >&2
    exit 1
  fi
done
echo "ok   a client resolves no test-only package (resolved: $(echo $resolved))"
