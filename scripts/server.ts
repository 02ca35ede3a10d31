import "./load-env";
import { getRequestListener } from "@hono/node-server";
import next from "next";
import { closeSharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import { CLIENT_IP_HEADER } from "@/lib/audit/request-info";
import { db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations/operations";
import { targetFromUrl } from "@/lib/db/migrations/target";
import { env } from "@/lib/env";
import { attachCallSignalling } from "@/lib/server/attach-call-signalling";
import { pageBodyLimit, withBodyLimit } from "@/lib/server/body-limit";
import { clientAddress } from "@/lib/server/client-address";
import { createHttpServer } from "@/lib/server/create-http-server";
import { sweepOrphanFiles } from "@/lib/service/files/sweep-orphan-files";
import { serviceApp } from "@/lib/service/http/app";
import { startJobWorker } from "@/lib/service/jobs/job-worker";
import { registerLocalProviders } from "@/lib/steps/built-in-providers";
import { fileStorage } from "@/lib/storage/file-storage";

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
    req.headers[CLIENT_IP_HEADER] = clientAddress(req, config.TRUST_PROXY);
    const url = req.url ?? "/";
    // The service reads its body itself, within its own limit, and answers in the spec's envelope.
    if (url.startsWith("/api/") && !url.startsWith("/api/auth/")) return void handleApi(req, res);
    withBodyLimit(req, pageBodyLimit(url), () => void handlePage(req, res));
  });
  attachCallSignalling(server, db, config);
  server.listen(config.PORT, config.HOST, () =>
    console.error(`IDV back office on ${config.APP_URL} (listening on ${config.HOST}:${config.PORT})`),
  );
  // Owed work (evidence of finished processes) is drained from now on; crashed writes are settled now and every grace period.
  const worker = startJobWorker(db());
  const graceMs = config.STORAGE_ORPHAN_GRACE_SECONDS * 1000;
  const sweep = () =>
    void sweepOrphanFiles(db(), fileStorage(), { graceMs }).catch((error: unknown) => console.error(`orphan sweep: ${String(error)}`));
  const sweepTimer = setInterval(sweep, graceMs);
  sweep();
  // Stop: no new connections or jobs; requests and jobs in hand finish first.
  const stop = () => {
    clearInterval(sweepTimer);
    const closed = new Promise((resolve) => server.close(resolve));
    void Promise.all([closed, worker.stop()])
      .then(closeSharedAnalysisPool)
      .finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
