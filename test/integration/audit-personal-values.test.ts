import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEntries } from "@/lib/audit/list-audit-entries";
import { ERASED_VALUE } from "@/lib/audit/sealed-values";
import { verifyAuditChain } from "@/lib/audit/verify-audit-chain";
import { streamAuditBundle } from "@/lib/exports/audit-bundle/stream-audit-bundle";
import { exportProcesses } from "@/lib/exports/staff-downloads";
import { PERSONAL_DATA_MASKED, PERSONAL_DATA_SHOWN, type PersonalDataPolicy } from "@/lib/records/personal-data-policy";
import { eraseProcess } from "@/lib/retention/erase-process";
import { resolveScreeningAlert } from "@/lib/screening/screening-alerts";
import { loadOrCreateInstallationKey } from "@/lib/security/installation-key";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { fileStorage } from "@/lib/storage/file-storage";
import { openVideoconference } from "@/lib/video-calls/room/call-room";
import { completeVideoconference } from "@/lib/video-calls/verdict/complete-call";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { dump, expectChainAndBundleIntact } from "../support/erasure-checks";
import { accountWithFlow, contextFor, formCallOtpFlow } from "../support/service";

const NAME = "Ana Quaresma Trindade";
const RUI: Staff = { id: "u-rui", email: "rui@example.com", name: "Rui", role: "admin", sessionId: "s" };
const REQUEST = { ip: "127.0.0.1", userAgent: "test" };
const CLI_TIMEOUT_MS = 300_000;
/** An entry as the writer before sealed values wrote it: its hash computed then, by the unchanged chain code. */
const OLD_ENTRY = {
  seq: 1,
  at: new Date("2026-01-05T10:00:00.000Z"),
  actorId: "u-old",
  actorEmail: "old@example.com",
  action: "screening-alert-dismissed",
  targetType: "process",
  targetId: "p-old",
  details: '{"alertId":"a-old","listEntryId":"e-old","reason":"another person, born 1950"}',
  ip: "10.0.0.1",
  userAgent: "old agent",
  prevHash: "0".repeat(64),
  hash: "80590f1dae8e2e5781ed982723f67536dd19d634e4cd0b1b4d843e7d31f1717a",
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), "idv-audit-personal-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const nameHits = (text: string) => text.toLowerCase().split("quaresma").length - 1;
const SEALED_ACTIONS = ["processes-exported", "screening-alert-dismissed", "videoconference-completed"];

describe.each(DATABASE_KINDS)("applicant data typed by reviewers into the staff audit log on %s", (kind) => {
  let t: TestDatabase;
  let processId = "";
  const key = loadOrCreateInstallationKey(path.join(work, kind));
  const olderBundle = path.join(work, `${kind}-before.zip`);

  beforeAll(async () => {
    t = await freshDatabase(kind);
    await t.db.staffAuditEntry.create({ data: OLD_ENTRY });
    const { caller } = await accountWithFlow(t.db, formCallOtpFlow(2));
    ({ processId } = await createProcess({ db: t.db, context: contextFor(caller) }));
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { name: NAME, email: "ana.q@example.com" } });

    const exported = await exportProcesses(t.db, RUI, new URLSearchParams({ q: NAME, format: "csv" }), REQUEST);
    await exported.stream.cancel();
    const alertId = crypto.randomUUID();
    await t.db.screeningAlert.create({
      data: {
        id: alertId,
        processId,
        accountId: caller.accountId,
        listEntryId: "e1",
        listedName: "Anna Quaresma",
        matchedName: NAME,
        score: 0.9,
        listSource: "test",
        listLoadedAt: new Date().toISOString(),
        status: "open",
        createdAt: new Date(),
      },
    });
    await resolveScreeningAlert(
      t.db,
      RUI,
      { alertId, resolution: "dismissed", reason: `${NAME} was born in 1990, the listed person in 1950` },
      REQUEST,
    );
    await openVideoconference(t.db, RUI, processId, REQUEST);
    await completeVideoconference(t.db, RUI, { processId, passed: false, reason: `${NAME} hid her face` }, REQUEST);
    await pipeline(
      await streamAuditBundle({ db: t.db, storage: fileStorage(), processId, key, createdBy: RUI.email, policy: PERSONAL_DATA_SHOWN }),
      fs.createWriteStream(olderBundle),
    );
  });
  afterAll(async () => t.drop());

  /** The three entries' details as the audit page reads them under a policy. */
  const shownDetails = async (policy: PersonalDataPolicy) =>
    (await listAuditEntries(t.db, {}, policy)).entries.filter((e) => e.seq > 1 && SEALED_ACTIONS.includes(e.action)).map((e) => e.details);

  it("seals the three values: the hashed details hold references, the page shows the values (masked for an auditor), the chain checks them", async () => {
    const entries = await t.db.staffAuditEntry.findMany({ where: { seq: { gt: 1 }, action: { in: SEALED_ACTIONS } } });
    expect(entries).toHaveLength(3);
    for (const entry of entries) expect(entry.details).toMatch(/"\$sealed":"[0-9a-f]{64}"/);
    expect(nameHits(JSON.stringify(entries))).toBe(0);
    expect(await t.db.auditPersonalValue.count()).toBe(3);
    expect((await shownDetails(PERSONAL_DATA_SHOWN)).every((details) => details.includes(NAME))).toBe(true);
    expect(nameHits(JSON.stringify(await shownDetails(PERSONAL_DATA_MASKED)))).toBe(0);
    expect(await verifyAuditChain(t.db)).toEqual({ ok: true, entries: 5 });

    const side = await t.db.auditPersonalValue.findFirstOrThrow({ where: { value: { startsWith: `${NAME} hid` } } });
    await t.db.auditPersonalValue.update({ where: { ref: side.ref }, data: { value: "Someone else hid her face" } });
    expect(await verifyAuditChain(t.db)).toMatchObject({
      ok: false,
      brokenAt: side.entrySeq,
      reason: expect.stringContaining("personal value"),
    });
    await t.db.auditPersonalValue.update({ where: { ref: side.ref }, data: { value: side.value } });
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
  });

  it(
    "holds the name before erasure, none of it after; the chain (an entry of the old format too) and an older bundle verify",
    async () => {
      expect(nameHits(dump(t))).toBeGreaterThan(0);
      await eraseProcess(t.db, fileStorage(), {
        processId,
        trigger: "request",
        reason: "GDPR art. 17 request",
        actor: { id: RUI.id, email: RUI.email },
        request: REQUEST,
      });
      const text = dump(t);
      expect(text.split("\n").filter((line) => line.toLowerCase().includes("quaresma"))).toEqual([]);
      expect(await t.db.staffAuditEntry.findUniqueOrThrow({ where: { seq: 1 } })).toEqual(OLD_ENTRY);
      expect(await shownDetails(PERSONAL_DATA_SHOWN)).toEqual(Array(3).fill(expect.stringContaining(ERASED_VALUE)));
      expect((await listAuditEntries(t.db, {}, PERSONAL_DATA_SHOWN)).entries.at(-1)?.details).toBe(OLD_ENTRY.details);

      expectChainAndBundleIntact(t, olderBundle, key);
    },
    CLI_TIMEOUT_MS,
  );
});
