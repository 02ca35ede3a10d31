// The e2e server's object storage when STORAGE=s3: s3rver on a loopback port with one empty bucket, until stopped.
// Usage: tsx scripts/test/s3-sink.ts PORT BUCKET  (prints the app's S3 settings as `export` lines, then "ready")
import { startS3Server } from "../../test/support/s3-server";

const [port, bucket] = [Number(process.argv[2]), process.argv[3]];
if (!Number.isInteger(port) || !bucket) {
  console.error("usage: s3-sink.ts PORT BUCKET");
  process.exit(2);
}
const s3 = await startS3Server(port);
await s3.createBucket(bucket);
for (const [name, value] of Object.entries(s3.envFor(bucket))) console.log(`export ${name}=${value}`);
console.log("ready");
const stop = () => void s3.stop().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
