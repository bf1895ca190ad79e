#!/usr/bin/env bash
# What the tests need from the system besides Node, and the one list of it: `npm test` runs this
# before anything else, and .ci/run before installing the npm packages.
#
# Debian's Chromium headless shell drives the browser tests and axe, and its full Chromium drives
# Lighthouse (scripts/lib/chromium.ts says why each). The pages' fonts (Arial in the
# site's stack) resolve to Liberation, which Chromium only recommends: named, so an image that
# skips recommended packages still renders real text. The WordPress plugin's tests run it in
# Debian's WordPress (6.1) with php-cli and PHP's MySQL, XML, mbstring and cURL extensions, on a
# MariaDB the tests start and stop themselves (the package's own service is not used). `npm run
# lint` checks the plugin's PHP with php-cli and PHP_CodeSniffer (scripts/lint-php.sh).
#
# Whatever is missing is installed with apt-get, once, when this runs as root (or with sudo that
# asks no password) on Debian or Ubuntu. Anywhere else it names what is missing and how to get
# it, and fails, so that nothing runs against half a machine.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(chromium chromium-headless-shell fonts-liberation php-cli php-mysql php-xml php-mbstring php-curl php-codesniffer wordpress mariadb-server)

# Read whole before matching: `grep -q` leaving early would fail the pipe under pipefail.
php_modules=$(php -m 2>/dev/null || true)
php_has() { grep -qx "$1" <<<"$php_modules"; }
debian_has() { command -v dpkg >/dev/null 2>&1 && dpkg -s "$1" >/dev/null 2>&1; }
# Playwright's own browser (`npx playwright install chromium`) does as well as Debian's.
playwright_chromium() {
  [ -d node_modules/@playwright/test ] &&
    node -e 'const { chromium } = require("@playwright/test");
      process.exit(require("node:fs").existsSync(chromium.executablePath()) ? 0 : 1)' 2>/dev/null
}

# Whether what the package provides is here (by the package, or by what the tests look for).
present() {
  case "$1" in
    chromium | chromium-headless-shell)
      [ -n "${CHROMIUM_PATH:-}" ] || command -v "$1" >/dev/null 2>&1 || playwright_chromium
      ;;
    fonts-liberation)
      debian_has fonts-liberation || grep -qi "Liberation Sans" <<<"$(fc-list 2>/dev/null || true)"
      ;;
    php-cli) command -v php >/dev/null 2>&1 ;;
    php-mysql) php_has mysqli ;;
    php-xml) php_has xml ;;
    php-mbstring) php_has mbstring ;;
    php-curl) php_has curl ;;
    php-codesniffer) command -v phpcs >/dev/null 2>&1 ;;
    wordpress) [ -f /usr/share/wordpress/wp-load.php ] ;;
    mariadb-server) command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] ;;
    *) echo "system-packages: no check for $1" >&2 && return 1 ;;
  esac
}

missing=()
for package in "${PACKAGES[@]}"; do
  present "$package" || missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

debian=false
if [ -r /etc/os-release ] && command -v apt-get >/dev/null 2>&1; then
  # shellcheck disable=SC1091
  . /etc/os-release
  case " ${ID:-} ${ID_LIKE:-} " in *" debian "* | *" ubuntu "*) debian=true ;; esac
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null && SUDO="sudo"
fi

if $debian && { [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; }; then
  echo "system-packages: installing ${missing[*]}"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

{
  echo "The tests need what these Debian packages provide, and this machine lacks it: ${missing[*]}."
  if $debian; then
    echo "Install them as root, then run the tests again:"
    echo "  sudo apt-get install -y ${missing[*]}"
  else
    echo "On Debian 12 or Ubuntu, \`npm test\` run as root installs them. Elsewhere install:"
    echo "  - Chromium: \`npx playwright install chromium\`, or set CHROMIUM_PATH to a Chromium"
    echo "  - the Liberation fonts (Liberation Sans, Serif, Mono)"
    echo "  - PHP 8 on the command line (\`php\`) with the mysqli, xml, mbstring and curl extensions"
    echo "  - PHP_CodeSniffer 3 (\`phpcs\`)"
    echo "  - MariaDB's server (\`mariadbd\` and \`mariadb-install-db\` on PATH)"
    echo "  - WordPress 6.1 unpacked in /usr/share/wordpress (as Debian's \`wordpress\` package puts it)"
    echo "or run the tests in a Debian 12 container (node:22-bookworm) as root."
  fi
} >&2
exit 1
