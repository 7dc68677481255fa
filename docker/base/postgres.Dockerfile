# Stand-in for postgres:17-alpine: Debian's postgresql-17 with an entry point that honours the
# official image's POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB and PGDATA (and PGPORT, read by
# the server itself). Runs as the user `postgres`. Built by scripts/docker/base-images.sh.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
RUN mkdir -p /etc/postgresql-common/createcluster.d \
 && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.d/no-main-cluster.conf \
 && apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-17 >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 # No JIT compiler (LLVM, about 110 MB): the server runs its queries without it.
 && rm -f /usr/lib/postgresql/17/lib/llvmjit* /usr/lib/x86_64-linux-gnu/libLLVM* \
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
 && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql \
 && chmod 700 /var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENV PATH=/usr/lib/postgresql/17/bin:$PATH PGDATA=/var/lib/postgresql/data
USER postgres
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]
