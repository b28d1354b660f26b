# The Real Grape in one image: the compiled server and the built web app, on a production install (no
# devDependencies). See docs/decisions/0016-compiled-server-and-containers.md; compose.yaml runs a staging stack.
#   docker build -t the-real-grape .
#   docker run -p 3000:3000 -e DATABASE_URL=... -e PUBLIC_URL=https://... ... the-real-grape

ARG NODE_IMAGE=node:20-bookworm-slim

# Build: every dependency, then `npm run build` (the web app into apps/web/dist and dist-ssr, the server into
# apps/server/dist).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so that the installed dependencies are reused while they do not change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: the runtime dependencies and what the build made; what `npm run check:omit-dev` installs and runs.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY deploy/docker-entrypoint.sh /usr/local/bin/trg-entrypoint
# DATA_DIR: the embedded database when DATABASE_URL is unset, the mail outbox with MAIL_TRANSPORT=files (the
# signing key is kept in the database). Mount a volume here; it must be writable by the node user.
RUN mkdir -p /app/data && chown node:node /app/data
ENV DATA_DIR=/app/data \
    PORT=3000
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["trg-entrypoint"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
