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
 * Milliseconds from request to the last byte of a page's body; the page must answer 200, or redirect to a location
 * containing `redirectsTo` when one is given.
 */
export async function pageTime(base: string, url: string, cookie: string, redirectsTo?: string): Promise<number> {
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
}

/** Median milliseconds of a page, one request at a time (see medianTiming). */
export async function serverTime(
  base: string,
  url: string,
  cookie: string,
  serverPid: number | undefined,
  runs: number,
  redirectsTo?: string,
): Promise<Timed> {
  return medianTiming(runs, serverPid, () => pageTime(base, url, cookie, redirectsTo));
}

export type TimedPage = { url: string; cookie: string; redirectsTo?: string };

/**
 * Each page's median milliseconds and server CPU per request, the pages taken in turn, one request each per round
 * (after one round of warm-up): every page is timed across the whole run, so none is timed while the server is
 * still warming up and another after. (Timed one page after another, the first page read 36 ms and the same page
 * 26 ms at the end of the run.) A page that fails any request gets NaN and the first error is printed.
 */
export async function roundRobinTimings(base: string, pages: TimedPage[], serverPid: number | undefined, rounds: number): Promise<Timed[]> {
  const samples = pages.map(() => ({ ms: [] as number[], cpuMs: 0 as number | null, error: null as unknown }));
  for (let round = -1; round < rounds; round++)
    for (const [i, page] of pages.entries()) {
      const sample = samples[i] as (typeof samples)[number];
      if (sample.error) continue;
      const cpuBefore = processCpuMs(serverPid);
      try {
        const ms = await pageTime(base, page.url, page.cookie, page.redirectsTo);
        const cpuAfter = processCpuMs(serverPid);
        if (round < 0) continue;
        sample.ms.push(ms);
        sample.cpuMs = sample.cpuMs === null || cpuBefore === null || cpuAfter === null ? null : sample.cpuMs + cpuAfter - cpuBefore;
      } catch (error) {
        sample.error = error;
        console.error(`${page.url}: ${error instanceof Error ? error.message : error}`);
      }
    }
  return samples.map(({ ms, cpuMs, error }) => {
    if (error) return { ms: Number.NaN, cpuMs: null };
    const sorted = [...ms].sort((a, b) => a - b);
    return { ms: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, cpuMs: cpuMs === null ? null : cpuMs / rounds };
  });
}
