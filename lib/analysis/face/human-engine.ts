import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as tf from "@tensorflow/tfjs-core";
import type { Config, Human, Tensor } from "@vladmandic/human";
import sharp from "sharp";

const require = createRequire(import.meta.url);
// The package's exports map lacks "./" prefixes, so subpaths cannot be imported: resolve its main entry and walk from there.
const humanDist = path.dirname(require.resolve("@vladmandic/human"));
const humanEntry = path.join(humanDist, "human.node-wasm.js");
const humanDir = path.resolve(humanDist, "..");
const wasmDir = `${path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm"))}/`;
const MODEL_SCHEME = "human-models://";
// Larger photos only cost time: faces on documents and selfies stay well above the detector's input size.
const MAX_SIDE = 960;

export type DetectedFace = {
  box: [number, number, number, number];
  detectionScore: number;
  faceScore: number;
  embedding: number[];
  /** 1 at the image centre, 0 in a corner: bystanders at the edge of a selfie score low. */
  centrality: number;
  real: number | null;
  live: number | null;
};

type ModelJson = {
  modelTopology: object;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  format?: string;
  signature?: object;
  userDefinedMetadata?: Record<string, object>;
};

// Human's loader only reaches models through fetch; this router reads the shipped files from disk instead.
function registerModelRouter(modelDir: string): void {
  const router = (url: string | string[]): tf.io.IOHandler | null => {
    const href = Array.isArray(url) ? url[0] : url;
    if (typeof href !== "string" || !href.startsWith(MODEL_SCHEME)) return null;
    const file = path.join(modelDir, path.basename(href.slice(MODEL_SCHEME.length)));
    return {
      load: async () => {
        const json = JSON.parse(await readFile(file, "utf8")) as ModelJson;
        const buffers = await Promise.all(
          json.weightsManifest.flatMap((group) => group.paths.map((p) => readFile(path.join(modelDir, p)))),
        );
        const weightData = Buffer.concat(buffers);
        return {
          modelTopology: json.modelTopology,
          format: json.format,
          // Without the signature, models such as faceres only return their default outputs (no embedding).
          signature: json.signature,
          userDefinedMetadata: json.userDefinedMetadata,
          weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
          weightData: weightData.buffer.slice(weightData.byteOffset, weightData.byteOffset + weightData.byteLength),
        };
      },
    };
  };
  // tfjs declares routers as never returning null, yet its registry skips routers that do.
  tf.io.registerLoadRouter(router as Parameters<typeof tf.io.registerLoadRouter>[0]);
}

const humanConfig: Partial<Config> = {
  backend: "wasm",
  wasmPath: wasmDir,
  modelBasePath: MODEL_SCHEME,
  cacheModels: false,
  debug: process.env.HUMAN_DEBUG === "1",
  warmup: "none",
  async: false,
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 10, minConfidence: 0.3, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    emotion: { enabled: false },
    description: { enabled: true },
    antispoof: { enabled: true },
    liveness: { enabled: true },
  },
};

function centralityOf([x, y, width, height]: [number, number, number, number], imageWidth: number, imageHeight: number): number {
  const dx = (x + width / 2 - imageWidth / 2) / (imageWidth / 2);
  const dy = (y + height / 2 - imageHeight / 2) / (imageHeight / 2);
  return Math.max(0, 1 - Math.hypot(dx, dy) / Math.SQRT2);
}

export type FaceEngine = { detect(image: Buffer): Promise<DetectedFace[]> };

export async function createFaceEngine(): Promise<FaceEngine> {
  registerModelRouter(path.join(humanDir, "models"));
  const { Human: HumanClass } = require(humanEntry) as { Human: new (config: Partial<Config>) => Human };
  const human = new HumanClass(humanConfig);
  await human.load();
  await human.tf.ready();
  return {
    async detect(image) {
      const { data, info } = await sharp(image)
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const rotatedWidth = (await sharp(image).metadata()).autoOrient.width;
      const scale = rotatedWidth / info.width;
      const tensor = human.tf.tensor3d(
        new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        [info.height, info.width, 3],
        "int32",
      ) as unknown as Tensor;
      const batched = human.tf.expandDims(tensor, 0) as unknown as Tensor;
      try {
        const result = await human.detect(batched);
        return result.face.map((face) => ({
          box: face.box.map((value) => value * scale) as DetectedFace["box"],
          centrality: centralityOf(face.box, info.width, info.height),
          detectionScore: face.boxScore,
          faceScore: face.faceScore,
          embedding: Array.from(face.embedding ?? []),
          real: face.real ?? null,
          live: face.live ?? null,
        }));
      } finally {
        human.tf.dispose([tensor, batched]);
      }
    },
  };
}
