#!/usr/bin/env bash
# The whole test suite, in the order that fails fastest: `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "Kiểu TypeScript (tsc --noEmit)"
npx tsc --noEmit
step "Kiểm thử đơn vị (Jest + Testing Library)"
npx jest --selectProjects unit
step "Dịch vụ đếm lượt xem (LMDB, và Redis khi có redis-server)"
npx jest --selectProjects counter
step "Kiểm tra nội dung (lint, chạy ví dụ C++, độ phủ)"
npm run --silent check:content
step "Build trang (gatsby build: frontmatter, MDX, liên kết nội bộ)"
# From a clean cache: a build on top of an older .cache can render one page's data under another route.
npx gatsby clean >/dev/null
# The footer badge of this build calls the counter service the browser tests start (tests/e2e/support/server.ts).
COUNTER_API_URL="http://127.0.0.1:${E2E_COUNTER_PORT:-9322}" npx gatsby build
step "Kiểm tra liên kết trên bản build"
npm run --silent check:links
step "Kiểm thử trình duyệt (playwright-core + Chromium, axe-core)"
npx jest --selectProjects e2e --runInBand
