import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedTarget } from "./webhook-target";

/** A receiver's answer: its status; or why there was none (refused connection, timeout, TLS, …). */
export type PostOutcome = { status: number } | { error: string };

// What is read of a receiver's answer: its status matters, its body does not.
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs the body to the resolved target, connecting to the checked address only (the lookup is pinned, so DNS
 * rebinding cannot switch it; TLS still checks the certificate against the host name). Redirects are not followed;
 * the whole exchange must end within `timeoutMs`.
 */
export function postWebhook(
  target: ResolvedTarget,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<PostOutcome> {
  const { url, address, family } = target;
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (outcome: PostOutcome) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        lookup,
        agent: false,
        headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) settle({ status: response.statusCode ?? 0 });
        });
        response.on("end", () => settle({ status: response.statusCode ?? 0 }));
        response.on("error", () => settle({ status: response.statusCode ?? 0 }));
      },
    );
    const timer = setTimeout(() => settle({ error: `no answer within ${timeoutMs / 1000} s` }), timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) =>
      settle({ error: error.code ? `${error.code}: ${error.message}` : error.message }),
    );
    request.end(body);
  });
}
