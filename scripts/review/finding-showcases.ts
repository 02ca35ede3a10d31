import crypto from "node:crypto";
import { recordRiskAssessment } from "@/lib/cases/duplicates/screen-case";
import { dueAtFrom, slaPolicyFor } from "@/lib/cases/queue/sla";
import type { Db } from "@/lib/db/client";
import type { FindingKind } from "@/lib/findings/finding";
import { importFlow } from "@/lib/provisioning/flows";
import type { FlowSnapshot, TFlowStep } from "@/lib/service/contract/flow-schema";
import { type Device, type Owner, PHONE_DEVICE, type StepRow, stepEvents, writeSyntheticProcess } from "./synthetic-process";

const LATER = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

type StepDef = { id: string; name: string; type: string; maxRetries?: number; settings?: Record<string, unknown> };
const STEPS: StepDef[] = [
  { id: "about", name: "Personal data", type: "form" },
  { id: "document", name: "Identity document", type: "document-ocr" },
  { id: "selfie", name: "Selfie", type: "face-liveness-2d" },
  { id: "face", name: "Face match", type: "face-verify-2d", settings: { threshold: 0.8 } },
  { id: "phone", name: "Phone", type: "otp", maxRetries: 1 },
  { id: "call", name: "Video identification", type: "videoconference", maxRetries: 0 },
  { id: "screening", name: "Sanctions screening", type: "aml" },
  { id: "video", name: "Video liveness", type: "video-liveness" },
  { id: "key", name: "Digital key", type: "digital-key", maxRetries: 0 },
  { id: "owners", name: "Co-owners", type: "joint-ownership", maxRetries: 0 },
];

function flowStep(def: StepDef, next: string): TFlowStep {
  return {
    id: def.id,
    name: def.name,
    next,
    settings: { maxRetries: def.maxRetries ?? 3, preventPrevious: false, deviceType: "any" },
    action: {
      type: def.type as TFlowStep["action"]["type"],
      fields: def.type === "form" ? [{ name: "name", required: true }] : [],
      settings: def.settings ?? {},
      provider: { providerId: "showcase", provider: def.type },
    },
    tasks: [],
  };
}

/** The flow a case ran: only the steps it used (or would have used, had it not ended), in their order. */
function snapshotOf(flowId: string, stepIds: string[]): FlowSnapshot {
  const defs = stepIds.map((id) => STEPS.find((s) => s.id === id) as StepDef);
  return {
    id: flowId,
    name: "Showcase: one case per finding",
    steps: defs.map((d, i) => flowStep(d, defs[i + 1]?.id ?? "")),
    settings: [],
  };
}

const form = (name: string): StepRow => ({ action: "form", stepId: "about", status: true, payload: { name } });
const failure = (message: string, reason?: string) => ({ code: "BIOPMSSE422", message, ...(reason ? { reason } : {}) });
const GOOD = { mrz: "GOOD", docType: "GOOD", expiry_date: "GOOD", integrity_doc_number: "GOOD", imageQA: "GOOD", match_name: "GOOD" };
function documentRow(
  validations: Record<string, string>,
  extra: { number?: string; expiry?: string; status?: boolean; glare?: boolean } = {},
) {
  const status = extra.status ?? true;
  const result = {
    fields: { name: "ANA", surname: "SILVA", doc_number: extra.number ?? "C12345678", expiry_date: extra.expiry ?? "2031-01-01" },
    validations: { ...GOOD, ...validations },
    imageQA: { front: { focus: "GOOD", glares: extra.glare ? "BAD" : "GOOD" }, back: { focus: "GOOD" } },
    method: "local-ocr",
  };
  return {
    action: "document-ocr",
    stepId: "document",
    status,
    payload: { doctype: "idcard" },
    provider: { status, result },
    ...(status ? {} : { error: failure("document: failed") }),
  } satisfies StepRow;
}
const faceRow = (score: number, status: boolean): StepRow => ({
  action: "face-verify-2d",
  stepId: "face",
  status,
  payload: {},
  provider: { status, result: { score, threshold: 0.8, method: "local-embedding" } },
  ...(status ? {} : { error: failure(`face: score ${score} is below the threshold 0.8`) }),
});
const livenessRow = (result: Record<string, unknown>, status: boolean, error?: object): StepRow => ({
  action: "face-liveness-2d",
  stepId: "selfie",
  status,
  payload: {},
  provider: { status, result: { method: "single-frame-indicative", ...result } },
  ...(error ? { error } : {}),
});
const phone = { country: "PT", number: "912345678" };
const codeRequest: StepRow = { action: "otp", stepId: "phone", status: false, payload: { phone } };
const wrongCode = (reason: "code-wrong" | "code-expired"): StepRow => ({
  action: "otp",
  stepId: "phone",
  status: false,
  payload: { phone, otpCode: "******" },
  error: failure(reason === "code-wrong" ? "otpCode: the code is not right" : "otpCode: the code has expired; request a new one", reason),
});

