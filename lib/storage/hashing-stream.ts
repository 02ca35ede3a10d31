import { createHash } from "node:crypto";
import { Transform } from "node:stream";

/** A pass-through that hashes and counts what flows through it; `digest` is ready once the stream has ended. */
export function hashingStream(): Transform & { digest: () => { sha256: string; size: number } } {
  const hash = createHash("sha256");
  let size = 0;
  let sha256: string | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      sha256 = hash.digest("hex");
      done();
    },
  });
  return Object.assign(stream, {
    digest: () => {
      if (sha256 === undefined) throw new Error("the stream has not ended yet");
      return { sha256, size };
    },
  });
}
