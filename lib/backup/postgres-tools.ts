import { spawn } from "node:child_process";

/**
 * Runs pg_dump or pg_restore (PostgreSQL's client tools, on the PATH) against the database of `databaseUrl`: the
 * password goes in the environment (PGPASSWORD), never on the command line other processes can read.
 */
export async function runPostgresTool(tool: "pg_dump" | "pg_restore", args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT" ? new Error(`${tool} not found: install PostgreSQL's client tools of the server's major version`) : error,
      ),
    );
    child.on("close", resolve);
  });
  if (code !== 0) throw new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`);
}
