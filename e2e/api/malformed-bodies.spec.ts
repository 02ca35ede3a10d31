import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import fc from "fast-check";
import { createAccount, expectSuccess, idv, startProcess, type TestAccount } from "./support";

const RUNS = 220;

// Anything JSON-ish that is not a valid body: wrong types, unknown keys, huge strings, nesting, non-JSON text.
const anyJson = fc.jsonValue({ maxDepth: 3 });
const objectish = fc.dictionary(
  fc.oneof(
    fc.constantFrom("name", "email", "phone", "otpCode", "reference", "template", "processId", "__proto__", "constructor"),
    fc.string(),
  ),
  anyJson,
  { maxKeys: 6 },
);
const rawText = fc.oneof(fc.string(), fc.constantFrom("{", "[1,", '{"a":}', "null", "true", "\u0000", "{}}"));
const malformed = fc.oneof(
  anyJson.map((v) => JSON.stringify(v)),
  objectish.map((v) => JSON.stringify(v)),
  rawText,
);

async function fuzz(
  request: import("@playwright/test").APIRequestContext,
  path: string,
  headers: Record<string, string>,
  isValid: (body: string) => boolean,
) {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(malformed, async (body) => {
      if (isValid(body)) return;
      const response = await request.post(path, { headers, data: body });
      const status = response.status();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const envelope = (await response.json()) as { data: unknown; meta: { code: string; message: string }; status: boolean };
      expect(status, `${status} for ${body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(envelope).toMatchObject({ data: {}, status: false });
      expect(typeof envelope.meta.code).toBe("string");
    }),
    { numRuns: RUNS },
  );
  return statuses;
}

/**
 * The account's headers with a credential of its own: a fuzz round is hundreds of requests, and two rounds on one
 * credential would overrun the e2e server's rate limit (300 a minute) on a fast machine.
 */
function freshCredential(account: TestAccount): Record<string, string> {
  const { credential } = idv<{ credential: string }>("credential:create", "--account", account.accountId);
  return { ...account.headers, "svc-credential": credential };
}

async function recordOf(request: import("@playwright/test").APIRequestContext, account: TestAccount, id: string) {
  return (await expectSuccess(await request.get(`/api/processes/${id}`, { headers: account.headers }), 200, "BIOPMPCS003")).data as {
    data: unknown[];
    events: unknown[];
  };
}

test.describe("malformed bodies never get a 5xx and record nothing", () => {
  // Hundreds of requests each: give a loaded machine time.
  test.describe.configure({ timeout: 240_000 });

  test("POST /processes/{id}/step (form, otp)", async ({ request }) => {
    const account = createAccount({
      name: "Fuzz",
      steps: [
        {
          id: "form",
          name: "Form",
          action: {
            type: "form",
            fields: [
              { name: "name", required: true },
              { name: "email", required: true },
            ],
          },
        },
        { id: "otp", name: "OTP", action: { type: "otp" } },
      ],
    });
    const id = await startProcess(request, account);
    await fuzz(request, `/api/processes/${id}/step`, account.headers, () => false);
    expect(await recordOf(request, account, id)).toMatchObject({ data: [], events: [{ type: "process-created" }] });
    await expectSuccess(
      await request.post(`/api/processes/${id}/step`, { headers: account.headers, data: { name: "Ana", email: "a@b.pt" } }),
      200,
      "BIOPMSCS002",
    );
    await fuzz(request, `/api/processes/${id}/step`, freshCredential(account), () => false);
    expect((await recordOf(request, account, id)).data).toHaveLength(1);
  });

  test("POST /processes", async ({ request }) => {
    const account = createAccount({ name: "Fuzz create", steps: [{ id: "aml", name: "AML", action: { type: "aml" } }] });
    let skipped = 0;
    await fuzz(request, "/api/processes", account.headers, (body) => {
      // A valid creation body ({} or {reference: non-empty string}) is not malformed: it is skipped, not sent.
      try {
        const value = JSON.parse(body) as unknown;
        const isValid =
          value !== null &&
          typeof value === "object" &&
          !Array.isArray(value) &&
          Object.keys(value).every((k) => k === "reference") &&
          (!("reference" in value) ||
            (typeof value.reference === "string" && value.reference.trim().length > 0 && value.reference.trim().length <= 200));
        if (isValid) skipped++;
        return isValid;
      } catch {
        // An empty body is a valid creation without a reference.
        if (body.trim() === "") skipped++;
        return body.trim() === "";
      }
    });
    expect(skipped).toBeLessThan(RUNS / 2);
    // No malformed body made a process (read straight from the server's database, read-only).
    const database = new Database(path.resolve(process.env.E2E_DIR ?? ".e2e", "e2e.db"), { readonly: true, fileMustExist: true });
    const row = database.prepare('SELECT COUNT(*) AS n FROM "Process" WHERE "accountId" = ?').get(account.accountId) as { n: number };
    database.close();
    expect(row.n).toBe(0);
  });

  test("POST /providers/custom/email01/send-email", async ({ request }) => {
    const account = createAccount({ name: "Fuzz mail", steps: [{ id: "aml", name: "AML", action: { type: "aml" } }] });
    const id = await startProcess(request, account);
    await fuzz(request, "/api/providers/custom/email01/send-email", account.headers, () => false);
    const withProcess = fc
      .record({ template: anyJson, processId: fc.constant(id), email: anyJson, name: anyJson })
      .map((v) => JSON.stringify(v));
    const headers = freshCredential(account);
    await fc.assert(
      fc.asyncProperty(withProcess, async (body) => {
        const response = await request.post("/api/providers/custom/email01/send-email", { headers, data: body });
        expect(response.status()).toBe(400);
      }),
      { numRuns: 50 },
    );
  });
});
