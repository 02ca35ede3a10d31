import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "@/lib/observability/logger";
import { createServiceApp } from "./app";

// A database that cannot be opened makes every authenticated call fail unexpectedly.
process.env.DATABASE_URL = "file:/dev/null/cannot/open.db";
process.env.NEXTAUTH_SECRET ??= "unit-test-secret-of-at-least-32-characters";

describe("the service app", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers an unexpected failure with 500 BIOPMSSE500 and logs no request data", async () => {
    const logged: string[] = [];
    vi.spyOn(logger, "error").mockImplementation(((...args: unknown[]) => void logged.push(JSON.stringify(args))) as typeof logger.error);
    const response = await createServiceApp().request("/api/flows/me", {
      headers: { "svc-app": "app", "svc-credential": "sk_secret_value" },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ data: {}, meta: { message: "Unexpected failure", code: "BIOPMSSE500" }, status: false });
    expect(logged.join("\n")).toContain('"method":"GET","route":"/api/flows/me"');
    expect(logged.join("\n")).toContain("request failed");
    expect(logged.join("\n")).not.toContain("sk_secret_value");
  });

  it("answers unknown routes and missing headers in the envelope", async () => {
    const app = createServiceApp();
    const missing = await app.request("/api/accounts/init");
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ data: {}, meta: { code: "BIOAMAGE001" }, status: false });
    const unknown = await app.request("/api/nothing-here");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ data: {}, meta: { code: "BIOPMSSE404" }, status: false });
    expect(unknown.headers.get("cache-control")).toBe("no-store");
  });

  it("serves an OpenAPI 3.1 document with every step body shape", async () => {
    const doc = (await (await createServiceApp().request("/api/openapi.json")).json()) as {
      openapi: string;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.components.schemas).filter((name) => name.startsWith("Step_"))).toHaveLength(22);
  });
});
