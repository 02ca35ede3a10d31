import "@/test/support/service";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/analysis/aml/parse-csv";
import { closeSharedAnalysisPool, sharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import { caseFindings } from "@/lib/cases/case-findings";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess } from "@/lib/cases/decisions/decisions";
import { addNote } from "@/lib/cases/notes";
import { createDemoMedia } from "@/lib/demo/demo-media";
import { seedDemoAccount } from "@/lib/demo/seed-demo-account";
import { seedDemoProcesses } from "@/lib/demo/seed-demo-processes";
import { seedDemoSanctionsList } from "@/lib/demo/seed-demo-sanctions-list";
import { streamAuditBundle } from "@/lib/exports/audit-bundle/stream-audit-bundle";
import { readZipEntries } from "@/lib/exports/audit-bundle/verify-audit-bundle";
import { streamProcessesExport } from "@/lib/exports/stream-processes-export";
import { en } from "@/lib/i18n/back-office/en";
import { createLocalProcessRecords } from "@/lib/records/local-process-records";
import { type FoundField, fieldsOf, type Surface } from "@/lib/records/mask-personal-data";
import { FIELD_KINDS, maskLeaf } from "@/lib/records/personal-data-fields";
import { PERSONAL_DATA_MASKED, PERSONAL_DATA_SHOWN, type PersonalDataPolicy } from "@/lib/records/personal-data-policy";
import { readProcessRecord } from "@/lib/records/read-process-record";
import { loadOrCreateInstallationKey } from "@/lib/security/installation-key";
import type { ProcessRecordView, StepRecordView } from "@/lib/service/contract/record-view";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import { createUser } from "@/lib/staff/users";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { registerLocalProviders } from "@/lib/steps/built-in-providers";
import { CallPanel } from "@/lib/steps/videoconference/review-panel";
import { fileStorage } from "@/lib/storage/file-storage";
import { appendRecordingChunk } from "@/lib/video-calls/recording/recording-chunks";
import { markCallConnected, openVideoconference } from "@/lib/video-calls/room/call-room";
import { completeVideoconference } from "@/lib/video-calls/verdict/complete-call";
import { seedFindingShowcases } from "@/scripts/review/finding-showcases";
import { freshDatabase, type TestDatabase } from "../support/databases";
import { recorderRun } from "../support/recorder-run";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";

// Issue 33: one masking rule, read as a policy. The fields are found in what each surface really shows (the demo
// seed's processes walked through the real checks, one case per kind of finding, and a video call an agent passed),
// never listed here: a field the table does not name fails this test, and so does a surface that masks a field
// otherwise than its kind says.

// The seed's demo walks read their one-time codes from the outbox (a development setting).
process.env.OUTBOX_KEEP_SECRETS = "1";

const REQUEST = { ip: "127.0.0.1", userAgent: "vitest" };
const APPLICANT = { name: "Ana Sofia Silva", email: "ana.silva@example.pt" };
const AGENT = { name: "Rui Agente Costa", email: "rui.agente@bank.test" };

/** One leaf of a surface: where, the table's ruling, and what a reviewer and an auditor get. */
type Observed = { surface: string; found: FoundField; shown: unknown; masked: unknown };

/** Every leaf of a value, in the order fieldsOf lists them. */
function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value !== null && typeof value === "object" && !(value instanceof Date)) return Object.values(value).flatMap(leaves);
  return [value];
}

/** What a surface shows a reviewer and an auditor, side by side, field by field. */
function observe(surface: string, as: Surface, shown: unknown, masked: unknown, prefix = ""): Observed[] {
  const found = fieldsOf(as, shown);
  const [shownLeaves, maskedLeaves] = [leaves(shown), leaves(masked)];
  expect({ surface, prefix, leaves: maskedLeaves.length }).toEqual({ surface, prefix, leaves: found.length });
  return found.map((field, i) => ({
    surface,
    found: { ...field, path: `${prefix}${field.path}` },
    shown: shownLeaves[i],
    masked: maskedLeaves[i],
  }));
}

/** A record's fields, each step's under its action, so the table says which family a field comes from. */
function observeRecord(surface: string, as: "record" | "recordPage", shown: unknown, masked: unknown): Observed[] {
  const recordOf = (value: unknown) => (as === "record" ? value : (value as { record: unknown }).record) as ProcessRecordView;
  const withoutSteps = (value: unknown) =>
    as === "record" ? { ...recordOf(value), data: [] } : { ...(value as object), record: { ...recordOf(value), data: [] } };
  const steps = (value: unknown) => recordOf(value).data;
  const maskedSteps = steps(masked);
  return [
    ...observe(surface, as, withoutSteps(shown), withoutSteps(masked)),
    ...steps(shown).flatMap((step, i) =>
      observe(surface, "record.data", step, maskedSteps[i], `${as === "record" ? "" : "record."}data[${step.action}].`),
    ),
  ];
}

