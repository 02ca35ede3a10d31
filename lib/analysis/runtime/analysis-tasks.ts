import type { AnalyzeDocumentInput } from "../document/analyze-document";

export type AnalysisTask =
  | { kind: "detect-faces"; image: Uint8Array }
  | {
      kind: "analyze-document";
      input: Omit<AnalyzeDocumentInput, "detectFaces" | "front" | "back"> & { front: Uint8Array; back?: Uint8Array };
    };
