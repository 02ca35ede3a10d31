import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { freePort } from "./app-server";

/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type S3Server = {
  endpoint: string;
  /** The environment that points the app (STORAGE=s3) at a bucket of this server. */
  envFor: (bucket: string) => Record<string, string>;
  createBucket: (bucket: string) => Promise<void>;
  stop: () => Promise<void>;
};

export function s3ClientEnv(endpoint: string, bucket: string): Record<string, string> {
  return {
    STORAGE: "s3",
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "1",
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  };
}

export async function createBucket(endpoint: string, bucket: string): Promise<void> {
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: CREDENTIALS });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
}

/** An S3-compatible server (s3rver) on a loopback port, its objects in a temporary folder. */
export async function startS3Server(): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "idv-s3-"));
  const port = await freePort();
  const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    envFor: (bucket) => s3ClientEnv(endpoint, bucket),
    createBucket: (bucket) => createBucket(endpoint, bucket),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
