import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A WebM as a browser's MediaRecorder writes one (VP8 + Opus, no duration), cut into pieces of about 8 kB. */
export function recorderRun(seconds: number, tone: number): Buffer[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "run-")), "run.webm");
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `testsrc=size=160x120:rate=10:duration=${seconds}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=${tone}:duration=${seconds}`,
    "-c:v",
    "libvpx",
    "-b:v",
    "100k",
    "-c:a",
    "libopus",
    "-live",
    "1",
    "-f",
    "webm",
    file,
  ]);
  const bytes = fs.readFileSync(file);
  fs.rmSync(path.dirname(file), { recursive: true });
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 8192) pieces.push(bytes.subarray(at, at + 8192));
  return pieces;
}
