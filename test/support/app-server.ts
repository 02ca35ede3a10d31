import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { processTree } from "./process-tree";

export type AppServer = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL (a crash), then waits for the exit. */
  kill: () => Promise<void>;
  /** Everything the server wrote on stdout (its JSON log lines) when started with captureStdout, else "". */
  stdout: () => string;
  /** The last 4,000 characters the server wrote on stderr (Next's own error lines). */
  stderr: () => string;
};

export type AppServerOptions = {
  databaseUrl: string;
  /** Stored files; a fresh temporary folder when absent. */
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** How long to wait for /api/health. */
  readyTimeoutMs?: number;
  /** Keep the server's stdout (its log) for stdout(); ignored otherwise. */
  captureStdout?: boolean;
  /** Another way to start the same server (e.g. `npm start`); the compiled server by default. */
  command?: { command: string; args: string[] };
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** The command that starts the production server: `npm start`'s own, without npm in between. */
export function productionServerCommand(): { command: string; args: string[] } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as { scripts: Record<string, string> };
  const [command = "", ...args] = (scripts.start ?? "").split(" ");
  const files = [".next/BUILD_ID", ...args.filter((arg) => !arg.startsWith("-"))];
  const missing = files.filter((file) => !fs.existsSync(path.join(process.cwd(), file)));
  if (missing.length)
    throw new Error(`No production build (${missing.join(", ")}): run \`npm run build\` before the tests that start the app server`);
  return { command, args };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited with code ${child.exitCode} before answering`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the app server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", () => r()));
}

function isRunning(pid: number): boolean {
  try {
    return !fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").at(-1)?.startsWith("Z");
  } catch {
    return false;
  }
}

/** Signals the child and every process below it (npm does not pass SIGTERM on), then waits until all are gone. */
async function signalTree(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const pids = child.pid ? processTree(child.pid) : [];
  for (const pid of pids.reverse()) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
  await exited(child);
  while (pids.some(isRunning)) await new Promise((r) => setTimeout(r, 50));
}

/**
 * The production server (the build under .next/) as its own process on a loopback port, on the given
 * database: for tests that drive the app from outside, as a client, an attacker or an operator would.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "idv-app-"));
  const url = `http://127.0.0.1:${port}`;
  const { command, args } = options.command ?? productionServerCommand();
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      APP_URL: url,
      NEXTAUTH_URL: url,
      HOST: "127.0.0.1",
      PORT: String(port),
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "security-test-secret-of-at-least-32-chars",
      ...options.env,
    },
    stdio: ["ignore", options.captureStdout ? "pipe" : "ignore", "pipe"],
  });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  try {
    await waitForHealth(url, child, options.readyTimeoutMs ?? 90_000);
  } catch (error) {
    await signalTree(child, "SIGKILL");
    throw new Error(`${(error as Error).message}\n${stderr}${stdout.slice(-4000)}`);
  }
  return {
    url,
    port,
    dataDir,
    child,
    stop: () => signalTree(child, "SIGTERM"),
    kill: () => signalTree(child, "SIGKILL"),
    stdout: () => stdout,
    stderr: () => stderr,
  };
}
