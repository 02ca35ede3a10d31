import type { IncomingMessage, ServerResponse } from "node:http";
import { accessLogger } from "./logger";
import { httpRequestSeconds, httpRequests } from "./metrics";
import { REQUEST_ID_HEADER, type RequestScope, requestIdFrom, withRequestScope } from "./request-id";

/** A page path as a metric label: ids and tokens (any segment with a digit or longer than 24 characters) become :id. */
export function pageRoute(url: string): string {
  const pathname = url.split("?")[0] ?? "/";
  return pathname
    .split("/")
    .map((segment) => (/\d/.test(segment) || segment.length > 24 ? ":id" : segment))
    .join("/");
}

/**
 * Gives the request its id (the caller's when well-formed, answered in x-request-id), runs its handling in that
 * scope, and once answered counts it and writes one log line: method, route pattern, status, time; never the URL's values.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const scope: RequestScope = { requestId: requestIdFrom(req.headers[REQUEST_ID_HEADER]) };
  // Pages and server actions read it through headers().
  req.headers[REQUEST_ID_HEADER] = scope.requestId;
  res.setHeader(REQUEST_ID_HEADER, scope.requestId);
  const started = process.hrtime.bigint();
  const method = req.method ?? "GET";
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = scope.route ?? (res.statusCode === 404 ? "unmatched" : pageRoute(req.url ?? "/"));
    const status = res.writableFinished ? String(res.statusCode) : "aborted";
    httpRequests.inc({ route, method, status });
    httpRequestSeconds.observe({ route, method }, seconds);
    withRequestScope(scope, () => accessLogger.info({ method, route, status, ms: Math.round(seconds * 1000) }, "request"));
  });
  withRequestScope(scope, handle);
}
