import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/** Frames of a handheld selfie clip: a window drifting over the portrait, so the face moves and scales a little. */
export async function driftingFrames(portrait: Buffer, count: number, drift = 0.08): Promise<Buffer[]> {
  const base = await sharp(portrait).resize(720, 720, { fit: "cover" }).toBuffer();
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const phase = (index / Math.max(1, count - 1)) * Math.PI * 2;
      const size = Math.round(560 - 60 * drift * 10 * Math.sin(phase) * 0.5);
      const left = Math.round(80 + 720 * drift * Math.sin(phase));
      const top = Math.round(80 + 720 * drift * 0.5 * Math.cos(phase));
      return sharp(base)
        .extract({ left: Math.max(0, Math.min(720 - size, left)), top: Math.max(0, Math.min(720 - size, top)), width: size, height: size })
        .resize(480, 480)
        .jpeg()
        .toBuffer();
    }),
  );
}

/** Encodes JPEG frames into an MPEG-4 clip with the Debian ffmpeg CLI. */
export async function encodeClip(frames: Buffer[], fps = 4): Promise<Buffer> {
  const directory = await mkdtemp(path.join(tmpdir(), "clip-"));
  try {
    await Promise.all(frames.map((frame, index) => writeFile(path.join(directory, `f${String(index).padStart(3, "0")}.jpg`), frame)));
    const output = path.join(directory, "clip.mp4");
    await new Promise<void>((resolve, reject) => {
      execFile(
        "ffmpeg",
        [
          "-hide_banner",
          "-loglevel",
          "error",
          "-framerate",
          String(fps),
          "-i",
          path.join(directory, "f%03d.jpg"),
          "-c:v",
          "mpeg4",
          "-q:v",
          "4",
          "-pix_fmt",
          "yuv420p",
          output,
        ],
        (error) => (error ? reject(error) : resolve()),
      );
    });
    return await readFile(output);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