/** One finished case per kind of finding: what it shows, the steps its flow had, its records, and what else it needs. */
type Showcase = {
  name: string;
  kinds: FindingKind[];
  steps: string[];
  records: StepRow[];
  negativeFinish?: boolean;
  devices?: Device[];
  /** Rows of the cross-case tables (duplicates, alerts, the attempts' faces) about this case. */
  around?: (db: Db, processId: string, others: { finished: string; negative: string; accountId: string }) => Promise<unknown>;
};

const SHOWCASES: Record<string, Showcase> = {
  clear: {
    name: "Clara Lima",
    kinds: [],
    steps: ["about", "document", "face"],
    records: [form("Clara Lima"), documentRow({}), faceRow(0.91, true)],
  },
  "negative-finish": {
    name: "Nuno Negrão",
    kinds: ["negative-finish", "code-not-confirmed"],
    steps: ["about", "phone"],
    records: [form("Nuno Negrão"), codeRequest, wrongCode("code-wrong"), wrongCode("code-wrong")],
    negativeFinish: true,
  },
  "check-failed": {
    name: "Carla Falhas",
    kinds: ["negative-finish", "check-failed"],
    steps: ["about", "owners"],
    records: [
      form("Carla Falhas"),
      { action: "joint-ownership", stepId: "owners", status: false, payload: {}, error: failure("users: a@b.pt appears more than once") },
    ],
    negativeFinish: true,
  },
  "not-analysed": {
    name: "Nádia Semanálise",
    kinds: ["not-analysed"],
    steps: ["about", "face"],
    records: [
      form("Nádia Semanálise"),
      { action: "face-verify-2d", stepId: "face", status: true, payload: {}, provider: { status: true, result: { method: "none" } } },
    ],
  },
  "result-unreadable": {
    name: "Rui Ilegível",
    kinds: ["result-unreadable"],
    steps: ["about", "document"],
    records: [
      form("Rui Ilegível"),
      { action: "document-ocr", stepId: "document", status: true, payload: {}, provider: { status: true, result: { fields: 5 } } },
    ],
  },
  "document-expired": {
    name: "Eva Caducada",
    kinds: ["document-expired"],
    steps: ["about", "document"],
    records: [form("Eva Caducada"), documentRow({ expiry_date: "BAD" }, { expiry: "2024-01-31" })],
  },
  "document-mismatch": {
    name: "Marta Diferente",
    kinds: ["document-mismatch"],
    steps: ["about", "document"],
    records: [form("Marta Diferente"), documentRow({ match_surname: "BAD" })],
  },
  "document-unreadable": {
    name: "Ivo Dígito",
    kinds: ["document-unreadable"],
    steps: ["about", "document"],
    records: [form("Ivo Dígito"), documentRow({ integrity_doc_number: "BAD" })],
  },
  "document-uncertain": {
    name: "Inês Incerta",
    kinds: ["document-uncertain"],
    steps: ["about", "document"],
    records: [form("Inês Incerta"), documentRow({ text: "UNCERTAIN" })],
  },
  "image-quality": {
    name: "Gil Reflexo",
    kinds: ["image-quality"],
    steps: ["about", "document"],
    records: [form("Gil Reflexo"), documentRow({ imageQA: "BAD" }, { glare: true })],
  },
  "face-mismatch": {
    name: "Sofia Outra",
    kinds: ["negative-finish", "face-mismatch"],
    steps: ["about", "face"],
    records: [form("Sofia Outra"), faceRow(0.27, false), faceRow(0.28, false), faceRow(0.27, false), faceRow(0.26, false)],
    negativeFinish: true,
  },
  "face-near-threshold": {
    name: "Paulo Limiar",
    kinds: ["face-near-threshold"],
    steps: ["about", "face"],
    records: [form("Paulo Limiar"), faceRow(0.82, true)],
  },
  "no-face": {
    name: "Olga Semrosto",
    kinds: ["negative-finish", "no-face"],
    steps: ["about", "selfie"],
    records: [
      form("Olga Semrosto"),
      ...Array.from({ length: 4 }, () =>
        livenessRow({ scores: null, livenessStatus: 0 }, false, failure("photo: no face found", "no-face")),
      ),
    ],
    negativeFinish: true,
  },
  "liveness-failed": {
    name: "Luís Impresso",
    kinds: ["liveness-failed"],
    steps: ["about", "selfie"],
    records: [form("Luís Impresso"), livenessRow({ scores: { real: 0.31, live: 0.42 }, livenessStatus: 0, threshold: 0.5 }, true)],
  },
  "video-liveness-failed": {
    name: "Vera Parada",
    kinds: ["video-liveness-failed"],
    steps: ["about", "video"],
    records: [
      form("Vera Parada"),
      {
        action: "video-liveness",
        stepId: "video",
        status: true,
        payload: {},
        provider: { status: true, result: { score: 0.4, failedChecks: ["motion"] } },
      },
    ],
  },
  "screening-hit": {
    name: "Hugo Listado",
    kinds: ["screening-hit"],
    steps: ["about", "screening"],
    records: [
      form("Hugo Listado"),
      {
        action: "aml",
        stepId: "screening",
        status: true,
        payload: { searchTerm: "Hugo Listado" },
        provider: { status: true, result: { hits: [{ id: "sample-7", score: 0.91 }], threshold: 0.85 } },
      },
    ],
  },
  "code-not-confirmed": {
    name: "Tiago Atrasado",
    kinds: ["negative-finish", "code-not-confirmed"],
    steps: ["about", "phone"],
    records: [form("Tiago Atrasado"), codeRequest, wrongCode("code-expired"), codeRequest, wrongCode("code-expired")],
    negativeFinish: true,
  },
  "digital-key-failed": {
    name: "Diana Chave",
    kinds: ["negative-finish", "digital-key-failed"],
    steps: ["about", "key"],
    records: [
      form("Diana Chave"),
      {
        action: "digital-key",
        stepId: "key",
        status: false,
        payload: {},
        provider: { status: false, result: { verified: false } },
        error: failure("accessToken: signature verification failed"),
      },
    ],
    negativeFinish: true,
  },
  "call-failed": {
    name: "Bruno Chamada",
    kinds: ["negative-finish", "call-failed"],
    steps: ["about", "call"],
    records: [
      form("Bruno Chamada"),
      {
        action: "videoconference",
        stepId: "call",
        status: false,
        payload: { postpone: false },
        provider: {
          status: false,
          result: { agent: { name: "Rui", email: "rui@idv.local" }, reason: "document not shown", checklist: [] },
        },
        error: failure("videoconference: the agent judged the call failed: document not shown"),
      },
    ],
    negativeFinish: true,
  },
  "call-postponed": {
    name: "Pedro Adiado",
    kinds: ["call-postponed"],
    steps: ["about", "call"],
    records: [
      form("Pedro Adiado"),
      {
        action: "videoconference",
        stepId: "call",
        status: true,
        payload: { postpone: true, date: LATER(), phone, email: "pedro@example.pt" },
      },
    ],
  },
  retried: {
    name: "Rita Tentativas",
    kinds: ["retried"],
    steps: ["about", "document"],
    records: [form("Rita Tentativas"), documentRow({ mrz: "BAD" }, { status: false }), documentRow({})],
  },
  "not-performed": {
    name: "Xavier Parou",
    kinds: ["negative-finish", "document-unreadable", "not-performed"],
    steps: ["about", "document", "face"],
    records: [form("Xavier Parou"), ...Array.from({ length: 4 }, () => documentRow({ mrz: "BAD" }, { status: false }))],
    negativeFinish: true,
  },
  "document-changed": {
    name: "Duarte Trocado",
    kinds: ["document-changed"],
    steps: ["about", "document"],
    records: [form("Duarte Trocado"), documentRow({}, { number: "C12345678" }), documentRow({}, { number: "P7654321" })],
  },
  "face-changed": {
    name: "Fábio Mudou",
    kinds: ["face-changed"],
    steps: ["about", "selfie"],
    records: [form("Fábio Mudou"), livenessRow({ livenessStatus: 1 }, true), livenessRow({ livenessStatus: 1 }, true)],
    around: (db, processId) =>
      db.faceAttemptComparison.create({
        data: { processId, stepId: "selfie", fromSeq: 2, toSeq: 3, score: 0.31, threshold: 0.7, createdAt: new Date() },
      }),
  },
  "face-unsure": {
    name: "Úrsula Dúvida",
    kinds: ["face-unsure"],
    steps: ["about", "selfie"],
    records: [form("Úrsula Dúvida"), livenessRow({ livenessStatus: 1 }, true), livenessRow({ livenessStatus: 1 }, true)],
    around: (db, processId) =>
      db.faceAttemptComparison.create({
        data: { processId, stepId: "selfie", fromSeq: 2, toSeq: 3, score: null, threshold: 0.7, createdAt: new Date() },
      }),
  },
  "duplicate-document": {
    name: "Daniel Copiado",
    kinds: ["duplicate-document"],
    steps: ["about", "document"],
    records: [form("Daniel Copiado"), documentRow({})],
    around: (db, processId, others) =>
      db.caseDuplicate.create({ data: { processId, otherProcessId: others.finished, kind: "document", score: 1, createdAt: new Date() } }),
  },
  "duplicate-face": {
    name: "Fernanda Gémea",
    kinds: ["duplicate-face"],
    steps: ["about", "selfie"],
    records: [form("Fernanda Gémea"), livenessRow({ livenessStatus: 1 }, true)],
    around: (db, processId, others) =>
      db.caseDuplicate.create({ data: { processId, otherProcessId: others.finished, kind: "face", score: 0.93, createdAt: new Date() } }),
  },
  "duplicate-of-rejected": {
    name: "Renato Repetido",
    kinds: ["duplicate-of-rejected"],
    steps: ["about", "document"],
    records: [form("Renato Repetido"), documentRow({})],
    around: (db, processId, others) =>
      db.caseDuplicate.create({ data: { processId, otherProcessId: others.negative, kind: "document", score: 1, createdAt: new Date() } }),
  },
  "screening-alert": {
    name: "Sara Alerta",
    kinds: ["screening-alert"],
    steps: ["about"],
    records: [form("Sara Alerta")],
    around: (db, processId, { accountId }) =>
      db.screeningAlert.create({
        data: {
          id: crypto.randomUUID(),
          processId,
          accountId,
          listEntryId: "sample-9",
          listedName: "Sara A. Listed",
          matchedName: "Sara Alerta",
          score: 0.9,
          listSource: "showcase",
          listLoadedAt: new Date().toISOString(),
          status: "open",
          createdAt: new Date(),
        },
      }),
  },
  "device-change": {
    name: "Diogo Dispositivos",
    kinds: ["device-change"],
    steps: ["about"],
    records: [form("Diogo Dispositivos")],
    devices: [PHONE_DEVICE, { deviceType: "desktop", operatingSystem: "Windows 11", browser: "Edge 131" }],
  },
};

