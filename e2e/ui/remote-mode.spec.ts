import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { type AppServer, startAppServer } from "../../test/support/app-server";
import { CLI_NEXTAUTH_SECRET, idvIn, idvInWithInput, migrateIn, uniqueEmail } from "../support/cli";
import { demoMedia } from "../support/demo-media";
import { signIn } from "../support/sign-in";

// Remote mode end to end: a second server of this project is the remote process service (its own database and files),
// and a back office with RECORDS_SOURCE=remote (its own database) reads it only through the spec's API.

const PASSWORD = "a-long-test-password";
const REMOTE_DIR = path.resolve(".e2e/remote-service");
const OFFICE_DIR = path.resolve(".e2e/remote-office");
const FLOW = {
  name: "Remote flow",
  steps: [
    { id: "selfie", name: "Selfie", next: "form", action: { type: "face-liveness-2d" } },
    { id: "form", name: "Personal data", action: { type: "form", fields: [{ name: "name", required: true }] } },
  ],
};
// One pair of servers for the file's tests (fullyParallel would start a pair per worker on the same folders).
test.describe.configure({ mode: "serial" });

let remote: AppServer;
let office: AppServer;
let vendor: { appId: string; credential: string };

/** Every row of every table of a database file, but the API's per-call rate counter and the job queue its own workers keep. */
function dump(dir: string): string {
  const db = new Database(path.join(dir, "e2e.db"), { readonly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('_prisma_migrations', 'ApiRateWindow', 'Job', 'RecurringJobRun') ORDER BY name",
      )
      .all() as { name: string }[];
    return JSON.stringify(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1`).all()]));
  } finally {
    db.close();
  }
}

/** The remote's own work after a process finishes (its evidence file, its review case) is done: nothing owed on it. */
function settled(dir: string, processId: string): boolean {
  const db = new Database(path.join(dir, "e2e.db"), { readonly: true });
  try {
    const owed = db.prepare(`SELECT count(*) AS n FROM "Job" WHERE "subjectId" = ?`).get(processId) as { n: number };
    const process = db.prepare(`SELECT "evidenceFileId" FROM "Process" WHERE "id" = ?`).get(processId) as { evidenceFileId: string | null };
    return owed.n === 0 && process.evidenceFileId !== null;
  } finally {
    db.close();
  }
}

function count(dir: string, table: string): number {
  const db = new Database(path.join(dir, "e2e.db"), { readonly: true });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The applicant's calls to the remote service, through its API. */
async function applicant(method: string, apiPath: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${remote.url}/api${apiPath}`, {
    method,
    headers: { "svc-app": vendor.appId, "svc-credential": vendor.credential, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { data: Record<string, unknown>; meta: { code: string } };
  expect(response.status, envelope.meta.code).toBeLessThan(300);
  return envelope.data;
}

test.beforeAll(async () => {
  // Two migrations, a few operator-tool runs and two server starts: minutes on a loaded machine.
  test.setTimeout(600_000);
  for (const dir of [REMOTE_DIR, OFFICE_DIR]) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    migrateIn(dir);
  }
  vendor = idvIn(REMOTE_DIR, "account:create", "--name", "Vendor");
  const flowFile = path.join(REMOTE_DIR, "flow.json");
  fs.writeFileSync(flowFile, JSON.stringify(FLOW));
  idvIn(REMOTE_DIR, "flow:import", flowFile, "--account", (vendor as unknown as { accountId: string }).accountId, "--activate");
  remote = await startAppServer({
    databaseUrl: `file:${path.join(REMOTE_DIR, "e2e.db")}`,
    dataDir: path.join(REMOTE_DIR, "files"),
    readyTimeoutMs: 180_000,
  });
  idvInWithInput(OFFICE_DIR, vendor.credential, "remote-account:add", "--name", "Vendor");
  office = await startAppServer({
    databaseUrl: `file:${path.join(OFFICE_DIR, "e2e.db")}`,
    dataDir: path.join(OFFICE_DIR, "files"),
    readyTimeoutMs: 180_000,
    // Its log, to show that a finished process's refused files are answered, never a 500.
    captureStdout: true,
    env: { NEXTAUTH_SECRET: CLI_NEXTAUTH_SECRET, RECORDS_SOURCE: "remote", REMOTE_BASE_URL: `${remote.url}/api`, LOG_LEVEL: "info" },
  });
});

test.afterAll(async () => {
  await office?.stop();
  await remote?.stop();
});

test("@remote a reviewer looks a remote process up by id, reads its steps, events and image, notes and decides it", async ({ browser }) => {
  test.setTimeout(300_000);
  // The remote server runs the real checks: the demo applicant's own selfie passes its liveness check.
  const photo = demoMedia("selfie.jpg");
  const processId = String((await applicant("POST", "/processes", {})).processId);
  await applicant("POST", `/processes/${processId}/step`, { photo: photo.toString("base64") });
  const email = uniqueEmail("remote-reviewer");
  idvIn(OFFICE_DIR, "user:create", "--email", email, "--role", "reviewer", "--password", PASSWORD);
  const page = await (await browser.newContext({ baseURL: office.url })).newPage();
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("link", { name: "Review queue" })).toHaveCount(0);

  const before = dump(REMOTE_DIR);
  await page.getByRole("searchbox").fill(processId);
  await page.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/processes/${processId}$`));
  await expect(page.getByRole("heading", { name: /Step history \(1\)/ })).toBeVisible();
  await expect(page.locator(`[data-type="payload-submitted"]`).first()).toBeVisible();
  await expect(page.getByTestId("remote-contact")).toBeVisible();
  const record = (await (
    await page.request.get(`${remote.url}/api/processes/${processId}`, { headers: { "svc-credential": vendor.credential } })
  ).json()) as {
    data: { data: { payload: { photo: string } }[] };
  };
  const fileId = record.data.data[0]?.payload.photo.split("/").at(-1) ?? "";
  const image = await page.request.get(`/processes/${processId}/files/${fileId}`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  expect(Buffer.from(await image.body()).equals(photo)).toBe(true);
  // A running process's image loads in the page.
  const shown = page.getByTestId("viewer-image").locator("img");
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(dump(REMOTE_DIR), "reading changed nothing on the remote service").toBe(before);

  await applicant("POST", `/processes/${processId}/step`, { name: "Ana Remote" });
  await page.reload();
  await expect(page.getByRole("heading", { name: /Step history \(2\)/ })).toBeVisible();
  await expect(page.getByTestId("evidence-remote-failure")).toContainText("BIOPMSCE002");
  // Finished: the spec serves its files no more. The route answers 502 with the reason, the page a placeholder.
  const refused = await page.request.get(`/processes/${processId}/files/${fileId}`);
  expect(refused.status()).toBe(502);
  expect(((await refused.json()) as { message: string }).message).toContain("the process is finished (BIOPMSCE002)");
  await page.getByTestId("viewer-image").first().scrollIntoViewIfNeeded();
  await expect(page.getByTestId("image-unavailable")).toHaveText(
    "The remote service did not serve this image: it serves the files of running processes only, or it could not be reached.",
  );
  await expect(page.getByTestId("viewer-image").locator("img")).toHaveCount(0);
  // What the remote service does on its own (its evidence job, its recurring jobs) is not the office's writing.
  await expect.poll(() => settled(REMOTE_DIR, processId), { timeout: 120_000 }).toBe(true);
  const afterFinish = dump(REMOTE_DIR);
  await page.getByLabel(/New note/).fill("Read through the remote API");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("note").first()).toContainText("Read through the remote API");
  const bar = page.getByTestId("decision-bar");
  await bar.getByRole("radio", { name: "Approve" }).check();
  await bar.getByLabel("Reason").selectOption({ label: "Verified after manual review" });
  await bar.getByRole("button", { name: "Decide…" }).click();
  await page.getByTestId("decision-confirm").getByRole("button", { name: "Yes, approve" }).click();
  await expect(page.getByTestId("decision-in-force").getByTestId("decision-outcome")).toHaveText("Approved");

  await page.goto("/processes");
  await expect(page.getByTestId("remote-note")).toContainText("The exports hold the same processes with the decisions taken here");
  await expect(page.locator(`a[href="/processes/${processId}"]`).first()).toBeVisible();
  // The export holds what the list shows (docs/remote-mode.md): this process, finished, approved here.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  const csv = (await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"))).trimEnd();
  const [header, ...rows] = csv.split("\r\n").map((line) => line.split(","));
  expect(rows).toHaveLength(1);
  const cell = (name: string) => rows[0]?.[header?.indexOf(name) ?? -1];
  expect([cell("id"), cell("status"), cell("flowName"), cell("decision")]).toEqual([processId, "finished", "Remote flow", "approved"]);
  expect(dump(REMOTE_DIR), "notes and decisions stay in the back office").toBe(afterFinish);
  for (const table of ["Process", "StepRecord", "ProcessEvent", "StoredFile"]) expect(count(OFFICE_DIR, table), table).toBe(0);
  expect(count(OFFICE_DIR, "RemoteProcess")).toBe(1);

  const log = office.stdout().split("\n").filter(Boolean);
  const statuses = log.map((line) => JSON.parse(line) as { msg: string; status?: string }).filter((line) => line.msg === "request");
  expect(statuses.map((line) => line.status)).toContain("502");
  expect(statuses.filter((line) => line.status === "500")).toEqual([]);
});

test("@remote an admin lists, adds and removes remote accounts, never seeing a credential", async ({ browser }) => {
  const email = uniqueEmail("remote-admin");
  idvIn(OFFICE_DIR, "user:create", "--email", email, "--role", "admin", "--password", PASSWORD);
  const page = await (await browser.newContext({ baseURL: office.url })).newPage();
  await signIn(page, email, PASSWORD);
  await page.goto("/admin/remote-accounts");
  await expect(page.getByTestId("remote-base-url")).toContainText(`${remote.url}/api`);
  await expect(page.getByTestId("remote-account").filter({ hasText: "Vendor" })).toBeVisible();

  const secondCredential = `second-${crypto.randomUUID()}`;
  await page.getByLabel("Account label").fill("Second vendor");
  await page.getByLabel(/^svc-credential/).fill(secondCredential);
  await page.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByText("Added the remote account Second vendor.")).toBeVisible();
  const second = page.getByTestId("remote-account").filter({ hasText: "Second vendor" });
  await expect(second).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain(secondCredential);
  expect(html).not.toContain(vendor.credential);

  // The confirmation lived in the removed row's form: the row's absence is the answer.
  await second.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("remote-account").filter({ hasText: "Second vendor" })).toHaveCount(0);
  const db = new Database(path.join(OFFICE_DIR, "e2e.db"), { readonly: true });
  try {
    const audited = db.prepare("SELECT action FROM StaffAuditEntry WHERE action LIKE 'admin-remote-account-%' ORDER BY at").all() as {
      action: string;
    }[];
    expect(audited.map((a) => a.action)).toEqual(["admin-remote-account-added", "admin-remote-account-removed"]);
  } finally {
    db.close();
  }
  expect(count(OFFICE_DIR, "RemoteAccount")).toBe(1);
});
