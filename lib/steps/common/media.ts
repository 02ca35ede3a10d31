import { decodeBase64 } from "@/lib/media/base64";
import { sniffImage, sniffVideo } from "@/lib/media/sniff";
import { errorSummary, logger } from "@/lib/observability/logger";
import { ServiceError } from "@/lib/service/contract/service-error";
import type { CheckOutcome } from "@/lib/service/contract/step-outcome";
import { resolveProvider, type SubmittedMedia } from "@/lib/steps/check-providers";
import type { ActionContext } from "./step-action";

export const DEFAULT_MIN_WIDTH = 320;
export const DEFAULT_MIN_HEIGHT = 240;

/** Decodes, sniffs and stages an image; anything that is not a decodable PNG or JPEG is a 400. */
export function readImage(context: ActionContext, field: string, text: string): SubmittedMedia {
  const bytes = decodeBase64(text);
  if (!bytes) throw new ServiceError("BIOPMSSE400", `${field}: not valid Base64`);
  const image = sniffImage(bytes);
  if (!image) throw new ServiceError("BIOPMSSE400", `${field}: not a decodable PNG or JPEG image`);
  const staged = context.stage("processes", bytes, image.contentType);
  return { field, url: staged.url, bytes, contentType: image.contentType, width: image.width, height: image.height };
}

export function readVideo(context: ActionContext, field: string, text: string): SubmittedMedia {
  const bytes = decodeBase64(text);
  if (!bytes) throw new ServiceError("BIOPMSSE400", `${field}: not valid Base64`);
  const video = sniffVideo(bytes);
  if (!video) throw new ServiceError("BIOPMSSE400", `${field}: not an MP4 or WebM video`);
  const staged = context.stage("videos", bytes, video.contentType);
  return { field, url: staged.url, bytes, contentType: video.contentType };
}

function minimum(settings: Record<string, unknown>, key: string, fallback: number): number {
  const value = settings[key];
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** The first image below the step's minimum resolution (action.settings.minWidth/minHeight), as a failed check. */
export function resolutionFailure(context: ActionContext, media: SubmittedMedia[]): CheckOutcome["error"] {
  const minWidth = minimum(context.step.action.settings, "minWidth", DEFAULT_MIN_WIDTH);
  const minHeight = minimum(context.step.action.settings, "minHeight", DEFAULT_MIN_HEIGHT);
  const small = media.find((m) => m.width !== undefined && m.height !== undefined && (m.width < minWidth || m.height < minHeight));
  if (!small) return undefined;
  return {
    code: "BIOPMSSE422",
    message: `${small.field}: image resolution ${small.width}x${small.height} is below the minimum ${minWidth}x${minHeight}`,
  };
}

/** Local checks first (resolution), then the step's provider; its outcome lands in the record's `provider`. */
export async function checkWithProvider(
  context: ActionContext,
  payload: Record<string, unknown>,
  media: SubmittedMedia[],
  providerPayload: Record<string, unknown> = payload,
): Promise<CheckOutcome> {
  const tooSmall = resolutionFailure(context, media);
  if (tooSmall) return { status: false, payload, provider: {}, error: tooSmall };
  const { action } = context.step;
  const provider = resolveProvider(action.type, action.provider.providerId, action.provider.provider);
  const result = await provider
    .check({
      actionType: action.type,
      providerId: action.provider.providerId,
      provider: action.provider.provider,
      settings: action.settings,
      payload: providerPayload,
      media,
      accountId: context.accountId,
      processId: context.processId,
      now: context.now,
      earlierRecords: context.earlierRecords,
      readFile: context.readFile,
      keepFile: (bucket, bytes, contentType) => context.stage(bucket, bytes, contentType).url,
    })
    .catch((error: unknown) => {
      // A crash, a timeout or a broken model is ours, not the applicant's: nothing is recorded and no retry is counted.
      logger.error(
        { provider: provider.provider, actionType: action.type, processId: context.processId, ...errorSummary(error) },
        "provider failed",
      );
      throw new ServiceError("BIOPMSSE422", `${action.type}: the check could not be completed; nothing was recorded, please submit again`);
    });
  const outcome: CheckOutcome = { status: result.status, payload, provider: { status: result.status, result: result.result } };
  if (!result.status) outcome.error = result.error ?? { code: "BIOPMSSE422", message: `${action.type}: the provider check failed` };
  return outcome;
}
