# One build, three images: `backend` (the API and the site's pages, as `npm start` serves them),
# `web` (nginx: TLS, the hashed /assets itself, everything else passed to the backend) and `tools`
# (the backend with pg_dump/pg_restore, for `backup` and `restore`). docker-compose.yml builds them.
# Build context: the repository root.
#
# The base images are build arguments: the official ones by default; where they cannot be pulled,
# scripts/docker/base-images.sh builds stand-ins from Debian's packages and the npm registry
# (scripts/docker/build-images.sh passes them). Needs BuildKit (Docker's builder since 23.0; with
# Docker 20.10: DOCKER_BUILDKIT=1; docker-compose 1.x: also COMPOSE_DOCKER_CLI_BUILD=1). Stages that
# depend on the package files only (toolchain, deps, runtime-deps) are reused from the builder's
# cache until the dependencies or the lockfile change.
# Node.js 24 (LTS; the version CI runs, `.node-version`) on Debian 13, and nginx's stable line.
ARG NODE_IMAGE=node:24-trixie-slim
ARG NGINX_IMAGE=nginx:1.30-alpine

# What npm installs from: the lockfile and the package files without their scripts, so that a
# changed script does not install every package anew.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN node -e "for (const f of ['package.json', 'backend/package.json', 'frontend/package.json']) { \
      const p = JSON.parse(require('fs').readFileSync(f, 'utf8')); delete p.scripts; \
      require('fs').writeFileSync(f, JSON.stringify(p, null, 2)); }"

# A compiler for native modules whose prebuilt binary cannot load on the machine (argon2's crashes
# on some CPUs, and is then built from source), against the image's own Node headers (nothing is
# downloaded from elsewhere).
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3 make g++ >/dev/null \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
WORKDIR /app
COPY --from=manifests /app /app

# What building the two apps needs: their dependencies at the lockfile's versions, without the
# root's tools (linters, Lighthouse) and the test runners and browser drivers (CI checks types and
# runs the tests outside the image). npm's downloads are kept in a BuildKit cache between builds.
# EXTRA_CA_CERTS: certificate authorities to trust besides the usual ones on the way to the npm
# registry (PEM text), for networks that inspect TLS; empty elsewhere. These stages only.
FROM toolchain AS deps
ARG EXTRA_CA_CERTS=
RUN --mount=type=cache,target=/root/.npm \
    if [ -n "$EXTRA_CA_CERTS" ]; then \
      printf '%s\n' "$EXTRA_CA_CERTS" > /tmp/extra-ca.pem && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; \
    fi \
 && npm pkg delete -w frontend devDependencies.@axe-core/playwright devDependencies.@playwright/test \
      devDependencies.@testing-library/jest-dom devDependencies.@testing-library/react \
      devDependencies.@testing-library/user-event devDependencies.jsdom devDependencies.vitest \
      devDependencies.@rtk-query/codegen-openapi \
 && npm pkg delete -w backend devDependencies.@nestjs/testing devDependencies.@swc/core \
      devDependencies.@swc/jest devDependencies.ajv devDependencies.ajv-formats devDependencies.autocannon \
      devDependencies.fast-check devDependencies.jest devDependencies.smtp-server devDependencies.supertest \
 && npm install --no-audit --no-fund --loglevel=error -w backend -w frontend --include-workspace-root=false

# The backend's run-time dependencies alone (the server-side renderer is a self-contained bundle in
# frontend/dist).
FROM toolchain AS runtime-deps
ARG EXTRA_CA_CERTS=
RUN --mount=type=cache,target=/root/.npm \
    if [ -n "$EXTRA_CA_CERTS" ]; then \
      printf '%s\n' "$EXTRA_CA_CERTS" > /tmp/extra-ca.pem && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; \
    fi \
 && npm ci --omit=dev --no-audit --no-fund --loglevel=error -w backend --include-workspace-root=false

# A production build whatever the caller's environment.
FROM deps AS build
COPY package.json shop.config.json openapi.yaml ./
COPY backend backend
COPY frontend frontend
RUN npm run build -w backend && npm run bundle -w frontend

FROM ${NODE_IMAGE} AS backend
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 STATIC_DIR=/app/frontend/dist DATA_DIR=/app/data
COPY --from=runtime-deps /app/node_modules node_modules
COPY package.json ./
COPY backend/package.json backend/
COPY shop.config.json ./
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# The embedded database and the .eml outbox (without DATABASE_URL / SMTP_URL) live in /app/data.
RUN mkdir -p /app/data/outbox && chown -R node:node /app/data
USER node
# The site (PORT) and the Prometheus metrics (METRICS_PORT, production's default 9464).
EXPOSE 3000 9464
# Healthy at the first ready answer; failures count only after 5 minutes (migrations on a big
# database, or a loaded machine), as the Kubernetes startup probe allows.
HEALTHCHECK --interval=5s --timeout=3s --start-period=300s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run on start, before the port opens.
CMD ["node", "backend/dist/main.js"]

# `backup` and `restore` (backend/dist/backup/backup.cli.js) with pg_dump and pg_restore of
# PostgreSQL 17, the server's version (Debian 13's postgresql-client-17).
FROM backend AS tools
USER root
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-client-17 >/dev/null \
 && rm -rf /var/lib/apt/lists/*
USER node
ENTRYPOINT ["node", "backend/dist/backup/backup.cli.js"]
CMD ["backup", "-"]

FROM ${NGINX_IMAGE} AS web
USER root
# openssl makes the self-signed certificate of a local run (the official Alpine image lacks it).
RUN command -v openssl >/dev/null || apk add --no-cache openssl
COPY docker/nginx/nginx.conf /etc/nginx/nginx.conf
COPY docker/nginx/shop-site.conf /etc/nginx/shop-site.conf
COPY docker/nginx/default.conf /etc/nginx/conf.d/default.conf
COPY docker/nginx/40-tls-certificate.sh /docker-entrypoint.d/40-tls-certificate.sh
COPY --from=build /app/frontend/dist/assets /usr/share/nginx/html/assets
RUN chmod 755 /docker-entrypoint.d/40-tls-certificate.sh \
 && mkdir -p /etc/nginx/tls && chown nginx:nginx /etc/nginx/tls
USER nginx
EXPOSE 8080 8443
