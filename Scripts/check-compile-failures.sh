#!/usr/bin/env bash
# Type-checks each file in Tests/CompileFailures against the built modules, with the macros' plugin
# loaded, and checks that the compiler rejects it with the message its first line expects, so that
# misuse of the wrappers and the macros stays a compile-time error that says what to do.
set -euo pipefail
cd "$(dirname "$0")/.."
modules="${1:-.build/debug/Modules}"
plugin="${modules%/Modules}/ResilientCodableMacros-tool#ResilientCodableMacros"
failed=0
for file in Tests/CompileFailures/*.swift; do
  expected=$(sed -n '1s#^// expected-error: ##p' "$file")
  if output=$(swiftc -typecheck -swift-version 6 -I "$modules" \
  -load-plugin-executable "$plugin" "$file" 2>&1); then
    echo "FAIL $file: compiled, expected: $expected"
    failed=1
  elif grep -qF -- "error: $expected" <<<"$output"; then
    echo "ok   $file"
  else
    echo "FAIL $file: expected: $expected"
    echo "$output" | grep 'error:' | sort -u
    failed=1
  fi
done
exit "$failed"
