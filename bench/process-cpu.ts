import fs from "node:fs";

const TICK_MS = 10;

/**
 * CPU milliseconds (user + system) a process has used so far, from /proc on Linux; null elsewhere. On a
 * shared machine this moves far less with other people's load than wall-clock time does.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}
