# syntax=docker/dockerfile:1
# Proposal Desk: one process serving the web app and the API on port 9999.

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=true
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY report-service/package.json report-service/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci
COPY tsconfig.base.json ./
COPY shared shared
COPY report-service report-service
COPY web web
RUN npm run build

FROM node:22-bookworm-slim AS deps
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=true
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY report-service/package.json report-service/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --omit=dev

FROM node:22-bookworm-slim AS runtime
# Debian's Chromium renders the PDF reports; fonts-noto-cjk keeps Chinese readable in any fallback.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-noto-cjk ca-certificates curl \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PORT=9999 \
    DATA_DIR=/data \
    PUPPETEER_SKIP_DOWNLOAD=true
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/shared shared
COPY --from=build /app/report-service report-service
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/package.json web/package.json
RUN useradd --system --uid 10001 --home-dir /app proposal && mkdir -p /data && chown proposal /data
USER proposal
VOLUME ["/data"]
EXPOSE 9999
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD curl -fsS http://localhost:9999/healthz || exit 1
CMD ["npm", "--workspace", "report-service", "run", "start"]
