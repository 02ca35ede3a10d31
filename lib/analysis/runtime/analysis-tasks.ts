import type { AnalyzeDocumentInput, DocumentAnalysis } from "../document/analyze-document";
import type { DetectedFace } from "../face/human-engine";

export type AnalysisTask =
  | { kind: "detect-faces"; image: Uint8Array }
  | {
      kind: "analyze-document";
      input: Omit<AnalyzeDocumentInput, "detectFaces" | "front" | "back"> & { front: Uint8Array; back?: Uint8Array };
    };

export type AnalysisTaskResult<T extends AnalysisTask> = T extends { kind: "detect-faces" } ? DetectedFace[] : DocumentAnalysis;
