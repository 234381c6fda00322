# syntax=docker/dockerfile:1
# The API (Fastify): compiled to one ES module (docker/api-bundle.mjs; the `shared` workspace
# bundled in), run by Node 20 with the production dependencies of the api workspace only. It
# serves the site's run-time config (/config.json, which the shell's nginx proxies to it): the
# same default as the shell's images (docker/site-config-template.ts), each browser's version of
# it when a release state or an admin's try applies.
# Build from the repository root:
#   docker build -f docker/api.Dockerfile -t club/api .
# Run (see docker/README.md; the API's own variables are in the top README):
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... -e SITE_URL=https://club.example.com \
#     -e CDN_ORIGINS=https://cdn.example.com -e TRUST_PROXY=1 -v club-data:/data club/api

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- compile ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY remote-public/package.json remote-public/
COPY remote-member/package.json remote-member/
COPY remote-admin/package.json remote-admin/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN npm ci --ignore-scripts --no-audit --no-fund \
 || npm install --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared/ shared/
COPY api/ api/
COPY shell/server/ shell/server/
COPY scripts/lib/ scripts/lib/
COPY docker/api-bundle.mjs docker/site-config-template.ts docker/
RUN node docker/api-bundle.mjs api/dist/main.mjs \
 && mkdir -p api/dist/site \
 && npx tsx docker/site-config-template.ts > api/dist/site/config.json.template

# ---- production dependencies of the api workspace (native modules built here) ----
FROM ${NODE_IMAGE} AS prod-deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY remote-public/package.json remote-public/
COPY remote-member/package.json remote-member/
COPY remote-admin/package.json remote-admin/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace api --no-audit --no-fund \
 || npm install --omit=dev --workspace api --no-audit --no-fund
RUN mkdir -p api/node_modules

# ---- runtime ----
FROM ${NODE_IMAGE}
# The default site config is written at start from the template, with SITE_URL and CDN_URL.
# With your own file: mount it, point SITE_CONFIG_FILE at it, and set SITE_CONFIG_TEMPLATE="".
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SITE_URL=http://localhost:8080 \
    CDN_URL=http://localhost:8081 \
    SITE_CONFIG_TEMPLATE=/app/api/dist/site/config.json.template \
    SITE_CONFIG_FILE=/run/club-api/config.json
WORKDIR /app
COPY --from=prod-deps /app/node_modules/ node_modules/
COPY --from=prod-deps /app/api/node_modules/ api/node_modules/
COPY --from=build /app/api/dist/ api/dist/
COPY api/package.json api/
RUN mkdir -p /data /run/club-api && chown node:node /data /run/club-api
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "api/dist/main.mjs"]
