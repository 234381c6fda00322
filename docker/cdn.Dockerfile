# syntax=docker/dockerfile:1
# The CDN's front door in compose: one origin (port 8081 there) for every remote, routing
# /<remote>/ to that remote's image with docker/nginx/cdn-edge.conf.template. It holds no
# files: each remote image serves its own build, headers included.
#   docker build -f docker/cdn.Dockerfile -t club/cdn .

ARG DEBIAN_IMAGE=debian:bookworm-slim

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
COPY docker/nginx/cdn-edge.conf.template /etc/club-nginx/conf/conf.d/
ENV LISTEN_PORT=8080 \
    REMOTE_PUBLIC_UPSTREAM=remote-public:8080 \
    REMOTE_MEMBER_UPSTREAM=remote-member:8080 \
    REMOTE_ADMIN_UPSTREAM=remote-admin:8080
USER www-data
EXPOSE 8080
