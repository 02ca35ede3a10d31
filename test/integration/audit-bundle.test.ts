import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess } from "@/lib/cases/decisions/decisions";
import { addNote, editNote } from "@/lib/cases/notes";
import type { Manifest } from "@/lib/exports/audit-bundle/manifest";
import { streamAuditBundle } from "@/lib/exports/audit-bundle/stream-audit-bundle";
import { readZipEntries, verifyAuditBundle } from "@/lib/exports/audit-bundle/verify-audit-bundle";
import { PERSONAL_DATA_MASKED, PERSONAL_DATA_SHOWN, type PersonalDataPolicy } from "@/lib/records/personal-data-policy";
import { loadOrCreateInstallationKey } from "@/lib/security/installation-key";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { fileStorage } from "@/lib/storage/file-storage";
import { runIdv } from "../support/cli";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "idv-bundle-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Rewrites a bundle with one entry's bytes changed, or entries added, the way someone editing it would. */
async function rewrite(from: string, to: string, change: (name: string, bytes: Buffer) => Buffer, added = new Map<string, Buffer>()) {
  const entries = await readZipEntries(from);
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of [...entries, ...added]) zip.addBuffer(change(name, bytes), name);
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(to));
}

describe.each(DATABASE_KINDS)("the per-process audit bundle on %s", (kind) => {
  let t: TestDatabase;
  let processId = "";
  const key = loadOrCreateInstallationKey(path.join(work, kind));
  const bundle = path.join(work, `${kind}.zip`);
  const writeBundle = async (file: string, policy: PersonalDataPolicy) =>
    pipeline(
      await streamAuditBundle({ db: t.db, storage: fileStorage(), processId, key, createdBy: "rui@example.com", policy }),
      fs.createWriteStream(file),
    );

  beforeAll(async () => {
    t = await freshDatabase(kind);
    const { caller } = await accountWithFlow(t.db, [FORM_STEP]);
    const created = await createProcess({ db: t.db, context: contextFor(caller), reference: "ref-1" });
    processId = created.processId;
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { name: "Ana Silva", email: "ana@example.com" } });
    await recordStaffAction(t.db, {
      actor: { id: "u1", email: "rui@example.com" },
      action: "record-viewed",
      target: { type: "process", id: processId },
      request: { ip: "127.0.0.1", userAgent: "test" },
    });
    const rui: Staff = { id: "u1", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
    const note = await addNote(t.db, rui, { processId, body: "Checked the document" });
    await editNote(t.db, rui, { noteId: note.id, body: "Checked the document twice" });
    await decideProcess(t.db, {
      staff: rui,
      decision: { processId, outcome: "approved", reasonCode: "identity-verified" },
      policy: { fourEyes: false, reasons: DEFAULT_REASONS },
    });
    await writeBundle(bundle, PERSONAL_DATA_SHOWN);
  });
  afterAll(async () => t.drop());

  it("holds the record, events, staff audit entries, the evidence file and a signed manifest, and verifies", async () => {
    const entries = await readZipEntries(bundle);
    expect([...entries.keys()].sort()).toEqual(
      expect.arrayContaining([
        "decisions.json",
        "events.csv",
        "manifest.json",
        "manifest.sig",
        "notes.json",
        "record.json",
        "staff-audit.csv",
      ]),
    );
    expect([...entries.keys()].some((name) => name.startsWith("evidence."))).toBe(true);
    const record = JSON.parse((entries.get("record.json") as Buffer).toString());
    expect(record.id).toBe(processId);
    expect((entries.get("staff-audit.csv") as Buffer).toString()).toContain("record-viewed");
    const notes = JSON.parse((entries.get("notes.json") as Buffer).toString()) as { body: string; revisions: { body: string }[] }[];
    expect(notes).toMatchObject([{ body: "Checked the document twice", revisions: [{ body: "Checked the document" }] }]);
    expect(JSON.parse((entries.get("decisions.json") as Buffer).toString())).toMatchObject([{ outcome: "approved", status: "final" }]);
    expect((entries.get("events.csv") as Buffer).toString().split("\r\n")[1]).toMatch(/^process-created,/);
    const verdict = await verifyAuditBundle(bundle, key.publicKeyPem);
    expect(verdict).toMatchObject({ ok: true, signatureValid: true, altered: [], missing: [], unlisted: [] });
  });

  it("names the file in which one byte was changed", async () => {
    const tampered = path.join(work, `${kind}-tampered.zip`);
    await rewrite(bundle, tampered, (name, bytes) => {
      if (name !== "events.csv") return bytes;
      const copy = Buffer.from(bytes);
      copy[copy.length - 3] = (copy[copy.length - 3] as number) ^ 1;
      return copy;
    });
    expect(await verifyAuditBundle(tampered, key.publicKeyPem)).toMatchObject({ ok: false, signatureValid: true, altered: ["events.csv"] });
    const publicKeyFile = path.join(work, `${kind}.pub.pem`);
    fs.writeFileSync(publicKeyFile, key.publicKeyPem);
    const intact = runIdv(t.url, "bundle:verify", bundle, "--public-key", publicKeyFile);
    expect(intact.stdout).toContain("Bundle intact");
    expect(intact.status).toBe(0);
    const cli = runIdv(t.url, "bundle:verify", tampered, "--public-key", publicKeyFile);
    expect(cli.stdout).toContain("altered: events.csv");
    expect(cli.status).toBe(1);
  });

  it("refuses a manifest re-signed by another key", async () => {
    const other = loadOrCreateInstallationKey(path.join(work, `${kind}-other`));
    expect(await verifyAuditBundle(bundle, other.publicKeyPem)).toMatchObject({ ok: false, signatureValid: false, signedByThisKey: false });
  });

  it("under the masking policy holds the masked record, notes and audit details, withholds every stored file by its hash, and verifies", async () => {
    const masked = path.join(work, `${kind}-masked.zip`);
    await writeBundle(masked, PERSONAL_DATA_MASKED);
    const [entries, full] = await Promise.all([readZipEntries(masked), readZipEntries(bundle)]);
    const manifestOf = (zip: Map<string, Buffer>) => JSON.parse(String(zip.get("manifest.json"))) as Manifest;
    const storedFiles = manifestOf(full).files.filter((f) => f.path === "evidence.pdf" || f.path.startsWith("files/"));
    expect(storedFiles.length).toBeGreaterThan(0);
    expect(manifestOf(entries)).toMatchObject({ personalData: "masked", withheld: storedFiles });
    expect(storedFiles.filter((f) => entries.has(f.path))).toEqual([]);
    const text = [...entries.values()].map(String).join("\n");
    for (const value of ["Ana Silva", "ana@example.com", "Checked the document"]) expect(text).not.toContain(value);
    expect(JSON.parse(String(entries.get("decisions.json")))).toMatchObject([{ outcome: "approved", status: "final" }]);
    expect(await verifyAuditBundle(masked, key.publicKeyPem)).toMatchObject({
      ok: true,
      personalData: "masked",
      withheld: storedFiles.map((f) => f.path),
    });

    const smuggled = path.join(work, `${kind}-smuggled.zip`);
    const evidence = full.get("evidence.pdf") as Buffer;
    await rewrite(masked, smuggled, (_, bytes) => bytes, new Map([["evidence.pdf", evidence]]));
    expect(await verifyAuditBundle(smuggled, key.publicKeyPem)).toMatchObject({ ok: false, unlisted: ["evidence.pdf"] });
  });
});
