import fs from "node:fs";
import path from "node:path";
import wabt from "wabt";

const FOLDER = path.resolve(import.meta.dirname, "../../lib/cases/duplicates");
const SOURCE = path.join(FOLDER, "face-rows.wat");
const TARGET = path.join(FOLDER, "face-rows-wasm.ts");

/** face-rows.wat as WebAssembly bytes, compiled by wabt (a dev dependency: the product ships the bytes). */
export async function compiledFaceRows(): Promise<Uint8Array> {
  const features = { simd: true, threads: true };
  const module = (await wabt()).parseWat(SOURCE, fs.readFileSync(SOURCE, "utf8"), features);
  try {
    // Typed as taking nothing, validate reads the features as parseWat does: without them it refuses a shared memory.
    (module.validate as (options: typeof features) => void).call(module, features);
    return module.toBinary({}).buffer;
  } finally {
    module.destroy();
  }
}

if (process.argv[1] === import.meta.filename) {
  const base64 = Buffer.from(await compiledFaceRows()).toString("base64");
  fs.writeFileSync(
    TARGET,
    `// Compiled from face-rows.wat by \`npm run compile:face-rows\`: edit the .wat, then run it.\nexport const FACE_ROWS_WASM = "${base64}";\n`,
  );
  console.log(`${path.relative(process.cwd(), TARGET)}: ${base64.length} base64 characters`);
}
