import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type AppServer, freePort, startAppServer } from "../../test/support/app-server";
import { codeIn, messageCentre } from "../../test/support/message-centre";
import { CLI_NEXTAUTH_SECRET, idvIn, migrateIn, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";

// A one-time code while the operator's SMS centre is down, end to end: a server of its own with SMPP_URL pointing at a
// message centre on loopback that is not listening yet; the reviewer sees the failure, the centre comes back, the
// queued code goes out and is the one the applicant types.

const PASSWORD = "a-long-test-password";
const DIR = path.resolve(".e2e/sms-delivery");
const FLOW = {
  name: "Phone flow",
  steps: [{ id: "otp", name: "Phone", settings: { maxRetries: 1, preventPrevious: true, deviceType: "any" }, action: { type: "otp" } }],
};
test.describe.configure({ mode: "serial" });

let server: AppServer;
let centre = messageCentre();
let centrePort = 0;
let vendor: { appId: string; credential: string; accountId: string };

async function api(method: string, apiPath: string, body?: unknown) {
  const response = await fetch(`${server.url}/api${apiPath}`, {
    method,
    headers: { "svc-app": vendor.appId, "svc-credential": vendor.credential, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, envelope: (await response.json()) as { data: Record<string, unknown>; meta: { code: string } } };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  migrateIn(DIR);
  vendor = idvIn(DIR, "account:create", "--name", "Phone vendor");
  const flowFile = path.join(DIR, "flow.json");
  fs.writeFileSync(flowFile, JSON.stringify(FLOW));
  idvIn(DIR, "flow:import", flowFile, "--account", vendor.accountId, "--activate");
  // The centre's port, taken while it is down: the gateway binds to it once it listens.
  centrePort = await freePort();
  server = await startAppServer({
    databaseUrl: `file:${path.join(DIR, "e2e.db")}`,
    dataDir: path.join(DIR, "files"),
    readyTimeoutMs: 180_000,
    captureStdout: true,
    env: {
      NEXTAUTH_SECRET: CLI_NEXTAUTH_SECRET,
      SMPP_URL: `smpp://idv:s3cret@127.0.0.1:${centrePort}`,
      SMPP_SOURCE_ADDR: "IDV Test",
      LOG_LEVEL: "info",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await centre.stop().catch(() => undefined);
});

test("@sms the centre down: the case shows the code's failed delivery; once it is back the queued code goes out and verifies", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const processId = String((await api("POST", "/processes", {})).envelope.data.processId);
  const requested = await api("POST", `/processes/${processId}/step`, { phone: { country: "PT", number: "912345678" } });
  // The decided answer: the request is recorded and its SMS queued, whatever the gateway does (docs/api.md).
  expect(requested.status).toBe(200);
  expect(requested.envelope.meta.code).toBe("BIOPMSCS002");

  const email = uniqueEmail("sms-reviewer");
  idvIn(DIR, "user:create", "--email", email, "--role", "reviewer", "--password", PASSWORD);
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signIn(page, email, PASSWORD);
  await page.goto(`/processes/${processId}`);
  const codeRecord = page.getByTestId("step-record").filter({ has: page.getByTestId("panel-otp") });
  await expect(codeRecord).toContainText("failed: gateway not reachable");
  await expect(page.getByTestId("event-timeline")).toContainText("failed: gateway not reachable");
  await expect(page.getByTestId("applicant-messages")).toContainText("failed: gateway not reachable");

  centre = messageCentre();
  await centre.listen(centrePort);
  // The job's back-off (at most a minute) and the gateway's reconnection (at most 30 s).
  await expect.poll(() => centre.received.length, { timeout: 150_000 }).toBe(1);
  await expect(async () => {
    await page.reload();
    await expect(codeRecord).toContainText("delivered", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId("event-timeline")).toContainText("delivered");

  const verified = await api("POST", `/processes/${processId}/step`, { otpCode: codeIn(centre.received[0]) });
  expect(verified.status).toBe(200);
  expect(verified.envelope.meta.code).toBe("BIOPMSCS004");

  const lines = server.stdout().split("\n").filter(Boolean);
  expect(
    lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    }),
    "every line the server wrote on stdout is JSON",
  ).toEqual([]);
  expect(lines.filter((line) => line.includes('"status":"500"'))).toEqual([]);
  expect(server.stdout()).not.toContain(codeIn(centre.received[0]));
});
