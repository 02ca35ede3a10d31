import path from "node:path";
import { type Browser, expect, type Page, type Request, test } from "@playwright/test";
import Database from "better-sqlite3";
import { createAccount, FORM, FORM_STEP, idv, startProcess, type TestAccount } from "../api/support";
import { idvWithInput, sentMails, uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";

// Every admin server action, replayed over HTTP by the roles that may not use it. Each action's POST is
// captured from the admin's own use of the page, retargeted at a victim resource, refused (403) for a
// reviewer and an auditor with the victim unchanged, then replayed by the admin: the same forged POST
// must change the victim, which proves the forgery was a real change and the check can fail.

const PASSWORD = "a-long-test-password";
const REFUSED_ROLES = ["reviewer", "auditor"] as const;
type Role = "admin" | (typeof REFUSED_ROLES)[number];

type Fixtures = {
  pages: Record<Role, Page>;
  own: TestAccount & { userEmail: string };
  victim: TestAccount & { userEmail: string };
  /** A reviewer who stays signed in (never disabled): the target of "end sessions" and "reset link". */
  signedInVictim: { email: string; page: Page };
  /** A reviewer no test disables: the admin's own use of "reset link" (disabled users get none). */
  spareEmail: string;
  /** Accounts whose credentials stay valid (the account actions deactivate and revoke own's and victim's): for API calls. */
  live: { own: TestAccount; victim: TestAccount };
};

type AdminAction = {
  name: string;
  /** Uses the admin page as an admin would, ending when the page reports success. */
  perform: (admin: Page, f: Fixtures) => Promise<void>;
  /** The captured body, aimed at the victim instead. */
  forge: (body: string, f: Fixtures) => string;
  /** What the forged POST would change, as a comparable value. */
  read: (admin: Page, f: Fixtures) => Promise<unknown>;
};

const FORGED = crypto.randomUUID().slice(0, 8);
const OWN = crypto.randomUUID().slice(0, 8);
const forgedEmail = `forged-${FORGED}@e2e.local`;

/**
 * One row of the e2e server's database, read-only: what a forged POST changed, read without an operator-tool call
 * (a process start and a TypeScript compile each, four reads per action).
 */
function storedRow(sql: string, ...params: string[]): unknown {
  const database = new Database(path.resolve(process.env.E2E_DIR ?? ".e2e", "e2e.db"), { readonly: true, fileMustExist: true });
  try {
    return database.prepare(sql).get(...params);
  } finally {
    database.close();
  }
}
const storedUser = (email: string) => storedRow('SELECT email, role, disabled FROM "User" WHERE email = ?', email.toLowerCase());

function accountCard(page: Page, accountId: string) {
  return page.getByRole("article").filter({ has: page.getByText(accountId, { exact: true }) });
}

async function victimCardText(admin: Page, f: Fixtures): Promise<string> {
  await admin.goto("/admin/accounts");
  return ((await accountCard(admin, f.victim.accountId).textContent()) ?? "").replace(/\s+/g, " ");
}

// Endpoints at names that never resolve (.invalid): created and listed, their deliveries retried and never sent.
const hookUrl = (label: string) => `https://${label}.example.invalid/hooks`;
const webhookEndpoint = (accountId: string, label: string) =>
  idv<{ endpointId: string }>("webhook:create", "--account", accountId, "--url", hookUrl(label)).endpointId;
async function webhookRows(admin: Page, text: string): Promise<number> {
  await admin.goto("/admin/webhooks");
  return admin.getByRole("row", { name: new RegExp(text.replaceAll(".", "\\.")) }).count();
}
const deletion: { own?: string; victim?: string } = {};
const redelivery: { victim?: string; victimDelivery?: string } = {};

/** Finishes a process of the account through the API, which queues a process.finished delivery to its endpoints. */
async function finishProcess(page: Page, account: TestAccount) {
  const processId = await startProcess(page.request, account);
  expect((await page.request.post(`/api/processes/${processId}/step`, { headers: account.headers, data: FORM })).status()).toBe(200);
}

async function deliveryIds(admin: Page, endpointId: string): Promise<string[]> {
  await admin.goto(`/admin/webhooks/${endpointId}`);
  return [...((await admin.getByRole("table").textContent()) ?? "").matchAll(/#(\d+)/g)].map((m) => m[1] as string);
}

/** The processes of the erase action: the admin erases its own; the forged POST names the victim's. */
const erasable = { own: "", victim: "" };

const ADMIN_ACTIONS: AdminAction[] = [
  {
    name: "create a user",
    async perform(admin) {
      await admin.goto("/admin/users");
      await admin.getByLabel("E-mail", { exact: true }).fill(`own-${OWN}@e2e.local`);
      await admin.getByRole("button", { name: "Create user" }).click();
      await expect(admin.getByText(`Created reviewer own-${OWN}@e2e.local`)).toBeVisible();
    },
    forge: (body) => body.replaceAll(`own-${OWN}`, `forged-${FORGED}`),
    read: async () => storedUser(forgedEmail) !== undefined,
  },
  {
    name: "disable a user",
    async perform(admin, f) {
      await admin.goto("/admin/users");
      const row = admin.getByRole("row", { name: new RegExp(f.own.userEmail) });
      await row.getByRole("button", { name: "Disable" }).click();
      await expect(row).toContainText("Disabled");
    },
    forge: (body, f) => body.replaceAll(f.own.userEmail, f.victim.userEmail),
    read: async (_admin, f) => storedUser(f.victim.userEmail),
  },
  {
    name: "change a user's role",
    async perform(admin, f) {
      await admin.goto("/admin/users");
      const row = admin.getByRole("row", { name: new RegExp(f.own.userEmail) });
      await row.getByLabel(`Role of ${f.own.userEmail}`).selectOption("auditor");
      await row.getByRole("button", { name: "Change role" }).click();
      await expect(row).toContainText(`${f.own.userEmail} is now auditor.`);
    },
    forge: (body, f) => body.replaceAll(f.own.userEmail, f.victim.userEmail),
    read: async (_admin, f) => (storedUser(f.victim.userEmail) as { role: string } | undefined)?.role,
  },
  {
    name: "end a user's sessions",
    async perform(admin, f) {
      await admin.goto("/admin/users");
      const row = admin.getByRole("row", { name: new RegExp(f.own.userEmail) });
      await row.getByRole("button", { name: "End sessions" }).click();
      await expect(row).toContainText(`open session(s) of ${f.own.userEmail}`);
    },
    forge: (body, f) => body.replaceAll(f.own.userEmail, f.signedInVictim.email),
    read: async (_admin, f) => (await f.signedInVictim.page.request.get("/processes", { maxRedirects: 0 })).status(),
  },
  {
    name: "send a password reset link",
    async perform(admin, f) {
      await admin.goto("/admin/users");
      const row = admin.getByRole("row", { name: new RegExp(f.spareEmail) });
      await row.getByRole("button", { name: "Send reset link" }).click();
      await expect(row).toContainText(`Sent a one-time reset link to ${f.spareEmail}`);
    },
    forge: (body, f) => body.replaceAll(f.spareEmail, f.signedInVictim.email),
    read: async (_admin, f) => sentMails().filter((m) => m.to.includes(f.signedInVictim.email)).length,
  },
  {
    name: "create an account",
    async perform(admin) {
      await admin.goto("/admin/accounts");
      await admin.getByLabel("Name", { exact: true }).fill(`Own account ${OWN}`);
      await admin.getByRole("button", { name: "Create account" }).click();
      await expect(admin.getByText("Created the account with application")).toBeVisible();
    },
    forge: (body) => body.replaceAll(`Own account ${OWN}`, `Forged account ${FORGED}`),
    async read(admin) {
      await admin.goto("/admin/accounts");
      return admin.getByRole("heading", { name: `Forged account ${FORGED}` }).count();
    },
  },
  {
    name: "deactivate an account",
    async perform(admin, f) {
      await admin.goto("/admin/accounts");
      await accountCard(admin, f.own.accountId).getByRole("button", { name: "Deactivate" }).click();
      await expect(accountCard(admin, f.own.accountId)).toContainText("Account deactivated.");
    },
    forge: (body, f) => body.replaceAll(f.own.accountId, f.victim.accountId),
    read: victimCardText,
  },
  {
    name: "add an application",
    async perform(admin, f) {
      await admin.goto("/admin/accounts");
      const card = accountCard(admin, f.own.accountId);
      await card.getByLabel("Application name").fill(`own-app-${OWN}`);
      await card.getByRole("button", { name: "Add application" }).click();
      await expect(card).toContainText("Created application");
    },
    forge: (body, f) => body.replaceAll(f.own.accountId, f.victim.accountId).replaceAll(`own-app-${OWN}`, `forged-app-${FORGED}`),
    read: victimCardText,
  },
  {
    name: "create a credential",
    async perform(admin, f) {
      await admin.goto("/admin/accounts");
      const card = accountCard(admin, f.own.accountId);
      await card.getByRole("button", { name: "New credential" }).click();
      await expect(card).toContainText("Created credential");
    },
    forge: (body, f) => body.replaceAll(f.own.accountId, f.victim.accountId),
    read: victimCardText,
  },
  {
    name: "revoke a credential",
    async perform(admin, f) {
      await admin.goto("/admin/accounts");
      const credential = accountCard(admin, f.own.accountId).getByRole("listitem").filter({ hasText: f.own.credentialId });
      await credential.getByRole("button", { name: "Revoke" }).click();
      await expect(credential).toContainText("revoked");
    },
    forge: (body, f) => body.replaceAll(f.own.credentialId, f.victim.credentialId),
    read: victimCardText,
  },
  {
    name: "import a flow",
    async perform(admin, f) {
      await admin.goto("/admin/flows");
      await admin.getByRole("combobox", { name: /^Account/ }).selectOption(f.own.accountId);
      await admin.getByLabel("Flow JSON").fill(JSON.stringify({ name: `Own flow ${OWN}`, steps: [FORM_STEP], settings: [] }));
      await admin.getByRole("button", { name: "Import" }).click();
      await expect(admin.getByText(/Imported flow/)).toBeVisible();
    },
    forge: (body, f) => body.replaceAll(f.own.accountId, f.victim.accountId).replaceAll(`Own flow ${OWN}`, `Forged flow ${FORGED}`),
    async read(admin) {
      await admin.goto("/admin/flows");
      return admin.getByRole("row", { name: new RegExp(`Forged flow ${FORGED}`) }).count();
    },
  },
  {
    name: "deactivate a flow",
    async perform(admin, f) {
      await admin.goto("/admin/flows");
      const row = admin.getByRole("row", { name: new RegExp(f.own.flowId) });
      await row.getByRole("button", { name: "Deactivate" }).click();
      await expect(row).toContainText("Flow deactivated");
    },
    forge: (body, f) => body.replaceAll(f.own.flowId, f.victim.flowId),
    read: async (_admin, f) =>
      (storedRow('SELECT active FROM "Flow" WHERE id = ?', f.victim.flowId) as { active: number } | undefined)?.active,
  },
  {
    name: "add a webhook endpoint",
    async perform(admin, f) {
      await admin.goto("/admin/webhooks");
      await admin.getByRole("combobox", { name: "Account", exact: true }).selectOption(f.own.accountId);
      await admin.getByLabel("URL").fill(hookUrl(`own-${OWN}`));
      await admin.getByRole("button", { name: "Add endpoint" }).click();
      await expect(admin.getByText(/Created endpoint/)).toBeVisible();
    },
    forge: (body, f) => body.replaceAll(f.own.accountId, f.victim.accountId).replaceAll(`own-${OWN}`, `forged-${FORGED}`),
    read: (admin) => webhookRows(admin, hookUrl(`forged-${FORGED}`)),
  },
  {
    name: "delete a webhook endpoint",
    async perform(admin, f) {
      const own = webhookEndpoint(f.own.accountId, `delete-own-${OWN}`);
      deletion.victim = webhookEndpoint(f.victim.accountId, `delete-victim-${FORGED}`);
      await admin.goto("/admin/webhooks");
      await admin
        .getByRole("row", { name: new RegExp(own) })
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(admin.getByRole("row", { name: new RegExp(own) })).toHaveCount(0);
      deletion.own = own;
    },
    forge: (body) => body.replaceAll(deletion.own ?? "", deletion.victim ?? ""),
    read: (admin) => webhookRows(admin, deletion.victim ?? ""),
  },
  {
    name: "redeliver a webhook",
    async perform(admin, f) {
      const own = webhookEndpoint(f.live.own.accountId, `redeliver-own-${OWN}`);
      redelivery.victim = webhookEndpoint(f.live.victim.accountId, `redeliver-victim-${FORGED}`);
      await finishProcess(admin, f.live.own);
      await finishProcess(admin, f.live.victim);
      redelivery.victimDelivery = (await deliveryIds(admin, redelivery.victim))[0];
      await admin.goto(`/admin/webhooks/${own}`);
      await admin.getByRole("button", { name: "Redeliver" }).first().click();
      await expect(admin.getByText(/Queued again as delivery/)).toBeVisible();
    },
    forge: (body) => body.replace(/(deliveryId"\r\n\r\n)\d+/, `$1${redelivery.victimDelivery}`),
    read: async (admin) => (await deliveryIds(admin, redelivery.victim ?? "")).length,
  },
  {
    name: "allow links to other addresses",
    async perform(admin) {
      await admin.goto("/admin/settings");
      await admin.getByLabel(/Also to another address/).check();
      await admin.getByRole("button", { name: "Save" }).click();
      await expect(admin.getByText("Reviewers may now send a link to another address")).toBeVisible();
    },
    forge: (body) => body.replaceAll("other-with-reason", "applicant-only"),
    async read(admin) {
      await admin.goto("/admin/settings");
      return admin.getByLabel(/Also to another address/).isChecked();
    },
  },
  {
    name: "add a remote account",
    async perform(admin) {
      await addRemoteAccount(admin, `own-${OWN}-remote`);
    },
    forge: (body) => body.replaceAll(`own-${OWN}`, `forged-${FORGED}`),
    read: (admin) => remoteAccountRows(admin, `forged-${FORGED}-remote`),
  },
  {
    name: "remove a remote account",
    async perform(admin) {
      for (const name of [`rm-victim-${FORGED}`, `rm-own-${OWN}`])
        idvWithInput(`credential-of-${name}`, "remote-account:add", "--name", name);
      await admin.goto("/admin/remote-accounts");
      await admin
        .getByTestId("remote-account")
        .filter({ hasText: `rm-own-${OWN}` })
        .getByRole("button", { name: "Remove" })
        .click();
      await expect(admin.getByTestId("remote-account").filter({ hasText: `rm-own-${OWN}` })).toHaveCount(0);
    },
    forge: (body) => body.replaceAll(`rm-own-${OWN}`, `rm-victim-${FORGED}`),
    read: (admin) => remoteAccountRows(admin, `rm-victim-${FORGED}`),
  },
  {
    name: "erase a process",
    async perform(admin, f) {
      erasable.own = await startProcess(admin.request, f.live.own);
      erasable.victim = await startProcess(admin.request, f.live.victim);
      await admin.goto("/admin/retention");
      const form = admin.locator("form").filter({ has: admin.getByRole("button", { name: "Erase this process" }) });
      await form.getByLabel("Process id").fill(erasable.own);
      await form.getByLabel(/^Reason/).fill("e2e erasure request");
      await form.getByRole("button", { name: "Erase this process" }).click();
      await expect(admin.getByText(`Process ${erasable.own} erased`)).toBeVisible();
    },
    forge: (body) => body.replaceAll(erasable.own, erasable.victim),
    read: async (admin, f) =>
      (await admin.request.get(`/api/processes/${erasable.victim}/step`, { headers: f.live.victim.headers })).status(),
  },
];

async function addRemoteAccount(admin: Page, name: string): Promise<void> {
  await admin.goto("/admin/remote-accounts");
  await admin.getByLabel("Account label").fill(name);
  await admin.getByLabel(/^svc-credential/).fill(`credential-of-${name}`);
  await admin.getByRole("button", { name: "Add account" }).click();
  await expect(admin.getByText(`Added the remote account ${name}.`)).toBeVisible();
}

async function remoteAccountRows(admin: Page, name: string): Promise<number> {
  await admin.goto("/admin/remote-accounts");
  return admin.getByTestId("remote-account").filter({ hasText: name }).count();
}

async function signedInPage(browser: Browser, role: Role): Promise<Page> {
  const email = uniqueEmail(role);
  idv("user:create", "--email", email, "--role", role, "--password", PASSWORD);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

function fixtureAccount(label: string): TestAccount & { userEmail: string } {
  const userEmail = uniqueEmail(`${label}-user`);
  idv("user:create", "--email", userEmail, "--role", "reviewer", "--password", PASSWORD);
  return { ...createAccount({ name: `${label} flow`, steps: [FORM_STEP] }), userEmail };
}

async function replay(as: Page, original: Request, body: string) {
  const headers = Object.fromEntries(
    Object.entries(original.headers()).filter(([k]) => ["next-action", "content-type", "accept", "next-router-state-tree"].includes(k)),
  );
  return as.request.post(original.url(), { headers, data: body, maxRedirects: 0 });
}

test.describe("admin actions over HTTP", () => {
  // In order, in one worker: the fixtures (seven users, four accounts, four sign-ins) are made once, not once in each
  // worker the actions would spread over. Retries, if any, run on their own.
  test.describe.configure({ mode: "default" });
  let f: Fixtures;

  test.beforeAll(async ({ browser }, testInfo) => {
    // Seven sign-ins and two accounts: more than one test's time on a loaded machine.
    testInfo.setTimeout(240_000);
    const [admin, reviewer, auditor] = [
      await signedInPage(browser, "admin"),
      await signedInPage(browser, "reviewer"),
      await signedInPage(browser, "auditor"),
    ];
    const signedInVictim = uniqueEmail("signed-in-victim");
    idv("user:create", "--email", signedInVictim, "--role", "reviewer", "--password", PASSWORD);
    const victimPage = await (await browser.newContext()).newPage();
    await signIn(victimPage, signedInVictim, PASSWORD);
    f = {
      pages: { admin, reviewer, auditor },
      own: fixtureAccount("own"),
      victim: fixtureAccount("victim"),
      signedInVictim: { email: signedInVictim, page: victimPage },
      spareEmail: uniqueEmail("spare"),
      live: {
        own: createAccount({ name: "live own flow", steps: [FORM_STEP] }),
        victim: createAccount({ name: "live victim flow", steps: [FORM_STEP] }),
      },
    };
    idv("user:create", "--email", f.spareEmail, "--role", "reviewer", "--password", PASSWORD);
  });

  test.afterAll(async () => {
    for (const page of [...Object.values(f?.pages ?? {}), f?.signedInVictim.page]) await page?.context().close();
  });

  for (const action of ADMIN_ACTIONS) {
    test(`${action.name}: refused (403, nothing changes) for a reviewer and an auditor; the same POST works for an admin`, async () => {
      const admin = f.pages.admin;
      const captured = admin.waitForRequest((r) => r.method() === "POST" && Boolean(r.headers()["next-action"]));
      await action.perform(admin, f);
      const original = await captured;
      const forged = action.forge(original.postData() ?? "", f);
      expect(forged).not.toBe(original.postData());

      const before = await action.read(admin, f);
      for (const role of REFUSED_ROLES) {
        expect((await replay(f.pages[role], original, forged)).status(), role).toBe(403);
        expect(await action.read(admin, f), `${role} changed nothing`).toEqual(before);
      }
      expect((await replay(admin, original, forged)).status()).toBe(200);
      expect(await action.read(admin, f), "the admin's forged POST is a real change").not.toEqual(before);
    });
  }

  test("the admin pages and the flow export answer 403 to a reviewer and an auditor", async () => {
    const urls = [
      "/admin/users",
      "/admin/accounts",
      "/admin/flows",
      "/admin/settings",
      "/admin/webhooks",
      "/admin/retention",
      "/admin/remote-accounts",
      `/admin/flows/${f.victim.flowId}/export`,
    ];
    for (const role of REFUSED_ROLES)
      for (const url of urls) expect((await f.pages[role].request.get(url, { maxRedirects: 0 })).status(), `${role} ${url}`).toBe(403);
  });
});
