import { Hono } from "hono";
import { API_CONTENT_SECURITY_POLICY, BASE_SECURITY_HEADERS } from "@/lib/security/headers";

/** The process service's HTTP API: one framework-independent fetch handler, mounted at /api. */
export function createServiceApp() {
  const app = new Hono().basePath("/api");
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
    c.res.headers.set("Cache-Control", "no-store");
  });
  app.get("/health", (c) => c.json({ status: "ok" }));
  return app;
}

export type ServiceApp = ReturnType<typeof createServiceApp>;

let shared: ServiceApp | undefined;
export function serviceApp(): ServiceApp {
  shared ??= createServiceApp();
  return shared;
}
