import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the worker thread whose source file is `source` starts. The compiled server (`npm run build`) has each bundled
 * worker beside itself, as `<source's name>.mjs`: beside this module in dist/server.mjs, beside the entry script when
 * Next's own bundle of a module runs in it (a job run in a server action's wake). Run from sources, the source itself:
 * tsx compiles a .ts worker (Piscina's thread imports it once tsx's loader is in place; a bare Worker thread on Node 20
 * does not take the loader, hence plain .mjs for those). No
 * `new URL(…, import.meta.url)`: Next's bundler turns that into an asset URL that `fileURLToPath` refuses.
 */
export function workerEntry(source: string): { filename: string; execArgv?: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const entryDir = process.argv[1] ? path.dirname(process.argv[1]) : here;
  const compiledName = `${path.basename(source, path.extname(source))}.mjs`;
  const compiled = [here, entryDir].map((dir) => path.join(dir, compiledName)).find((file) => existsSync(file));
  if (compiled) return { filename: compiled };
  return source.endsWith(".ts") ? { filename: source, execArgv: ["--import", "tsx"] } : { filename: source };
}
