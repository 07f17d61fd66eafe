#!/usr/bin/env bash
# Maintainer helper while pages are being written in parallel: lists content files that fail the lint or the
# example runner (so a commit can leave them out until they are finished). Prints one path per line.
set -uo pipefail
cd "$(dirname "$0")/.."
{
  npx tsx scripts/content-lint.ts 2>&1
  npx tsx scripts/run-examples.ts 2>&1
} | grep -oE '^content/[^:]+\.mdx' | sort -u
