#!/bin/sh
# Entrypoint of the nginx images (shell, remotes, CDN edge): renders this image's nginx files
# from the environment, then runs nginx in the foreground as the current (unprivileged) user.
#
#   $NGINX_TEMPLATES/<path>.template  ->  $NGINX_PREFIX/<path>, every ${NAME} replaced by the
#                                          value of NAME; an unset NAME stops the start; a line
#                                          `server ${NAME} ...;` (an upstream's server) is
#                                          written once per space-separated entry of NAME
#   $NGINX_TEMPLATES/<path>           ->  $NGINX_PREFIX/<path>, copied
#
# Only ${NAME} placeholders (capitals, digits, underscores) are replaced, so nginx's own
# variables ($uri, $http_origin, ...) pass through. The CI test (e2e/support/nginx.ts) renders
# the same files by the same rules, and checks that this script agrees with it.
#
# `entrypoint.sh --render-only` renders and exits (the CI test uses it).
set -eu

templates=${NGINX_TEMPLATES:-/etc/club-nginx}
prefix=${NGINX_PREFIX:-/run/club-nginx}

rm -rf "$prefix/conf" "$prefix/site"
mkdir -p "$prefix/conf" "$prefix/run" "$prefix/tmp"

missing=""
cd "$templates"
for file in $(find . -type f | sort); do
  file=${file#./}
  case $file in
    *.template)
      target=$prefix/${file%.template}
      names=$(grep -o '\${[A-Z][A-Z0-9_]*}' "$file" | tr -d '${}' | sort -u || true)
      shell_format=""
      for name in $names; do
        eval "is_set=\${$name+set}"
        if [ -z "$is_set" ]; then missing="$missing $name ($file)"; fi
        shell_format="$shell_format \${$name}"
      done
      mkdir -p "$(dirname "$target")"
      awk '
        match($0, /^[ \t]*server[ \t]+\$\{[A-Z][A-Z0-9_]*\}/) {
          name = substr($0, 1, RLENGTH)
          sub(/^[ \t]*server[ \t]+\$\{/, "", name)
          sub(/\}$/, "", name)
          n = split(ENVIRON[name], entries, /[ \t\n]+/)
          for (i = 1; i <= n; i++) {
            if (entries[i] == "") continue
            line = $0
            sub(/\$\{[A-Z][A-Z0-9_]*\}/, entries[i], line)
            print line
          }
          next
        }
        { print }
      ' "$file" | envsubst "$shell_format" > "$target"
      ;;
    *)
      target=$prefix/$file
      mkdir -p "$(dirname "$target")"
      cp "$file" "$target"
      ;;
  esac
done

if [ -n "$missing" ]; then
  echo "nginx: set these environment variables:$missing" >&2
  exit 1
fi

if [ "${1:-}" = "--render-only" ]; then exit 0; fi
exec nginx -p "$prefix/" -c conf/nginx.conf -e stderr -g 'daemon off;'
