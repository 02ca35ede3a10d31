import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";
import { serveFrom, serveOnLoopback } from "@/test/support/service-api";

// Every kind of answer, through the Node adapter the production server uses: built with its headers (success, kept
// answer, error, unknown route) or given them afterwards (none today; the fallback is unit-tested in answer.test.ts).

const API_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "cache-control": "no-store",
};

describe("the API's headers on every kind of answer", () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    database = await freshDatabase("sqlite");
    serveFrom(database.db);
    const account = await accountWithFlow(database.db, [FORM_STEP]);
    headers = { "svc-app": account.appId, "svc-credential": account.credential, "content-type": "application/json" };
    server = await serveOnLoopback();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const answer = async (method: string, path: string, init: { headers?: Record<string, string>; body?: unknown } = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: init.headers ?? headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json()) as { data?: { processId?: string }; meta?: { code: string } };
    return { status: response.status, headers: Object.fromEntries(response.headers), code: body.meta?.code, data: body.data };
  };

  it("carries them once each, with a JSON content type and the answer's own headers", async () => {
    const created = await answer("POST", "/processes", { body: {} });
    const processId = created.data?.processId;
    const keyed = { ...headers, "Idempotency-Key": "headers-key-0001" };
    const answers = {
      created,
      current: await answer("GET", `/processes/${processId}/step`),
      submitted: await answer("POST", `/processes/${processId}/step`, {
        headers: keyed,
        body: { name: "Ana Silva", email: "ana@example.pt" },
      }),
      replayed: await answer("POST", `/processes/${processId}/step`, {
        headers: keyed,
        body: { name: "Ana Silva", email: "ana@example.pt" },
      }),
      unauthenticated: await answer("GET", `/processes/${processId}/step`, { headers: {} }),
      unknownProcess: await answer("GET", "/processes/00000000-0000-4000-8000-000000000000/step"),
      unknownRoute: await answer("GET", "/nothing-here"),
      health: await answer("GET", "/health"),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, { status, code }]) => [name, [status, code]]))).toEqual({
      created: [201, "BIOPMPCS004"],
      current: [200, "BIOPMSCS001"],
      submitted: [200, "BIOPMSCS004"],
      replayed: [200, "BIOPMSCS004"],
      unauthenticated: [401, "BIOAMAGE001"],
      unknownProcess: [404, expect.stringMatching(/^BIOPM/)],
      unknownRoute: [404, "BIOPMSSE404"],
      health: [200, undefined],
    });
    for (const { headers: received } of Object.values(answers)) {
      expect(received).toMatchObject({ ...API_HEADERS, "content-type": "application/json" });
      // Written once: a header given twice would arrive joined ("nosniff, nosniff").
      expect(received["x-content-type-options"]).toBe("nosniff");
    }
    expect(answers.replayed.headers["idempotent-replayed"]).toBe("true");
    expect(answers.submitted.headers["idempotent-replayed"]).toBeUndefined();
  });
});
