#!/usr/bin/env bash
# The root's postinstall: installs the site (packages/web), which is no workspace (its React 19
# and SST's React 18 cannot share node_modules), after the root's own install. A caller that
# installs the site alongside the root's install says so, and this does nothing (.ci/run does,
# to overlap the two downloads).
set -euo pipefail
[ "${SITE_INSTALLED_ALONGSIDE:-}" = 1 ] && exit 0
cd "$(dirname "$0")/.."
npm install --prefix packages/web --no-save --no-audit --no-fund
