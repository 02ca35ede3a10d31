import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseFindings } from "@/lib/cases/case-findings";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess, decisionHistory } from "@/lib/cases/decisions/decisions";
import { addNote, listNotes } from "@/lib/cases/notes";
import type { Db } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { exportProcesses } from "@/lib/exports/staff-downloads";
import { pngBase64 } from "@/lib/media/sample-images";
import { parseProcessQuery } from "@/lib/records/process-query";
import { addRemoteAccount } from "@/lib/records/remote/remote-accounts";
import { RemoteServiceError } from "@/lib/records/remote/remote-client";
import { openSecret } from "@/lib/records/remote/sealed-secret";
import { createRemoteProcessRecords } from "@/lib/records/remote-process-records";
import type { ProcessRecords } from "@/lib/records/types";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { fileIdFromUrl } from "@/lib/steps/common/review/file-links";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";
import { serveFrom, serveOnLoopback } from "@/test/support/service-api";

const SELFIE_STEP = { id: "selfie", name: "Selfie", action: { type: "face-liveness-2d" } };
const rui: Staff = { id: "id-rui", email: "rui@example.com", name: "rui", role: "reviewer", sessionId: "s" };

/** Every row of every table, in a stable order: what "unchanged" is compared on (but the API's own per-call rate counter). */
async function dump(db: Db): Promise<string> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('_prisma_migrations', 'ApiRateWindow') ORDER BY name",
  );
  const rows = await Promise.all(tables.map(async ({ name }) => [name, await db.$queryRawUnsafe(`SELECT * FROM "${name}" ORDER BY 1`)]));
  return JSON.stringify(rows, (_, v) => (typeof v === "bigint" ? v.toString() : v));
}

