#!/usr/bin/env bash
# Interleaved A/B of one page between two checkouts of this repository, each serving the demo site on PGlite in one
# process: three rounds of `autocannon -c 50 -d 8` with a browser's Accept-Encoding, A then B each round.
#   scripts/bench/ab-page.sh /path/to/checkout-a /path/to/checkout-b [/Events]
# Both checkouts need node_modules; the web build of this checkout (apps/web/dist) is served by both.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
a="$1"; b="$2"; page="${3:-/}"
work="$(mktemp -d)"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

start() { # checkout port
  (cd "$1" && PORT="$2" DATA_DIR="$work/$2" LOG_LEVEL=warn WEB_DIST_DIR="$here/apps/web/dist" RATE_LIMIT_SCALE=1000000 \
    exec node --import tsx apps/server/src/server.ts >"$work/$2.log" 2>&1) &
  pids+=($!)
  for _ in $(seq 1 180); do curl -sf "localhost:$2/api/health" >/dev/null && return; sleep 1; done
  echo "the server in $1 did not start: $(tail -5 "$work/$2.log")" >&2; exit 1
}

start "$a" 4101
start "$b" 4102
for port in 4101 4102; do curl -s -o /dev/null -H 'accept-encoding: gzip, deflate, br' "localhost:$port$page"; done
sleep 1
for round in 1 2 3; do
  for port in 4101 4102; do
    label=$([ "$port" = 4101 ] && echo A || echo B)
    (cd "$here" && npx autocannon -j -c 50 -d 8 -H 'accept-encoding=gzip, deflate, br' "http://127.0.0.1:$port$page" 2>/dev/null) |
      node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>{const j=JSON.parse(s);console.log(`round '"$round"' '"$label"': ${Math.round(j.requests.average)} req/s, p99 ${j.latency.p99} ms, non-2xx ${j.non2xx}, ${Math.round(j.throughput.average/j.requests.average)} bytes a request`)})'
  done
done
