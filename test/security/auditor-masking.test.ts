import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { caseFindings } from "@/lib/cases/case-findings";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess } from "@/lib/cases/decisions/decisions";
import { addNote, editNote } from "@/lib/cases/notes";
import { portugueseIdCard } from "@/lib/demo/demo-identities";
import { renderDemoDocument } from "@/lib/demo/render-demo-document";
import { readZipEntries } from "@/lib/exports/audit-bundle/verify-audit-bundle";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import { createUser } from "@/lib/staff/users";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { createShowcaseProcess } from "@/scripts/review/showcase-process";
import { type AppServer, startAppServer } from "../support/app-server";
import { runIdv } from "../support/cli";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow } from "../support/service";
import { type StaffClient, signInOverHttp } from "../support/staff-http";

// Issue 12, defect 7: with MASK_PERSONAL_DATA_FOR_AUDITORS on (the default), every path that serves an
// applicant's data to an auditor (record page, notes, files, bundle, exports, list, search, audit log)
// follows one rule; reviewers still see everything. Driven over HTTP against the production server.

const PASSWORD = "a-long-test-password";
const APPLICANT = {
  name: "Maria Inês Conceição Sousa",
  email: "maria.sousa@example.pt",
  phone: { country: "PT", number: "912345678" },
  birthday: "1987-04-12",
  country: "PT",
  zipcode: { country: "PT", number: "1000-001" },
};
const NOTE = `Called Maria Inês Conceição Sousa on 912345678: document C12345678 is hers.`;
/** What must never reach an auditor, in any form the record, the OCR or a note carries it. */
const PERSONAL_VALUES = [
  "Maria",
  "MARIA",
  "Sousa",
  "SOUSA",
  "maria.sousa@example.pt",
  "912345678",
  "1987-04-12",
  "1000-001",
  "C12345678",
  "1990-04-12",
  "2031-05-30",
  // The same dates as the pages write them in the reader's words (lib/i18n/format.ts).
  "12 Apr 1987",
  "12 Apr 1990",
  "30 May 2031",
  "900412",
  // the showcase process
  "Ana Sofia",
  "ANA SOFIA",
  "SILVA",
  "000123456",
  "1990-04-01",
  "ana.silva@example.pt",
  "Lisboa",
  "Rui Costa",
  "913000000",
];

const step = (id: string, type: string, action: Record<string, unknown> = {}) => ({
  id,
  name: `Step ${id}`,
  settings: { maxRetries: 3, preventPrevious: false, deviceType: "any" },
  action: { type, provider: { providerId: "local", provider: type }, ...action },
});
const FLOW = [
  step("form", "form", { fields: ["name", "email", "phone", "birthday", "country", "zipcode"].map((name) => ({ name })) }),
  // No validation fails the step: the record keeps whatever the OCR read, BAD verdicts included.
  step("document", "document-ocr", { settings: { requiredValidations: [] } }),
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), "idv-masking-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

type StepJson = {
  action: string;
  status: boolean;
  payload: Record<string, unknown>;
  provider: { status?: boolean; result?: Record<string, unknown> };
  error: Record<string, unknown>;
};
type Manifest = { files: { path: string; sha256: string }[]; withheld?: { path: string; sha256: string }[]; personalData?: string };

function leaksIn(text: string): string[] {
  return PERSONAL_VALUES.filter((value) => text.includes(value));
}

/** The value a record page shows beside a key (KeyValues' dt/dd), tags stripped. */
function shownValue(html: string, key: string): string | null {
  const match = new RegExp(`>${key}</dt><dd[^>]*>(.*?)</dd>`).exec(html);
  return match ? (match[1] ?? "").replace(/<[^>]+>/g, "") : null;
}

/** The evidence file the server writes after the process finishes. */
async function evidenceOf(t: TestDatabase, processId: string): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const row = await t.db.process.findUnique({ where: { id: processId }, select: { evidenceFileId: true } });
    if (row?.evidenceFileId) return row.evidenceFileId;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`process ${processId} has no evidence file after 150 s`);
}

async function apiProcess(baseUrl: string, headers: Record<string, string>, reference: string): Promise<string> {
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api${url}`, { method: "POST", headers, body: JSON.stringify(body) });
    const json = (await response.json()) as { data: Record<string, unknown>; meta: { message: string } };
    if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${json.meta.message}`);
    return json.data;
  };
  const processId = String((await post("/processes", { reference })).processId);
  await post(`/processes/${processId}/step`, APPLICANT);
  const card = await renderDemoDocument(portugueseIdCard);
  await post(`/processes/${processId}/step`, {
    doctype: "idcard",
    front: card.front.toString("base64"),
    back: card.back?.toString("base64"),
  });
  return processId;
}

