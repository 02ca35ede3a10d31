import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export type LighthouseScores = { performance: string; accessibility: string };

// Debian's Chromium offline: without the background-networking flags it floods the closed network.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** "97" for one run; "97 (95–98)" as median and range of several. */
function summary(values: number[]): string {
  if (values.length === 0) return "n/a";
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(median(values)) : `${median(values)} (${low}–${high})`;
}

/**
 * Lighthouse's desktop preset (its own desktop throttling) on each signed-in page, `runs` times each in one
 * Chromium: the session cookie rides every request as an extra header. A failed run says why instead of scoring 0.
 */
export async function lighthouseScores(
  urls: string[],
  { cookie, runs }: { cookie: string; runs: number },
): Promise<Map<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const scores = new Map<string, LighthouseScores>();
  try {
    for (const url of urls) {
      const performance: number[] = [];
      const accessibility: number[] = [];
      const errors = new Set<string>();
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: "json", logLevel: "error", extraHeaders: { cookie } },
          desktopConfig,
        );
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          errors.add(lhr?.runtimeError?.code ?? "no result");
          continue;
        }
        const { performance: perf, accessibility: a11y } = lhr.categories;
        if (typeof perf?.score === "number") performance.push(Math.round(perf.score * 100));
        else errors.add("no performance score");
        if (typeof a11y?.score === "number") accessibility.push(Math.round(a11y.score * 100));
      }
      const failed = errors.size ? ` [${[...errors].join(", ")}]` : "";
      scores.set(url, { performance: summary(performance) + failed, accessibility: summary(accessibility) });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
