import type { Hono } from "hono";
import { db } from "@/lib/db/client";
import { sendProcessLink } from "@/lib/service/email/send-process-link";
import { createSessionToken, serviceBaseUrl } from "@/lib/service/session-tokens/create-session-token";
import { withService } from "../with-service";

/** Endpoints 9–11: provider session tokens and the e-mailed process link. */
export function sessionTokenAndEmailRoutes(app: Hono) {
  app.get(
    "/providers/custom/face01/session-token",
    withService({ needsApp: true }, async ({ header, context }) => {
      const { token } = await createSessionToken({
        db: db(),
        caller: context,
        provider: "face01",
        processId: header("svc-process") || undefined,
        now: context.now,
      });
      return { code: "BIOZMCTS007", data: { sessionToken: token } };
    }),
  );
  app.get(
    "/providers/custom/face06/session-token",
    withService({ needsApp: true }, async ({ header, context }) => {
      const processId = header("svc-process") || undefined;
      const { token } = await createSessionToken({ db: db(), caller: context, provider: "face06", processId, now: context.now });
      return { code: "BIOIPCTS001", data: { token, userId: processId ?? context.accountId, baseUrl: serviceBaseUrl() } };
    }),
  );
  app.post(
    "/providers/custom/email01/send-email",
    withService({ needsApp: true, body: "required" }, async ({ context, body }) => ({
      code: "BIOEMCTS001",
      data: await sendProcessLink({ db: db(), caller: context, body, now: context.now }),
    })),
  );
}
