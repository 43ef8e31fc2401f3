#!/usr/bin/env bash
# Puts Gaon Rasoi online on a Debian or Ubuntu box: deploy/install.sh DOMAIN [ADMIN_EMAIL]
#
# Run it as root from the folder the code was cloned into (e.g. /opt/gaon-rasoi). It does,
# in order, what a person would type, and each step only when it is not done yet, so running
# it again (after an edit, or to update the configuration) changes nothing that is right:
#   1. installs Caddy and checks Node.js (22 or newer)
#   2. creates the system user gaon-rasoi
#   3. installs the dependencies and builds the front ends (again only when the code or the
#      Node major changed)
#   4. writes /etc/gaon-rasoi/env once (your settings: never overwritten)
#   5. installs the systemd service gaon-rasoi (starts at boot, restarts on failure)
#   6. installs the Caddy site for DOMAIN (HTTPS with an automatic certificate) as
#      /etc/caddy/sites/gaon-rasoi.caddy, imported from /etc/caddy/Caddyfile (other sites stay)
#   7. starts both and waits until the shop answers
#
# --root DIR  writes every file under DIR instead of / and runs no system command (apt-get,
#             useradd, systemctl, npm): to see or test what it would do, without root.
set -euo pipefail

ROOT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --root) ROOT="${2:?--root needs a folder}"; shift 2 ;;
    -h|--help) sed -n '/^set -euo/q; 2,$s/^# \{0,1\}//p' "$0"; exit 0 ;;
    -*) echo "install: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
DOMAIN="${1:-}"
ADMIN_EMAIL="${2:-admin@${DOMAIN}}"
if [ -z "$DOMAIN" ] || [[ ! "$DOMAIN" =~ ^[A-Za-z0-9.-]+$ ]]; then
  echo "usage: deploy/install.sh [--root DIR] DOMAIN [ADMIN_EMAIL]   (e.g. deploy/install.sh order.gaonrasoi.in)" >&2
  exit 2
fi

APP_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SERVICE_USER=gaon-rasoi
ENV_FILE=/etc/gaon-rasoi/env
UNIT_FILE=/etc/systemd/system/gaon-rasoi.service
CADDY_FILE=/etc/caddy/Caddyfile
CADDY_SITE=/etc/caddy/sites/gaon-rasoi.caddy
# Relative to /etc/caddy/Caddyfile's folder, so a scratch root's copy imports its own site file.
CADDY_IMPORT="import sites/gaon-rasoi.caddy"
CHANGED_SERVICE=0
CHANGED_CADDY=0

say() { printf '%s\n' "$*"; }
# A system command, or in a scratch root only what it would be.
system() {
  if [ -n "$ROOT" ]; then say "  (scratch root: not running: $*)"; else "$@"; fi
}
# Writes CONTENT to ROOT/PATH with MODE when it differs; answers 0 when it wrote.
put() {
  local target="$ROOT$1" mode="$2" content="$3"
  if [ -f "$target" ] && [ "$(cat "$target")" = "$content" ]; then
    say "  unchanged: $1"
    return 1
  fi
  mkdir -p "$(dirname "$target")"
  printf '%s\n' "$content" >"$target.new"
  chmod "$mode" "$target.new"
  mv "$target.new" "$target"
  say "  wrote: $1"
  return 0
}
fill() {
  sed -e "s|@APP_DIR@|$APP_DIR|g" -e "s|@NODE@|$NODE|g" -e "s|@USER@|$SERVICE_USER|g" -e "s|@ENV_FILE@|$ENV_FILE|g" \
    -e "s|@DOMAIN@|$DOMAIN|g" -e "s|@PORT@|$PORT|g" -e "s|@ADMIN_EMAIL@|$ADMIN_EMAIL|g" "$1"
}

if [ -z "$ROOT" ] && [ "$(id -u)" != 0 ]; then
  echo "install: run as root (sudo deploy/install.sh $DOMAIN), or with --root DIR to try it out" >&2
  exit 1
fi

say "1. Caddy and Node.js"
if command -v caddy >/dev/null 2>&1; then say "  unchanged: caddy $(caddy version | cut -d' ' -f1)"; else system apt-get install -y caddy; fi
NODE="$(command -v node || true)"
# The oldest Node the dependencies support (package.json "engines"; @fastify/static and
# fastify's light-my-request need 22).
NODE_MIN=22
if [ -z "$NODE" ] || [ "$("$NODE" -p 'process.versions.node.split(".")[0]')" -lt "$NODE_MIN" ]; then
  if [ -z "$NODE" ]; then system apt-get install -y nodejs npm; fi
  NODE="$(command -v node || true)"
  if [ -z "$ROOT" ] && { [ -z "$NODE" ] || [ "$("$NODE" -p 'process.versions.node.split(".")[0]')" -lt "$NODE_MIN" ]; }; then
    echo "install: Node.js $NODE_MIN or newer is needed ($("$NODE" --version 2>/dev/null || echo 'none') here). Debian 12 and 13 ship older ones:" >&2
    echo "  install it from NodeSource (README, \"Put it online\": setup_22.x), then run this again." >&2
    exit 1
  fi
  NODE="${NODE:-/usr/bin/node}"
fi
say "  node: $NODE ($("$NODE" --version 2>/dev/null || echo 'not installed'))"
NODE_MAJOR="$("$NODE" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo unknown)"

say "2. System user $SERVICE_USER"
if id "$SERVICE_USER" >/dev/null 2>&1; then say "  unchanged: user $SERVICE_USER"; else system useradd --system --user-group --home-dir /var/lib/gaon-rasoi --shell /usr/sbin/nologin "$SERVICE_USER"; fi

