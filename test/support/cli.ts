import { spawn, spawnSync } from "node:child_process";

type Target = string | { databaseUrl: string; env?: Record<string, string> };

/** scripts/idv.ts as `npm run build` compiles it; the projects that call it compile it first (build-server-setup.ts). */
const COMPILED_TOOL = "dist/idv.mjs";

/**
 * Runs the operator tool as an operator would, on the given database (and extra environment). NODE_ENV
 * is set to production because Vitest sets "test", under which Next's env loader skips .env.local (where
 * the secret lives).
 */
export function runIdv(target: Target, ...args: string[]) {
  return spawnSync(process.execPath, [COMPILED_TOOL, ...args], { encoding: "utf8", env: idvEnv(target) });
}

/** As `runIdv`, with `input` on the tool's stdin (for a secret it must not take as an argument). */
export function runIdvWithInput(target: Target, input: string, ...args: string[]) {
  return spawnSync(process.execPath, [COMPILED_TOOL, ...args], { encoding: "utf8", env: idvEnv(target), input });
}

function idvEnv(target: Target): NodeJS.ProcessEnv {
  const { databaseUrl, env } = typeof target === "string" ? { databaseUrl: target, env: {} } : target;
  return { ...process.env, NODE_ENV: "production", DATABASE_URL: databaseUrl, ...env };
}

/** As `runIdv`, without blocking this process: for tests whose own servers (e.g. s3rver) must keep answering meanwhile. */
export function runIdvAsync(target: Target, ...args: string[]) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [COMPILED_TOOL, ...args], { env: idvEnv(target) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

// The AWS SDK's once-per-process notice on Node < 22 (docs/deployment.md): printed by Node, not by the tool.
const SDK_NODE_NOTICE =
  /\(node:\d+\) Warning: NodeVersionSupportWarning:[\s\S]*?\(Use `node --trace-warnings \.\.\.` to show where the warning was created\)\n?/g;

/** What the tool itself wrote on stderr: its stderr without the runtime's documented notices. */
export function toolErrors(stderr: string): string {
  return stderr.replace(SDK_NODE_NOTICE, "");
}
