import "@/test/support/service";
import fs from "node:fs";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess } from "@/lib/cases/decisions/decisions";
import { addNote, editNote } from "@/lib/cases/notes";
import { type BackgroundCheckpoints, checkpointInBackground } from "@/lib/db/sqlite-checkpoints";
import { truncateSqliteWal } from "@/lib/db/truncate-sqlite-wal";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { runClaimedJob } from "@/lib/jobs/run-job";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { runIdv, toolErrors } from "@/test/support/cli";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow } from "@/test/support/service";
import { type ApiCall, apiClient, serveFrom } from "@/test/support/service-api";

// Issue 34, point 3: after `process:erase` and `retention:run`, a byte search of the SQLite file and its WAL (as
// `strings idv.db` would do) finds none of the erased applicants' values, while a server holds the database open.
const FORM = {
  id: "form",
  name: "Personal data",
  action: {
    type: "form",
    fields: [
      { name: "name", required: true },
      { name: "email", required: true },
      { name: "phone", required: true },
    ],
  },
};
const ERASED = { name: "Ana Quaresma Trindade", email: "ana.quaresma@example.com", phone: { country: "PT", number: "912345678" } };
const EXPIRED = { name: "Bruno Vasconcelos Lobo", email: "bruno.vasconcelos@example.com", phone: { country: "PT", number: "934567812" } };
const KEPT = { name: "Carla Meireles Pinto", email: "carla.meireles@example.com", phone: { country: "PT", number: "965432178" } };
type Applicant = typeof ERASED;
const RUI: Staff = { id: "u-rui", email: "rui@example.com", name: "Rui", role: "admin", sessionId: "s" };
const POLICY = { fourEyes: false, reasons: DEFAULT_REASONS };
const CLI_TIMEOUT_MS = 300_000;

/** The values of an applicant a byte search looks for: the name, its rarest word, the e-mail and the phone number. */
const valuesOf = (applicant: Applicant) => [
  applicant.name,
  applicant.name.split(" ")[1] as string,
  applicant.email,
  applicant.phone.number,
];

/** How often each value occurs in a file's raw bytes, case-insensitively (0 for a file that does not exist). */
function rawHits(file: string, values: string[]): Record<string, number> {
  const text = fs.existsSync(file) ? fs.readFileSync(file).toString("latin1").toLowerCase() : "";
  return Object.fromEntries(values.map((value) => [value, text.split(value.toLowerCase()).length - 1]));
}

const none = (values: string[]) => Object.fromEntries(values.map((value) => [value, 0]));

describe("erasure on SQLite leaves none of the applicant's bytes in the database file or its WAL", () => {
  let t: TestDatabase;
  let checkpoints: BackgroundCheckpoints;
  let api: ApiCall;
  const ids = { erased: "", expired: "", kept: "" };
  const file = () => t.url.slice("file:".length);

  /** A process walked through the API with kept answers, a note edited once, and a decision superseded by another. */
  async function walkedProcess(applicant: Applicant): Promise<string> {
    const created = await api("POST", "/processes", {
      body: { reference: `ref ${applicant.email}` },
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    const processId = String((created.data as { processId: string }).processId);
    const submitted = await api("POST", `/processes/${processId}/step`, {
      body: applicant,
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(submitted.status).toBe(200);
    const evidence = await claimJob(t.db, jobId("evidence", processId));
    if (evidence) await runClaimedJob(t.db, evidence);
    const note = await addNote(t.db, RUI, { processId, body: `Phoned ${applicant.name} on ${applicant.phone.number}` });
    await editNote(t.db, RUI, {
      noteId: note.id,
      body: `Phoned ${applicant.name} on ${applicant.phone.number}; wrote to ${applicant.email}`,
    });
    const decide = (comment: string) =>
      decideProcess(t.db, {
        staff: RUI,
        decision: { processId, outcome: "approved", reasonCode: "identity-verified", comment },
        policy: POLICY,
      });
    await decide(`${applicant.name} checked`);
    await decide(`${applicant.name} checked again (${applicant.email})`);
    return processId;
  }

  beforeAll(async () => {
    t = await freshDatabase("sqlite");
    serveFrom(t.db);
    // As the server runs: its connection open, its checkpoint thread copying the WAL into the file.
    checkpoints = await checkpointInBackground(t.db);
    const account = await accountWithFlow(t.db, [FORM]);
    api = apiClient(account);
    ids.erased = await walkedProcess(ERASED);
    ids.expired = await walkedProcess(EXPIRED);
    ids.kept = await walkedProcess(KEPT);
  });
  afterAll(async () => {
    await checkpoints?.stop();
    await t?.drop();
  });

  it("before erasure, the raw bytes hold every applicant's values (the search can find them)", () => {
    for (const applicant of [ERASED, EXPIRED, KEPT]) {
      const values = valuesOf(applicant);
      const db = rawHits(file(), values);
      const wal = rawHits(`${file()}-wal`, values);
      for (const value of values) expect((db[value] ?? 0) + (wal[value] ?? 0), value).toBeGreaterThan(0);
    }
  });

  it(
    "after process:erase and retention:run, neither the file nor the WAL holds the erased applicants' values; the kept one's stay",
    async () => {
      const erase = runIdv(t.url, "process:erase", ids.erased, "--reason", "art. 17 request 2026-0042", "--json");
      expect(toolErrors(erase.stderr)).toBe("");
      expect(erase.status).toBe(0);
      expect(JSON.parse(erase.stdout)).toMatchObject({ processId: ids.erased, wal: "truncated" });
      const longAgo = new Date(Date.now() - 6 * 366 * 86_400_000);
      await t.db.process.update({ where: { id: ids.expired }, data: { updatedAt: longAgo } });
      await t.db.processDecision.updateMany({ where: { processId: ids.expired }, data: { createdAt: longAgo } });
      const retention = runIdv(t.url, "retention:run", "--json");
      expect(retention.status).toBe(0);
      expect(JSON.parse(retention.stdout)).toMatchObject({ erased: [ids.expired], wal: "truncated" });

      const erasedValues = [...valuesOf(ERASED), ...valuesOf(EXPIRED)];
      expect({ db: rawHits(file(), erasedValues), wal: rawHits(`${file()}-wal`, erasedValues) }).toEqual({
        db: none(erasedValues),
        wal: none(erasedValues),
      });
      const kept = valuesOf(KEPT);
      const keptHits = rawHits(file(), kept);
      for (const value of kept) expect(keptHits[value], value).toBeGreaterThan(0);
      expect(await t.db.process.count({ where: { id: ids.kept } })).toBe(1);
    },
    CLI_TIMEOUT_MS,
  );

  it("says so when a reader of an older snapshot keeps the WAL from being emptied, and a later try empties it", async () => {
    const reader = new Database(file(), { readonly: true });
    try {
      const rows = reader.prepare('SELECT "id" FROM "Process"').iterate();
      rows.next();
      await addNote(t.db, RUI, { processId: ids.kept, body: "written while another connection reads" });
      expect(await truncateSqliteWal(t.db)).toBe("busy");
      expect(fs.statSync(`${file()}-wal`).size).toBeGreaterThan(0);
      rows.return?.();
    } finally {
      reader.close();
    }
    expect(await truncateSqliteWal(t.db)).toBe("truncated");
    expect(fs.statSync(`${file()}-wal`).size).toBe(0);
  }, 60_000);
});
