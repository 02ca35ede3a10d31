import type { Hono } from "hono";
import { db } from "@/lib/db/client";
import { getBootstrap } from "@/lib/service/accounts/get-bootstrap";
import { getActiveFlowOrThrow } from "@/lib/service/flows/get-active-flow";
import { flowView } from "@/lib/service/views/flow-view";
import { withService } from "../with-service";

/** Endpoints 7 and 8: account bootstrap and the active flow. */
export function accountAndFlowRoutes(app: Hono) {
  app.get(
    "/accounts/init",
    withService({ needsApp: true }, async ({ context }) => ({
      code: "BIOACACS008",
      data: await getBootstrap({ db: db(), caller: context }),
    })),
  );
  app.get(
    "/flows/me",
    withService({ needsApp: true }, async ({ context }) => ({
      code: "BIOFMFCS008",
      data: flowView(await getActiveFlowOrThrow(db(), context.accountId)),
    })),
  );
}
