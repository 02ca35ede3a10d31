import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { db } from "@/lib/db/client";
import type { Row } from "@/lib/db/direct-sql";
import type { RequestContext } from "@/lib/service/context";
import type { ServiceError } from "@/lib/service/contract/service-error";
import { requireAuthHeaders } from "@/lib/service/credentials/authenticate-credential";
import { deviceFromUserAgent } from "@/lib/service/device";
import { bodyLimitBytes } from "@/lib/service/request-limits";
import { admitCaller, admitCallerAndReadProcess } from "./admit-caller";
import { jsonAnswer } from "./answer";
import { successEnvelope } from "./envelope";
import { type Answer, type KeyedRequest, keyedRequestOf } from "./idempotency-key";
import { fetchRequestBody, type IncomingBody, readJsonBody } from "./read-body";

export type HandlerInput = {
  context: RequestContext;
  body: unknown;
  param: (name: string) => string;
  header: (name: string) => string | undefined;
  /** With an Idempotency-Key: keeps the handler's answer, in the transaction of its change. */
  keep?: KeyedRequest["keep"];
  /** `readsProcess` routes: the row of the process the path names, read with the caller's admission (none: not theirs). */
  preread?: Row;
};
export type JsonReply = Exclude<Answer, ServiceError>;
export type Reply = JsonReply | Response;
/**
 * `idempotent`: the endpoint takes an Idempotency-Key (its change and the kept answer commit together).
 * `readsProcess`: the endpoint acts on the process of its path's `:id`, read with the caller's admission
 * (`admitCallerAndReadProcess`: one round trip for both on PostgreSQL); the handler gets its row as `preread`.
 */
export type RouteOptions = {
  needsApp: boolean;
  body?: "required" | "optional" | "none";
  idempotent?: boolean;
  readsProcess?: boolean;
};

/**
 * The request's headers and body. Served by the Node adapter (production), read from Node's own request: the fetch
 * Request (its Headers object, its body as a web stream) is then never built (measured with bench:api).
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
    const headers = { credential: header("svc-credential"), app: header("svc-app") };
    // Missing headers are refused before the database is asked anything.
    requireAuthHeaders(headers, { requireApp: options.needsApp });
    const { caller, process: preread } = options.readsProcess
      ? await admitCallerAndReadProcess(db(), headers, options.needsApp, param("id"))
      : { caller: await admitCaller(db(), headers, options.needsApp), process: undefined };
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
