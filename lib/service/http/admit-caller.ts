import type { Db } from "@/lib/db/client";
import type { Row } from "@/lib/db/direct-sql";
import { env } from "@/lib/env";
import type { Caller } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import { type AuthHeaders, authenticate, requireAuthHeaders } from "@/lib/service/credentials/authenticate-credential";
import {
  admissibleCredential,
  type CountedRow,
  countRequest,
  countRequestAndReadProcess,
  countRequestForKey,
} from "@/lib/service/hot-path/request-count";
import { type RateLimit, requestWindow, retryAfter } from "./rate-limit";

const rateLimit = (): RateLimit => ({ limit: env().RATE_LIMIT_REQUESTS, windowMs: env().RATE_LIMIT_WINDOW_SECONDS * 1000 });

/** Counts a request against a plain key (a credential's id), as every server shares the count; the seconds to wait, or null. */
export async function countKey(db: Db, key: string, limit = rateLimit(), now = Date.now()): Promise<number | null> {
  if (limit.limit <= 0) return null;
  const counted = await countRequestForKey(db, key, requestWindow(limit, now));
  return counted ? retryAfter(limit, counted, now) : null;
}

/** The caller a counted row names, or 429 past the limit. A refused credential was not counted: `authenticate` says why. */
async function admitted(db: Db, headers: AuthHeaders, requireApp: boolean, counted: CountedRow | undefined, now: number): Promise<Caller> {
  const named = requireAuthHeaders(headers, { requireApp });
  let wait: number | null;
  let caller: Caller;
  if (counted) {
    caller = { accountId: String(counted.countedAccountId), credentialId: String(counted.countedId), appId: named.appId ?? "" };
    wait = retryAfter(rateLimit(), counted, now);
  } else {
    // Refused (authenticate throws), unless the credential was restored in between: then counted like every caller.
    caller = await authenticate(db, headers, { requireApp });
    wait = await countKey(db, caller.credentialId, rateLimit(), now);
  }
  if (wait !== null) throw new ServiceError("BIOPMSSE429", undefined, { "Retry-After": String(wait) });
  return caller;
}

/**
 * Headers (401) → caller (401/404/409) → rate limit (429): the credential that may act is found and counted in one
 * statement; a refused one is not counted.
 */
export async function admitCaller(db: Db, headers: AuthHeaders, requireApp: boolean, now = Date.now()): Promise<Caller> {
  const keys = admissibleCredential(requireAuthHeaders(headers, { requireApp }));
  return admitted(db, headers, requireApp, await countRequest(db, keys, requestWindow(rateLimit(), now)), now);
}

/**
 * The same admission, and the process the path names read for the caller's account in the same round trip (on
 * PostgreSQL one statement): what every endpoint of one process does first. `process`: its row, or none (not theirs).
 */
export async function admitCallerAndReadProcess(
  db: Db,
  headers: AuthHeaders,
  requireApp: boolean,
  processId: string,
  now = Date.now(),
): Promise<{ caller: Caller; process?: Row }> {
  const keys = admissibleCredential(requireAuthHeaders(headers, { requireApp }));
  const { counted, process } = await countRequestAndReadProcess(db, keys, requestWindow(rateLimit(), now), processId);
  return { caller: await admitted(db, headers, requireApp, counted, now), process };
}
