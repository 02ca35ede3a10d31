import fs from "node:fs";

/** The process and every process below it (from /proc), parents first. */
export function processTree(pid: number): number[] {
  const children = fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The fields after the command's closing parenthesis: state, then the parent's id.
        return fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ").at(-1)?.split(" ")[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** A process's command line, its arguments joined by spaces. */
export function commandLine(pid: number): string {
  return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
}

/** Bytes the processes have read so far (sockets and files alike), from /proc/<pid>/io. */
export function bytesRead(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + Number(/rchar: (\d+)/.exec(fs.readFileSync(`/proc/${pid}/io`, "utf8"))?.[1] ?? 0), 0);
}
