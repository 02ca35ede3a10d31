import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Each test gets its own temp folder (TMPDIR) and a fresh module (the folder is made once per process).
let tmp: string;
const fresh = async () => {
  vi.resetModules();
  return import("./tesseract-page-folder");
};

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "page-folder-test-"));
  vi.stubEnv("TMPDIR", tmp);
});
afterEach(() => {
  vi.unstubAllEnvs();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("tesseract's page folder", () => {
  it("is this process's, opened by this user alone; a page is readable by this user alone and never written through", async () => {
    const { pageFolder, writePage } = await fresh();
    const folder = pageFolder();
    expect(folder).toBe(path.join(tmp, `idv-tesseract-${process.pid}`));
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    const file = await writePage("page-1.bmp", Buffer.from("printed text"));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    await expect(writePage("page-1.bmp", Buffer.from("other"))).rejects.toThrow(/EEXIST/);
  });

  it("removes what ended processes left, and nothing of a running one", async () => {
    const ended = spawnSync(process.execPath, ["-e", ""]).pid as number;
    const leftFolder = path.join(tmp, `idv-tesseract-${ended}`);
    fs.mkdirSync(leftFolder, { mode: 0o700 });
    fs.writeFileSync(path.join(leftFolder, "page-1-0.bmp"), "a name, a date");
    const leftFile = path.join(tmp, `idv-tesseract-${ended}-1-0.bmp`);
    fs.writeFileSync(leftFile, "a number");
    const running = path.join(tmp, `idv-tesseract-${process.ppid}`);
    fs.mkdirSync(running, { mode: 0o700 });
    const unrelated = path.join(tmp, "idv-tesseract-notes");
    fs.writeFileSync(unrelated, "kept");

    (await fresh()).pageFolder();

    expect(fs.existsSync(leftFolder)).toBe(false);
    expect(fs.existsSync(leftFile)).toBe(false);
    expect(fs.existsSync(running)).toBe(true);
    expect(fs.existsSync(unrelated)).toBe(true);
  });

  it("never uses a folder of its name that someone else made open to others: one of its own instead", async () => {
    const planted = path.join(tmp, `idv-tesseract-${process.pid}`);
    fs.mkdirSync(planted, { mode: 0o777 });
    fs.chmodSync(planted, 0o777);
    const folder = (await fresh()).pageFolder();
    expect(folder).not.toBe(planted);
    expect(path.basename(folder)).toMatch(new RegExp(`^idv-tesseract-${process.pid}-`));
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
  });
});
