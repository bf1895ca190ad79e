#!/usr/bin/env bash
# `npm test`: everything, in order, each phase timed (the times close the run). What the tests
# need from the system comes first (scripts/system-packages.sh). Lint and the type-check each
# keep one core busy, so they run side by side. The site is built once: the unit tests' OpenNext
# bundle (tests/opennext/global-setup.ts runs `open-next build`, which runs `next build`) is
# the build the browser tests and the audit then serve with `next start`.
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
phase() {
  local name=$1 started=$SECONDS
  shift
  "$@"
  timings+=("$(printf '%-34s %4d s' "$name" $((SECONDS - started)))")
}
report() {
  [ "${#timings[@]}" -gt 0 ] && printf 'test: %s\n' "${timings[@]}"
  return 0
}
trap report EXIT

both() {
  npm run lint &
  local lint=$!
  local typecheck=0
  npm run typecheck || typecheck=$?
  wait "$lint"
  return "$typecheck"
}

phase "system packages" bash scripts/system-packages.sh
phase "lint and typecheck, side by side" both
phase "unit tests (builds the bundle)" npm run test:unit
phase "browser tests (on that build)" npx playwright test
phase "budgets (the audit)" npm run test:budgets
