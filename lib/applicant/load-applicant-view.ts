import "server-only";
import type { Db } from "@/lib/db/client";
import { getBootstrap } from "@/lib/service/accounts/get-bootstrap";
import { stepStateOf } from "@/lib/service/engine/transition";
import { currentStepView } from "@/lib/service/processes/get-current-step";
import { getProcessOrThrow } from "@/lib/service/processes/load-process";
import { CODE_TYPES, signatureOf } from "@/lib/steps/code/action-types";
import type { ApplicantBranding, ApplicantStep, ApplicantView, CompareTemplates } from "@/lib/steps/common/applicant/applicant-view";
import { isTypeOf } from "@/lib/steps/common/type-table";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { faceTraitsOf } from "@/lib/steps/face/action-types";
import { factsOf } from "@/lib/steps/record-facts";
import { biometricConsentOf } from "./biometric-consent";
import type { ApplicantSession } from "./get-applicant-session";

const HEX = /^#[0-9a-fA-F]{3,8}$/;
const SAFE_FONT = /^[\w\s,"'-]{1,120}$/;

function branding(account: Awaited<ReturnType<typeof getBootstrap>>["account"]): ApplicantBranding {
  const { colors, typography, images } = account.customization;
  return {
    name: account.name,
    primary: HEX.test(colors.primary) ? colors.primary : "#0B5FFF",
    secondary: HEX.test(colors.secondary) ? colors.secondary : "#1B1F3B",
    font: SAFE_FONT.test(typography.font) ? typography.font : "system-ui",
    logo: /^(https?:\/\/|\/|data:image\/)/.test(images.logo) ? images.logo : "",
  };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

type StoredRecord = { action: string; payload: unknown; provider: unknown };
const asRecord = (value: unknown) => (value ?? {}) as Record<string, unknown>;
const imagesOf = (record: StoredRecord | undefined) =>
  record ? (factsOf({ action: record.action, payload: asRecord(record.payload), provider: asRecord(record.provider) }).images ?? {}) : {};

/**
 * The photos a face comparison needs: the latest live photo (3d2d: the enrolled face template) against the document's
 * portrait or front; a 3d2d comparison without a document takes the latest 2D photo of the face instead.
 */
async function compareTemplates(db: Db, processId: string, isAgainstEnrolled: boolean): Promise<CompareTemplates> {
  const records = await db.stepRecord.findMany({
    where: { processId, status: true },
    orderBy: { seq: "desc" },
    select: { action: true, payload: true, provider: true },
  });
  const payloadOf = (record: { payload: unknown } | undefined) => (record?.payload ?? {}) as Record<string, unknown>;
  const faceCheck = (record: { action: string }) => faceTraitsOf(record.action)?.check;
  const live = payloadOf(records.find((r) => faceCheck(r) === "liveness" || faceCheck(r) === "enroll"));
  const document = imagesOf(records.find((r) => isTypeOf(DOCUMENT_TYPES, r.action)));
  const portrait = text(document["document-portrait"]) || text(document["document-front"]);
  const livePhoto = text(live.photo) || text(live.template);
  if (isAgainstEnrolled) {
    const enrolled = text(imagesOf(records.find((r) => faceCheck(r) === "enroll"))["face-template"]);
    const isPhoto2d = (r: { action: string }) => faceTraitsOf(r.action)?.is3d === false && faceCheck(r) !== "compare";
    const photo2d = text(payloadOf(records.find(isPhoto2d)).photo);
    return {
      template1: enrolled || livePhoto || "live-photo",
      template2: portrait || photo2d || "document-photo",
      isAgainstDocument: Boolean(portrait) || !photo2d,
    };
  }
  return { template1: livePhoto || "live-photo", template2: portrait || "document-photo", isAgainstDocument: true };
}

/** The latest phone ({country, number}) an accepted step of the process recorded, if any. */
async function earlierPhone(db: Db, processId: string): Promise<ApplicantStep["phone"]> {
  const records = await db.stepRecord.findMany({
    where: { processId, status: true },
    orderBy: { seq: "desc" },
    select: { action: true, payload: true, provider: true },
  });
  for (const record of records) {
    const [phone] = factsOf({ action: record.action, payload: asRecord(record.payload), provider: asRecord(record.provider) }).phones ?? [];
    if (phone) return phone;
  }
  return null;
}

async function documentToSign(db: Db, accountId: string, settings: Record<string, unknown>): Promise<string | null> {
  if (typeof settings.fileId === "string") return settings.fileId;
  const file = await db.storedFile.findFirst({
    where: { accountId, bucket: "attachments" },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  return file?.id ?? null;
}

/** What the applicant page shows: the account's branding and the current step (or the finished notice). */
export async function loadApplicantView(db: Db, session: ApplicantSession): Promise<ApplicantView> {
  const { caller, processId } = session;
  const [bootstrap, loaded] = await Promise.all([getBootstrap({ db, caller }), getProcessOrThrow(db, caller.accountId, processId)]);
  const view = currentStepView(loaded);
  const brand = branding(bootstrap.account);
  if ("finished" in view) return { kind: "finished", branding: brand, isNegative: loaded.snapshot.negativeFinish };
  const { step } = view;
  const state = stepStateOf(loaded.snapshot, step.id);
  const code = state.code;
  const face = faceTraitsOf(step.action.type);
  return {
    kind: "step",
    branding: brand,
    step: {
      id: step.id,
      name: step.name,
      type: step.action.type,
      fields: step.action.fields,
      settings: step.action.settings,
      canGoBack: !step.settings.preventPrevious && loaded.snapshot.history.length > 0,
      attemptsLeft: Math.max(0, step.settings.maxRetries + 1 - state.failures),
      hasFailed: state.failures > 0,
      progress: { position: loaded.snapshot.flow.steps.findIndex((s) => s.id === step.id) + 1, total: loaded.snapshot.flow.steps.length },
      phone: isTypeOf(CODE_TYPES, step.action.type) ? await earlierPhone(db, processId) : null,
      code:
        code && !code.otpConfirmed
          ? { isRequested: true, sends: code.numberAttemptsSend, sentAt: code.otpDate, expiresAt: code.expiresAt }
          : null,
      compare: face?.check === "compare" ? await compareTemplates(db, processId, face.is3d) : null,
      fileId: signatureOf(step.action.type) ? await documentToSign(db, caller.accountId, step.action.settings) : null,
      biometricConsent: await biometricConsentOf(db, caller.accountId, processId, step.action.type),
    },
  };
}
