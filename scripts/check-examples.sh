#!/usr/bin/env bash
# Installs the package the way hosts do and checks it: packs it (`npm pack`), lints the tarball (publint, attw),
# then builds each host in examples/ from that tarball with npm and with pnpm, checks that a host with its own
# react-hook-form and zod gets one copy of each (the Vite host pins the lowest zod of the peer range), and
# renders the Vite host in Chromium on React 19 and on React 18 with the lowest supported @tanstack/react-query
# (its type check included). The examples are copied to a temporary directory, so no node_modules or build
# output lands in the repository.
# Each example installs what its committed package-lock.json says (pnpm imports it), as a host app does: a run
# does not depend on what the registry published last (a release whose own dependency had not reached the
# registry yet once failed CI). `--latest` drops the lockfiles and resolves the newest versions of every range.
# Usage: scripts/check-examples.sh [--latest]   (after `npm ci`; builds the library itself)
set -euo pipefail
LATEST=false
if [ "${1:-}" = "--latest" ]; then LATEST=true; fi
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ric-examples.XXXXXX")
PREVIEW_PID=""
cleanup() {
  if [ -n "$PREVIEW_PID" ]; then kill "$PREVIEW_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT
PNPM=(npx --yes pnpm@10.34.9)
QUIET=(--no-audit --no-fund --loglevel=error)
# The lowest versions of the peer range the checks run against.
QUERY_FLOOR=$(node -p "require('./package.json').peerDependencies['@tanstack/react-query'].replace(/^\\^/, '')")
ZOD_FLOOR=$(node -p "require('./package.json').peerDependencies.zod.replace(/^\\^/, '')")

step() { printf '\n=== %s\n' "$*"; }

step "build and pack"
npm run build >/dev/null
TARBALL="$WORK/$(npm pack --silent --pack-destination "$WORK" | tail -1)"
echo "$TARBALL"
FILES=$(tar -tzf "$TARBALL")
grep -qx 'package/LICENSE' <<<"$FILES" || { echo "LICENSE missing from the tarball" >&2; exit 1; }
if grep -q 'node_modules/' <<<"$FILES"; then echo "node_modules inside the tarball" >&2; exit 1; fi

step "publint and attw"
npx --yes publint@0.3.25 "$TARBALL" --strict
# ESM only; the stylesheet has no types to check.
npx --yes @arethetypeswrong/cli@0.18.5 "$TARBALL" --profile esm-only --exclude-entrypoints ./styles.css

# Copies an example into $WORK/<name>-<pm> and points it at the tarball.
prepare() {
  local name=$1 pm=$2 dir="$WORK/$1-$2"
  rm -rf "$dir"
  mkdir -p "$dir"
  (cd "$ROOT/examples/$name" && tar --exclude=node_modules --exclude=dist --exclude=.next -cf - .) | tar -xf - -C "$dir"
  if $LATEST; then rm -f "$dir/package-lock.json"; fi
  (cd "$dir" && npm pkg set "dependencies.react-integration-config=file:$TARBALL")
  # pnpm starts from the same lockfile: `pnpm import` turns it into pnpm-lock.yaml.
  if [ "$pm" = pnpm ] && [ -f "$dir/package-lock.json" ]; then
    (cd "$dir" && "${PNPM[@]}" import --reporter=silent >/dev/null && rm package-lock.json)
  fi
  echo "$dir"
}

# Fails unless the installed tree of $1 holds exactly one copy of the package $2 (a peer the host owns).
one_copy() {
  local dir=$1 name=$2 count
  # Installed packages only (node_modules/<name>): Next, for one, ships a compiled zod of its own in next/dist.
  count=$(find "$dir/node_modules" -type f -path "*/node_modules/$name/package.json" \
    -exec node -e 'const p=require(process.argv[1]); if (p.name===process.argv[2]) console.log(p.version)' {} "$name" \; | wc -l)
  if [ "$count" -ne 1 ]; then echo "expected one $name in $dir, found $count" >&2; exit 1; fi
}
# Fails unless $1 installed what the example $2's committed lockfile pins (skipped with --latest).
as_locked() {
  $LATEST || node "$ROOT/scripts/check-locked.mjs" "$1" "$ROOT/examples/$2/package-lock.json" "$3"
}

# The peers a host has its own copy of: react-hook-form (its forms are our API) and zod (our schemas are).
host_peers_once() {
  one_copy "$1" react-hook-form
  one_copy "$1" zod
}

render() {
  local dir=$1 port=$2
  # Started directly (no npx or subshell in between), so its process id is the server's own.
  node "$dir/node_modules/vite/bin/vite.js" preview "$dir" --port "$port" --strictPort >/dev/null 2>&1 &
  PREVIEW_PID=$!
  for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$port/" >/dev/null && break; sleep 0.2; done
  node "$ROOT/scripts/render-example.mjs" "http://127.0.0.1:$port/" || { echo "render failed: $dir" >&2; return 1; }
  kill "$PREVIEW_PID" 2>/dev/null || true
  wait "$PREVIEW_PID" 2>/dev/null || true
  PREVIEW_PID=""
}

step "vite host, npm, React 19, zod $ZOD_FLOOR"
DIR=$(prepare vite-host npm)
(cd "$DIR" && npm install "${QUIET[@]}" && npm run build --silent && npm ls react-hook-form zod)
as_locked "$DIR" vite-host npm
host_peers_once "$DIR"
node -e "const v=require('$DIR/node_modules/zod/package.json').version; if(v!=='$ZOD_FLOOR') throw new Error('zod '+v+', not the floor $ZOD_FLOOR')"
render "$DIR" 4317

step "vite host, npm, React 18 and @tanstack/react-query $QUERY_FLOOR"
(cd "$DIR" && npm install "${QUIET[@]}" --no-save --legacy-peer-deps react@18 react-dom@18 @types/react@18 \
  @types/react-dom@18 "@tanstack/react-query@$QUERY_FLOOR" && npm run build --silent)
node -e "const v=require('$DIR/node_modules/react/package.json').version; if(!v.startsWith('18.')) throw new Error('React '+v)"
render "$DIR" 4318

step "vite host, pnpm"
DIR=$(prepare vite-host pnpm)
(cd "$DIR" && "${PNPM[@]}" install --reporter=silent && "${PNPM[@]}" run build && "${PNPM[@]}" ls react-hook-form zod)
as_locked "$DIR" vite-host pnpm
host_peers_once "$DIR"

step "next host, npm"
DIR=$(prepare next-host npm)
(cd "$DIR" && npm install "${QUIET[@]}" && NEXT_TELEMETRY_DISABLED=1 npm run build --silent && npm ls react-hook-form zod)
as_locked "$DIR" next-host npm
host_peers_once "$DIR"
# The server's prefetch reaches the widget: its HTML lists the objects, not the loading state.
node "$DIR/node_modules/next/dist/bin/next" start "$DIR" --port 4319 >/dev/null 2>&1 &
PREVIEW_PID=$!
HTML=""
for _ in $(seq 1 100); do HTML=$(curl -sf http://127.0.0.1:4319/ || true); [ -n "$HTML" ] && break; sleep 0.3; done
kill "$PREVIEW_PID" 2>/dev/null || true
wait "$PREVIEW_PID" 2>/dev/null || true
PREVIEW_PID=""
grep -q 'class="ric-nav"' <<<"$HTML" || { echo "the Next host's HTML has no object list: prefetch not hydrated" >&2; exit 1; }
if grep -q 'Loading the integration' <<<"$HTML"; then echo "the Next host's HTML shows the loading state" >&2; exit 1; fi
echo "Next host: server-rendered widget from the server's prefetch"

step "next host, pnpm"
DIR=$(prepare next-host pnpm)
(cd "$DIR" && "${PNPM[@]}" install --reporter=silent && NEXT_TELEMETRY_DISABLED=1 "${PNPM[@]}" run build)
as_locked "$DIR" next-host pnpm
host_peers_once "$DIR"

step "examples ok"
