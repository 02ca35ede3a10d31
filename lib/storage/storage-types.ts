import type { Readable } from "node:stream";

/** Byte offsets `start` to `end` of a file, both included (as a Content-Range writes them). */
export type ByteRange = { start: number; end: number };

/** A file in the storage: published (readable by its key), staged (awaiting its row) or a partial write. */
export type StorageEntry = { name: string; key: string; state: "published" | "staged" | "partial"; modifiedAt: Date };

/**
 * Where file bytes live; the database keeps only the key. A local folder or an S3-compatible bucket.
 * Files that belong to a database row are staged, the row committed, then published: a crash leaves only staged
 * bytes (published by the orphan sweep when their row exists, else removed), never a published file without a row.
 */
export type FileStorage = {
  /** Replaces the bytes at the key at once: readers see the old bytes or the new. */
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** As `put`, from a stream of any length, holding only a few chunks in memory at a time. */
  putStream: (key: string, stream: Readable) => Promise<void>;
  /** Writes the bytes under the key's staged name, before the row that names them commits. */
  stage: (key: string, bytes: Buffer) => Promise<void>;
  /**
   * Moves staged bytes to their key once their row has committed; a no-op when already published. False when there
   * are neither: the orphan sweep removed the staged bytes before their row committed (see `storeWithRow`).
   */
  publish: (key: string) => Promise<boolean>;
  /** Drops staged bytes whose row did not commit. */
  discard: (key: string) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  /** As `get`, as a stream (large files: recordings, bundles' stored files), or only `range` of it; null when there is no such file. */
  getStream: (key: string, range?: ByteRange) => Promise<Readable | null>;
  /** Every file under the storage. */
  list: () => AsyncIterable<StorageEntry>;
  /** Removes a listed file by its name. */
  remove: (name: string) => Promise<void>;
  /** Throws when the storage cannot be reached (the readiness check). */
  check: () => Promise<void>;
  /** Where the files live, for messages: a folder or `s3://bucket`. */
  describe: () => string;
};
