import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRemoteClient, RemoteServiceError } from "@/lib/records/remote/remote-client";

/** A loopback stand-in for a misbehaving remote service: each path answers one way. */
type Answer = (res: http.ServerResponse) => void;
const envelope = (code: string, message: string, data: unknown = null) => JSON.stringify({ data, meta: { code, message } });
const ANSWERS: Record<string, Answer> = {
  "/api/processes/slow": () => {},
  "/api/processes/broken": (res) =>
    res.writeHead(500, { "content-type": "application/json" }).end(envelope("BIOPMSSE500", "Unexpected failure")),
  "/api/processes/gateway": (res) => res.writeHead(502, { "content-type": "text/html" }).end("<html>Bad gateway</html>"),
  "/api/processes/missing": (res) =>
    res.writeHead(404, { "content-type": "application/json" }).end(envelope("BIOPMSSE006", "Step not found")),
  "/api/processes/garbage": (res) => res.writeHead(200, { "content-type": "application/json" }).end("{not json"),
  "/api/processes/wrong-shape": (res) => res.writeHead(200).end(envelope("BIOPMPCS003", "ok", { id: "wrong-shape", status: 7 })),
  "/api/processes/forbidden": (res) => res.writeHead(401).end(envelope("BIOAMAGE001", "Missing or invalid authorization header")),
  "/api/files/processes/garbage-file": (res) => res.writeHead(200, { "content-type": "text/plain" }).end("%%% not base64 %%%"),
  "/api/files/processes/good-file": (res) =>
    res.writeHead(200, { "content-type": "text/plain" }).end(Buffer.from("bytes").toString("base64")),
  "/api/files/processes/no-file": (res) => res.writeHead(404).end(envelope("BIOFLFSE004", "File not found")),
};

let server: http.Server;
let baseUrl: string;
const seen: { credential?: string; process?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ credential: req.headers["svc-credential"] as string, process: req.headers["svc-process"] as string | undefined });
    const answer = ANSWERS[req.url ?? ""];
    if (answer) answer(res);
    else res.writeHead(404).end(envelope("BIOPMSSE404", "Not found"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = () => createRemoteClient({ baseUrl, credential: "cred-1", timeoutMs: 300 });

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteServiceError);
  return (error as RemoteServiceError).message;
}

describe("the remote service's client", () => {
  it("gives up on a silent service after its deadline, saying so", async () => {
    expect(await failure(client().processRecord("slow"))).toBe("The remote service did not answer within 0.3 s.");
  });

  it("reports a 500 with the spec's code", async () => {
    expect(await failure(client().processRecord("broken"))).toBe("The remote service refused (HTTP 500, BIOPMSSE500: Unexpected failure).");
  });

  it("reports a failure that is not the spec's envelope by its HTTP status", async () => {
    expect(await failure(client().processRecord("gateway"))).toBe("The remote service failed (HTTP 502).");
  });

  it("reads 404 BIOPMSSE006 as 'no such process for this account'", async () => {
    expect(await client().processRecord("missing")).toBeNull();
  });

  it("refuses garbage and a record not in the spec's shape", async () => {
    expect(await failure(client().processRecord("garbage"))).toBe("The remote service answered something that is not the spec's envelope.");
    expect(await failure(client().processRecord("wrong-shape"))).toBe("The remote service's process record is not in the spec's shape.");
  });

  it("reports a refused credential without repeating it", async () => {
    const message = await failure(client().processRecord("forbidden"));
    expect(message).toBe("The remote service refused (HTTP 401, BIOAMAGE001: Missing or invalid authorization header).");
    expect(message).not.toContain("cred-1");
  });

  it("reports an unreachable service", async () => {
    const closed = createRemoteClient({ baseUrl: "http://127.0.0.1:1/api", credential: "c", timeoutMs: 2000 });
    expect(await failure(closed.processRecord("x"))).toBe("The remote service could not be reached.");
  });

  it("decodes a Base64 file, refuses a non-Base64 one, and reads a 404 as no file", async () => {
    expect((await client().file("processes", "good-file", "p-1"))?.toString()).toBe("bytes");
    expect(seen.at(-1)).toEqual({ credential: "cred-1", process: "p-1" });
    expect(await failure(client().file("processes", "garbage-file", "p-1"))).toBe("The remote service's file is not Base64 text.");
    expect(await client().file("processes", "no-file", "p-1")).toBeNull();
  });
});
