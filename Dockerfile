# One build, two images: `backend` (the API and the site's pages, as `npm start` serves them) and
# `web` (nginx: serves the hashed /assets itself and passes everything else to the backend).
# docker-compose.yml builds both (targets backend and web). Build context: the repository root.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY shop.config.json openapi.yaml ./
COPY backend backend
COPY frontend frontend
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS backend
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 STATIC_DIR=/app/frontend/dist
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
COPY shop.config.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run on start, before the port opens.
CMD ["node", "backend/dist/main.js"]

FROM nginx:1.27.5-alpine AS web
COPY frontend/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist/assets /usr/share/nginx/html/assets
EXPOSE 80