describe.each(DATABASE_KINDS)("an auditor's view of personal data on %s", (kind) => {
  let t: TestDatabase;
  let server: AppServer;
  let auditor: StaffClient;
  let reviewer: StaffClient;
  let realId = "";
  let showcaseId = "";
  let flowId = "";
  let evidenceFileId = "";
  let admin: StaffClient;
  const reference = `case-${kind}-4711`;
  const bundles: Record<"auditor" | "reviewer", Map<string, Buffer>> = { auditor: new Map(), reviewer: new Map() };
  const bundleFile = (who: string) => path.join(work, `${kind}-${who}.zip`);

  beforeAll(async () => {
    t = await freshDatabase(kind);
    const owner = await accountWithFlow(t.db, FLOW);
    flowId = owner.flowId;
    const other = await accountWithFlow(t.db, [FLOW[0]], "Other account");
    showcaseId = await createShowcaseProcess(t.db, other, { reference });
    const [{ user: reviewerUser }] = await Promise.all([
      createUser(t.db, { email: "rita@bank.test", role: "reviewer", password: PASSWORD }),
      createUser(t.db, { email: "audrey@bank.test", role: "auditor", password: PASSWORD }),
      createUser(t.db, { email: "ada@bank.test", role: "admin", password: PASSWORD }),
    ]);
    const rita: Staff = { ...reviewerUser, sessionId: "setup" };
    server = await startAppServer({ databaseUrl: t.url, dataDir: process.env.DATA_DIR });
    const headers = { "svc-app": owner.appId, "svc-credential": owner.credential, "content-type": "application/json" };
    realId = await apiProcess(server.url, headers, reference);
    evidenceFileId = await evidenceOf(t, realId);
    const note = await addNote(t.db, rita, { processId: realId, body: "Called the applicant on 912345678." });
    await editNote(t.db, rita, { noteId: note.id, body: NOTE });
    // The document's BAD verdicts are findings: approving acknowledges each, as the desk's form does.
    const loaded = await loadProcessRecord(t.db, { id: realId });
    const acknowledged = loaded ? (await caseFindings(t.db, loaded.record)).map((f) => f.id) : [];
    await decideProcess(t.db, {
      staff: rita,
      decision: {
        processId: realId,
        outcome: "approved",
        reasonCode: "identity-verified",
        comment: `Same person: ${APPLICANT.name}`,
        acknowledged,
      },
      policy: { fourEyes: false, reasons: DEFAULT_REASONS },
    });
    // The entry the desk's resend action writes: the applicant's address in its details.
    await recordStaffAction(t.db, {
      actor: rita,
      action: "link-resent",
      target: { type: "process", id: realId },
      request: { ip: "127.0.0.1", userAgent: "test" },
      details: { sent: true, email: APPLICANT.email },
    });
    // One after another: concurrent sign-ins are not what this file tests.
    auditor = await signInOverHttp(server.url, "audrey@bank.test", PASSWORD);
    reviewer = await signInOverHttp(server.url, "rita@bank.test", PASSWORD);
    admin = await signInOverHttp(server.url, "ada@bank.test", PASSWORD);
    for (const who of ["auditor", "reviewer"] as const) {
      const client = who === "auditor" ? auditor : reviewer;
      fs.writeFileSync(bundleFile(who), await client.bytes(`/processes/${realId}/bundle`));
      bundles[who] = await readZipEntries(bundleFile(who));
    }
  });
  afterAll(async () => {
    await server?.stop();
    await t?.drop();
  });

  const manifestOf = (who: "auditor" | "reviewer") => JSON.parse(String(bundles[who].get("manifest.json"))) as Manifest;
  const recordOf = (who: "auditor" | "reviewer") =>
    JSON.parse(String(bundles[who].get("record.json"))) as { data: StepJson[]; status: string; negativeFinish: boolean };

  it("masks the record page for an auditor: no personal value, dates keep their length, the age is hidden, results stay", async () => {
    const html = await auditor.text(`/processes/${realId}`);
    expect(leaksIn(html)).toEqual([]);
    expect(html).toContain("1•••-••-••");
    const showcase = await auditor.text(`/processes/${showcaseId}`);
    expect(leaksIn(showcase)).toEqual([]);
    expect(showcase).toContain('data-verdict="BAD"');
    expect(showcase).not.toMatch(/B••|G•••/);
    expect(shownValue(showcase, "Nationality")).toBe("PRT");
    expect(shownValue(showcase, "age")).toBe("••");
    expect(showcase).toContain("0.91");
  });

  it("shows an auditor notes, their earlier versions and decision comments masked word by word", async () => {
    const html = await auditor.text(`/processes/${realId}`);
    const notes = [...html.matchAll(/data-testid="note"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1] ?? "");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain("C••••• M•••• I••• C•••••••• S•••• •• 9••••••••: d••••••• C•••••••• •• h•••.");
    expect(html).toContain("masked word by word");
    expect(html).not.toContain("Called the applicant");
  });

  it("gives an auditor a bundle with no personal value and no stored file, which still verifies", async () => {
    const entries = bundles.auditor;
    for (const [name, bytes] of entries) expect({ name, leaks: leaksIn(bytes.toString("utf8")) }).toEqual({ name, leaks: [] });
    expect([...entries.keys()].filter((name) => name.startsWith("files/") || name === "evidence.pdf")).toEqual([]);
    const stored = await t.db.storedFile.findMany({ where: { processId: realId } });
    expect(stored.length).toBeGreaterThanOrEqual(3);
    const manifest = manifestOf("auditor");
    expect(manifest.personalData).toBe("masked");
    expect(manifest.withheld?.map((w) => w.path).sort()).toEqual(
      manifestOf("reviewer")
        .files.map((f) => f.path)
        .filter((p) => p.startsWith("files/") || p === "evidence.pdf")
        .sort(),
    );
    const verified = runIdv(t.url, "bundle:verify", bundleFile("auditor"));
    expect(verified.stdout).toContain("Bundle intact");
    expect(verified.status).toBe(0);
  });

  it("masks personal data in the auditor's record, never a result: verdicts, statuses, scores and codes equal the reviewer's", () => {
    const [masked, full] = [recordOf("auditor"), recordOf("reviewer")];
    expect({ status: masked.status, negativeFinish: masked.negativeFinish }).toEqual({
      status: full.status,
      negativeFinish: full.negativeFinish,
    });
    const results = (record: typeof masked) =>
      record.data.map((s) => ({
        action: s.action,
        status: s.status,
        providerStatus: s.provider.status,
        validations: s.provider.result?.validations,
        imageQA: s.provider.result?.imageQA,
        failedChecks: s.provider.result?.failedChecks,
        chosenMap: s.provider.result?.chosenMap,
        nationality: (s.provider.result?.fields as Record<string, unknown> | undefined)?.nationality,
        code: s.error.code,
      }));
    expect(results(masked)).toEqual(results(full));
    const form = masked.data.find((s) => s.action === "form");
    expect(form?.payload.birthday).toBe("1•••-••-••");
    expect(form?.payload.country).toBe("PT");
    expect(form?.payload.phone).toEqual({ country: "PT", number: "••••••678" });
    const documentStep = masked.data.find((s) => s.action === "document-ocr");
    const fields = (documentStep?.provider.result?.fields ?? {}) as Record<string, string>;
    const fullFields = (full.data.find((s) => s.action === "document-ocr")?.provider.result?.fields ?? {}) as Record<string, string>;
    // The OCR read both dates off the card (else nothing here would be checked); each keeps only its shape and first digit.
    for (const key of ["birth_date", "expiry_date"]) {
      const full = fullFields[key] ?? "";
      expect({ key, full }).toEqual({ key, full: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect({ key, masked: fields[key] }).toEqual({ key, masked: `${full[0]}•••-••-••` });
    }
  });

  it("answers 403 on the files route for every stored file the auditor's bundle withholds; a reviewer gets the bytes both manifests hash", async () => {
    const withheld = new Map((manifestOf("auditor").withheld ?? []).map((w) => [w.path, w.sha256]));
    const full = manifestOf("reviewer").files;
    const stored = await t.db.storedFile.findMany({ where: { processId: realId }, select: { id: true } });
    for (const { id } of stored) {
      const denied = await auditor.get(`/processes/${realId}/files/${id}`);
      expect({ id, status: denied.status }).toEqual({ id, status: 403 });
      const sha256 = createHash("sha256")
        .update(await reviewer.bytes(`/processes/${realId}/files/${id}`))
        .digest("hex");
      const entry = full.find((f) => (id === evidenceFileId ? f.path === "evidence.pdf" : f.path.includes(id)));
      expect({ id, sha256: entry?.sha256, withheld: withheld.get(entry?.path ?? "") }).toEqual({ id, sha256, withheld: sha256 });
    }
  });

  it("serves a reviewer one byte range at a time (206), 416 past the end, audits each ranged read; an auditor's range is 403", async () => {
    const href = `/processes/${realId}/files/${evidenceFileId}`;
    const whole = await reviewer.bytes(href);
    const size = whole.length;
    const range = async (value: string, headers: Record<string, string> = {}) => {
      const response = await reviewer.get(href, { range: value, ...headers });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, contentRange: response.headers.get("content-range"), body };
    };
    expect(await range("bytes=0-9")).toEqual({ status: 206, contentRange: `bytes 0-9/${size}`, body: whole.subarray(0, 10) });
    expect(await range(`bytes=${size - 5}-`)).toEqual({
      status: 206,
      contentRange: `bytes ${size - 5}-${size - 1}/${size}`,
      body: whole.subarray(size - 5),
    });
    expect(await range("bytes=-3")).toEqual({
      status: 206,
      contentRange: `bytes ${size - 3}-${size - 1}/${size}`,
      body: whole.subarray(size - 3),
    });
    expect(await range(`bytes=${size}-`)).toEqual({ status: 416, contentRange: `bytes */${size}`, body: Buffer.alloc(0) });
    // Several ranges, or an If-Range naming other bytes: the whole file.
    expect(await range("bytes=0-1,4-5")).toEqual({ status: 200, contentRange: null, body: whole });
    expect(await range("bytes=0-9", { "if-range": '"older"' })).toEqual({ status: 200, contentRange: null, body: whole });
    const ranged = await t.db.staffAuditEntry.findMany({ where: { action: "file-viewed", details: { contains: '"range"' } } });
    expect(ranged.map((entry) => JSON.parse(entry.details).range).sort()).toEqual(
      [`bytes 0-9/${size}`, `bytes ${size - 5}-${size - 1}/${size}`, `bytes ${size - 3}-${size - 1}/${size}`].sort(),
    );
    expect((await auditor.get(href, { range: "bytes=0-9" })).status).toBe(403);
  });

  it("masks the reference in the list, the overview, the exports and the search results for an auditor", async () => {
    const list = await auditor.text(`/processes?flow=${flowId}`);
    expect(list).toContain(realId);
    expect(list).not.toContain(reference);
    expect(await auditor.text("/")).not.toContain(reference);
    for (const format of ["csv", "jsonl"]) {
      const rows = await auditor.text(`/exports/processes?format=${format}&q=${reference}`);
      expect(rows).toContain(realId);
      expect(rows).toContain(showcaseId);
      expect(rows).not.toContain(reference);
      expect(rows).toContain("finished");
    }
    const search = await auditor.text(`/search?q=${reference}`);
    const results = /data-testid="search-several"[\s\S]*?(<ul[\s\S]*?<\/ul>)/.exec(search)?.[1] ?? "";
    expect(results).toContain(realId);
    expect(results).not.toContain(reference);
    expect(results).toContain("•");
    const exact = await auditor.get(`/search?q=${showcaseId}`);
    expect(exact.headers.get("location")).toContain(`/processes/${showcaseId}`);
  });

  it("masks the applicant's address in the audit log for an auditor", async () => {
    const html = await auditor.text(`/audit?target=${realId}`);
    expect(html).toContain("link-resent");
    expect(leaksIn(html)).toEqual([]);
  });

  it("shows a reviewer everything: the record, notes, comments, the files, the full bundle and the references", async () => {
    const html = await reviewer.text(`/processes/${realId}`);
    for (const value of ["Sousa", "12 Apr 1987", "912345678", "C12345678", "Called the applicant on 912345678."])
      expect(html, value).toContain(value);
    expect(html).toContain(APPLICANT.name);
    const showcase = await reviewer.text(`/processes/${showcaseId}`);
    expect(showcase).toContain("000123456");
    expect(shownValue(showcase, "age")).toBe("36");
    const entries = bundles.reviewer;
    expect(entries.has("evidence.pdf")).toBe(true);
    expect([...entries.keys()].some((name) => name.startsWith("files/"))).toBe(true);
    expect(String(entries.get("record.json"))).toContain(APPLICANT.birthday);
    expect(String(entries.get("notes.json"))).toContain(NOTE);
    expect(manifestOf("reviewer").withheld ?? []).toEqual([]);
    const verified = runIdv(t.url, "bundle:verify", bundleFile("reviewer"));
    expect(verified.status).toBe(0);
    expect(await reviewer.text(`/processes?flow=${flowId}`)).toContain(reference);
    expect(await reviewer.text(`/exports/processes?format=csv&q=${reference}`)).toContain(reference);
    expect(await admin.text(`/audit?target=${realId}`)).toContain(APPLICANT.email);
  });
});
