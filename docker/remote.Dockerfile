# syntax=docker/dockerfile:1
# One remote (build arg REMOTE): built with Rsbuild (precompressed .br/.gz beside every asset)
# and published in the image at /srv/cdn/<remote>/<version>/ (the version of its package.json),
# served by Debian's nginx with docker/nginx/cdn.conf.template (CORS for the shell's origin
# only, immutable hashed files, no-cache manifest and remoteEntry.js). One image per remote,
# built from the repository root:
#   docker build -f docker/remote.Dockerfile --build-arg REMOTE=remote-public -t club/remote-public .
#   docker build -f docker/remote.Dockerfile --build-arg REMOTE=remote-member -t club/remote-member .
#   docker build -f docker/remote.Dockerfile --build-arg REMOTE=remote-admin  -t club/remote-admin .
# Run: docker run -p 8082:8080 -e SHELL_ORIGIN=https://club.example.com club/remote-public

ARG NODE_IMAGE=node:20-bookworm-slim
ARG DEBIAN_IMAGE=debian:bookworm-slim

# ---- dependencies of the front-end builds (the same layer for every front-end image) ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY remote-public/package.json remote-public/
COPY remote-member/package.json remote-member/
COPY remote-admin/package.json remote-admin/
COPY api/package.json api/
COPY e2e/package.json e2e/
# No install scripts: a front-end build needs no native module (the API's are built in its own
# image). `npm install` from the same lockfile if `npm ci` refuses it (see .ci/run).
RUN npm ci --ignore-scripts --no-audit --no-fund \
 || npm install --ignore-scripts --no-audit --no-fund

# ---- build ----
FROM deps AS build
ARG REMOTE
RUN case "${REMOTE:-}" in \
      remote-public|remote-member|remote-admin) ;; \
      *) echo "build arg REMOTE must be remote-public, remote-member or remote-admin (got '${REMOTE:-}')" >&2; exit 1 ;; \
    esac
COPY tsconfig.base.json rsbuild.config.ts ./
COPY scripts/ scripts/
COPY shared/ shared/
COPY ${REMOTE}/ ${REMOTE}/
COPY docker/build-app.ts docker/
RUN npx tsx docker/build-app.ts "$REMOTE" \
 && version=$(node -p "require('./$REMOTE/package.json').version") \
 && mkdir -p "/out/$REMOTE/$version" \
 && cp -a "$REMOTE/dist/." "/out/$REMOTE/$version/" \
 && rm -f "/out/$REMOTE/$version/.build-stamp" \
 && echo "published $REMOTE at /$REMOTE/$version/"

# ---- nginx ----
FROM ${DEBIAN_IMAGE} AS nginx
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter gettext-base \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
 && mkdir -p /run/club-nginx && chown www-data:www-data /run/club-nginx
COPY docker/nginx/entrypoint.sh /usr/local/bin/club-nginx-entrypoint
ENV NGINX_TEMPLATES=/etc/club-nginx NGINX_PREFIX=/run/club-nginx
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/bin/sh", "/usr/local/bin/club-nginx-entrypoint"]

FROM nginx
COPY docker/nginx/nginx.conf /etc/club-nginx/conf/
COPY docker/nginx/cdn.conf.template /etc/club-nginx/conf/conf.d/
COPY docker/nginx/snippets/compression.conf docker/nginx/snippets/cdn-headers.conf /etc/club-nginx/conf/snippets/
COPY --from=build /out/ /srv/cdn/
ENV LISTEN_PORT=8080 \
    CDN_ROOT=/srv/cdn \
    SHELL_ORIGIN=http://localhost:8080
USER www-data
EXPOSE 8080
