import { Readable } from "node:stream";
import { entryOf, STAGED } from "./storage-entry";
import type { ByteRange, FileStorage } from "./storage-types";

export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, s3rver); AWS itself when absent. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

// A multipart upload holds at most QUEUE parts of PART_BYTES in memory at once, whatever the file's size.
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE = 2;

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/**
 * Files as objects of one bucket, under the same keys as the local folder. A put is atomic in S3 (readers see the old
 * object or the new one); staged bytes are the object `<key>.staged`, published by a server-side copy and delete; an
 * interrupted multipart upload leaves no object (a bucket lifecycle rule should abort stale ones).
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  const connect = async () => {
    const [s3, { Upload }] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
    const { endpoint, region, forcePathStyle, credentials } = options;
    return { s3, Upload, client: new s3.S3Client({ endpoint, region, forcePathStyle, credentials }) };
  };
  // The SDK (about a third of a second of CPU to load) is loaded at the first file operation, not by every process
  // that composes the app: the operator tool's commands and the local-files deployments never touch it.
  let connection: ReturnType<typeof connect> | undefined;
  const sdk = () => {
    connection ??= connect();
    return connection;
  };
  const Bucket = options.bucket;
  const object = async (key: string, range?: ByteRange) => {
    try {
      const Range = range && `bytes=${range.start}-${range.end}`;
      const { s3, client } = await sdk();
      const { Body } = await client.send(new s3.GetObjectCommand({ Bucket, Key: key, Range }));
      return Body instanceof Readable ? Body : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const remove = async (name: string) => {
    const { s3, client } = await sdk();
    await client.send(new s3.DeleteObjectCommand({ Bucket, Key: name }));
  };
  const exists = async (key: string) => {
    const { s3, client } = await sdk();
    try {
      await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  const getStream = async (key: string, range?: ByteRange) => (await object(key, range)) ?? object(key + STAGED, range);
  return {
    async put(key, bytes) {
      const { s3, client } = await sdk();
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    },
    async putStream(key, stream) {
      const { Upload, client } = await sdk();
      await new Upload({ client, params: { Bucket, Key: key, Body: stream }, partSize: PART_BYTES, queueSize: QUEUE }).done();
    },
    async stage(key, bytes) {
      const { s3, client } = await sdk();
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key + STAGED, Body: bytes, ContentLength: bytes.length }));
    },
    async publish(key) {
      const source = `${Bucket}/${(key + STAGED).split("/").map(encodeURIComponent).join("/")}`;
      const { s3, client } = await sdk();
      try {
        await client.send(new s3.CopyObjectCommand({ Bucket, Key: key, CopySource: source }));
      } catch (error) {
        if (isMissing(error)) return exists(key);
        throw error;
      }
      // Copied before the staged object goes, so a reader finds the bytes under one name or the other throughout.
      await remove(key + STAGED);
      return true;
    },
    discard: (key) => remove(key + STAGED),
    async get(key) {
      const stream = await getStream(key);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    getStream,
    async *list() {
      const { s3, client } = await sdk();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) yield entryOf(item.Key, item.LastModified ?? new Date(0));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    remove,
    async check() {
      const { s3, client } = await sdk();
      await client.send(new s3.HeadBucketCommand({ Bucket }));
    },
    describe: () => `s3://${Bucket}`,
  };
}
