import { afterAll, beforeAll } from "vitest";
import { closeSharedAnalysisPool, sharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import { createDemoMedia, type DemoMedia } from "@/lib/demo/demo-media";
import { registerLocalProviders } from "@/lib/steps/built-in-providers";

/**
 * For the test file that calls it (at its top level): the built-in providers (real OCR, face embeddings, screening,
 * signatures) registered, and the demo's photos and documents made once by the same analysis pool, closed after.
 * `demo.media` is set once the file's first hook has run.
 */
export function withLocalChecks(): { media: DemoMedia } {
  const demo = {} as { media: DemoMedia };
  let unregister = () => {};
  beforeAll(async () => {
    unregister = registerLocalProviders();
    demo.media = await createDemoMedia(sharedAnalysisPool());
  }, 180_000);
  afterAll(async () => {
    unregister();
    await closeSharedAnalysisPool();
  });
  return demo;
}
