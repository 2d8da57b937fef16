#!/usr/bin/env bash
# Installs the package the way hosts do and checks it: packs it (`npm pack`), lints the tarball (publint, attw),
# then builds each host in examples/ from that tarball with npm and with pnpm, and opens every build in Chromium
# (scripts/render-example.ts): the widget renders on the mock, saves, and looks as the example's committed
# screenshot. The hosts:
#   vite-host  Vite + Tailwind v4 (its preflight), the mock imported lazily, a headless part in the host's own
#              react-hook-form; with npm on React 19 and the lowest zod of the peer range, again on React 18 with
#              the lowest @tanstack/react-query, and with pnpm on msw 3 (`pnpm add msw`, as a host does today);
#              its chunks start with V8's compile hint (README, "Slow devices")
#   next-host  create-next-app's defaults (Next 16, `cacheComponents`, its globals.css kept), the prefetch inside
#              <Suspense>: the server's HTML must already hold the open object's editor
# Each host must have one copy of react-hook-form and zod (its own), and msw's setupServer must serve the mock's
# handlers (msw 2 with npm, msw 3 with pnpm). The examples are copied to a temporary directory, so no
# node_modules or build output lands in the repository.
# Each example installs what its committed package-lock.json says (pnpm imports it), as a host app does: a run
# does not depend on what the registry published last (a release whose own dependency had not reached the
# registry yet once failed CI). `--latest` drops the lockfiles and resolves the newest versions of every range.
# `--update-screenshots` writes the examples' screenshots anew (look at them before committing).
# Usage: scripts/check-examples.sh [--latest] [--update-screenshots]   (after `npm ci`; builds the library itself)
set -euo pipefail
LATEST=false
UPDATE=()
for arg in "$@"; do
  case $arg in
    --latest) LATEST=true ;;
    --update-screenshots) UPDATE=(--update-screenshot) ;;
    *) echo "unknown option $arg" >&2; exit 2 ;;
  esac