/** A showcase case: its process and the kinds it was written to show (what the tests check it against). */
export type FindingShowcase = { processId: string; kinds: FindingKind[] };

/** The tag every showcase case carries. */
export const SHOWCASE_TAG = "Showcase: findings";

const flowIdOf = (owner: Owner) => `showcase-findings-${owner.accountId}`;

async function writeCase(db: Db, owner: Owner, reference: string, showcase: Showcase): Promise<string> {
  const snapshot = snapshotOf(flowIdOf(owner), showcase.steps);
  const names = new Map(snapshot.steps.map((s) => [s.id, s.name]));
  const [first, later] = showcase.devices ?? [PHONE_DEVICE];
  const events = stepEvents(showcase.records, names, first);
  // A second device: the applicant finished on another one.
  const last = events.at(-1);
  if (later && last) last.device = later;
  const history = [...new Set(showcase.records.filter((r) => r.status).map((r) => r.stepId))];
  return writeSyntheticProcess(db, owner, {
    processId: crypto.randomUUID(),
    flowId: snapshot.id,
    snapshot,
    records: showcase.records,
    events,
    files: [],
    reference,
    currentStepId: showcase.records.at(-1)?.stepId ?? "about",
    history,
    negativeFinish: showcase.negativeFinish,
  });
}

