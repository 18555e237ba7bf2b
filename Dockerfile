# Crossbill: one image for the portal server and the job worker (compose.yaml runs both).
# Build: docker build -t crossbill .   Run: see README "Running in production".

# --- build: every dependency, the web app built once ---
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @crossbill/web \
 && npm prune --omit=dev --no-audit --no-fund

# --- runtime: the server's sources (run by tsx), production dependencies and the built web app ---
FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/contracts ./packages/contracts
COPY --from=build --chown=node:node /app/apps/server ./apps/server
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# liveness: the process answers (readiness, /api/ready, is the load balancer's)
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# what `npm start` runs once the web app is built (the build stage built it): node as PID 1 gets SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
