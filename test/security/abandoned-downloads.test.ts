import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_AUDIT_LOCK } from "@/lib/audit/record-staff-action";
import { sha256Hex } from "@/lib/security/secrets";
import { createUser } from "@/lib/staff/users";
import { fileStorage } from "@/lib/storage/file-storage";
import { storageKey } from "@/lib/storage/storage-key";
import { createShowcaseProcess } from "@/scripts/review/showcase-process";
import { type AppServer, startAppServer } from "../support/app-server";
import { freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, FORM_STEP } from "../support/service";
import { type StaffClient, signInOverHttp } from "../support/staff-http";

// A reviewer who leaves while a file is being prepared (a page closed as a recording or the evidence loads) must not
// leave the file open on the server. Next does not close a body whose client was gone when the handler returned: the
// e2e server's log showed Node closing such files at garbage collection (DEP0137). To leave at that moment, the test
// holds the staff audit log's lock, which a download takes after opening its file, and resets the connection while the
// handler waits. PostgreSQL, whose lock wait leaves the server's event loop free to see the reset (SQLite's busy wait
// blocks it); local storage, whose open files /proc shows. Seen failing (the file left open) without streamedBody.

const PASSWORD = "a-long-test-password";

/** The files under `folder` the process `pid` holds open. */
function openFilesUnder(pid: number, folder: string): string[] {
  const fds = `/proc/${pid}/fd`;
  return fs
    .readdirSync(fds)
    .map((fd) => {
      try {
        return fs.readlinkSync(path.join(fds, fd));
      } catch {
        return ""; // closed meanwhile
      }
    })
    .filter((target) => target.startsWith(folder));
}

async function waitUntil(what: string, holds: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("downloads the client abandoned", () => {
  let t: TestDatabase;
  let server: AppServer;
  let reviewer: StaffClient;
  let processId = "";
  const fileId = crypto.randomUUID();

  beforeAll(async () => {
    t = await freshDatabase("postgres");
    const owner = await accountWithFlow(t.db, [FORM_STEP]);
    processId = await createShowcaseProcess(t.db, owner);
    // A call recording's worth, larger than a socket's buffers: a small file is read to its end (and closed) whatever
    // becomes of the answer.
    const bytes = crypto.randomBytes(1024 * 1024);
    const key = storageKey(owner.accountId, "processes", fileId);
    await fileStorage().put(key, bytes);
    await t.db.storedFile.create({
      data: {
        id: fileId,
        bucket: "processes",
        accountId: owner.accountId,
        processId,
        contentType: "video/webm",
        size: bytes.length,
        sha256: sha256Hex(bytes),
        storageKey: key,
      },
    });
    await createUser(t.db, { email: "rita@bank.test", role: "reviewer", password: PASSWORD });
    server = await startAppServer({ databaseUrl: t.url, dataDir: process.env.DATA_DIR });
    reviewer = await signInOverHttp(server.url, "rita@bank.test", PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    await t?.drop();
  });

  /** The server's files still open after a GET of `requestPath` whose client reset the connection once a file was open. */
  async function filesLeftOpenAfterLeaving(requestPath: string, action: string): Promise<string[]> {
    const storage = path.resolve(server.dataDir, "storage");
    const pid = server.child.pid ?? 0;
    const audited = () => t.db.staffAuditEntry.count({ where: { action } });
    const before = await audited();
    const lock = new pg.Client({ connectionString: t.url });
    await lock.connect();
    try {
      await lock.query("SELECT pg_advisory_lock(hashtext($1))", [STAFF_AUDIT_LOCK]);
      const socket = net.connect(server.port, "127.0.0.1");
      socket.on("error", () => undefined);
      socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nCookie: ${reviewer.cookie}\r\n\r\n`);
      await waitUntil("a file opened by the handler", () => openFilesUnder(pid, storage).length > 0);
      socket.resetAndDestroy();
      // The reset reaches the server's event loop, free while the handler waits for the lock.
      await pause(500);
    } finally {
      await lock.query("SELECT pg_advisory_unlock(hashtext($1))", [STAFF_AUDIT_LOCK]);
      await lock.end();
    }
    await waitUntil(`the ${action} audit entry`, async () => (await audited()) > before);
    // Closing takes a moment after the handler returns; a file left open stays open past it.
    await waitUntil("files closed", () => openFilesUnder(pid, storage).length === 0, 5_000).catch(() => undefined);
    // Nothing to report either: a client that leaves is no error of the route.
    expect(server.stderr()).toBe("");
    return openFilesUnder(pid, storage);
  }

  it("closes a stored file whose client left before the answer", async () => {
    expect(process.env.STORAGE ?? "local").toBe("local");
    expect(await filesLeftOpenAfterLeaving(`/processes/${processId}/files/${fileId}`, "file-viewed")).toEqual([]);
    // A client that stays gets it whole.
    expect((await reviewer.bytes(`/processes/${processId}/files/${fileId}`)).length).toBe(1024 * 1024);
  });

  it("closes the files of an audit bundle whose client left before the answer", async () => {
    expect(await filesLeftOpenAfterLeaving(`/processes/${processId}/bundle`, "bundle-exported")).toEqual([]);
  });
});
