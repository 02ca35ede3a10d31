// `npm run build`, after `next build`: the production server and its worker threads (analysis, SQLite checkpoints) compiled to
// plain JavaScript in dist/, so `npm start` runs them with node and no TypeScript compiler at start.
import { build } from "esbuild";

await build({
  entryPoints: {
    server: "scripts/server.ts",
    // Beside the server: lib/worker-threads/worker-entry.ts looks for them there.
    "analysis-worker": "lib/analysis/runtime/analysis-worker.ts",
    "sqlite-checkpoint-worker": "lib/db/sqlite-checkpoint-worker.mjs",
  },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  // node_modules stay where they are (Next, Prisma's adapters, sharp, native modules); our own code, `@/` included, is bundled.
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  logLevel: "warning",
});
