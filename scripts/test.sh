#!/usr/bin/env bash
# `npm test`: everything, in order, each phase timed (the times close the run). What the tests
# need from the system comes first (scripts/system-packages.sh). Lint, the type-check and the
# site's build run side by side (the three share the two cores; one after the other they took a
# few seconds more); the build leaves the site's type-check to `npm run typecheck` beside it. The
# site is built once: the OpenNext bundle (its build runs
# `next build`) is what the unit tests' global setup (tests/opennext/global-setup.ts) then finds
# fresh, and the build the browser tests and the audit serve with `next start`.
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

side_by_side() {
  npm run lint &
  local lint=$!
  SITE_TYPECHECKED_BESIDE_BUILD=true npx tsx tests/opennext/build-bundle.ts &
  local build=$!
  local typecheck=0 linted=0 built=0
  npm run typecheck || typecheck=$?
  wait "$lint" || linted=$?
  wait "$build" || built=$?
  [ "$typecheck" -eq 0 ] && [ "$linted" -eq 0 ] && [ "$built" -eq 0 ]
}

phase "system packages" bash scripts/system-packages.sh
phase "lint, typecheck and the build, side by side" side_by_side
phase "unit tests" npm run test:unit
phase "browser tests (on that build)" npx playwright test
phase "budgets (the audit)" npm run test:budgets
