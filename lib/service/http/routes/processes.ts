import type { Hono } from "hono";
import { db } from "@/lib/db/client";
import { parseBody } from "@/lib/service/parse-body";
import { createProcess } from "@/lib/service/processes/create-process";
import { getCurrentStep } from "@/lib/service/processes/get-current-step";
import { getProcessRecord } from "@/lib/service/processes/get-process-record";
import { goBack } from "@/lib/service/processes/go-back";
import { ZCreateProcess } from "@/lib/service/processes/schemas";
import { submitStep } from "@/lib/service/processes/submit-step";
import { validateNonce } from "@/lib/service/processes/validate-nonce";
import { withService } from "../with-service";

/** Endpoints 1–6: processes, their steps and nonces. */
export function processRoutes(app: Hono) {
  app.post(
    "/processes",
    withService({ needsApp: true, body: "optional" }, async ({ c, context, body }) => {
      const { reference } = parseBody(ZCreateProcess, body);
      const view = await createProcess({
        db: db(),
        context,
        reference,
        appVersion: c.req.header("svc-app-version"),
        acceptLanguage: c.req.header("accept-language"),
      });
      return { status: 201, code: "BIOPMPCS004", data: view };
    }),
  );
  app.get(
    "/processes/:id",
    withService({ needsApp: false }, async ({ context, param }) => ({
      code: "BIOPMPCS003",
      data: await getProcessRecord({ db: db(), caller: context, processId: param("id") }),
    })),
  );
  app.get(
    "/processes/:id/step",
    withService({ needsApp: true }, async ({ context, param }) => {
      const view = await getCurrentStep({ db: db(), caller: context, processId: param("id") });
      return { code: "finished" in view ? "BIOPMSCS004" : "BIOPMSCS001", data: view };
    }),
  );
  app.post(
    "/processes/:id/step",
    withService({ needsApp: true, body: "required" }, async ({ c, context, param, body }) => {
      const view = await submitStep({
        db: db(),
        context: { ...context, stepId: c.req.header("svc-step") || undefined },
        processId: param("id"),
        body,
      });
      return { code: "finished" in view ? "BIOPMSCS004" : "BIOPMSCS002", data: view };
    }),
  );
  app.post(
    "/processes/:id/step/back",
    withService({ needsApp: true }, async ({ context, param }) => ({
      code: "BIOPMSCS006",
      data: await goBack({ db: db(), context, processId: param("id") }),
    })),
  );
  app.get(
    "/processes/:id/nonce/:nonceId",
    withService({ needsApp: true }, async ({ context, param }) => ({
      code: "BIOPMPCS021",
      data: await validateNonce({ db: db(), caller: context, processId: param("id"), nonceId: param("nonceId"), now: context.now }),
    })),
  );
}
