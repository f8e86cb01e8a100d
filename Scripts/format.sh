#!/usr/bin/env bash
# Formats every Swift file git knows about with the toolchain's `swift format`, then lints them
# strictly, as CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files -z '*.swift' | xargs -0 swift format format --parallel --in-place
git ls-files -z '*.swift' | xargs -0 swift format lint --strict --parallel
