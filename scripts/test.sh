#!/usr/bin/env bash
# `npm test`: everything, in order, each phase timed (the times close the run). What the tests need from
# the system comes first (scripts/system-packages.sh). Lint, the type-check and the site's build
# run side by side (the three share the two cores; one after the other they took a few seconds
# more); the build leaves the site's type-check to `npm run typecheck` beside it. The site is
# built once: the OpenNext bundle (its build runs `next build`) is what the unit tests' global
# setup (tests/opennext/global-setup.ts) then finds fresh, and the build the browser tests and
# the audit serve with `next start`.
#
# Then the unit tests, the browser tests and the audit, one after the other. Each runs to its end
# whatever another's outcome; the run then fails naming every phase that failed. (Tried: the unit
# tests beside the other two at the lowest CPU priority, which filled the cores the others leave
# idle: 1,007 s against 1,235 s in one run, but starved them in the next, where a stack synthesis
# outran its two minutes and the publish simulation's fixed waits for the servers' clock.)
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
failed=()
# Each phase's output, kept for the run: a failed phase's failures are printed again at the end,
# where a log cut to its last lines (CI's) still shows them after the phases that ran on.
outputs=$(mktemp -d)
# Runs a phase and notes its time and, when it fails, its name; returns its status.
phase() {
  local name=$1 started=$SECONDS status=0
  shift
  "$@" 2>&1 | tee "$outputs/${#timings[@]}.log" || status=$?
  timings+=("$(printf '%-34s %4d s' "$name" $((SECONDS - started)))$([ "$status" -eq 0 ] || echo "  FAILED")")
  if [ "$status" -ne 0 ]; then
    failed+=("$name")
    # What failed, as the two runners mark it: Vitest's FAIL and ×, Playwright's ✘ and its
    # closing "N failed" / "N flaky" lists; colours stripped. Else (a setup that failed) its end.
    local log="$outputs/$((${#timings[@]} - 1)).log" marked
    marked=$(sed 's/\x1b\[[0-9;]*m//g' "$log" |
      grep -E '^ *(FAIL |×|✘|[0-9]+ (failed|flaky|interrupted)$|\[[a-z-]+\] › )' |
      awk '!seen[$0]++' | head -40 || true)
    failures+=("$name:" "${marked:-$(grep -v '^\[WebServer\]' "$log" | tail -15)}")
  fi
  return "$status"
}
failures=()
report() {
  [ "${#failures[@]}" -gt 0 ] && printf 'test: %s\n' "${failures[@]}"
  [ "${#timings[@]}" -gt 0 ] && printf 'test: %s\n' "${timings[@]}"
  rm -rf "$outputs"
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

# Nothing runs without what the system provides and the build.
phase "system packages" bash scripts/system-packages.sh || exit 1
phase "lint, typecheck and the build, side by side" side_by_side || exit 1
# The bundle is fresh: the unit tests' global setup need not look at it again.
export SITE_BUNDLE_BUILT_BY_TEST_RUN=1
phase "unit tests" npm run test:unit || true
phase "browser tests (on that build)" npx playwright test || true
phase "budgets (the audit)" npm run test:budgets || true
if [ "${#failed[@]}" -gt 0 ]; then
  printf 'test: failed: %s\n' "$(IFS=,; echo "${failed[*]}" | sed 's/,/, /g')"
  exit 1
fi
