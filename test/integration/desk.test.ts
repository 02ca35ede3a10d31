import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { confirmDecision, decideProcess, decisionHistory } from "@/lib/cases/decisions/decisions";
import { DeskError } from "@/lib/cases/errors";
import { addNote, editNote, listNotes, NOTE_MAX_LENGTH } from "@/lib/cases/notes";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";

const staff = (role: Staff["role"], name: string): Staff => ({
  id: `id-${name}`,
  email: `${name}@example.com`,
  name,
  role,
  sessionId: "s",
});
const rui = staff("reviewer", "rui");
const rita = staff("reviewer", "rita");
const alice = staff("auditor", "alice");
const plain = { fourEyes: false, reasons: DEFAULT_REASONS };
const fourEyes = { fourEyes: true, reasons: DEFAULT_REASONS };

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    if (error instanceof DeskError) return error.code;
    throw error;
  }
}

describe.each(DATABASE_KINDS)("notes and decisions on %s", (kind) => {
  let t: TestDatabase;
  let finished = "";
  let running = "";
  beforeAll(async () => {
    t = await freshDatabase(kind);
    const { caller } = await accountWithFlow(t.db, [FORM_STEP]);
    finished = (await createProcess({ db: t.db, context: contextFor(caller) })).processId;
    await submitStep({ db: t.db, context: contextFor(caller), processId: finished, body: { name: "Ana", email: "ana@example.com" } });
    running = (await createProcess({ db: t.db, context: contextFor(caller) })).processId;
  });
  afterAll(async () => t.drop());

  it("adds notes, lets only the author edit them, keeps the earlier text, lists newest first", async () => {
    const first = await addNote(t.db, rui, { processId: finished, body: "Line one\r\nLine two" }, new Date("2026-01-01T10:00:00Z"));
    await addNote(t.db, rita, { processId: finished, body: "Second opinion" }, new Date("2026-01-01T11:00:00Z"));
    await editNote(t.db, rui, { noteId: first.id, body: "Line one, corrected" }, new Date("2026-01-01T12:00:00Z"));
    expect(await rejection(editNote(t.db, rita, { noteId: first.id, body: "hijack" }))).toBe("forbidden");
    expect(await rejection(addNote(t.db, alice, { processId: finished, body: "auditors read only" }))).toBe("forbidden");
    expect(await rejection(addNote(t.db, rui, { processId: finished, body: "x".repeat(NOTE_MAX_LENGTH + 1) }))).toBe("invalid");
    expect(await rejection(addNote(t.db, rui, { processId: finished, body: "   " }))).toBe("invalid");

    const notes = await listNotes(t.db, rui, finished);
    expect(notes.map((n) => [n.authorEmail, n.body, n.isOwn])).toEqual([
      ["rita@example.com", "Second opinion", false],
      ["rui@example.com", "Line one, corrected", true],
    ]);
    expect(notes[1]?.revisions.map((r) => r.body)).toEqual(["Line one\nLine two"]);
  });

  it("decides finished processes only, supersedes without deleting, and audits each decision", async () => {
    expect(
      await rejection(
        decideProcess(t.db, {
          staff: rui,
          decision: { processId: running, outcome: "approved", reasonCode: "identity-verified" },
          policy: plain,
        }),
      ),
    ).toBe("conflict");
    expect(
      await rejection(
        decideProcess(t.db, {
          staff: rui,
          decision: { processId: finished, outcome: "approved", reasonCode: "suspected-fraud" },
          policy: plain,
        }),
      ),
    ).toBe("invalid");
    expect(
      await rejection(
        decideProcess(t.db, {
          staff: alice,
          decision: { processId: finished, outcome: "approved", reasonCode: "identity-verified" },
          policy: plain,
        }),
      ),
    ).toBe("forbidden");
    await decideProcess(t.db, {
      staff: rui,
      decision: { processId: finished, outcome: "approved", reasonCode: "identity-verified" },
      policy: plain,
      now: new Date("2026-01-02T10:00:00Z"),
    });
    await decideProcess(t.db, {
      staff: rita,
      decision: { processId: finished, outcome: "rejected", reasonCode: "suspected-fraud", comment: "second look" },
      policy: plain,
    });
    const history = await decisionHistory(t.db, finished);
    expect(history.map((d) => [d.outcome, d.status])).toEqual([
      ["rejected", "final"],
      ["approved", "superseded"],
    ]);
    const audited = await t.db.staffAuditEntry.count({ where: { action: "decision-made", targetId: finished } });
    expect(audited).toBe(2);
  });

  it("under four-eyes, a decision is final only once a different reviewer confirms it", async () => {
    const decision = await decideProcess(t.db, {
      staff: rui,
      decision: { processId: finished, outcome: "approved", reasonCode: "verified-after-review" },
      policy: fourEyes,
    });
    expect(decision.status).toBe("pending");
    expect(await rejection(confirmDecision(t.db, rui, decision.id))).toBe("forbidden");
    expect(await rejection(confirmDecision(t.db, alice, decision.id))).toBe("forbidden");
    await confirmDecision(t.db, rita, decision.id);
    expect(await rejection(confirmDecision(t.db, rita, decision.id))).toBe("conflict");
    const [current] = await decisionHistory(t.db, finished);
    expect(current).toMatchObject({ id: decision.id, status: "final", confirmedByEmail: "rita@example.com" });
  });
});
