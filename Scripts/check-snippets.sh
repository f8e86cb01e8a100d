#!/usr/bin/env bash
# Compiles every Swift code block of README.md and the DocC articles against the built modules,
# each block as the main file of a program of its own, so that the documentation cannot rot.
#
#   Scripts/check-snippets.sh [MODULES]   # default: .build/debug/Modules, built by `swift build`
#
# A block is checked as written and alone, as a reader who pastes it compiles it: with only the
# imports `Foundation` and `ResilientCodable` (and swift-log with `ResilientCodableLogging` where
# logging is involved, `ResilientCodableTesting` where testing is) added, so it declares every type and value it uses itself; see
# Scripts/extract-snippets.py. Mark a block that is not this library's Swift, such as a manifest
# fragment or a migration article's code for a peer library, with `<!-- snippet: skip -->` on the
# line before its fence, and say in the block or the prose what it is. A block followed by
# `<!-- snippet: output -->` and a plain fenced block is run, and must print exactly that block. A
# block after `<!-- snippet: error -->` must fail to compile with the message of its `// error: `
# comment.
set -euo pipefail
cd "$(dirname "$0")/.."
modules="${1:-.build/debug/Modules}"
bin="${modules%/Modules}"
plugin="$bin/ResilientCodableMacros-tool#ResilientCodableMacros"
# The modules of the test dependencies (Yams, which the decoder articles use) are built with the
# tests, for the host: run `swift build --build-tests` (or `swift test`) first.
flags=(-swift-version 6 -I "$modules" -I "$bin/Modules-tool"
  -I "${bin%/*}/checkouts/Yams/Sources/CYaml/include"
  -load-plugin-executable "$plugin" -module-name Snippet)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

documents=(README.md)
while IFS= read -r file; do documents+=("$file"); done < <(git ls-files '*.docc/*.md' | sort)

python3 Scripts/extract-snippets.py "$work" "${documents[@]}"

# The library's objects, to link the blocks whose output is checked.
objects=()
for target in ResilientCodableKeyCasing ResilientCodableCore ResilientCodable \
  ResilientCodableLogging ResilientCodableTesting Logging CoreMetrics; do
  for object in "$bin/$target.build/"*.o; do
    if [[ -f "$object" ]]; then objects+=("$object"); fi
  done
done

failed=0
checked=0
for snippet in "$work"/*/; do
  name=$(cat "$snippet/name")
  files=("$snippet/main.swift")
  if [[ -f "$snippet/expected-error" ]]; then
    expected=$(cat "$snippet/expected-error")
    if output=$(swiftc -typecheck "${flags[@]}" "${files[@]}" 2>&1); then
      echo "FAIL $name: compiled, expected: $expected"
      failed=1
    # The diagnostics' own lines only: the compiler also echoes the source, `// error: ` included.
    elif ! grep -E '^[^ |]+:[0-9]+:[0-9]+: error: ' <<<"$output" |
      grep -qF -- "error: $expected"; then
      echo "FAIL $name: expected: $expected"
      echo "$output" | grep 'error:' | sort -u | head -5
      failed=1
    fi
  elif [[ -f "$snippet/expected-output" ]]; then
    if ! output=$(swiftc "${flags[@]}" "${files[@]}" "${objects[@]}" -o "$snippet/program" 2>&1) ||
      ! actual=$("$snippet/program" 2>&1); then
      echo "FAIL $name"
      echo "$output${actual:-}" | grep -E 'error|Fatal' | head -5
      failed=1
    elif [[ "$actual" != "$(cat "$snippet/expected-output")" ]]; then
      echo "FAIL $name: printed"
      echo "$actual"
      failed=1
    fi
  elif ! output=$(swiftc -typecheck "${flags[@]}" "${files[@]}" 2>&1); then
    echo "FAIL $name"
    echo "$output" | grep -E 'error' | head -5
    failed=1
  fi
  checked=$((checked + 1))
done
echo "$checked snippets checked"
exit "$failed"
