import "./load-env";
import { getRequestListener } from "@hono/node-server";
import next from "next";
import { closeSharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import { composeApp } from "@/lib/app/compose";
import { registerServerGauges } from "@/lib/app/server-gauges";
import { CLIENT_IP_HEADER } from "@/lib/audit/request-info";
import { db } from "@/lib/db/client";
import { readMigrations } from "@/lib/db/migrations/files";
import { applyMigrations } from "@/lib/db/migrations/operations";
import { targetFromUrl } from "@/lib/db/migrations/target";
import { checkpointInBackground } from "@/lib/db/sqlite-checkpoints";
import { env } from "@/lib/env";
import { startJobWorker } from "@/lib/jobs/job-worker";
import { scheduleRecurringJobs } from "@/lib/jobs/recurring-jobs";
import { routeConsoleToLogger } from "@/lib/observability/console-to-logger";
import { errorSummary, logger } from "@/lib/observability/logger";
import { serveMetrics } from "@/lib/observability/metrics-endpoint";
import { observeRequest } from "@/lib/observability/observe-request";
import { ensureRescreenScheduled } from "@/lib/screening/rescreen-schedule";
import { serviceApp } from "@/lib/service/http/app";
import { bindSmsGateway } from "@/lib/service/messaging/sms";
import { fileStorage } from "@/lib/storage/file-storage";
import { attachCallSignalling } from "@/lib/video-calls/signalling/attach-call-signalling";
import { pageBodyLimit, withBodyLimit } from "@/lib/web-server/body-limit";
import { clientAddress } from "@/lib/web-server/client-address";
import { closeGracefully } from "@/lib/web-server/close-gracefully";
import { createHttpServer } from "@/lib/web-server/create-http-server";
import { healthRoutes } from "@/lib/web-server/health";

// The production server: /api/* goes straight to the service's fetch handler (no Next on that path),
// everything else, /api/auth/* included, to Next once its body is known to fit the route's limit.
async function main() {
  // Next's own lines ("✓ Running next.config.mjs took 43ms", a render error) become JSON log lines too.
  routeConsoleToLogger();
  const config = env();
  const target = targetFromUrl(config.DATABASE_URL);
  const applied = await applyMigrations({ root: process.cwd(), target });
  if (applied.length) logger.info({ migrations: applied }, "applied migrations");

  composeApp();
  const app = next({ dev: false, hostname: config.HOST, port: config.PORT });
  await app.prepare();
  const handlePage = app.getRequestHandler();
  const handleApi = getRequestListener(serviceApp().fetch);

  let isDraining = false;
  const handleHealth = healthRoutes({
    db: db(),
    storage: fileStorage(),
    migrations: readMigrations(process.cwd(), target.kind).migrationDirectories.map((migration) => migration.path),
    isDraining: () => isDraining,
  });

  registerServerGauges(db());
  const checkpoints = await checkpointInBackground(db());
  const server = createHttpServer(config, (req, res) => {
    // Overwritten on every request, so the audit log's address is never the caller's own claim.
    req.headers[CLIENT_IP_HEADER] = clientAddress(req, config.TRUST_PROXY);
    const url = req.url ?? "/";
    if (url.startsWith("/health/")) return void handleHealth(req, res);
    if (url === "/metrics") return void serveMetrics(req, res, config.METRICS_TOKEN);
    observeRequest(req, res, () => {
      // The service reads its body itself, within its own limit, and answers in the spec's envelope.
      if (url.startsWith("/api/") && !url.startsWith("/api/auth/")) return void handleApi(req, res);
      withBodyLimit(req, pageBodyLimit(url), () => void handlePage(req, res));
    });
  });
  const signalling = attachCallSignalling(server, db, config);
  // Owed work (evidence of finished processes, webhook deliveries, review cases) and the recurring jobs (orphan sweep,
  // expired keys, re-screening) are drained from now on, each job by one server of those sharing the database.
  await scheduleRecurringJobs(db());
  await ensureRescreenScheduled(db()).catch((error: unknown) => logger.error(errorSummary(error), "screening schedule failed"));
  const worker = startJobWorker(db());
  bindSmsGateway(db());
  // Stop: no new connections or jobs; requests and jobs in hand finish first.
  const stop = () => {
    if (isDraining) return;
    isDraining = true;
    const closed = closeGracefully(server, { deadlineMs: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000, onDeadline: signalling.goAway });
    void Promise.all([closed, worker.stop()])
      .then(() => Promise.all([closeSharedAnalysisPool(), checkpoints.stop()]))
      .finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // Listening last: once the health check answers, a SIGTERM finds its handler.
  server.listen(config.PORT, config.HOST, () =>
    logger.info({ url: config.APP_URL, host: config.HOST, port: config.PORT }, "IDV back office listening"),
  );
}

main().catch((error: unknown) => {
  logger.fatal({ reason: error instanceof Error ? error.message : String(error) }, "the server could not start");
  process.exit(1);
});
