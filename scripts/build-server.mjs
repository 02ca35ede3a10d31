// `npm run build`, after `next build`: the production server, its worker threads (analysis, screening, SQLite checkpoints) and the
// operator tool compiled to plain JavaScript in dist/, so `npm start` and `node dist/idv.mjs` run with node and no
// TypeScript compiler at start (compiling on each call cost the tests about two seconds of CPU per tool call).
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const { outputFiles } = await build({
  entryPoints: {
    server: "scripts/server.ts",
    idv: "scripts/idv.ts",
    // Beside the server: lib/worker-threads/worker-entry.ts looks for them there.
    "analysis-worker": "lib/analysis/runtime/analysis-worker.ts",
    "screening-worker": "lib/analysis/aml/screening-worker.ts",
    "sqlite-checkpoint-worker": "lib/db/sqlite-checkpoint-worker.mjs",
  },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  // What a module imports with import() goes into a chunk of its own, loaded when first imported: a call of the
  // operator tool that lists users does not load the seed's imaging and PDF libraries.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  // node_modules stay where they are (Next, Prisma's adapters, sharp, native modules); our own code, `@/` included, is bundled.
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  logLevel: "warning",
  write: false,
});
// Each file replaced whole (written beside, then renamed over): a server or tool starting while another test run
// rebuilds (the S3 pass runs two side by side) reads the old file or the new one, never half of one. Chunks (named
// by their content) are written before the entries that import them, and an earlier build's chunks stay an hour
// for the processes it started.
const chunksDir = path.resolve("dist/chunks");
const isChunk = (file) => file.path.startsWith(chunksDir + path.sep);
for (const file of [...outputFiles.filter(isChunk), ...outputFiles.filter((file) => !isChunk(file))]) {
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  fs.writeFileSync(partial, file.contents);
  fs.renameSync(partial, file.path);
}
const written = new Set(outputFiles.map((file) => file.path));
for (const name of fs.existsSync(chunksDir) ? fs.readdirSync(chunksDir) : []) {
  const file = path.join(chunksDir, name);
  // A build beside this one may have removed it since the folder was listed.
  const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
  if (!written.has(file) && modified < Date.now() - 60 * 60 * 1000) fs.rmSync(file, { force: true });
}
