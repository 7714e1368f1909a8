# syntax=docker/dockerfile:1
# Loreforge for production: the client is built in a build stage; the runtime holds the production dependencies
# (tsx among them: the server's TypeScript is compiled on the fly at start, scripts/start.mjs), the server and
# shared sources and the built client, and runs as the unprivileged `node` user. See README, 'Production'.
#
# Installs use `npm install` from the lockfile, not `npm ci`: the lockfile lists only some platforms' optional
# binaries of dev tools (biome), which `npm ci` refuses. --ignore-scripts: nothing here needs an install script.

# Node 24 (LTS): Node 20 reached its end of life in April 2026. CI runs the tests on the machine's Node 20.19 and
# the server's suites again on Node 24 (.ci/run).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the app; only DATA_DIR is writable (PGlite and pictures when no DATABASE_URL/S3).
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY scripts/start.mjs ./scripts/
COPY src/shared ./src/shared
COPY src/server ./src/server
COPY --from=build /app/dist/client ./dist/client
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# No curl in the slim image: Node's own fetch asks the health route.
HEALTHCHECK --interval=15s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1 and handles SIGTERM (main.ts: stops claiming picture jobs, finishes or hands back the
# running one, exits); compose adds `init: true` so the rasteriser's child processes are reaped too.
CMD ["node", "scripts/start.mjs"]
