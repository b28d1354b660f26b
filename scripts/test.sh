#!/usr/bin/env bash
# Every check a person runs before pushing, and CI runs the same: typecheck, format, lint, knip, unit and API tests
# (on embedded PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set), build, a production install of the build,
# end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    step "Installing Debian's chromium for the end-to-end tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests need Chromium at $chromium_path." >&2
    echo "Install it with: sudo apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary)" >&2
    exit 1
  fi
fi

step "Typecheck"
npm run --silent typecheck

step "Format"
npm run --silent format:check

step "Lint"
npm run --silent lint

step "Unused files, exports and dependencies (knip)"
npm run --silent knip

step "Unit and API tests on embedded PGlite"
env -u TEST_DATABASE_URL npx vitest run

# Before the PostgreSQL run: its abuse suite (apps/server/src/security/abuse.pg.test.ts) serves the built pages.
step "Build"
npm run --silent build

step "A production install (npm ci --omit=dev) runs the compiled server"
npm run --silent check:omit-dev

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # The topology test (apps/server/src/topology.pg.test.ts) runs three server processes behind Debian's HAProxy.
  if ! command -v haproxy >/dev/null; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
      step "Installing Debian's haproxy for the topology test"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
    else
      echo "The topology test on PostgreSQL needs HAProxy." >&2
      echo "Install it with: sudo apt-get install haproxy" >&2
      exit 1
    fi
  fi
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run apps/server
fi

step "End-to-end tests in Chromium"
npx playwright test -c e2e/playwright.config.ts
