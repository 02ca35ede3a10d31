import { inject } from "vitest";
import { createBucket, s3ClientEnv } from "./s3-server";

// With STORAGE=s3 (npm run test:integration:s3) every test file stores its files in a bucket of its own, as it
// otherwise has a DATA_DIR of its own; servers the file starts inherit the same environment.
const endpoint = inject("s3Endpoint");
if (process.env.STORAGE === "s3" && endpoint) {
  const bucket = `idv-${crypto.randomUUID()}`;
  Object.assign(process.env, s3ClientEnv(endpoint, bucket));
  await createBucket(endpoint, bucket);
}
