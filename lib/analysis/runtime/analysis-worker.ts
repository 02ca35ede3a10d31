import { workerData } from "node:worker_threads";
import { yieldToRequests } from "@/lib/worker-threads/yield-to-requests";
import { analyzeDocument } from "../document/analyze-document";
import { createFaceEngine, type FaceEngine } from "../face/human-engine";
import type { AnalysisTask } from "./analysis-tasks";
import { asBuffer } from "./transferable";

// The tesseract processes it spawns inherit the lower priority too.
yieldToRequests(Number((workerData as { niceness?: number } | undefined)?.niceness ?? 10));

let engine: Promise<FaceEngine> | undefined;
// The face model loads once per worker, on its first task that needs it.
const faceEngine = () => {
  engine ??= createFaceEngine();
  return engine;
};

export default async function runAnalysisTask(task: AnalysisTask) {
  if (task.kind === "detect-faces") return (await faceEngine()).detect(asBuffer(task.image));
  const { front, back, ...rest } = task.input;
  const faces = await faceEngine();
  return analyzeDocument({
    ...rest,
    front: asBuffer(front),
    back: back ? asBuffer(back) : undefined,
    detectFaces: async (image) => (await faces.detect(image)).map((face) => ({ box: face.box, score: face.detectionScore })),
  });
}
