#!/usr/bin/env bash
# Everything a fresh machine lacks: pnpm, the workspace's dependencies and, with --browser,
# Debian's Chromium for the browser tests. Safe to run again; it skips what is there.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  npm install --global pnpm@12
fi

if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q chromium
fi

# node-gyp finds Node's headers here only through nodedir (no header download); better-sqlite3 builds from source.
if [ -d /usr/include/node ]; then export npm_config_nodedir=/usr; fi

pnpm install --frozen-lockfile