const csvObjects = (text: string) => {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i] ?? ""])));
};

/** A bundle's staff audit entries with their details as the JSON they are. */
const auditEntries = (text: string) =>
  csvObjects(text).map((entry) => ({ ...entry, details: JSON.parse(String(entry.details)) as unknown }));

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

async function bundleEntries(processId: string, policy: PersonalDataPolicy, work: string) {
  const key = loadOrCreateInstallationKey(work);
  const stream = await streamAuditBundle({ db: t.db, storage: fileStorage(), processId, key, createdBy: AGENT.email, policy });
  const file = path.join(work, `${processId}-${policy.isMasked ? "masked" : "shown"}.zip`);
  await pipeline(stream, fs.createWriteStream(file));
  return readZipEntries(file);
}

/** A table padded as the formatter (biome) writes markdown, so the written file is left as it is. */
function markdownTable(header: string[], rows: string[][]): string[] {
  const width = (cell: string) => [...cell].length;
  const widths = header.map((_, i) => Math.max(3, ...[header, ...rows].map((row) => width(row[i] ?? ""))));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell + " ".repeat((widths[i] ?? 0) - width(cell))).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

function renderCallPanel(step: StepRecordView, isMasked: boolean): string {
  return renderToStaticMarkup(createElement(CallPanel, { step, definition: undefined, processId: "p", isMasked, t: en }));
}

let t: TestDatabase;
let unregister: () => void;
let callProcessId = "";
const observed: Observed[] = [];
/** The fields of the call step the call panel shows a reviewer, with what it shows an auditor of each. */
const panelFields: { found: FoundField; shown: string; auditorSeesIt: boolean; auditorSeesItMasked: boolean }[] = [];

async function passVideoCall(agent: Staff): Promise<string> {
  const call = { id: "call", name: "Video call", settings: { maxRetries: 0, preventPrevious: true, deviceType: "any" } };
  const { caller } = await accountWithFlow(t.db, [
    { ...FORM_STEP, next: "call" },
    { ...call, action: { type: "videoconference" } },
  ]);
  const { processId } = await createProcess({ db: t.db, context: contextFor(caller), reference: "call-4711" });
  await submitStep({ db: t.db, context: contextFor(caller), processId, body: APPLICANT });
  await openVideoconference(t.db, agent, processId, REQUEST);
  await markCallConnected(t.db, agent, processId, REQUEST);
  for (const [seq, piece] of recorderRun(2, 440).entries())
    await appendRecordingChunk(t.db, agent, processId, { segment: "run-0", seq }, piece);
  const checked = ["face-visible", "document-front", "document-back", "security-feature", "number-read-aloud"];
  await completeVideoconference(t.db, agent, { processId, passed: true, checked }, REQUEST);
  return processId;
}

