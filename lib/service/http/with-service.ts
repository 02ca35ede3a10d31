import type { Context } from "hono";
import { db } from "@/lib/db/client";
import { authenticate, requireAuthHeaders } from "@/lib/service/auth/authenticate";
import { bodyLimitBytes, serviceConfig } from "@/lib/service/config";
import type { RequestContext } from "@/lib/service/context";
import { deviceFromUserAgent } from "@/lib/service/device";
import { ServiceError } from "@/lib/service/errors";
import { type SuccessCode, successEnvelope } from "./envelope";
import { createRateLimiter } from "./rate-limit";
import { readJsonBody } from "./read-body";

export type HandlerInput = { c: Context; context: RequestContext; body: unknown; param: (name: string) => string };
export type Reply = { status?: 200 | 201; code: SuccessCode; data: unknown } | Response;
export type RouteOptions = { needsApp: boolean; body?: "required" | "optional" | "none" };

let limiter: ReturnType<typeof createRateLimiter> | undefined;
function rateLimiter() {
  const config = serviceConfig();
  limiter ??= createRateLimiter({ limit: config.RATE_LIMIT_REQUESTS, windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000 });
  return limiter;
}

/** Every endpoint, once: headers → caller (401/404/409) → rate limit (429) → body (415/413) → handler → envelope. */
export function withService(options: RouteOptions, handler: (input: HandlerInput) => Promise<Reply>) {
  return async (c: Context): Promise<Response> => {
    const headers = { credential: c.req.header("svc-credential"), app: c.req.header("svc-app") };
    requireAuthHeaders(headers, { requireApp: options.needsApp });
    const caller = await authenticate(db(), headers, { requireApp: options.needsApp });
    const retryAfter = rateLimiter().hit(caller.credentialId);
    if (retryAfter !== null) throw new ServiceError("BIOPMSSE429", undefined, { "Retry-After": String(retryAfter) });
    const body =
      options.body && options.body !== "none"
        ? await readJsonBody(c.req.raw, bodyLimitBytes(), { isOptional: options.body === "optional" })
        : undefined;
    const context: RequestContext = { ...caller, device: deviceFromUserAgent(c.req.header("user-agent")), now: new Date() };
    const reply = await handler({ c, context, body, param: (name) => c.req.param(name) ?? "" });
    if (reply instanceof Response) return reply;
    return c.json(successEnvelope(reply.code, reply.data), reply.status ?? 200);
  };
}
