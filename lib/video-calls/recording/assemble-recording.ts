import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Db } from "@/lib/db/client";

const run = promisify(execFile);

export type AssembledRecording = { bytes: Buffer; hasVideo: boolean; durationSeconds: number };

/** The call's chunks grouped by recorder run (in the order the runs began), each run's chunks in order. */
async function segmentsOf(db: Db, callId: string): Promise<Buffer[]> {
  const chunks = await db.videoCallChunk.findMany({
    where: { callId },
    orderBy: [{ receivedAt: "asc" }, { seq: "asc" }],
    select: { segment: true, seq: true, bytes: true },
  });
  const runs = new Map<string, { seq: number; bytes: Uint8Array }[]>();
  for (const chunk of chunks) runs.set(chunk.segment, [...(runs.get(chunk.segment) ?? []), chunk]);
  return [...runs.values()].map((run) => Buffer.concat(run.sort((a, b) => a.seq - b.seq).map((c) => c.bytes)));
}

/** What ffprobe reads of a media file: its duration and whether it has a video stream. */
export async function probeMedia(file: string): Promise<{ durationSeconds: number; streams: string[] }> {
  const { stdout } = await run("ffprobe", ["-v", "error", "-show_entries", "format=duration:stream=codec_type", "-of", "json", file]);
  const probe = JSON.parse(stdout) as { format?: { duration?: string }; streams?: { codec_type?: string }[] };
  return { durationSeconds: Number(probe.format?.duration ?? 0), streams: (probe.streams ?? []).map((s) => String(s.codec_type)) };
}

/**
 * One WebM of the whole call: each recorder run (a reconnection starts a new one) is a WebM of its own, joined in order
 * by ffmpeg's concat demuxer without re-encoding; the copy also writes the duration and cues a browser's recording lacks.
 * Null when nothing was recorded.
 */
export async function assembleRecording(db: Db, callId: string): Promise<AssembledRecording | null> {
  const segments = await segmentsOf(db, callId);
  if (!segments.length) return null;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "idv-call-"));
  try {
    const names = await Promise.all(
      segments.map(async (bytes, i) => {
        const name = path.join(dir, `part-${i}.webm`);
        await fs.writeFile(name, bytes);
        return name;
      }),
    );
    const list = path.join(dir, "parts.txt");
    await fs.writeFile(list, names.map((name) => `file '${name}'`).join("\n"));
    const output = path.join(dir, "call.webm");
    await run("ffmpeg", ["-v", "error", "-f", "concat", "-safe", "0", "-i", list, "-c", "copy", "-y", output]);
    const probe = await probeMedia(output);
    return { bytes: await fs.readFile(output), hasVideo: probe.streams.includes("video"), durationSeconds: probe.durationSeconds };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
