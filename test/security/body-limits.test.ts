import "@/test/support/service";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portugueseIdCard } from "@/lib/demo/demo-identities";
import { renderDemoDocument } from "@/lib/demo/render-demo-document";
import { processLink } from "@/lib/service/email/send-process-link";
import { createUser } from "@/lib/staff/users";
import { type AppServer, startAppServer } from "@/test/support/app-server";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { bytesRead, processTree } from "@/test/support/process-tree";
import { accountWithFlow } from "@/test/support/service";

// Issue 12, defect 11: a 60 MB chunked body to next-auth's callback was read whole before the answer.
const ATTACK_BYTES = 60 * 1024 * 1024;
// The cap for next-auth and the staff pages (docs/security.md); the server may read one socket read (64 KiB) beyond it.
const PAGE_BODY_CAP = 256 * 1024;
const READ_SLACK = 128 * 1024;
// Three 64 KiB chunks: within the cap, read whole.
const UNDER_CAP_BYTES = 3 * 64 * 1024;

/** The server's bytes read so far, once it has read nothing for half a second (a server just started still loads code). */
async function bytesReadOnceQuiet(pids: number[]): Promise<number> {
  let last = bytesRead(pids);
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = bytesRead(pids);
    if (now === last) return now;
    last = now;
  }
  return last;
}

type Flood = { status: string; bytesSent: number };

/** Sends up to `total` bytes as a chunked body as fast as the server takes them; stops at the first answer or close. */
function floodChunked(port: number, requestPath: string, total: number): Promise<Flood> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunk = Buffer.alloc(64 * 1024, "a");
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
    let sent = 0;
    let response = "";
    let isDone = false;
    const finish = () => {
      if (isDone) return;
      isDone = true;
      socket.destroy();
      resolve({ status: /^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? "none", bytesSent: sent });
    };
    const pump = () => {
      while (!isDone && !response && sent < total) {
        sent += chunk.length;
        if (!socket.write(frame)) return void socket.once("drain", pump);
      }
      if (sent >= total && !isDone) socket.write("0\r\n\r\n");
    };
    socket.on("connect", () => {
      socket.write(
        `POST ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      pump();
    });
    socket.on("data", (data: Buffer) => {
      response += data.toString("latin1");
      if (response.includes("\r\n\r\n")) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
  });
}

/** The build's id of an exported server action (what the applicant page's client sends in `Next-Action`). */
function serverActionId(exportedName: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName: string; filename: string }>;
  };
  const entry = Object.entries(manifest.node).find(([, action]) => action.exportedName === exportedName);
  if (!entry) throw new Error(`no server action ${exportedName} in the build`);
  return entry[0];
}

describe.each(DATABASE_KINDS)("request bodies outside the API are capped (issue 12, defect 11) on %s", (kind) => {
  let database: TestDatabase;
  let server: AppServer;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    server = await startAppServer({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  /** next-auth's credentials sign-in as the sign-in page posts it; `isChunked` streams the same form without a length. */
  async function signIn(email: string, isChunked: boolean): Promise<Response> {
    await createUser(database.db, { email, role: "reviewer", password: "a-long-enough-password" });
    const csrf = await fetch(`${server.url}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const form = new URLSearchParams({ csrfToken, email, password: "a-long-enough-password", json: "true" }).toString();
    const body = isChunked ? new Blob([form]).stream() : form;
    return fetch(`${server.url}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body,
      ...(isChunked && { duplex: "half" }),
    });
  }

  it.each([false, true])("signs a staff member in as before (chunked body: %s)", async (isChunked) => {
    const signedIn = await signIn(`body-cap-${isChunked}@idv.test`, isChunked);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token="))).toBe(true);
  });

  it("answers a 60 MB chunked body to next-auth's callback with 413 after reading at most the cap", async () => {
    const pids = processTree(server.child.pid ?? 0);
    // The meter first: a chunked body under the cap is read whole, and the server's read count shows it.
    const beforeAllowed = await bytesReadOnceQuiet(pids);
    const allowed = await floodChunked(server.port, "/api/auth/callback/credentials", UNDER_CAP_BYTES);
    const readForAllowed = (await bytesReadOnceQuiet(pids)) - beforeAllowed;
    expect({ status: allowed.status, bytesSent: allowed.bytesSent }).toEqual({
      status: expect.not.stringMatching(/^(413|none)$/),
      bytesSent: UNDER_CAP_BYTES,
    });
    expect(readForAllowed).toBeGreaterThanOrEqual(UNDER_CAP_BYTES);

    const before = await bytesReadOnceQuiet(pids);
    const flood = await floodChunked(server.port, "/api/auth/callback/credentials", ATTACK_BYTES);
    // Counted once the server is quiet again: what it reads after its answer (draining the body) counts too.
    const accepted = (await bytesReadOnceQuiet(pids)) - before;
    expect({ status: flood.status, isCutShort: flood.bytesSent < ATTACK_BYTES }).toEqual({ status: "413", isCutShort: true });
    expect(accepted).toBeLessThanOrEqual(PAGE_BODY_CAP + READ_SLACK);
  });

  it("refuses a declared Content-Length over the cap without reading the body", async () => {
    const response = await fetch(`${server.url}/sign-in`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: Buffer.alloc(PAGE_BODY_CAP + 1, "a"),
    });
    expect(response.status).toBe(413);
  });

  it("still takes an applicant's document photos, larger than the pages' cap, through the applicant page's server action", async () => {
    const document = { id: "document", name: "ID card", action: { type: "document-ocr", settings: {} } };
    const form = { id: "form", name: "Data", action: { type: "form", fields: [{ name: "name" }] } };
    const account = await accountWithFlow(database.db, [document, form]);
    const created = await fetch(`${server.url}/api/processes`, {
      method: "POST",
      headers: { "svc-app": account.appId, "svc-credential": account.credential, "content-type": "application/json" },
      body: "{}",
    });
    expect(created.status).toBe(201);
    const processId = String(((await created.json()) as { data: { processId: string } }).data.processId);
    const token = new URL(processLink(processId, account.accountId, new Date())).searchParams.get("token");
    // A phone's photo of the card: larger than the demo rendering, as cameras send it.
    const card = await renderDemoDocument(portugueseIdCard);
    const photo = (image: Buffer) => sharp(image).resize({ width: 2400 }).jpeg({ quality: 95 }).toBuffer();
    const [front, back] = await Promise.all([photo(card.front), photo(card.back ?? card.front)]);
    const body = JSON.stringify([
      processId,
      "document",
      { doctype: "idcard", front: front.toString("base64"), back: back.toString("base64") },
    ]);
    expect(body.length).toBeGreaterThan(PAGE_BODY_CAP);

    const answer = await fetch(`${server.url}/verify/${processId}`, {
      method: "POST",
      headers: {
        "next-action": serverActionId("submitApplicantStep"),
        "content-type": "text/plain;charset=UTF-8",
        accept: "text/x-component",
        origin: server.url,
        cookie: `idv-link=${token}`,
      },
      body,
    });
    expect(answer.status).toBe(200);
    await answer.text();
    const records = await database.db.stepRecord.findMany({ where: { processId }, select: { stepId: true } });
    expect(records.map((r) => r.stepId)).toEqual(["document"]);
  });
});
