import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export type FrameExtraction = { frames: Buffer[]; durationSeconds: number | null };

export type ExtractFramesOptions = { maxFrames?: number; width?: number; ffmpegBinary?: string; timeoutMs?: number };

function run(binary: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: timeoutMs, maxBuffer: 4 << 20 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${binary} failed: ${stderr.split("\n").slice(-4).join(" ")}`));
      else resolve(stderr);
    });
  });
}

/** Samples up to `maxFrames` evenly spaced JPEG frames from a video with the Debian `ffmpeg` CLI. */
export async function extractFrames(
  video: Buffer,
  { maxFrames = 8, width = 640, ffmpegBinary = "ffmpeg", timeoutMs = 30_000 }: ExtractFramesOptions = {},
): Promise<FrameExtraction> {
  const directory = await mkdtemp(path.join(tmpdir(), "frames-"));
  try {
    const input = path.join(directory, "input");
    await writeFile(input, video);
    const probe = await run(ffmpegBinary, ["-hide_banner", "-i", input, "-f", "null", "-"], timeoutMs);
    const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(probe);
    const durationSeconds = match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : null;
    const fps = durationSeconds && durationSeconds > 0 ? Math.max(0.2, maxFrames / durationSeconds) : 2;
    await run(
      ffmpegBinary,
      [
        "-hide_banner",
        "-loglevel",
        "error",
        "-i",
        input,
        "-vf",
        `fps=${fps.toFixed(4)},scale=${width}:-2`,
        "-frames:v",
        String(maxFrames),
        "-q:v",
        "3",
        path.join(directory, "frame-%03d.jpg"),
      ],
      timeoutMs,
    );
    const names = (await readdir(directory)).filter((name) => name.startsWith("frame-")).sort();
    return { frames: await Promise.all(names.map((name) => readFile(path.join(directory, name)))), durationSeconds };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