done
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ric-examples.XXXXXX")
SERVER_PID=""
REMOVERS=()
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; fi
  if [ ${#REMOVERS[@]} -gt 0 ]; then wait "${REMOVERS[@]}" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT
STARTED=$(date +%s)
PNPM=(npx --yes pnpm@12.21.0)
QUIET=(--no-audit --no-fund --loglevel=error)
# msw 3 as `pnpm add msw` installs it; --latest takes the newest 3.x.
MSW3=3.0.5
if $LATEST; then MSW3='^3.0.0'; fi
# The lowest versions of the peer range the checks run against.
QUERY_FLOOR=$(node -p "require('./package.json').peerDependencies['@tanstack/react-query'].replace(/^\\^/, '')")
ZOD_FLOOR=$(node -p "require('./package.json').peerDependencies.zod.replace(/^\\^/, '')")

step() { printf '\n=== %s (%ss)\n' "$*" "$(($(date +%s) - STARTED))"; }

step "build and pack"
npm run build >/dev/null
TARBALL="$WORK/$(npm pack --silent --pack-destination "$WORK" | tail -1)"
echo "$TARBALL"
FILES=$(tar -tzf "$TARBALL")
grep -qx 'package/LICENSE' <<<"$FILES" || { echo "LICENSE missing from the tarball" >&2; exit 1; }
if grep -q 'node_modules/' <<<"$FILES"; then echo "node_modules inside the tarball" >&2; exit 1; fi

step "publint and attw"
npx --yes publint@0.3.25 "$TARBALL" --strict
# ESM only; the stylesheets have no types to check.
npx --yes @arethetypeswrong/cli@0.18.5 "$TARBALL" --profile esm-only \
  --exclude-entrypoints ./styles.css ./styles.layered.css

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

# Removes an example's copy once checked, while the next one installs (a Next host's tree is large to delete).
discard() {
  rm -rf "$1" &
  REMOVERS+=($!)
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

# msw's setupServer, as the host installed it, serves the mock's handlers.
msw_serves_mock() {
  cp "$ROOT/scripts/msw-serves-mock.mjs" "$1/"
  (cd "$1" && node msw-serves-mock.mjs)
}

# Starts a server (its command after the port) on 127.0.0.1:$1 and waits until it answers.
serve() {
  local port=$1
  shift
  # Started directly (no npx or subshell in between), so its process id is the server's own.
  "$@" >/dev/null 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/" >/dev/null && return; sleep 0.3; done
  echo "nothing answers on port $port" >&2
  return 1
}
stop_server() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
}

# Opens the example served on $2 in Chromium: renders, saves, matches examples/$1/screenshot.png.
render() {
  node "$ROOT/node_modules/tsx/dist/cli.mjs" "$ROOT/scripts/render-example.ts" "http://127.0.0.1:$2/" "$1" \
    "${UPDATE[@]}"
}

# Every chunk of the Vite host's build starts with V8's compile hint (README, "Slow devices").
compile_hinted() {
  local file
  for file in "$1"/dist/assets/*.js; do
    [ "$(head -n 1 "$file")" = '//# allFunctionsCalledOnLoad' ] || { echo "no compile hint atop $file" >&2; return 1; }
  done
  echo "Vite host: its $(ls "$1"/dist/assets/*.js | wc -l) chunks start with the compile hint"
}

render_vite() {
  compile_hinted "$1"
  serve "$2" node "$1/node_modules/vite/bin/vite.js" preview "$1" --port "$2" --strictPort
  render vite-host "$2"
  stop_server
}

# The Next host: its server's HTML holds the widget from the server's prefetch, the open object's editor
# included (streamed in after the page's shell); then the page in Chromium.
render_next() {
  local html
  serve "$2" node "$1/node_modules/next/dist/bin/next" start "$1" --port "$2"
  html=$(curl -sf "http://127.0.0.1:$2/")
  grep -q 'class="ric-nav"' <<<"$html" || { echo "the Next host's HTML has no object list" >&2; return 1; }
  grep -q 'class="ric-editor-title"[^>]*>Read Account<' <<<"$html" ||
    { echo "the Next host's HTML has no editor of the open object" >&2; return 1; }
  grep -q 'class="ric-fields-row"' <<<"$html" || { echo "the Next host's HTML has no field list" >&2; return 1; }
  if grep -q 'Loading the integration' <<<"$html"; then echo "the Next host's HTML shows the widget loading" >&2; return 1; fi
  echo "Next host: the server's HTML holds the object list and the open object's editor"
  render next-host "$2"
  stop_server
}

step "vite host (Tailwind v4), npm, React 19, zod $ZOD_FLOOR, msw 2"
DIR=$(prepare vite-host npm)
(cd "$DIR" && npm install "${QUIET[@]}" && npm run build --silent && npm ls react-hook-form zod msw)
as_locked "$DIR" vite-host npm
host_peers_once "$DIR"
node -e "const v=require('$DIR/node_modules/zod/package.json').version; if(v!=='$ZOD_FLOOR') throw new Error('zod '+v+', not the floor $ZOD_FLOOR')"
msw_serves_mock "$DIR"
render_vite "$DIR" 4317

step "vite host, npm, React 18 and @tanstack/react-query $QUERY_FLOOR"
(cd "$DIR" && npm install "${QUIET[@]}" --no-save --legacy-peer-deps react@18 react-dom@18 @types/react@18 \
  @types/react-dom@18 "@tanstack/react-query@$QUERY_FLOOR" && npm run build --silent)
node -e "const v=require('$DIR/node_modules/react/package.json').version; if(!v.startsWith('18.')) throw new Error('React '+v)"
host_peers_once "$DIR"
render_vite "$DIR" 4318
discard "$DIR"

step "vite host, pnpm, msw $MSW3"
DIR=$(prepare vite-host pnpm)
(cd "$DIR" && "${PNPM[@]}" install --reporter=silent)
as_locked "$DIR" vite-host pnpm
# The newest msw, within the package's peer range (pnpm fails on a peer outside it here), its types checked by
# the host's `tsc` in the build.
(cd "$DIR" && "${PNPM[@]}" add "msw@$MSW3" --reporter=silent --config.strict-peer-dependencies=true &&
  "${PNPM[@]}" run build && "${PNPM[@]}" ls react-hook-form zod msw)
host_peers_once "$DIR"
msw_serves_mock "$DIR"
render_vite "$DIR" 4319
discard "$DIR"

step "next host, npm"
DIR=$(prepare next-host npm)
(cd "$DIR" && npm install "${QUIET[@]}" && NEXT_TELEMETRY_DISABLED=1 npm run build --silent && npm ls react-hook-form zod)
as_locked "$DIR" next-host npm
host_peers_once "$DIR"
render_next "$DIR" 4320
discard "$DIR"

step "next host, pnpm"
DIR=$(prepare next-host pnpm)
(cd "$DIR" && "${PNPM[@]}" install --reporter=silent && NEXT_TELEMETRY_DISABLED=1 "${PNPM[@]}" run build)
as_locked "$DIR" next-host pnpm
host_peers_once "$DIR"
render_next "$DIR" 4321

step "examples ok"
