import type { Hono } from "hono";
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/service/contract/service-error";
import { parseBody } from "@/lib/service/parse-body";
import { createProcess } from "@/lib/service/processes/create-process";
import { getCurrentStep } from "@/lib/service/processes/get-current-step";
import { getProcessRecord } from "@/lib/service/processes/get-process-record";
import { goBack } from "@/lib/service/processes/go-back";
import { ZCreateProcess } from "@/lib/service/processes/schemas";
import { submitStep } from "@/lib/service/processes/submit-step";
import { validateNonce } from "@/lib/service/processes/validate-nonce";
import type { FinishedView, StepView } from "@/lib/service/views/step-view";
import { type JsonReply, withService } from "../with-service";

const created = (view: StepView): JsonReply => ({ status: 201, code: "BIOPMPCS004", data: view });
const submitted = (view: StepView | FinishedView): JsonReply => ({ code: "finished" in view ? "BIOPMSCS004" : "BIOPMSCS002", data: view });
const wentBack = (view: StepView): JsonReply => ({ code: "BIOPMSCS006", data: view });

/** Endpoints 1–6: processes, their steps and nonces. The three POSTs take an Idempotency-Key. */
export function processRoutes(app: Hono) {
  app.post(
    "/processes",
    withService({ needsApp: true, body: "optional", idempotent: true }, async ({ header, context, body, keep }) => {
      const { reference } = parseBody(ZCreateProcess, body);
      const view = await createProcess({
        db: db(),
        context,
        reference,
        appVersion: header("svc-app-version"),
        acceptLanguage: header("accept-language"),
        keepAnswer: keep && ((outcome) => keep(created(outcome))),
      });
      return created(view);
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
    withService({ needsApp: true, readsProcess: true }, async ({ context, param, preread }) => {
      const view = await getCurrentStep({ db: db(), caller: context, processId: param("id"), preread });
      return { code: "finished" in view ? "BIOPMSCS004" : "BIOPMSCS001", data: view };
    }),
  );
  app.post(
    "/processes/:id/step",
    withService(
      { needsApp: true, body: "required", idempotent: true, readsProcess: true },
      async ({ header, context, param, preread, body, keep }) => {
        const view = await submitStep({
          db: db(),
          context: { ...context, stepId: header("svc-step") || undefined },
          processId: param("id"),
          preread,
          body,
          keepAnswer: keep && ((outcome) => keep(outcome instanceof ServiceError ? outcome : submitted(outcome))),
        });
        return submitted(view);
      },
    ),
  );
  app.post(
    "/processes/:id/step/back",
    withService({ needsApp: true, idempotent: true, readsProcess: true }, async ({ context, param, preread, keep }) =>
      wentBack(
        await goBack({ db: db(), context, processId: param("id"), preread, keepAnswer: keep && ((outcome) => keep(wentBack(outcome))) }),
      ),
    ),
  );
  app.get(
    "/processes/:id/nonce/:nonceId",
    withService({ needsApp: true, readsProcess: true }, async ({ context, param, preread }) => ({
      code: "BIOPMPCS021",
      data: await validateNonce({
        db: db(),
        caller: context,
        processId: param("id"),
        preread,
        nonceId: param("nonceId"),
        now: context.now,
      }),
    })),
  );
}
