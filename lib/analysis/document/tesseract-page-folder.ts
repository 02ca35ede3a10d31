import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The pages tesseract reads are a document's printed text (names, dates, numbers): they go to a folder only this
// user can open, one per process (its threads share it), each page readable by this user alone and removed once read.
const PREFIX = "idv-tesseract-";
let folder: string | undefined;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** What processes that ended without removing their pages (killed, crashed) left: removed by the next one to start. */
function removeLeftovers(tmp: string): void {
  for (const name of fs.readdirSync(tmp)) {
    const pid = Number(name.startsWith(PREFIX) ? /^(\d+)/.exec(name.slice(PREFIX.length))?.[1] : undefined);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
}

/** A folder of ours: not a link, owned by this user, opened by no one else. */
function isOurs(candidate: string): boolean {
  const stat = fs.lstatSync(candidate, { throwIfNoEntry: false });
  return !!stat?.isDirectory() && stat.uid === os.userInfo().uid && (stat.mode & 0o077) === 0;
}

/** This process's page folder (made, and the temp folder swept, on first use by any of its threads). */
export function pageFolder(): string {
  if (folder && fs.existsSync(folder)) return folder;
  const tmp = os.tmpdir();
  const shared = path.join(tmp, `${PREFIX}${process.pid}`);
  try {
    fs.mkdirSync(shared, { mode: 0o700 });
    removeLeftovers(tmp);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  // Another thread of this process made it; anyone else's (a guessed name) is never used: a folder of its own then.
  folder = isOurs(shared) ? shared : fs.mkdtempSync(path.join(tmp, `${PREFIX}${process.pid}-`));
  return folder;
}

/** Writes a new page file (never through a name that exists), readable by this user alone. */
export async function writePage(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(pageFolder(), name);
  await fs.promises.writeFile(file, bytes, { flag: "wx", mode: 0o600 });
  return file;
}
