import { processCpuMs } from "./process-cpu";

function cookiesOf(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const [name = "", ...value] = pair.split("=");
    jar.set(name.trim(), value.join("="));
  }
}

export async function signIn(base: string, email = "reviewer@idv.local"): Promise<string> {
  const jar = new Map<string, string>();
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrfResponse = await fetch(`${base}/api/auth/csrf`);
  cookiesOf(csrfResponse, jar);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const body = new URLSearchParams({ csrfToken, email, password: "idv-demo-password", json: "true" });
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    body,
    headers: { cookie: header(), "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  cookiesOf(response, jar);
  if (![...jar.keys()].some((k) => k.includes("session-token"))) throw new Error("sign-in failed");
  return header();
}

type Timed = { ms: number; cpuMs: number | null };

// A page slower than this fails its row instead of holding the whole run (undici's own limit is 5 minutes).
const PAGE_TIMEOUT_MS = Number(process.env.BENCH_PAGE_TIMEOUT_MS ?? 30_000);

/** Median milliseconds of `once` after three warm-up calls, and the server's CPU milliseconds per call over the same calls. */
export async function medianTiming(runs: number, serverPid: number | undefined, once: () => Promise<number>): Promise<Timed> {
  for (let i = 0; i < 3; i++) await once();
  const cpuBefore = processCpuMs(serverPid);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  const cpuAfter = processCpuMs(serverPid);
  times.sort((a, b) => a - b);
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / runs;
  return { ms: times[Math.floor(times.length / 2)] ?? 0, cpuMs };
}

/**
 * Median milliseconds from request to the last byte of a page's body, one request at a time (see medianTiming); the
 * page must answer 200, or redirect to a location containing `redirectsTo` when one is given.
 */
export async function serverTime(
  base: string,
  url: string,
  cookie: string,
  serverPid: number | undefined,
  runs: number,
  redirectsTo?: string,
): Promise<Timed> {
  return medianTiming(runs, serverPid, async () => {
    const start = performance.now();
    const response = await fetch(`${base}${url}`, {
      headers: { cookie },
      redirect: "manual",
      signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    const isExpected = redirectsTo ? response.headers.get("location")?.includes(redirectsTo) : response.status === 200;
    if (!isExpected) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - start;
  });
}
