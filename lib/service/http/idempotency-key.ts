import type { Context } from "hono";
import type { Db } from "@/lib/db/client";
import { sha256Hex } from "@/lib/security/secrets";
import { ServiceError } from "@/lib/service/contract/service-error";
import { findKeptAnswer, type KeptAnswer, type KeyScope, keptAnswerWrite } from "@/lib/service/idempotency/kept-answers";
import { jsonTextAnswer } from "./answer";
import { failureEnvelope, type SuccessCode, successEnvelope } from "./envelope";

/** What a handler answers: a success envelope's parts, or a failure. */
export type Answer = { status?: 200 | 201; code: SuccessCode; data: unknown } | ServiceError;

export type KeyedRequest = {
  /** The write that keeps this answer under the key; the operation puts it in its change's transaction. */
  keep: (answer: Answer) => ReturnType<typeof keptAnswerWrite>;
  /** The response to this request's own answer: the bytes the key keeps. */
  respond: (answer: Answer) => Response;
  /** After a failure: the answer the key kept meanwhile (another request with it changed the process), else null. */
  answerAfter: (error: unknown) => Promise<Response | null>;
};

const KEY = /^[\x21-\x7e]{1,255}$/;

function rendered(answer: Answer): Omit<KeptAnswer, "requestHash"> {
  if (answer instanceof ServiceError) return { status: answer.status, body: JSON.stringify(failureEnvelope(answer.code, answer.message)) };
  return { status: answer.status ?? 200, body: JSON.stringify(successEnvelope(answer.code, answer.data)) };
}

function response({ status, body }: Omit<KeptAnswer, "requestHash">, isReplay: boolean): Response {
  return jsonTextAnswer(body, status, isReplay ? { "Idempotent-Replayed": "true" } : undefined);
}

/** JSON with every object's keys sorted, so that the same body always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, canonical(object[key])]),
  );
}

function replayOrRefuse(kept: KeptAnswer, requestHash: string): Response {
  if (kept.requestHash !== requestHash) throw new ServiceError("BIOPMIKE001");
  return response(kept, true);
}

/**
 * The request's `Idempotency-Key` (`keyHeader`, the header's value): none → null; a key that kept an answer → that
 * answer again (409 when it came with another request); else what the handler needs to keep its answer with its
 * change. `accepts`: whether the endpoint takes keys; a POST that does not refuses one rather than let a client
 * believe it is covered.
 */
export async function keyedRequestOf(
  c: Context,
  {
    keyHeader,
    db,
    credentialId,
    body,
    now,
    accepts,
  }: { keyHeader: string | undefined; db: Db; credentialId: string; body: unknown; now: Date; accepts: boolean },
): Promise<KeyedRequest | Response | null> {
  const key = keyHeader?.trim();
  if (!key) return null;
  if (!accepts) {
    if (c.req.method !== "POST") return null;
    throw new ServiceError("BIOPMSSE400", "Idempotency-Key: not taken by this endpoint, which cannot promise a single effect");
  }
  if (!KEY.test(key)) throw new ServiceError("BIOPMSSE400", "Idempotency-Key: 1 to 255 visible ASCII characters, e.g. a UUID");
  const scope: KeyScope = { credentialId, key };
  const requestHash = sha256Hex(JSON.stringify([c.req.method, new URL(c.req.url).pathname, canonical(body)]));
  const kept = await findKeptAnswer(db, scope, now);
  if (kept) return replayOrRefuse(kept, requestHash);
  let ownBody: string | undefined;
  return {
    keep(answer) {
      const own = rendered(answer);
      ownBody = own.body;
      return keptAnswerWrite(db, scope, { requestHash, ...own }, now);
    },
    respond: (answer) => response(rendered(answer), false),
    async answerAfter(error) {
      // A failed check is answered by throwing after its commit: then the kept answer is this request's own.
      if (error instanceof ServiceError && rendered(error).body === ownBody) return response(rendered(error), false);
      const keptMeanwhile = await findKeptAnswer(db, scope, now);
      return keptMeanwhile && replayOrRefuse(keptMeanwhile, requestHash);
    },
  };
}
