import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendStaffAction, recordStaffAction, STAFF_AUDIT_LOCK } from "@/lib/audit/record-staff-action";
import { personal } from "@/lib/audit/sealed-values";
import { verifyAuditChain } from "@/lib/audit/verify-audit-chain";
import { withExclusiveTransaction } from "@/lib/db/client";
import { runIdv } from "../support/cli";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";

const actor = { id: "u1", email: "rui@example.com" };

const auditVerifyCli = (databaseUrl: string) => runIdv(databaseUrl, "audit:verify");

describe.each(DATABASE_KINDS)("the staff audit chain on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  it("chains entries, stays intact under concurrent writers, and audit:verify says so", async () => {
    await recordStaffAction(t.db, { actor, action: "sign-in", request: { ip: "127.0.0.1", userAgent: "test" } });
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        recordStaffAction(t.db, {
          actor,
          action: "record-viewed",
          target: { type: "process", id: `p${i}` },
          request: { ip: "127.0.0.1", userAgent: "test" },
          details: { b: 2, a: [1, { z: 1, y: 2 }] },
        }),
      ),
    );
    const entries = await t.db.staffAuditEntry.findMany({ orderBy: { seq: "asc" } });
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(entries[1]?.details).toBe('{"a":[1,{"y":2,"z":1}],"b":2}');
    expect(await verifyAuditChain(t.db)).toEqual({ ok: true, entries: 13 });
    const cli = auditVerifyCli(t.url);
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain("intact: 13 entries");
  });

  it("keeps one chain when entries on their own and entries inside a change's transaction interleave", async () => {
    const before = await t.db.staffAuditEntry.count();
    const noted = (i: number) => ({
      actor,
      action: "note-added",
      target: { type: "process", id: `q${i}` },
      request: { ip: "127.0.0.1", userAgent: "test" },
      details: { body: personal(`note ${i}`) },
    });
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2
          ? recordStaffAction(t.db, noted(i))
          : withExclusiveTransaction(t.db, STAFF_AUDIT_LOCK, (tx) => appendStaffAction(tx, noted(i))),
      ),
    );
    expect(await verifyAuditChain(t.db)).toEqual({ ok: true, entries: before + 16 });
    const values = await t.db.auditPersonalValue.findMany({ where: { processId: { startsWith: "q" } }, orderBy: { entrySeq: "asc" } });
    expect(values.map((v) => v.value).sort()).toEqual(Array.from({ length: 16 }, (_, i) => `note ${i}`).sort());
    expect(new Set(values.map((v) => v.entrySeq)).size).toBe(16);
  });

  it("names the first altered entry, and a removed one", async () => {
    await t.db.$executeRawUnsafe(`UPDATE "StaffAuditEntry" SET "targetId" = 'someone-else' WHERE seq = 7`);
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: false, brokenAt: 7, entries: 6 });
    const cli = auditVerifyCli(t.url);
    expect(cli.status).toBe(1);
    expect(cli.stdout).toContain("BROKEN at entry 7");

    await t.db.$executeRawUnsafe(`UPDATE "StaffAuditEntry" SET "targetId" = 'p5' WHERE seq = 7`);
    const original = await t.db.staffAuditEntry.findUniqueOrThrow({ where: { seq: 7 } });
    await t.db.$executeRawUnsafe(`UPDATE "StaffAuditEntry" SET "targetId" = '${original.targetId}' WHERE seq = 7`);
    await t.db.$executeRawUnsafe(`DELETE FROM "StaffAuditEntry" WHERE seq = 4`);
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: false, brokenAt: 4, reason: "entry 4 is missing" });
  });
});
