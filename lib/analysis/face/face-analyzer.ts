import type { DetectedFace } from "./human-engine";

/** Anything that finds faces with embeddings in a photo: the analysis pool in the service, an engine in scripts. */
export type FaceAnalyzer = { detectFaces(image: Buffer): Promise<DetectedFace[]> };
