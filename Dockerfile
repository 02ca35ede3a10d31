# The app server image: `docker compose up` (compose.yaml) runs several of these behind nginx, on PostgreSQL and MinIO.
# Not built on the project's own machines (no Docker there): see docs/deployment.md.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN node_modules/.bin/tsx scripts/db/generate.ts && NEXT_TELEMETRY_DISABLED=1 npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
# The checks' tools: tesseract (printed zone), ffmpeg (video frames), the OCR-B font (the MRZ reader's templates).
RUN apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends tesseract-ocr tesseract-ocr-eng ffmpeg fonts-ocr-b \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000
EXPOSE 3000
USER node
# npm start's command (package.json), without npm in between: test/security/compiled-server.test.ts holds them equal.
CMD ["node", "--max-semi-space-size=64", "dist/server.mjs"]
