import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { productionServerCommand } from "../test/support/app-server";
import { printAims, verdict } from "./aims";
import { benchServerEnv } from "./production-server";

// npm run bench:restart (after `npm run build`): kill -9 the production server, start it again and time how long
// until /api/health answers, N times; the compiled server (`npm start`: node dist/server.mjs) against the former
// start through tsx (scripts/server.ts compiled at every start), alternating, in the same run. No pass/fail.
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3320);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-bench-restart-"));
const base = `http://127.0.0.1:${PORT}`;
const env = benchServerEnv(dir, PORT);
const ANSWER_AIM_MS = 2000;

const STARTS = {
  compiled: [process.execPath, ...productionServerCommand().args],
  tsx: [path.join("node_modules", ".bin", "tsx"), "scripts/server.ts"],
} as const;
type Start = keyof typeof STARTS;

/** Starts the server in its own process group (tsx runs node as a child: a kill must reach both). */
function start(kind: Start): ChildProcess {
  const [command, ...args] = STARTS[kind];
  return spawn(command, args, { env, stdio: ["ignore", "ignore", "inherit"], detached: true });
}

async function crash(server: ChildProcess): Promise<void> {
  const exited = new Promise((r) => server.once("exit", r));
  process.kill(-(server.pid ?? 0), "SIGKILL");
  await exited;
  // The port is free once nothing answers on it any more.
  while (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    await new Promise((r) => setTimeout(r, 20));
}

/** Milliseconds from the start until /api/health answers 200. */
async function timeToAnswer(server: ChildProcess, startedAt: number): Promise<number> {
  for (;;) {
    if (server.exitCode !== null) throw new Error("the server exited");
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - startedAt;
    await new Promise((r) => setTimeout(r, 20));
  }
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
}

async function main() {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("run `npm run build` first: the bench starts the production server");
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
  const times: Record<Start, number[]> = { compiled: [], tsx: [] };
  // The first start applies the migrations; like every later one it is then killed, not timed.
  let server = start("compiled");
  await timeToAnswer(server, performance.now());
  try {
    for (let i = 0; i < RESTARTS; i++) {
      for (const kind of i % 2 ? (["tsx", "compiled"] as const) : (["compiled", "tsx"] as const)) {
        await crash(server);
        const startedAt = performance.now();
        server = start(kind);
        times[kind].push(await timeToAnswer(server, startedAt));
      }
    }
  } finally {
    await crash(server).catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const compiled = summary(times.compiled);
  const tsx = summary(times.tsx);
  console.log(`restart to first answer after kill -9, ${RESTARTS} restarts each (1-minute load average ${os.loadavg()[0]?.toFixed(1)}):`);
  console.table([
    {
      start: `npm start (node ${STARTS.compiled.slice(1).join(" ")})`,
      "p50 ms": compiled.p50.toFixed(0),
      "max ms": compiled.max.toFixed(0),
    },
    { start: "tsx scripts/server.ts (before)", "p50 ms": tsx.p50.toFixed(0), "max ms": tsx.max.toFixed(0) },
  ]);
  console.log(`compiled / tsx: p50 ${(compiled.p50 / tsx.p50).toFixed(2)}×, max ${(compiled.max / tsx.max).toFixed(2)}×`);
  // Issue 12's aim: after kill -9 the production server answers again within 2 s.
  printAims([
    `npm start answers within ${ANSWER_AIM_MS} ms of a restart: p50 ${compiled.p50.toFixed(0)} ms, max ${compiled.max.toFixed(0)} ms (${verdict(compiled.max <= ANSWER_AIM_MS)})`,
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
