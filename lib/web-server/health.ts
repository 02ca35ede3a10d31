import type http from "node:http";
import type { Db } from "@/lib/db/client";
import type { FileStorage } from "@/lib/storage/file-storage";

const CHECK_TIMEOUT_MS = 3_000;

type Probes = {
  db: Db;
  storage: FileStorage;
  /** The migrations this build ships: each must be applied. */
  migrations: readonly string[];
  /** True once SIGTERM came: a proxy should send nothing more. */
  isDraining: () => boolean;
};

async function appliedMigrations(db: Db): Promise<Set<string>> {
  const rows = await db.$queryRawUnsafe<{ migration_name: string }[]>(
    `SELECT "migration_name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
  );
  return new Set(rows.map((row) => row.migration_name));
}

type Named = {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown } } };
};

const isCode = (value: unknown): value is string => typeof value === "string" && /^[A-Z][A-Za-z0-9_]{2,40}$/.test(value);

/**
 * What went wrong, in one word that carries no host or credential: the database driver's kind of failure
 * (`DatabaseNotReachable`, or the server's error code), a system call's code (`ECONNREFUSED`), or the error's class
 * when it has one of its own (`NotFound`, `CredentialsProviderError`); else the same of its cause.
 */
function errorNameOf(error: unknown, depth = 0): string {
  const named = (error ?? {}) as Named;
  const driver = named.meta?.driverAdapterError?.cause;
  if (typeof driver?.kind === "string")
    return driver.kind === "postgres" || driver.kind === "sqlite" ? `${driver.kind} ${String(driver.code ?? "error")}` : driver.kind;
  if (isCode(named.code)) return named.code;
  if (typeof named.name === "string" && named.name !== "Error" && isCode(named.name)) return named.name;
  if (named.cause && depth < 3) return errorNameOf(named.cause, depth + 1);
  return typeof named.name === "string" && isCode(named.name) ? named.name : "Error";
}

/** "ok", or what failed in a few words: the problem the check names, or the error's name (errorNameOf), never its message. */
async function outcome(check: () => Promise<string | undefined>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check(), timeout])) ?? "ok";
  } catch (error) {
    return error instanceof Error && error.message.startsWith("no answer") ? error.message : `failing (${errorNameOf(error)})`;
  } finally {
    clearTimeout(timer);
  }
}

/** Readiness: the database answers, the storage answers, every shipped migration is applied, and no stop is under way. */
export async function readiness({ db, storage, migrations, isDraining }: Probes) {
  const [database, files, schema] = await Promise.all([
    outcome(async () => void (await db.$queryRawUnsafe("SELECT 1"))),
    outcome(async () => void (await storage.check())),
    outcome(async () => {
      const applied = await appliedMigrations(db);
      const missing = migrations.filter((name) => !applied.has(name));
      return missing.length ? `${missing.length} not applied, the first ${missing[0]}` : undefined;
    }),
  ]);
  const checks = { database, storage: files, migrations: schema, shutdown: isDraining() ? "draining" : "ok" };
  return { isReady: Object.values(checks).every((value) => value === "ok"), checks };
}

function answer(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(body));
}

/**
 * `GET /health/live`: the process answers (no dependency checked, so a database outage does not restart every server).
 * `GET /health/ready`: 200 when ready, else 503 naming the failing part.
 */
export function healthRoutes(probes: Probes) {
  return async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const path = (req.url ?? "").split("?")[0];
    if (req.method !== "GET" && req.method !== "HEAD") return answer(res, 405, { status: "method not allowed" });
    if (path === "/health/live") return answer(res, 200, { status: "live" });
    if (path !== "/health/ready") return answer(res, 404, { status: "not found" });
    const { isReady, checks } = await readiness(probes);
    answer(res, isReady ? 200 : 503, { status: isReady ? "ready" : "not ready", checks });
  };
}
