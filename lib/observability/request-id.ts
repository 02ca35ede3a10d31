import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

// A caller's id is kept only when it cannot smuggle anything into a log line (no spaces, quotes or control characters).
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** What a request (or a job run) carries through everything it causes; `route` is its pattern once routed. */
export type RequestScope = { requestId: string; route?: string };

// On globalThis: scripts/server.ts and Next's bundles each load their own copy of this module, and pages and server
// actions must see the scope the server opened.
const globalForScope = globalThis as unknown as { idvRequestScope?: AsyncLocalStorage<RequestScope> };
globalForScope.idvRequestScope ??= new AsyncLocalStorage<RequestScope>();
const store = globalForScope.idvRequestScope;

/** The caller's x-request-id when well-formed, else a fresh UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && WELL_FORMED.test(value) ? value : randomUUID();
}

/** Runs work (a request, a job) in a scope whose id every log line it causes carries. */
export function withRequestScope<T>(scope: RequestScope, work: () => T): T {
  return store.run(scope, work);
}

export function currentRequestScope(): RequestScope | undefined {
  return store.getStore();
}

/** Names the route pattern (e.g. /api/processes/:id/step) of the request in hand, for its metrics and log line. */
export function nameRoute(route: string): void {
  const scope = store.getStore();
  if (scope) scope.route = route;
}
