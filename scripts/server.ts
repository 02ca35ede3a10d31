import "./load-env";
import { getRequestListener } from "@hono/node-server";
import next from "next";
import { CLIENT_IP_HEADER } from "@/lib/audit/request-info";
import { db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations/operations";
import { targetFromUrl } from "@/lib/db/migrations/target";
import { env } from "@/lib/env";
import { pageBodyLimit, withBodyLimit } from "@/lib/server/body-limit";
import { createHttpServer } from "@/lib/server/create-http-server";
import { serviceApp } from "@/lib/service/http/app";
import { registerLocalProviders } from "@/lib/service/local-providers";
import { closeSharedAnalysisPool } from "@/lib/service/local-providers/analysis-pool";
import { produceMissingEvidence } from "@/lib/service/processes/produce-evidence";

const EVIDENCE_RETRY_MS = 60_000;

// The production server: /api/* goes straight to the service's fetch handler (no Next on that path),
// everything else, /api/auth/* included, to Next once its body is known to fit the route's limit.
async function main() {
  const config = env();
  const applied = await applyMigrations({ root: process.cwd(), target: targetFromUrl(config.DATABASE_URL) });
  if (applied.length) console.error(`Applied migrations: ${applied.join(", ")}`);

  registerLocalProviders();
  const app = next({ dev: false, hostname: config.HOST, port: config.PORT });
  await app.prepare();
  const handlePage = app.getRequestHandler();
  const handleApi = getRequestListener(serviceApp().fetch);

  const server = createHttpServer(config, (req, res) => {
    // Overwritten on every request, so the audit log's address is never the caller's own claim.
    const forwarded = config.TRUST_PROXY
      ? String(req.headers["x-forwarded-for"] ?? "")
          .split(",")[0]
          ?.trim()
      : "";
    req.headers[CLIENT_IP_HEADER] = forwarded || req.socket.remoteAddress || "";
    const url = req.url ?? "/";
    // The service reads its body itself, within its own limit, and answers in the spec's envelope.
    if (url.startsWith("/api/") && !url.startsWith("/api/auth/")) return void handleApi(req, res);
    withBodyLimit(req, pageBodyLimit(url), () => void handlePage(req, res));
  });
  server.listen(config.PORT, config.HOST, () =>
    console.error(`IDV back office on ${config.APP_URL} (listening on ${config.HOST}:${config.PORT})`),
  );
  // Evidence that failed after its process finished is produced again until it succeeds.
  const retryEvidence = () =>
    void produceMissingEvidence(db()).catch((error: unknown) => console.error(`evidence retry: ${String(error)}`));
  const evidenceTimer = setInterval(retryEvidence, EVIDENCE_RETRY_MS);
  retryEvidence();
  const stop = () => {
    clearInterval(evidenceTimer);
    server.close(() => void closeSharedAnalysisPool().finally(() => process.exit(0)));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
