# fleetledger in one container: the app with its embedded PostgreSQL, data in the /data volume.
# docker build -t fleetledger . && docker run -p 3000:3000 -v fleetledger-data:/data fleetledger
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && mkdir -p /data && chown node:node /data
# The database refuses to run as root; the image's own user runs both.
USER node
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself is PID 1 (no npm or shell between): docker stop's SIGTERM stops the app and its database cleanly.
CMD ["node", "apps/server/dist/main.js"]
