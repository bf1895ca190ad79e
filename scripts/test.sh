#!/usr/bin/env bash
# `npm test`: everything, each phase timed (the times close the run). What the tests need from
# the system comes first (scripts/system-packages.sh). Lint, the type-check and the site's build
# run side by side (the three share the two cores; one after the other they took a few seconds
# more); the build leaves the site's type-check to `npm run typecheck` beside it. The site is
# built once: the OpenNext bundle (its build runs `next build`) is what the unit tests' global
# setup (tests/opennext/global-setup.ts) then finds fresh, and the build the browser tests and
# the audit serve with `next start`.
#
# Then the unit tests run beside the browser tests and the audit, at the lowest CPU priority
# (scripts/lib/low-priority.sh): the browser tests leave about a third of a core idle, and the
# audit's Lighthouse, one page at a time, most of one (measured: 1.6 and 1.1 of the two cores);
# the unit tests take what is left, and give it back the moment the others want it. Their output
# is kept and printed when they end, so each suite's log reads whole. Each suite runs to its end
# whatever another's outcome; the run then fails naming every phase that failed.
timings=()
failed=()
# Runs a phase and notes its time and, when it fails, its name; returns its status.
phase() {
  local name=$1 started=$SECONDS status=0
  shift
  "$@" || status=$?
  timings+=("$(printf '%-34s %4d s' "$name" $((SECONDS - started)))$([ "$status" -eq 0 ] || echo "  FAILED")")
  [ "$status" -eq 0 ] || failed+=("$name")
  return "$status"
}
report() {
  [ "${#timings[@]}" -gt 0 ] && printf 'test: %s\n' "${timings[@]}"
  return 0
}

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

unit_log=$(mktemp -t unit-tests.XXXXXX.log)
unit_tests=""
started_unit_tests=0
finish_unit_tests() {
  local status=0
  wait "$unit_tests" || status=$?
  unit_tests=""
  cat "$unit_log"
  timings+=("$(printf '%-34s %4d s' "unit tests (beside, at low priority)" $((SECONDS - started_unit_tests)))$([ "$status" -eq 0 ] || echo "  FAILED")")
  [ "$status" -eq 0 ] || failed+=("unit tests")
}
stop_unit_tests() {
  # Stopped early (a signal, or the build failed while they ran): stop them too.
  if [ -n "$unit_tests" ]; then
    kill -- "-$unit_tests" 2>/dev/null || kill "$unit_tests" 2>/dev/null || true
    cat "$unit_log"
  fi
  rm -f "$unit_log"
  report
}
trap stop_unit_tests EXIT

# Nothing runs without what the system provides and the build.
phase "system packages" bash scripts/system-packages.sh || exit 1
phase "lint, typecheck and the build, side by side" side_by_side || exit 1
# The bundle is fresh: the unit tests' global setup must not build it again under the servers
# the browser tests and the audit run from it.
export SITE_BUNDLE_BUILT_BY_TEST_RUN=1
started_unit_tests=$SECONDS
set -m
bash scripts/lib/low-priority.sh npm run test:unit >"$unit_log" 2>&1 &
unit_tests=$!
set +m
# Each suite runs to its end whatever another's outcome, so one run tells every failure.
phase "browser tests (on that build)" npx playwright test || true
phase "budgets (the audit)" npm run test:budgets || true
finish_unit_tests
if [ "${#failed[@]}" -gt 0 ]; then
  printf 'test: failed: %s\n' "$(IFS=,; echo "${failed[*]}" | sed 's/,/, /g')"
  exit 1
fi