describe("remote mode: the back office reads another service's processes through its API", () => {
  let remote: TestDatabase;
  let local: TestDatabase;
  let server: Awaited<ReturnType<typeof serveOnLoopback>> | undefined;
  let baseUrl = "";
  let records: ProcessRecords;
  let processId = "";
  let otherAccountsProcess = "";
  let vendorCredential = "";
  let finishRemotely: () => Promise<void> = async () => {};
  const photo = pngBase64(640, 480);
  let fileId = "";

  /** The applicant's calls, over HTTP to the remote service. */
  async function call(account: { appId: string; credential: string }, method: string, path: string, body?: unknown) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "svc-app": account.appId, "svc-credential": account.credential, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as { data: Record<string, unknown>; meta: { code: string } };
    expect(response.status, envelope.meta.code).toBeLessThan(300);
    return envelope.data;
  }

  beforeAll(async () => {
    remote = await freshDatabase("sqlite");
    local = await freshDatabase("sqlite");
    serveFrom(remote.db);
    server = await serveOnLoopback();
    baseUrl = server.baseUrl;

    const vendor = await accountWithFlow(remote.db, [{ ...SELFIE_STEP, next: "form" }, FORM_STEP], "Vendor");
    finishRemotely = async () => {
      await call(vendor, "POST", `/processes/${processId}/step`, { name: "Ana Remote", email: "ana@example.com" });
    };
    const stranger = await accountWithFlow(remote.db, [FORM_STEP], "Stranger");
    processId = String((await call(vendor, "POST", "/processes", { reference: "ref-remote" })).processId);
    await call(vendor, "POST", `/processes/${processId}/step`, { photo });
    otherAccountsProcess = String((await call(stranger, "POST", "/processes", {})).processId);

    vendorCredential = vendor.credential;
    await addRemoteAccount(local.db, { name: "Vendor", credential: vendor.credential });
    records = createRemoteProcessRecords(local.db, { baseUrl, timeoutMs: 10_000 });
  });

  afterAll(async () => {
    await server?.close();
    await remote.drop();
    await local.drop();
  });

  it("finds a process by its id, reads its steps, events and image, and changes nothing on the remote side", async () => {
    const before = await dump(remote.db);
    expect(await records.list(parseProcessQuery({}))).toMatchObject({ rows: [] });

    const found = (await records.search(processId, { limit: 50 })).rows;
    expect(found).toMatchObject([{ id: processId, status: "in-progress", currentStepId: "form", flowName: "Test flow", matchedBy: "id" }]);
    const page = await records.get(processId);
    expect(page?.accountName).toBe("Vendor");
    expect(page?.record.data.map((d) => d.stepId)).toEqual(["selfie"]);
    expect(page?.record.events.map((e) => e.type)).toContain("payload-submitted");
    fileId = fileIdFromUrl(page?.record.data[0]?.payload.photo) ?? "";
    const file = await records.file(processId, fileId);
    expect(file).toMatchObject({ contentType: "image/png", size: Buffer.from(photo, "base64").length });
    expect(file?.content?.toString("base64")).toBe(photo);
    expect(await records.file(processId, "not-in-this-record")).toBeNull();

    expect(await dump(remote.db)).toBe(before);
    const list = await records.list(parseProcessQuery({}));
    expect(list.rows.map((r) => r.id)).toEqual([processId]);
    expect(await records.count(parseProcessQuery({ status: "in-progress" }), 100)).toEqual({ value: 1, isCapped: false });
  });

  it("follows the process as it moves on remotely, and explains why a finished process's files are refused", async () => {
    await finishRemotely();
    const page = await records.get(processId);
    expect(page?.record.data.map((d) => d.stepId)).toEqual(["selfie", "form"]);
    expect(page?.record.data[1]?.payload).toMatchObject({ name: "Ana Remote" });
    expect((await records.list(parseProcessQuery({ status: "finished" }))).rows.map((r) => r.id)).toEqual([processId]);
    await expect(records.file(processId, fileId)).rejects.toThrow("the process is finished (BIOPMSCE002)");
  });

  it("holds only the remembered summary locally: never the remote step records, events or files", async () => {
    await records.get(processId);
    expect(await local.db.remoteProcess.findMany({ select: { id: true, status: true, flowName: true } })).toEqual([
      { id: processId, status: "finished", flowName: "Test flow" },
    ]);
    expect(await local.db.process.count()).toBe(0);
    expect(await local.db.stepRecord.count()).toBe(0);
    expect(await local.db.processEvent.count()).toBe(0);
    expect(await local.db.storedFile.count()).toBe(0);
    const [account] = await local.db.remoteAccount.findMany();
    expect(account?.credentialSealed).toMatch(/^v1\./);
    expect(account?.credentialSealed).not.toContain(vendorCredential);
    expect(openSecret(account?.credentialSealed ?? "")).toBe(vendorCredential);
  });

  it("writes notes and decisions on a remembered remote process, in the local database only", async () => {
    const before = await dump(remote.db);
    await records.search(processId, { limit: 50 });
    await addNote(local.db, rui, { processId, body: "Checked against the remote record" });
    // The approval reads the remote record again: its findings (here: a check no provider analysed) need a tick each.
    const policy = { fourEyes: false, reasons: DEFAULT_REASONS, remote: { baseUrl, timeoutMs: 10_000 } };
    const approve = (acknowledged: string[]) =>
      decideProcess(local.db, {
        staff: rui,
        decision: { processId, outcome: "approved", reasonCode: "identity-verified", acknowledged },
        policy,
      });
    const findings = await caseFindings(local.db, (await records.get(processId))?.record as never, false);
    expect(findings.map((f) => f.kind)).toEqual(["not-analysed"]);
    await expect(approve([])).rejects.toThrow("1 not ticked");
    await approve(findings.map((f) => f.id));
    expect((await listNotes(local.db, rui, processId)).map((n) => n.body)).toEqual(["Checked against the remote record"]);
    expect((await decisionHistory(local.db, processId))[0]).toMatchObject({ outcome: "approved", status: "final" });
    expect((await records.list(parseProcessQuery({}))).rows[0]?.decision).toEqual({ outcome: "approved", isPending: false });
    expect(await dump(remote.db)).toBe(before);
  });

  it("exports the processes looked up, as the list shows them, with the decisions taken here, and audits the export", async () => {
    process.env.RECORDS_SOURCE = "remote";
    process.env.REMOTE_BASE_URL = baseUrl;
    resetEnvForTests();
    try {
      const request = { ip: null, userAgent: null };
      const csv = await exportProcesses(local.db, rui, new URLSearchParams({ format: "csv" }), request);
      expect(csv.total).toBe(1);
      const lines = (await new Response(csv.stream).text()).trimEnd().split("\r\n");
      expect(lines).toHaveLength(2);
      const [header, row] = lines.map((line) => line.split(","));
      const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
      expect([cell("id"), cell("status"), cell("flowName"), cell("decision"), cell("decisionReason")]).toEqual([
        processId,
        "finished",
        "Test flow",
        "approved",
        "identity-verified",
      ]);
      expect([cell("reference"), cell("accountId"), cell("failureReason")]).toEqual(["", "", ""]);

      const jsonl = await exportProcesses(local.db, rui, new URLSearchParams({ format: "jsonl", status: "in-progress" }), request);
      expect(jsonl.total).toBe(0);
      expect(await new Response(jsonl.stream).text()).toBe("");
      const audited = await local.db.staffAuditEntry.findMany({ where: { action: "processes-exported" }, select: { details: true } });
      expect(audited.map((entry) => JSON.parse(entry.details).remote)).toEqual([true, true]);
    } finally {
      delete process.env.RECORDS_SOURCE;
      delete process.env.REMOTE_BASE_URL;
      resetEnvForTests();
    }
  });

  it("finds nothing for an unknown id or another account's process, and remembers neither", async () => {
    expect(await records.search("no-such-process", { limit: 50 })).toEqual({ rows: [], count: 0, isAtLeast: false, hasNext: false });
    expect(await records.get(otherAccountsProcess)).toBeNull();
    expect(await records.exists(otherAccountsProcess)).toBe(false);
  });

  it("reports an unreachable remote service as a remote failure", async () => {
    const down = createRemoteProcessRecords(local.db, { baseUrl: "http://127.0.0.1:1/api", timeoutMs: 2000 });
    await expect(down.get(processId)).rejects.toBeInstanceOf(RemoteServiceError);
  });
});
