import fs from "node:fs";

const TICK_MS = 10;

/** The fields of a /proc stat line after the process name (which may hold spaces and parentheses). */
function statFields(pid: number | "self"): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** Milliseconds of the two tick fields from `at` (11 and 12: utime, stime; 13 and 14: cutime, cstime). */
const ticksMs = (fields: string[], at: number) => (Number(fields[at]) + Number(fields[at + 1])) * TICK_MS;

/**
 * CPU milliseconds (user + system) a process has used so far, from /proc on Linux; null elsewhere. On a
 * shared machine this moves far less with other people's load than wall-clock time does.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    return ticksMs(statFields(pid), 11);
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds of this process's children: those it has waited for, and those still running (a helper process
 * that lives as long as the program, such as the tesseract that reads page after page).
 */
export function childrenCpuMs(): number {
  let ms = ticksMs(statFields("self"), 13);
  for (const thread of fs.readdirSync("/proc/self/task")) {
    const children = fs.readFileSync(`/proc/self/task/${thread}/children`, "utf8").split(" ").filter(Boolean);
    // A child that ended since the list was read is null here and in cutime from then on.
    for (const pid of children) ms += processCpuMs(Number(pid)) ?? 0;
  }
  return ms;
}
