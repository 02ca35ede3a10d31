import { z } from "zod";
import { ZBase64 } from "../common/fields";
import { checkWithProvider, readVideo } from "../common/media";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZVideoLivenessPayload = z.strictObject({ video: ZBase64 });

export const videoLiveness = {
  schema: ZVideoLivenessPayload,
  async check(payload, context) {
    const video = readVideo(context, "video", payload.video);
    return checkWithProvider(context, { video: video.url }, [video]);
  },
} as const satisfies SingleSubmissionAction<typeof ZVideoLivenessPayload>;
