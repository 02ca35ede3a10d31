import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { db } from "@/lib/db/client";
import type { Row } from "@/lib/db/direct-sql";
import { bodyLimitBytes, serviceConfig } from "@/lib/service/config";
import type { Caller, RequestContext } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import { admissibleCredential, authenticate, requireAuthHeaders } from "@/lib/service/credentials/authenticate-credential";
import { deviceFromUserAgent } from "@/lib/service/device";
import { jsonAnswer } from "./answer";
import { successEnvelope } from "./envelope";
import { type Answer, type KeyedRequest, keyedRequestOf } from "./idempotency-key";
import { type AlongsideRead, createRateLimiter, type RateLimiter } from "./rate-limit";
import { fetchRequestBody, type IncomingBody, readJsonBody } from "./read-body";

export type HandlerInput = {
  context: RequestContext;
  body: unknown;
  param: (name: string) => string;
  header: (name: string) => string | undefined;
  /** With an Idempotency-Key: keeps the handler's answer, in the transaction of its change. */
  keep?: KeyedRequest["keep"];
  /** The rows of the route's `alongside` read, when it rode on the caller's admission (else the handler reads). */
  preread?: Row[];
};
export type JsonReply = Exclude<Answer, ServiceError>;
export type Reply = JsonReply | Response;
/**
 * `idempotent`: the endpoint takes an Idempotency-Key (its change and the kept answer commit together).
 * `alongside`: a read the handler needs, of the caller's account's data, made with the caller's admission (one round
 * trip for both on PostgreSQL); the handler gets its rows as `preread`.
 */
export type RouteOptions = {
  needsApp: boolean;
  body?: "required" | "optional" | "none";
  idempotent?: boolean;
  alongside?: (param: (name: string) => string) => AlongsideRead;
};

let limiter: RateLimiter | undefined;
function rateLimiter() {
  const config = serviceConfig();
  limiter ??= createRateLimiter({ db, limit: config.RATE_LIMIT_REQUESTS, windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000 });
  return limiter;
}

/**
 * Headers (401) → caller (401/404/409) → rate limit (429). A caller that may act is found and counted in one
 * statement (one round trip less per request on PostgreSQL); a refused one is not counted, and `authenticate` then
 * says which refusal it is.
 */
async function admitCaller(
  headers: { credential?: string; app?: string },
  requireApp: boolean,
  alongside?: AlongsideRead,
): Promise<{ caller: Caller; preread?: Row[] }> {
  const named = requireAuthHeaders(headers, { requireApp });
  let counted = await rateLimiter().hitSelected(admissibleCredential(named), { alongside });
  if (!counted) {
    // Refused (authenticate throws), unless the credential was restored in between: then counted like every caller.
    const caller = await authenticate(db(), headers, { requireApp });
    counted = { ...caller, retryAfter: await rateLimiter().hit(caller.credentialId) };
  }
  if (counted.retryAfter !== null) throw new ServiceError("BIOPMSSE429", undefined, { "Retry-After": String(counted.retryAfter) });
  return {
    caller: { accountId: counted.accountId, credentialId: counted.credentialId, appId: named.appId ?? "" },
    preread: counted.alongside,
  };
}

/**
 * The request's headers and body. Served by the Node adapter (production), read from Node's own request: the fetch
 * Request (its Headers object, its body as a web stream) is then never built (measured with bench:api, README).
 */
function incomingRequest(c: Context): IncomingBody {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return fetchRequestBody(c.req.raw);
  return {
    header: (name) => {
      const value = incoming.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    chunks: incoming.method === "GET" || incoming.method === "HEAD" ? null : incoming,
  };
}

/**
 * Every endpoint, once: headers → caller (401/404/409) → rate limit (429) → body (415/413) → Idempotency-Key
 * (400, 409 or the kept answer) → handler → envelope.
 */
export function withService(options: RouteOptions, handler: (input: HandlerInput) => Promise<Reply>) {
  return async (c: Context): Promise<Response> => {
    const request = incomingRequest(c);
    const { header } = request;
    const param = (name: string) => c.req.param(name) ?? "";
    const { caller, preread } = await admitCaller(
      { credential: header("svc-credential"), app: header("svc-app") },
      options.needsApp,
      options.alongside?.(param),
    );
    const body =
      options.body && options.body !== "none"
        ? await readJsonBody(request, bodyLimitBytes(), { isOptional: options.body === "optional" })
        : undefined;
    const context: RequestContext = { ...caller, device: deviceFromUserAgent(header("user-agent")), now: new Date() };
    const keyed = await keyedRequestOf(c, {
      keyHeader: header("idempotency-key"),
      db: db(),
      credentialId: caller.credentialId,
      body,
      now: context.now,
      accepts: options.idempotent === true,
    });
    if (keyed instanceof Response) return keyed;
    try {
      const reply = await handler({ context, body, param, header, keep: keyed?.keep, preread });
      if (reply instanceof Response) return reply;
      return keyed ? keyed.respond(reply) : jsonAnswer(successEnvelope(reply.code, reply.data), reply.status ?? 200);
    } catch (error) {
      const kept = await keyed?.answerAfter(error);
      if (kept) return kept;
      throw error;
    }
  };
}