say "3. Dependencies and the front-end build"
# The code's fingerprint: the lockfile, every tracked source and Node's major version (the
# database driver is a native module built for one major). Same fingerprint, no rebuild.
STAMP_FILE="$ROOT/var/lib/gaon-rasoi-install/build-stamp"
STAMP="$(cd "$APP_DIR" && { echo "node $NODE_MAJOR"; cat package-lock.json; git ls-files -s 2>/dev/null || find . -path ./node_modules -prune -o -type f -newer package.json -print; } | sha256sum | cut -d' ' -f1)"
if [ -f "$STAMP_FILE" ] && [ "$(cat "$STAMP_FILE")" = "$STAMP" ]; then
  say "  unchanged: dependencies and build"
else
  (cd "$APP_DIR" && system npm ci --no-audit --no-fund && system npm run build)
  mkdir -p "$(dirname "$STAMP_FILE")"
  printf '%s\n' "$STAMP" >"$STAMP_FILE"
  CHANGED_SERVICE=1
fi
# The Node major the build was made with: `gaon-rasoi doctor` warns when the box's Node has
# moved on from it since (the driver then needs rebuilding: run this script again).
put /var/lib/gaon-rasoi-install/node-major 644 "$NODE_MAJOR" || true

say "4. Settings in $ENV_FILE"
if [ -f "$ROOT$ENV_FILE" ]; then
  say "  unchanged: $ENV_FILE (yours: edit it, then systemctl restart gaon-rasoi)"
else
  PORT=3000
  put "$ENV_FILE" 640 "$(fill "$APP_DIR/deploy/env.example")" && CHANGED_SERVICE=1
  system chgrp "$SERVICE_USER" "$ENV_FILE"
fi
PORT="$(sed -n 's/^PORT=//p' "$ROOT$ENV_FILE" | tail -1)"
PORT="${PORT:-3000}"

say "5. The systemd service"
if put "$UNIT_FILE" 644 "$(fill "$APP_DIR/deploy/gaon-rasoi.service")"; then
  CHANGED_SERVICE=1
  system systemctl daemon-reload
fi

# The owner's everyday command (status, backup, restore, update, rollback, logs).
put /usr/local/bin/gaon-rasoi 755 "$(fill "$APP_DIR/deploy/gaon-rasoi")" || true

say "6. Caddy for https://$DOMAIN"
put "$CADDY_SITE" 644 "$(fill "$APP_DIR/deploy/Caddyfile")" && CHANGED_CADDY=1
# The box's own Caddyfile keeps whatever else it serves; it gains one import line, once. An
# earlier version of this script wrote the whole file as this site: that copy is set aside
# (nothing in it is lost), or the site would be defined twice and Caddy would refuse both.
if [ -f "$ROOT$CADDY_FILE" ] && head -n 1 "$ROOT$CADDY_FILE" | grep -q '^# Caddy in front of Gaon Rasoi'; then
  mv "$ROOT$CADDY_FILE" "$ROOT$CADDY_FILE.gaon-rasoi-old"
  say "  moved: $CADDY_FILE (an earlier install's, now $CADDY_SITE) to $CADDY_FILE.gaon-rasoi-old"
fi
if [ ! -f "$ROOT$CADDY_FILE" ]; then
  put "$CADDY_FILE" 644 "# Caddy's sites on this box; Gaon Rasoi's is in $CADDY_SITE.
$CADDY_IMPORT"
  CHANGED_CADDY=1
elif grep -qxF "$CADDY_IMPORT" "$ROOT$CADDY_FILE" || grep -qE '^[[:space:]]*import[[:space:]]+(/etc/caddy/)?sites/\*(\.caddy)?[[:space:]]*$' "$ROOT$CADDY_FILE"; then
  # Its own line, or an `import sites/*` the owner already had: a second import of the same
  # site would make Caddy refuse the whole file.
  say "  unchanged: $CADDY_FILE (imports $CADDY_SITE)"
else
  printf '\n# Gaon Rasoi (deploy/install.sh)\n%s\n' "$CADDY_IMPORT" >>"$ROOT$CADDY_FILE"
  say "  added to $CADDY_FILE: $CADDY_IMPORT"
  CHANGED_CADDY=1
fi
if [ "$CHANGED_CADDY" = 1 ]; then system caddy validate --adapter caddyfile --config "$CADDY_FILE"; fi

say "7. Start"
system systemctl enable --quiet gaon-rasoi caddy
if [ "$CHANGED_SERVICE" = 1 ]; then system systemctl restart gaon-rasoi; else system systemctl start gaon-rasoi; fi
if [ "$CHANGED_CADDY" = 1 ]; then system systemctl reload-or-restart caddy; else system systemctl start caddy; fi
if [ -z "$ROOT" ]; then
  for _ in $(seq 1 60); do
    if curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1; then break; fi
    sleep 1
  done
  if ! curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1; then
    echo "install: the shop did not answer on port $PORT within a minute: see journalctl -u gaon-rasoi -n 50" >&2
    exit 1
  fi
  say ""
  say "Gaon Rasoi is online: https://$DOMAIN/  (admin: https://$DOMAIN/admin, as $ADMIN_EMAIL)"
  say "The first admin's password, on the first start only: journalctl -u gaon-rasoi | grep 'Generated password'"
  say "Backups: nightly at 03:00 into /var/lib/gaon-rasoi/backups; set BACKUP_COMMAND in $ENV_FILE to copy them off this box."
else
  say "Done (scratch root $ROOT: files written, no system command run)."
fi
