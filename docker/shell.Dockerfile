# syntax=docker/dockerfile:1
# The shell, two images from one build (Rsbuild: the page's scripts, precompressed .br/.gz beside
# every asset, and the server render's bundle), so the pages always name scripts that build has:
# - the default target: Debian's nginx with docker/nginx/shell.conf.template (pages from the
#   render service, with the plain index.html when it cannot answer; /config.json; /api and
#   /storage proxied to the API; security and cache headers);
# - target `render`: the render service (Node, shell/server/render-service.ts), which renders
#   each page for the current run-time config.
# Build from the repository root:
#   docker build -f docker/shell.Dockerfile -t club/shell .
#   docker build -f docker/shell.Dockerfile --target render -t club/shell-render .
# Run (see docker/README.md for every variable):
#   docker run -p 8080:8080 -e API_UPSTREAMS=api:3000 -e RENDER_UPSTREAM=shell-render:3000 \
#     -e SITE_URL=http://localhost:8080 -e CDN_URL=http://localhost:8081 -e CDN_ORIGIN=http://localhost:8081 club/shell
#   docker run -e SITE_URL=http://localhost:8080 -e CDN_URL=http://localhost:8081 -e CDN_INTERNAL_URL=http://cdn:8080 club/shell-render

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
COPY docker/build-app.ts docker/site-config-template.ts docker/render-bundle.mjs docker/
RUN npx tsx docker/build-app.ts shell \
 && rm -f shell/dist/.build-stamp \
 && node docker/render-bundle.mjs /tmp/render \
 && npx tsx docker/site-config-template.ts > /tmp/config.json.template

# ---- the render service (target `render`) ----
FROM ${NODE_IMAGE} AS render
WORKDIR /srv
COPY --from=build /tmp/render/ /srv/render/
COPY --from=build /app/shell/dist/index.html /srv/shell/
COPY --from=build /app/shell/dist-server/ /srv/shell-server/
COPY --from=build /tmp/config.json.template /srv/site/
RUN mkdir -p /run/club-render && chown node:node /run/club-render
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SHELL_DIR=/srv/shell \
    SHELL_SERVER_DIR=/srv/shell-server \
    SITE_URL=http://localhost:8080 \
    CDN_URL=http://localhost:8081 \
    SITE_CONFIG_TEMPLATE=/srv/site/config.json.template \
    SITE_CONFIG_FILE=/run/club-render/config.json
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/.health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Under Node's permission model, as `npm start` runs it (scripts/lib/render-process.ts): the
# remotes' server code it runs may read the image's files and its config folder, write only the
# config it makes from the template, and start no process.
CMD ["node", "--experimental-permission", "--allow-worker", "--allow-fs-read=/srv", "--allow-fs-read=/run/club-render", \
     "--allow-fs-write=/run/club-render", "--disable-warning=ExperimentalWarning", "--disable-warning=SecurityWarning", \
     "--enable-source-maps", "/srv/render/render-service.mjs"]

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
COPY docker/nginx/snippets/compression.conf docker/nginx/snippets/security-headers.conf.template docker/nginx/snippets/proxy-to-api.conf docker/nginx/snippets/proxy-to-render.conf /etc/club-nginx/conf/snippets/
COPY --from=build /tmp/config.json.template /etc/club-nginx/site/
COPY --from=build /app/shell/dist/ /srv/shell/
ENV LISTEN_PORT=8080 \
    SHELL_ROOT=/srv/shell \
    API_UPSTREAMS=api:3000 \
    RENDER_UPSTREAM=shell-render:3000 \
    SITE_URL=http://localhost:8080 \
    CDN_URL=http://localhost:8081 \
    CDN_ORIGIN=http://localhost:8081 \
    EMBED_ORIGINS="https://calendar.google.com https://www.google.com https://maps.google.com" \
    SITE_CONFIG_FILE=/run/club-nginx/site/config.json
USER www-data
EXPOSE 8080
