import { expect, type Page, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";
import { seedShowcase } from "../support/workspace";

const PASSWORD = "a-long-test-password";

/** Every value a progress bar takes, recorded as the page commits it, so no step is missed by sampling. */
async function recordProgressValues(page: Page, label: string): Promise<() => Promise<number[]>> {
  await page.evaluate((name) => {
    const seen: number[] = [];
    Object.assign(window, { progressValues: seen });
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>(`progress[aria-label="${name}"]`);
      if (bar?.hasAttribute("value") && seen.at(-1) !== bar.value) seen.push(bar.value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["value", "aria-valuetext"] });
  }, label);
  return () => page.evaluate(() => (window as unknown as { progressValues: number[] }).progressValues);
}

/** A slow link (bytes/s) makes the stream arrive in many pieces, so the bar has steps to show on any machine. */
async function throttleDownloads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: -1,
  });
  return () => cdp.detach();
}

test("a long CSV export shows its progress as the rows stream in, then saves every row of the filter; the export is audited", async ({
  page,
}) => {
  const rows = 3000;
  const { bulkFlowId } = seedShowcase(rows);
  const email = uniqueEmail("auditor");
  idv("user:create", "--email", email, "--role", "auditor", "--password", PASSWORD);
  await signIn(page, email, PASSWORD);
  await page.goto(`/processes?flow=${bulkFlowId}`);

  const progressValues = await recordProgressValues(page, "Export CSV progress");
  const unthrottle = await throttleDownloads(page, 200 * 1024);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const bar = page.getByRole("progressbar", { name: "Export CSV progress" });
  await expect(bar).toBeVisible();
  const file = await download;
  await unthrottle();
  await expect(bar).toHaveAttribute("aria-valuetext", `Exported ${rows.toLocaleString("en")} rows`);
  await expect(bar).toHaveJSProperty("max", rows);
  await expect(bar).toHaveJSProperty("value", rows);
  const seen = await progressValues();
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen.filter((value) => value > 0 && value < rows).length).toBeGreaterThan(0);
  expect(seen.at(-1)).toBe(rows);

  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  const [header, ...lines] = text.trimEnd().split("\r\n");
  expect(header).toBe(
    "id,reference,status,negativeFinish,currentStepId,flowId,accountId,appId,lang,createdAt,updatedAt,flowName,failureReason,decision,decisionReason,decisionComment,decidedBy,decidedAt",
  );
  const created = lines.map((line) => line.split(",")[9] ?? "");
  expect(created).toEqual([...created].sort().reverse());
  expect(lines).toHaveLength(rows);
  expect(new Set(lines.map((line) => line.split(",")[5]))).toEqual(new Set([bulkFlowId]));

  await page.goto(`/audit?actor=${encodeURIComponent(email)}&action=processes-exported`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("audit-details")).toContainText(`Flow: ${bulkFlowId}`);
});

test("an auditor exports the filtered list as CSV, streamed, and the export is audited", async ({ page }) => {
  const email = uniqueEmail("auditor");
  idv("user:create", "--email", email, "--role", "auditor", "--password", PASSWORD);
  await signIn(page, email, PASSWORD);
  await page.goto("/processes?status=finished");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^id,reference,status,/);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.split(",")[2] === "finished")).toBe(true);

  const jsonl = await page.request.get("/exports/processes?format=jsonl&status=in-progress");
  expect(jsonl.headers()["content-type"]).toContain("application/x-ndjson");
  const rows = (await jsonl.text())
    .trimEnd()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { status: string });
  expect(rows.every((r) => r.status === "in-progress")).toBe(true);

  const audit = idv<{ entries: number }>("audit:verify");
  expect(audit.entries).toBeGreaterThan(0);
  await page.goto(`/audit?actor=${encodeURIComponent(email)}&action=processes-exported`);
  await expect(page.locator("tbody tr")).toHaveCount(2);
});

test("exports need a session", async ({ request }) => {
  const response = await request.get("/exports/processes?format=csv", { maxRedirects: 0 });
  expect([302, 303, 307]).toContain(response.status());
});
