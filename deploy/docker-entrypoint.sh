#!/bin/sh
# The image's entrypoint. Compose and swarm secrets arrive as files (/run/secrets/NAME), while the server reads its
# settings from the environment only: for each secret setting below, NAME_FILE naming a file sets NAME to that file's
# content (without its final newline) before the command runs. PGPASSWORD is the PostgreSQL client's own: it is used
# when DATABASE_URL holds no password. Only these names: other *_FILE variables (SSL_CERT_FILE...) mean a file.
set -eu

for name in SECRET_KEY PGPASSWORD DATABASE_URL REDIS_URL STRIPE_SECRET_KEY STRIPE_WEBHOOK_SECRET SMTP_URL; do
  eval "file=\${${name}_FILE:-}"
  [ -n "$file" ] || continue
  if [ ! -r "$file" ]; then
    echo "${name}_FILE names $file, which this user ($(id -un)) cannot read" >&2
    exit 1
  fi
  value=$(cat "$file")
  export "$name=$value"
  unset "${name}_FILE"
done

exec "$@"
