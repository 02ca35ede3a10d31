import { defineConfig } from "@playwright/test";

// The suite runs against the production build (dist/server.mjs from scripts/server.ts = Next + the API), on a fresh
// database under .e2e/, in Debian's Chromium (Playwright's own browser download cannot work offline): its headless
// shell, the same Blink as the full browser without its windowing and browser-process work. On three heavy specs the
// full browser took 263 s of CPU where the shell took 94, and the specs 4.8 min where they took 2.8.
// A port of this run's own (kept in the environment so that workers, which re-read this file, agree).
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const PORT = Number(process.env.E2E_PORT);
// The server's signing secret, known to the tests so they can make an expired applicant link.
process.env.E2E_NEXTAUTH_SECRET ??= `e2e-secret-${crypto.randomUUID()}`;
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  // scripts/test-all.sh sets FORBID_ONLY: a test left focused with .only fails the run there.
  forbidOnly: Boolean(process.env.CI || process.env.FORBID_ONLY),
  workers: 2,
  retries: 0,
  timeout: 90_000,
  // Generous for shared, loaded machines; a passing assertion returns as soon as it holds.
  expect: { timeout: 15_000 },
  // The JSON report sits outside outputDir, which Playwright empties at start: a later run's report does not take an
  // earlier one's place. The last reporter fails the run when the e2e server wrote a line on stdout that is not JSON.
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "test-reports/e2e.json" }],
    ["./e2e/support/server-log-reporter.ts"],
  ],
  use: {
    baseURL: BASE_URL,
    // Recording every test (DOM snapshots, screencast) cost about a fifth of the browser tests' time on two cores: a
    // test that fails once is run again with a trace, and a test that fails twice keeps the trace of its retry.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
      ],
    },
  },
  projects: [
    { name: "api", testDir: "e2e/api" },
    { name: "ui", testDir: "e2e/ui" },
    // Skipped unless DOCS_SCREENSHOTS is set: npm run docs:screenshots.
    { name: "docs", testDir: "e2e/docs" },
  ],
  webServer: {
    command: "bash scripts/test/e2e-server.sh",
    url: `${BASE_URL}/api/health`,
    // The seed walks its demo processes through the real checks (~40 s quiet) before the server starts.
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      E2E_DIR: ".e2e",
      FILE_MAX_SIZE_BYTES: String(1024 * 1024),
      NEXTAUTH_SECRET: process.env.E2E_NEXTAUTH_SECRET,
      // One JSON line per request would bury the warnings in CI's output.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // Low enough that the rate-limit test overruns one window on a slow shared machine; no other test comes near it.
      RATE_LIMIT_REQUESTS: "300",
    },
  },
});