beforeAll(async () => {
  t = await freshDatabase("sqlite");
  unregister = registerLocalProviders();
  await seedDemoSanctionsList();
  const demo = await seedDemoAccount(t.db);
  await seedDemoProcesses(t.db, demo, await createDemoMedia(sharedAnalysisPool()));
  await seedFindingShowcases(t.db, demo);
  const { user } = await createUser(t.db, { ...AGENT, role: "reviewer", password: "a-long-test-password" });
  const agent: Staff = { ...user, sessionId: "table-test" };
  callProcessId = await passVideoCall(agent);
  await addNote(t.db, agent, { processId: callProcessId, body: `Called ${APPLICANT.name}: her card matches.` });
  // Approving acknowledges each finding of the case (the call holds no face comparison), as a reviewer's page asks.
  const callRecord = await loadProcessRecord(t.db, { id: callProcessId });
  const acknowledged = callRecord ? (await caseFindings(t.db, callRecord.record, true)).map((finding) => finding.id) : [];
  await decideProcess(t.db, {
    staff: agent,
    decision: {
      processId: callProcessId,
      outcome: "approved",
      reasonCode: "identity-verified",
      comment: `Same person: ${APPLICANT.name}`,
      acknowledged,
    },
    policy: { fourEyes: false, reasons: DEFAULT_REASONS },
  });

  const records = createLocalProcessRecords(t.db);
  const processes = await t.db.process.findMany({ select: { id: true }, orderBy: { createdAt: "asc" } });
  const work = fs.mkdtempSync(path.join(String(process.env.DATA_DIR), "bundles-"));
  for (const { id: processId } of processes) {
    const read = (policy: PersonalDataPolicy) =>
      readProcessRecord({ db: t.db, records, staff: agent, processId, request: REQUEST, policy, isView: false });
    const [shownPage, maskedPage] = [await read(PERSONAL_DATA_SHOWN), await read(PERSONAL_DATA_MASKED)];
    observed.push(...observeRecord("record page", "recordPage", shownPage, maskedPage));

    const [shown, masked] = [
      await bundleEntries(processId, PERSONAL_DATA_SHOWN, work),
      await bundleEntries(processId, PERSONAL_DATA_MASKED, work),
    ];
    const json = (entries: Map<string, Buffer>, name: string) => JSON.parse(String(entries.get(name))) as unknown;
    const text = (entries: Map<string, Buffer>, name: string) => String(entries.get(name));
    observed.push(
      ...observeRecord("bundle record.json", "record", json(shown, "record.json"), json(masked, "record.json")),
      ...observe("bundle findings.json", "findingsSummary", json(shown, "findings.json"), json(masked, "findings.json")),
      ...observe("bundle notes.json", "note", json(shown, "notes.json"), json(masked, "notes.json")),
      ...observe("bundle decisions.json", "decision", json(shown, "decisions.json"), json(masked, "decisions.json")),
      ...observe("bundle events.csv", "record.events", csvObjects(text(shown, "events.csv")), csvObjects(text(masked, "events.csv"))),
      ...observe(
        "bundle staff-audit.csv",
        "auditEntry",
        auditEntries(text(shown, "staff-audit.csv")),
        auditEntries(text(masked, "staff-audit.csv")),
      ),
    );
    const manifest = (entries: Map<string, Buffer>) => {
      const { createdAt, files, withheld, ...rest } = json(entries, "manifest.json") as Record<string, unknown>;
      return rest;
    };
    // The files a manifest lists differ by design (a masked bundle withholds them): its own fields are compared.
    observed.push(...observe("bundle manifest.json", "manifest", manifest(shown), manifest(masked)));
  }

  for (const format of ["csv", "jsonl"] as const) {
    const rows = async (policy: PersonalDataPolicy) => {
      const text = await readAll(streamProcessesExport({ db: t.db, format, policy, order: { sort: "createdAt", dir: "asc" } }));
      return format === "csv"
        ? csvObjects(text)
        : text
            .trimEnd()
            .split("\n")
            .map((line) => JSON.parse(line) as unknown);
    };
    observed.push(...observe(`export ${format}`, "row", await rows(PERSONAL_DATA_SHOWN), await rows(PERSONAL_DATA_MASKED)));
  }

  const read = (policy: PersonalDataPolicy) =>
    readProcessRecord({ db: t.db, records, staff: agent, processId: callProcessId, request: REQUEST, policy, isView: false });
  const callStep = async (policy: PersonalDataPolicy) =>
    (await read(policy))?.record.data.find((step) => step.action === "videoconference") as StepRecordView;
  const [shownStep, maskedStep] = [await callStep(PERSONAL_DATA_SHOWN), await callStep(PERSONAL_DATA_MASKED)];
  const [reviewerPanel, auditorPanel] = [renderCallPanel(shownStep, false), renderCallPanel(maskedStep, true)];
  const shownLeaves = leaves(shownStep);
  for (const [i, found] of fieldsOf("record.data", shownStep).entries()) {
    const shown = shownLeaves[i];
    if (typeof shown !== "string" || shown.length < 3 || !reviewerPanel.includes(escapeHtml(shown))) continue;
    const kind = FIELD_KINDS[found.kind];
    panelFields.push({
      found,
      shown,
      auditorSeesIt: auditorPanel.includes(escapeHtml(shown)),
      auditorSeesItMasked: auditorPanel.includes(escapeHtml(String(kind.mask(shown, new Map())))),
    });
  }
}, 900_000);

afterAll(async () => {
  unregister?.();
  await closeSharedAnalysisPool();
  await t?.drop();
});

const isMessage = (o: Observed) => o.found.kind === "message";
/** A field saying which rule made the copy differs between the two copies by design. */
const isPolicyFlag = (o: Observed) => o.found.kind === "policy";
const expectedOf = (o: Observed) => {
  if (o.shown instanceof Date)
    return FIELD_KINDS[o.found.kind].isShown ? o.shown : maskLeaf(o.shown.toISOString(), o.found.kind, new Map());
  return typeof o.shown === "string" || typeof o.shown === "number" ? maskLeaf(o.shown, o.found.kind, new Map()) : o.shown;
};
/** The applicant's values the surfaces mask: what no auditor's copy may hold, in any field. */
const personalValues = () =>
  new Set(
    observed.flatMap((o) =>
      !FIELD_KINDS[o.found.kind].isShown && typeof o.shown === "string" && o.shown.length >= 4 && expectedOf(o) !== o.shown
        ? [o.shown]
        : [],
    ),
  );

