// A loopback S3 server (s3rver, a free port) with one empty bucket, until stopped: npm run test:e2e:s3's storage.
// Usage: tsx scripts/test/s3-sink.ts BUCKET  (prints the app's S3 settings as `export` lines, then "ready")
import { startS3Server } from "../../test/support/s3-server";

const bucket = process.argv[2];
if (!bucket) {
  console.error("usage: s3-sink.ts BUCKET");
  process.exit(2);
}
const s3 = await startS3Server();
await s3.createBucket(bucket);
for (const [name, value] of Object.entries(s3.envFor(bucket))) console.log(`export ${name}=${value}`);
console.log("ready");
const stop = () => void s3.stop().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
