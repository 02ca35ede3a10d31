#!/usr/bin/env bash
# Installs what the app needs on a fresh Debian machine, idempotently:
#   bash scripts/setup.sh        → runtime: npm packages, OCR tools, generated clients, a local secret
#   bash scripts/setup.sh test   → also what the test suite needs: Chromium, PostgreSQL 15, poppler-utils
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-app}"

log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# OCR of the MRZ, video frames for video liveness, the OCR-B font for rendered demo documents.
apt_packages=(tesseract-ocr tesseract-ocr-eng ffmpeg fonts-ocr-b)
if [ "$mode" = "test" ]; then
  # The browser tests run in the headless shell; the full browser is what the pages bench's Lighthouse drives.
  apt_packages+=(chromium chromium-headless-shell poppler-utils)
  [ -x /usr/lib/postgresql/15/bin/pg_ctl ] || apt_packages+=(postgresql-15)
fi
missing=()
for pkg in "${apt_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
install_debian_packages() {
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
# The Debian packages install while npm installs (neither needs the other): on a fresh machine each takes minutes.
debian_job=""
if [ "${#missing[@]}" -gt 0 ]; then
  log "Installing Debian packages: ${missing[*]}"
  install_debian_packages &
  debian_job=$!
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "Installing npm packages (the first time compiles better-sqlite3: about a minute)"
  # `npm ci` calls the lockfile out of sync here (the registry lacks other platforms' optional builds).
  npm install --no-audit --no-fund --loglevel=error
fi

if ! grep -qs '^NEXTAUTH_SECRET=' .env.local; then
  log "Generating NEXTAUTH_SECRET into .env.local (git-ignored)"
  echo "NEXTAUTH_SECRET=$(node -e 'console.log(require("crypto").randomBytes(48).toString("base64"))')" >> .env.local
fi

log "Generating the Prisma clients"
node_modules/.bin/tsx scripts/db/generate.ts

if [ -n "$debian_job" ] && ! wait "$debian_job"; then
  log "Installing the Debian packages failed: ${missing[*]}"
  exit 1
fi
