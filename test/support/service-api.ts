import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { Db } from "@/lib/db/client";
import { serviceApp } from "@/lib/service/http/app";

/** The service's routes reach the database through the process-wide client (db()): point it at a test database. */
export function serveFrom(db: Db): void {
  (globalThis as { idvDb?: Db }).idvDb = db;
}

/** The service's real API over HTTP on a loopback port (the database: serveFrom's), as a remote service: its /api URL. */
export async function serveOnLoopback(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = http.createServer(getRequestListener(serviceApp().fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type ApiAnswer = { status: number; code: string; message: string; data: unknown; text: string; headers: Headers };

export type ApiCall = (
  method: "GET" | "POST",
  path: string,
  options?: { body?: unknown; headers?: Record<string, string> },
) => Promise<ApiAnswer>;

/** One account's client of the real fetch handler, in this process: `path` is below /api. */
export function apiClient(account: { appId: string; credential: string }): ApiCall {
  return async (method, path, { body, headers = {} } = {}) => {
    const response = await serviceApp().fetch(
      new Request(`http://localhost/api${path}`, {
        method,
        headers: { "svc-app": account.appId, "svc-credential": account.credential, "content-type": "application/json", ...headers },
        ...(body !== undefined ? { body: typeof body === "string" ? body : JSON.stringify(body) } : {}),
      }),
    );
    const text = await response.text();
    const envelope = JSON.parse(text) as { data: unknown; meta: { code: string; message: string } };
    return {
      status: response.status,
      code: envelope.meta.code,
      message: envelope.meta.message,
      data: envelope.data,
      text,
      headers: response.headers,
    };
  };
}

/** The current step's id, or "finished". */
export async function currentStepId(api: ApiCall, processId: string): Promise<string> {
  const answer = await api("GET", `/processes/${processId}/step`);
  const data = answer.data as { finished?: boolean; step?: { id: string } };
  return data.finished ? "finished" : (data.step?.id ?? "");
}
