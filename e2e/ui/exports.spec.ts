import { expect, test } from "@playwright/test";
import { idv, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";

const PASSWORD = "a-long-test-password";

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
