# syntax=docker/dockerfile:1
# The shell: built with Rsbuild (precompressed .br/.gz beside every asset), served by Debian's
# nginx with docker/nginx/shell.conf.template (SPA fallback, /config.json, /api and /storage
# proxied to the API, security and cache headers). Build from the repository root:
#   docker build -f docker/shell.Dockerfile -t club/shell .
# Run (see docker/README.md for every variable):
#   docker run -p 8080:8080 -e API_UPSTREAMS=api:3000 -e SITE_URL=http://localhost:8080 \
#     -e CDN_URL=http://localhost:8081 -e CDN_ORIGIN=http://localhost:8081 club/shell

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
COPY tsconfig.base.json rsbuild.config.ts ./
COPY scripts/ scripts/
COPY api/src/app/config.ts api/src/app/config.ts
COPY shared/ shared/
COPY shell/ shell/
COPY docker/build-app.ts docker/site-config-template.ts docker/
RUN npx tsx docker/build-app.ts shell \
 && rm -f shell/dist/.build-stamp \
 && npx tsx docker/site-config-template.ts > /tmp/config.json.template

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
COPY docker/nginx/shell.conf.template /etc/club-nginx/conf/conf.d/
COPY docker/nginx/snippets/compression.conf docker/nginx/snippets/security-headers.conf.template docker/nginx/snippets/proxy-to-api.conf /etc/club-nginx/conf/snippets/
COPY --from=build /tmp/config.json.template /etc/club-nginx/site/
COPY --from=build /app/shell/dist/ /srv/shell/
ENV LISTEN_PORT=8080 \
    SHELL_ROOT=/srv/shell \
    API_UPSTREAMS=api:3000 \
    SITE_URL=http://localhost:8080 \
    CDN_URL=http://localhost:8081 \
    CDN_ORIGIN=http://localhost:8081 \
    EMBED_ORIGINS="https://calendar.google.com https://www.google.com https://maps.google.com" \
    SITE_CONFIG_FILE=/run/club-nginx/site/config.json
USER www-data
EXPOSE 8080
