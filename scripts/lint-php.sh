#!/usr/bin/env bash
# The WordPress plugin's PHP, as `npm run lint` checks it: every file parses (`php -l`), every
# file WordPress loads exits unless WordPress loaded it (the ABSPATH guard), and phpcs holds it
# to the ruleset close to WordPress's coding standards (packages/wordpress-plugin/phpcs.xml.dist,
# which says what it covers). php-cli and php-codesniffer are Debian packages that
# scripts/system-packages.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."

PLUGIN=packages/wordpress-plugin
GUARD="defined( 'ABSPATH' ) || exit;"

for tool in php:php-cli phpcs:php-codesniffer; do
  if ! command -v "${tool%%:*}" >/dev/null 2>&1; then
    echo "lint-php: ${tool%%:*} is missing: apt-get install -y ${tool#*:} (scripts/system-packages.sh, run as root, installs it)" >&2
    exit 1
  fi
done

failed=0
while IFS= read -r file; do
  php -l "$file" >/dev/null 2>&1 || { php -l "$file" >&2 || true; failed=1; }
done < <(find "$PLUGIN" tests/wordpress-plugin -name '*.php' -not -path '*/node_modules/*' | sort)

# What WordPress loads: the loader and its folder (the test fakes are run by php-cli, not WordPress).
for file in "$PLUGIN/corus-site.php" "$PLUGIN"/corus-site/*.php; do
  grep -qxF "$GUARD" "$file" || { echo "lint-php: $file lacks the line: $GUARD" >&2; failed=1; }
done

phpcs -q --no-colors --standard="$PLUGIN/phpcs.xml.dist" || failed=1
exit "$failed"
