import { Hono } from "hono";
import { routePath } from "hono/route";
import { logger } from "@/lib/observability/logger";
import { nameRoute } from "@/lib/observability/request-id";
import { installationKey, standardWebhooksPublicKey } from "@/lib/security/installation-signer";
import { isServiceError } from "@/lib/service/contract/service-error";
import { ensureApiHeaders, jsonAnswer } from "./answer";
import { failureEnvelope } from "./envelope";
import { openApiDocument } from "./openapi";
import { accountAndFlowRoutes } from "./routes/accounts-and-flows";
import { processRoutes } from "./routes/processes";
import { sessionTokenAndEmailRoutes } from "./routes/session-tokens-and-email";
import { videoconferenceAndFileRoutes } from "./routes/videoconference-and-files";

/** Name, the reason (a Prisma message's last line) and the stack frames: never the arguments, which may hold personal data. */
function describeForLog(error: unknown): { error: string; reason?: string; frames?: string[] } {
  if (!(error instanceof Error)) return { error: typeof error };
  const reason = error.message.trim().split("\n").at(-1) ?? "";
  const frames = (error.stack ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("at "))
    .slice(0, 8);
  return { error: error.name, reason: reason.slice(0, 300), frames };
}

/** The process service's HTTP API: one framework-independent fetch handler, mounted at /api. */
export function createServiceApp() {
  const app = new Hono().basePath("/api");
  app.use(async (c, next) => {
    await next();
    // The handler's pattern (e.g. /api/processes/:id/step; /api/* when none matched), never the path's values.
    nameRoute(routePath(c, -1));
    ensureApiHeaders(c.res);
  });
  app.get("/health", () => jsonAnswer({ status: "ok" }, 200));
  app.get("/openapi.json", () => jsonAnswer(openApiDocument(), 200));
  // Anyone may verify a webhook's (or an audit bundle's) Ed25519 signature with this key.
  app.get("/webhooks/public-key", () => {
    const { publicKeyPem, fingerprint } = installationKey();
    return jsonAnswer(
      { algorithm: "Ed25519", fingerprint, publicKeyPem, standardWebhooksPublicKey: standardWebhooksPublicKey(publicKeyPem) },
      200,
    );
  });
  processRoutes(app);
  accountAndFlowRoutes(app);
  sessionTokenAndEmailRoutes(app);
  videoconferenceAndFileRoutes(app);
  app.notFound(() => jsonAnswer(failureEnvelope("BIOPMSSE404"), 404));
  app.onError((error, c) => {
    if (isServiceError(error)) return jsonAnswer(failureEnvelope(error.code, error.message), error.status, error.headers);
    logger.error({ method: c.req.method, route: routePath(c, -1), ...describeForLog(error) }, "request failed");
    return jsonAnswer(failureEnvelope("BIOPMSSE500"), 500);
  });
  return app;
}

export type ServiceApp = ReturnType<typeof createServiceApp>;

let shared: ServiceApp | undefined;
export function serviceApp(): ServiceApp {
  shared ??= createServiceApp();
  return shared;
}
