import { z } from "zod";

const TEMPLATE_FORMAT = "idv-face-template/1";
const ZTemplate = z.object({
  format: z.literal(TEMPLATE_FORMAT),
  model: z.string(),
  dimensions: z.number().int().positive(),
  embedding: z.string(),
});

/** A face template is a small JSON document holding the embedding as base64 float32, and the model that made it. */
export function encodeTemplate(embedding: readonly number[], model = "human-faceres"): Buffer {
  const vector = Float32Array.from(embedding);
  const payload = { format: TEMPLATE_FORMAT, model, dimensions: vector.length, embedding: Buffer.from(vector.buffer).toString("base64") };
  return Buffer.from(JSON.stringify(payload));
}

export function decodeTemplate(template: Buffer): { model: string; embedding: number[] } {
  const parsed = ZTemplate.parse(JSON.parse(template.toString("utf8")));
  const bytes = Buffer.from(parsed.embedding, "base64");
  const vector = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  if (vector.length !== parsed.dimensions) throw new Error("face template is truncated");
  return { model: parsed.model, embedding: Array.from(vector) };
}
