#!/usr/bin/env bash
# The whole test suite, in the order that fails fastest: `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "Công cụ hệ thống (g++, clang++, chromium, redis-server, strace, java)"
bash scripts/ensure-system-tools.sh
step "Kiểu TypeScript (tsc --noEmit)"
npx tsc --noEmit
step "ESLint (TypeScript, React hooks, jsx-a11y)"
npx eslint .
step "Định dạng mã (prettier --check)"
npx prettier --check . >/dev/null || { npx prettier --check . ; exit 1; }
step "Kiểm thử đơn vị (Jest + Testing Library)"
npx jest --selectProjects unit
step "Dịch vụ đếm lượt xem (LMDB, và Redis khi có redis-server)"
npx jest --selectProjects counter
step "Kiểm tra nội dung (lint, chạy ví dụ C++, độ phủ)"
npm run --silent check:content
step "Build trang (gatsby build: frontmatter, MDX, liên kết nội bộ)"
# The footer badge of this build calls the counter service the browser tests start (tests/e2e/support/server.ts).
export COUNTER_API_URL="http://127.0.0.1:${E2E_COUNTER_PORT:-9322}"
types_before=$(sha1sum src/gatsby-types.d.ts 2>/dev/null || true)
npx gatsby build
# The build regenerates the GraphQL query types (graphqlTypegen); type-check again if a query changed them.
if [ "$types_before" != "$(sha1sum src/gatsby-types.d.ts)" ]; then
  echo "src/gatsby-types.d.ts đã đổi theo các truy vấn GraphQL: kiểm tra kiểu lại (hãy commit tệp này)."
  npx tsc --noEmit
fi
step "Kiểm tra bản build (liên kết, #neo, mỗi trang đúng tiêu đề và nội dung)"
npm run --silent check:links
step "HTML hợp lệ (Nu HTML Checker trên mọi trang đã build)"
npm run --silent check:html
step "Build trên .cache cũ (thêm, sửa, xóa một trang rồi build lại, không gatsby clean)"
npm run --silent check:warm-build
step "Kiểm thử trình duyệt (playwright-core + Chromium, axe-core)"
npx jest --selectProjects e2e --runInBand
