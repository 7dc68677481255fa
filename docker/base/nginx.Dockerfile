# Stand-in for nginx:1.30-alpine: Debian's nginx (1.26 in Debian 13) and openssl, the user `nginx`
# (uid 101), and an entry point that runs /docker-entrypoint.d/*.sh before nginx, as the official
# image does.
# Built by scripts/docker/base-images.sh.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx openssl >/dev/null \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/sites-available /etc/nginx/conf.d/* \
 && groupadd --system --gid 101 nginx \
 && useradd --system --uid 101 --gid nginx --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin nginx \
 && mkdir -p /docker-entrypoint.d /usr/share/nginx/html \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY nginx-entrypoint.sh /docker-entrypoint.sh
ENTRYPOINT ["/docker-entrypoint.sh"]
STOPSIGNAL SIGQUIT
EXPOSE 80
CMD ["nginx", "-g", "daemon off;"]
