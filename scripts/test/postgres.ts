import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export type TestPostgres = { url: string; port: number; stop: () => void };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function asPostgres(args: string[]): string {
  // The server refuses to run as root; as another user it runs directly.
  const isRoot = process.getuid?.() === 0;
  const [cmd, ...rest] = isRoot ? ["runuser", "-u", "postgres", "--", ...args] : args;
  return execFileSync(cmd as string, rest, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** A throwaway PostgreSQL 15 cluster on loopback (trust auth), for tests; `stop` removes it. */
export async function startPostgres(): Promise<TestPostgres> {
  if (!fs.existsSync(path.join(BIN, "pg_ctl")))
    throw new Error(`PostgreSQL server binaries not found in ${BIN} (apt-get install postgresql)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-pg-"));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
  asPostgres([path.join(BIN, "initdb"), "-D", dataDir, "--auth=trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  asPostgres([
    path.join(BIN, "pg_ctl"),
    "-D",
    dataDir,
    "-l",
    path.join(dir, "log"),
    "-w",
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off -c max_connections=200`,
    "start",
  ]);
  let stopped = false;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        asPostgres([path.join(BIN, "pg_ctl"), "-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
