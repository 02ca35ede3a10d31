import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { scheduleRecurringJobs } from "@/lib/jobs/recurring-jobs";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { createCredential } from "@/lib/provisioning/credentials";
import { serviceApp } from "@/lib/service/http/app";
import { freshDatabase, PAIRED_DATABASE_KINDS, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow } from "@/test/support/service";
import { type ApiAnswer, type ApiCall, apiClient, currentStepId, serveFrom } from "@/test/support/service-api";

const NAME_FORM = (id: string) => ({ id, name: id, action: { type: "form", fields: [{ name: "name", required: true }] } });
/** s1–s3 take the same body: a duplicate of an s1 submission is also a well-formed s2 (and s3) submission. */
const SAME_SHAPE_STEPS = [NAME_FORM("s1"), NAME_FORM("s2"), NAME_FORM("s3"), { id: "s4", name: "s4", action: { type: "aml" } }];
const ANA = { name: "Ana Silva" };
const HOUR = 3_600_000;

const keyed = (key: string) => ({ "Idempotency-Key": key });
const stepIdOf = (answer?: ApiAnswer) => (answer?.data as { step?: { id: string } } | undefined)?.step?.id;
const newKey = () => `key-${crypto.randomUUID()}`;

describe.each(PAIRED_DATABASE_KINDS)("duplicate submissions on %s", (kind) => {
  let database: TestDatabase;
  let api: ApiCall;
  let account: Awaited<ReturnType<typeof accountWithFlow>>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    serveFrom(database.db);
    account = await accountWithFlow(database.db, SAME_SHAPE_STEPS);
    api = apiClient(account);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await database.drop();
  });

  const startProcess = async (call: ApiCall = api) =>
    ((await call("POST", "/processes", { body: {} })).data as { processId: string }).processId;
  const submit = (processId: string, body: unknown, headers: Record<string, string> = {}, call: ApiCall = api) =>
    call("POST", `/processes/${processId}/step`, { body, headers });
  const recordsOf = async (processId: string) =>
    ((await api("GET", `/processes/${processId}`)).data as { data: { stepId: string }[] }).data.map((r) => r.stepId);
  const parallel = (count: number, send: () => Promise<ApiAnswer>) => Promise.all(Array.from({ length: count }, send));

  it("without svc-step or Idempotency-Key, applies each submission to whatever step is current when it arrives", async () => {
    const processId = await startProcess();
    const answers = await parallel(20, () => submit(processId, ANA));
    const applied = answers.filter((a) => a.status === 200);
    expect(answers.every((a) => a.status === 200 || (a.status === 409 && a.code === "BIOPMSSE409"))).toBe(true);
    const records = await recordsOf(processId);
    // Each applied duplicate passed the step that was current when it arrived: s1, then s2, then s3.
    expect(records).toEqual(["s1", "s2", "s3"].slice(0, applied.length));
    expect(applied.length).toBeGreaterThanOrEqual(1);
  });

  it("with svc-step, applies exactly one of 20 identical submissions", async () => {
    const processId = await startProcess();
    const answers = await parallel(20, () => submit(processId, ANA, { "svc-step": "s1" }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === "BIOPMSSE409")).toHaveLength(19);
    expect(await recordsOf(processId)).toEqual(["s1"]);
  });

  it("with one Idempotency-Key, applies exactly one of 20 identical submissions and gives all 20 the same answer", async () => {
    const processId = await startProcess();
    const key = newKey();
    const answers = await parallel(20, () => submit(processId, ANA, keyed(key)));
    expect(await recordsOf(processId)).toEqual(["s1"]);
    expect(await currentStepId(api, processId)).toBe("s2");
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    expect(stepIdOf(answers[0])).toBe("s2");
    expect(await database.db.idempotentRequest.count({ where: { key } })).toBe(1);
  });

  it("answers a retry with the stored first answer, byte for byte, after the process has moved on", async () => {
    const processId = await startProcess();
    const key = newKey();
    const first = await submit(processId, ANA, keyed(key));
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    expect((await submit(processId, ANA, keyed(newKey()))).status).toBe(200);
    const retry = await submit(processId, { name: "Ana Silva" }, keyed(key));
    expect({ status: retry.status, text: retry.text }).toEqual({ status: first.status, text: first.text });
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await recordsOf(processId)).toEqual(["s1", "s2"]);
  });

  it("refuses the key with another body, another process or another endpoint (409 BIOPMIKE001), changing nothing", async () => {
    const processId = await startProcess();
    const other = await startProcess();
    const key = newKey();
    expect((await submit(processId, ANA, keyed(key))).status).toBe(200);
    for (const answer of [
      await submit(processId, { name: "Someone Else" }, keyed(key)),
      await submit(other, ANA, keyed(key)),
      await api("POST", `/processes/${processId}/step/back`, { headers: keyed(key) }),
      await api("POST", "/processes", { body: {}, headers: keyed(key) }),
    ]) {
      expect(`${answer.status} ${answer.code}`).toBe("409 BIOPMIKE001");
      expect(answer.message).toMatch(/Idempotency-Key/);
    }
    expect(await recordsOf(processId)).toEqual(["s1"]);
    expect(await recordsOf(other)).toEqual([]);
    expect(await currentStepId(api, processId)).toBe("s2");
  });

  it("keeps nothing for a refused body: the same key may then carry the corrected one", async () => {
    const processId = await startProcess();
    const key = newKey();
    expect((await submit(processId, { name: "" }, keyed(key))).status).toBe(400);
    expect((await submit(processId, ANA, keyed(key))).status).toBe(200);
    expect(await recordsOf(processId)).toEqual(["s1"]);
  });

  it("scopes keys per credential", async () => {
    const processId = await startProcess();
    const second = await createCredential(database.db, account.accountId);
    const otherCaller = apiClient({ appId: account.appId, credential: second.secret });
    const key = newKey();
    expect((await submit(processId, ANA, keyed(key))).status).toBe(200);
    const theirs = await submit(processId, ANA, keyed(key), otherCaller);
    expect(theirs.headers.get("Idempotent-Replayed")).toBeNull();
    expect(stepIdOf(theirs)).toBe("s3");
    expect(await recordsOf(processId)).toEqual(["s1", "s2"]);
  });

  it("creates one process and goes back one step however often a keyed request is repeated", async () => {
    const createKey = newKey();
    const created = await parallel(5, () => api("POST", "/processes", { body: { reference: createKey }, headers: keyed(createKey) }));
    expect(new Set(created.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    expect(created[0]?.status).toBe(201);
    expect(await database.db.process.count({ where: { reference: createKey } })).toBe(1);

    const processId = (created[0]?.data as { processId?: string } | undefined)?.processId ?? "";
    await submit(processId, ANA);
    await submit(processId, ANA);
    const backKey = newKey();
    const backs = [
      ...(await parallel(5, () => api("POST", `/processes/${processId}/step/back`, { headers: keyed(backKey) }))),
      await api("POST", `/processes/${processId}/step/back`, { headers: keyed(backKey) }),
    ];
    expect(new Set(backs.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    expect(await currentStepId(api, processId)).toBe("s2");
  });

  it("keeps a recorded failed check's 422: a retry does not count a second failure", async () => {
    const codeStep = { id: "code", name: "Code", settings: { maxRetries: 3 }, action: { type: "otp" } };
    const caller = apiClient(await accountWithFlow(database.db, [codeStep, NAME_FORM("after")]));
    const processId = await startProcess(caller);
    expect((await submit(processId, { phone: { country: "PT", number: "912345678" } }, {}, caller)).status).toBe(200);
    const records = async () => ((await caller("GET", `/processes/${processId}`)).data as { data: unknown[] }).data;
    const before = await records();
    const key = newKey();
    // A wrong code is a failed check the engine records (one chance in a million that the sent code is 000000).
    const first = await submit(processId, { otpCode: "000000" }, keyed(key), caller);
    const afterFirst = await records();
    const retry = await submit(processId, { otpCode: "000000" }, keyed(key), caller);
    expect(`${first.status} ${first.code}`).toBe("422 BIOPMSSE422");
    expect({ status: retry.status, text: retry.text }).toEqual({ status: first.status, text: first.text });
    expect(afterFirst.length).toBe(before.length + 1);
    expect(await records()).toEqual(afterFirst);
  });

  it("forgets a key after 24 hours and deletes it (the clock is injected)", async () => {
    const start = new Date("2031-03-01T10:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const processId = await startProcess();
    const key = newKey();
    const first = await submit(processId, ANA, keyed(key));
    vi.setSystemTime(start.getTime() + 24 * HOUR - 60_000);
    const replay = await submit(processId, ANA, keyed(key));
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    vi.setSystemTime(start.getTime() + 24 * HOUR + 60_000);
    const fresh = await submit(processId, ANA, keyed(key));
    expect(fresh.headers.get("Idempotent-Replayed")).toBeNull();
    expect(stepIdOf(fresh)).toBe("s3");
    expect(await recordsOf(processId)).toEqual(["s1", "s2"]);
    // The expired keys of every credential are deleted by a recurring job, once per interval across servers.
    vi.setSystemTime(start.getTime() + 72 * HOUR);
    const { db } = database;
    expect(await db.idempotentRequest.count({ where: { expiresAt: { lte: new Date() } } })).toBeGreaterThan(0);
    await scheduleRecurringJobs(db);
    const lease = await claimJob(db, jobId("expired-idempotency-keys", "installation"));
    expect(lease && (await runClaimedJob(db, lease))).toBe(true);
    expect(await db.idempotentRequest.count({ where: { expiresAt: { lte: new Date() } } })).toBe(0);
  });

  it("documents the header in the OpenAPI document, on every endpoint that takes it", async () => {
    type Operation = { parameters: { name: string }[]; responses: Record<string, { description: string }>; description?: string };
    const doc = (await (await serviceApp().fetch(new Request("http://localhost/api/openapi.json"))).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const taking = ["/processes", "/processes/{id}/step", "/processes/{id}/step/back", "/videoconference/{id}/join"];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const takesKey = method === "post" && taking.includes(path);
        expect(
          operation.parameters.some((p) => p.name === "Idempotency-Key"),
          `${method} ${path}`,
        ).toBe(takesKey);
        if (takesKey) expect(operation.responses["409"]?.description).toContain("BIOPMIKE001");
      }
    expect(doc.paths["/processes/{id}/step"]?.post?.description).toMatch(
      /Without `svc-step` or `Idempotency-Key`, each submission applies/,
    );
  });

  it("refuses a malformed key, and a key on send-email, which cannot promise one e-mail", async () => {
    const processId = await startProcess();
    for (const key of ["", " ", "x".repeat(256), "tab\tkey"]) {
      const answer = await submit(processId, ANA, keyed(key));
      if (key.trim() === "") expect(answer.status).toBe(200);
      else expect(`${answer.status} ${answer.code} ${answer.message}`).toMatch(/^400 BIOPMSSE400 Idempotency-Key:/);
    }
    const email = await api("POST", "/providers/custom/email01/send-email", {
      body: { template: "link", processId, email: "ana@example.pt", name: "Ana" },
      headers: keyed(newKey()),
    });
    expect(`${email.status} ${email.code} ${email.message}`).toMatch(/^400 BIOPMSSE400 Idempotency-Key:/);
  });
});
