import "./load-env";
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import next from "next";
import { applyMigrations } from "@/lib/db/migrations/operations";
import { targetFromUrl } from "@/lib/db/migrations/target";
import { env } from "@/lib/env";
import { serviceApp } from "@/lib/service/http/app";

// The production server: /api/* goes straight to the service's fetch handler (no Next on that path),
// everything else, /api/auth/* included, to Next.
async function main() {
  const config = env();
  const applied = await applyMigrations({ root: process.cwd(), target: targetFromUrl(config.DATABASE_URL) });
  if (applied.length) console.error(`Applied migrations: ${applied.join(", ")}`);

  const app = next({ dev: false, hostname: config.HOST, port: config.PORT });
  await app.prepare();
  const handlePage = app.getRequestHandler();
  const handleApi = getRequestListener(serviceApp().fetch);

  const server = http.createServer((req, res) => {
    const url = req.url ?? "/";
    if (url.startsWith("/api/") && !url.startsWith("/api/auth/")) return void handleApi(req, res);
    void handlePage(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () =>
    console.error(`IDV back office on ${config.APP_URL} (listening on ${config.HOST}:${config.PORT})`),
  );
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
