import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remoteContactAndCall, resendRemoteLink } from "@/lib/cases/contact/remote-contact";
import { addRemoteAccount } from "@/lib/records/remote/remote-accounts";
import type { RemoteSource } from "@/lib/records/remote-process-records";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, formCallOtpFlow } from "@/test/support/service";
import { apiClient, serveFrom, serveOnLoopback } from "@/test/support/service-api";

const rui: Staff = { id: "id-rui", email: "rui@example.com", name: "rui", role: "reviewer", sessionId: "s" };
const request = { ip: "127.0.0.1", userAgent: "vitest" };

// Remote mode's desk: the resend link and the video call's "can join" go through the spec's endpoints of another
// server of this project (its own database), never through the back office's own tables.
describe("remote mode: resend link and the call check through the remote service's API", () => {
  let remote: TestDatabase;
  let local: TestDatabase;
  let server: Awaited<ReturnType<typeof serveOnLoopback>> | undefined;
  let source: RemoteSource;
  let processId = "";
  let vendor: { appId: string; credential: string };

  /** The applicant's calls to the remote service. */
  async function call(method: "GET" | "POST", path: string, body?: unknown) {
    const answer = await apiClient(vendor)(method, path, { body });
    expect(answer.status, answer.code).toBeLessThan(300);
    return answer.data as Record<string, unknown>;
  }

  beforeAll(async () => {
    remote = await freshDatabase("sqlite");
    local = await freshDatabase("sqlite");
    serveFrom(remote.db);
    server = await serveOnLoopback();
    source = { baseUrl: server.baseUrl, timeoutMs: 10_000 };
    vendor = await accountWithFlow(remote.db, formCallOtpFlow(1), "Vendor");
    processId = String((await call("POST", "/processes", {})).processId);
    await addRemoteAccount(local.db, { name: "Vendor", credential: vendor.credential });
  });

  afterAll(async () => {
    await server?.close();
    await remote.drop();
    await local.drop();
  });

  it("passes on the remote service's refusal plainly while the applicant is not at the call step", async () => {
    expect(await remoteContactAndCall(local.db, source, processId, true)).toEqual({
      contact: { name: "", email: "" },
      call: { canJoin: false, reason: expect.stringContaining("BIOPMCSE008") },
    });
    await expect(resendRemoteLink(local.db, rui, source, { processId }, request, new Date())).rejects.toThrow(
      "no e-mail address on record",
    );
  });

  it("reads the applicant's address from the remote record, resends the link through send-email and audits it", async () => {
    await call("POST", `/processes/${processId}/step`, { name: "Ana Remote", email: "ana@example.com" });
    expect(await remoteContactAndCall(local.db, source, processId, true)).toEqual({
      contact: { name: "Ana Remote", email: "ana@example.com" },
      call: { canJoin: true },
    });

    const outcome = await resendRemoteLink(local.db, rui, source, { processId }, request, new Date());
    expect(outcome).toEqual({ sent: true, code: "BIOEMCTS001", message: "Link sent to ana@example.com by the remote service." });
    const mails = await remote.db.outboxMessage.findMany({ where: { processId, channel: "email" }, select: { recipient: true } });
    expect(mails).toEqual([{ recipient: "ana@example.com" }]);
    const [entry] = await local.db.staffAuditEntry.findMany({ where: { action: "link-resent", targetId: processId } });
    expect(JSON.parse(String(entry?.details))).toMatchObject({ sent: true, remote: true, recipient: "applicant" });
    expect(await local.db.outboxMessage.count()).toBe(0);
    await expect(
      resendRemoteLink(local.db, rui, source, { processId, email: "someone@else.example" }, request, new Date()),
    ).rejects.toThrow("only to the address the applicant gave");
  });

  it("shows a remote failure as the answer, not a crash", async () => {
    const down = { baseUrl: "http://127.0.0.1:9/api", timeoutMs: 2_000 };
    const state = await remoteContactAndCall(local.db, down, processId, true);
    expect(state.call).toEqual({ canJoin: false, reason: "The remote service could not be reached." });
  });
});