/**
 * One finished case per kind of finding, in the review queue with its risk assessed, so the demo shows each (and the
 * e2e checks that the banner, the decision's acknowledgements and the queue agree on every one). Idempotent: a case
 * already written (by its reference) is left as it is.
 */
export async function seedFindingShowcases(db: Db, owner: Owner): Promise<Record<string, FindingShowcase>> {
  const flowId = flowIdOf(owner);
  const { steps } = snapshotOf(
    flowId,
    STEPS.map((s) => s.id),
  );
  await importFlow(db, { accountId: owner.accountId, id: flowId, definition: { name: "Showcase: one case per finding", steps } });
  const existing = await db.process.findMany({ where: { flowId }, select: { id: true, reference: true } });
  const byReference = new Map(existing.map((p) => [p.reference, p.id]));
  const other = async (reference: string, showcase: Showcase) =>
    byReference.get(reference) ?? (await writeCase(db, owner, reference, showcase));
  const others = {
    finished: await other("finding-other-finished", { ...SHOWCASES.clear, name: "Outra Pessoa" } as Showcase),
    negative: await other("finding-other-negative", SHOWCASES["negative-finish"] as Showcase),
    accountId: owner.accountId,
  };
  // One tag holds them all, so the queue can show just these (filter by tag).
  const tag = await db.caseTag.upsert({
    where: { name: SHOWCASE_TAG },
    create: { id: "showcase-findings", name: SHOWCASE_TAG, colour: "violet", createdAt: new Date() },
    update: {},
    select: { id: true },
  });
  const created: Record<string, FindingShowcase> = {};
  for (const [key, showcase] of Object.entries(SHOWCASES)) {
    const reference = `finding-${key}`;
    const known = byReference.get(reference);
    if (known) {
      created[reference] = { processId: known, kinds: showcase.kinds };
      continue;
    }
    const processId = await writeCase(db, owner, reference, showcase);
    await showcase.around?.(db, processId, others);
    const now = new Date();
    const rule = await slaPolicyFor(db, { accountId: owner.accountId, flowId });
    await db.reviewCase.create({
      data: {
        processId,
        accountId: owner.accountId,
        flowId,
        negativeFinish: showcase.negativeFinish ?? false,
        finishedAt: now,
        dueAt: dueAtFrom(now, rule),
        tags: { create: { tagId: tag.id, createdAt: now } },
      },
    });
    await db.$transaction((tx) => recordRiskAssessment(tx, processId, now));
    created[reference] = { processId, kinds: showcase.kinds };
  }
  return created;
}