describe("the personal-data table, read off what every surface shows", () => {
  it("names every field the record page, the bundle and the exports show", () => {
    expect(observed.length).toBeGreaterThan(1000);
    const undeclared = [...new Set(observed.filter((o) => o.found.kind === "undeclared").map((o) => `${o.surface}: ${o.found.path}`))];
    expect(undeclared).toEqual([]);
  });

  it("gives an auditor each field as its kind says: shown fields as they are, masked ones masked that way", () => {
    const wrong = observed
      .filter((o) => !isMessage(o) && !isPolicyFlag(o) && JSON.stringify(o.masked) !== JSON.stringify(expectedOf(o)))
      .map((o) => ({ at: `${o.surface}: ${o.found.path}`, kind: o.found.kind, shown: o.shown, masked: o.masked }));
    expect(wrong).toEqual([]);
  });

  it("leaves none of the applicant's values in an auditor's copy, the service's sentences included", () => {
    const values = personalValues();
    expect(values.size).toBeGreaterThan(20);
    const leaks = observed.flatMap((o) =>
      typeof o.masked === "string"
        ? [...values]
            .filter((value) => o.masked === value || (isMessage(o) && String(o.masked).includes(value)))
            .map((value) => `${o.surface}: ${o.found.path} (${o.found.kind}) holds ${value}`)
        : [],
    );
    expect(leaks).toEqual([]);
  });

  it("shows an auditor the call's agent, times, checklist and recording hash; masks the applicant's name and document number", () => {
    const kindOf = (surface: string, path: string) => [
      ...new Set(observed.filter((o) => o.surface === surface && o.found.path === path).map((o) => o.found.kind)),
    ];
    const call = "record.data[videoconference].provider.result";
    for (const [path, kind] of [
      ["agent.name", "staff"],
      ["agent.email", "staff"],
      ["times.openedAt", "time"],
      ["times.connectedAt", "time"],
      ["times.endedAt", "time"],
      ["checklist[].label", "configured"],
      ["recording.sha256", "hash"],
    ])
      expect({ path, kinds: kindOf("record page", `${call}.${path}`) }).toEqual({ path, kinds: [kind] });
    expect(kindOf("record page", "record.data[form].payload.name")).toEqual(["text"]);
    expect(kindOf("record page", "record.data[document-ocr].provider.result.fields.doc_number")).toEqual(["identifier"]);
    expect(kindOf("record page", "record.data[document-ocr].provider.result.fields.surname")).toEqual(["text"]);
    const name = observed.find((o) => o.surface === "record page" && o.found.path === "record.data[form].payload.name");
    expect(name?.masked).not.toBe(name?.shown);
  });

  it("shows an auditor every field of the call panel its kind shows, and none its kind masks", () => {
    const byPath = (path: string) => panelFields.find((p) => p.found.path === `provider.result.${path}`);
    for (const path of [
      "agent.name",
      "agent.email",
      "times.openedAt",
      "times.connectedAt",
      "times.endedAt",
      "checklist[].label",
      "recording.sha256",
    ])
      expect({ path, auditorSeesIt: byPath(path)?.auditorSeesIt }).toEqual({ path, auditorSeesIt: true });
    const wrong = panelFields.filter(({ found, auditorSeesIt, auditorSeesItMasked }) =>
      FIELD_KINDS[found.kind].isShown ? !auditorSeesIt : auditorSeesIt || !auditorSeesItMasked,
    );
    expect(wrong).toEqual([]);
  });

  it("lists them all, with what an auditor gets, in docs/personal-data.md", async () => {
    const rows = new Map<string, string[]>();
    const panel = new Set(panelFields.map((p) => `record.data[videoconference].${p.found.path}`));
    for (const o of observed) {
      const surface = o.surface === "record page" && panel.has(o.found.path) ? "record page, call panel" : o.surface;
      const field = o.found.field ?? "—";
      rows.set(`${surface} | \`${o.found.path}\``, [
        surface,
        `\`${o.found.path}\``,
        o.found.kind,
        `\`${field}\``,
        FIELD_KINDS[o.found.kind].auditorGets,
      ]);
    }
    const fields = [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
    const kinds = Object.entries(FIELD_KINDS).map(([kind, rule]) => [kind, rule.auditorGets]);
    const text = [
      "# What an auditor gets of each field",
      "",
      "Written by `test/integration/personal-data-table.test.ts` from what each surface really shows (the demo seed's",
      "processes, one case per kind of finding, a video call an agent passed). The rule is one table,",
      "`lib/records/personal-data-fields.ts`: masking hides the applicant's personal data only; staff, times, results, the",
      "flow's own words and file hashes stay readable. A field the table does not name fails the test.",
      "",
      "## Kinds",
      "",
      ...markdownTable(["Kind", "What an auditor gets"], kinds),
      "",
      "## Fields",
      "",
      ...markdownTable(["Surface", "Field", "Kind", "Table entry", "What an auditor gets"], fields),
      "",
    ].join("\n");
    await expect(text).toMatchFileSnapshot("../../docs/personal-data.md");
  });
});
