import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/lib/staff/users";
import { type AppServer, startAppServer } from "../support/app-server";
import { freshDatabase, type TestDatabase } from "../support/databases";
import { callServerAction, serverActionId } from "../support/server-actions-http";
import { type StaffClient, signInOverHttp } from "../support/staff-http";

// Issue 19, acceptance 3: a session ended from "my sessions" or by an admin is refused on its very next request, on a
// page, a server action and an export route; a role change applies on the next request. Over HTTP against the
// production server; sessions live in the database the same way on both kinds, so SQLite serves.

const PASSWORD = "correct horse battery staple";
const EXPORT = "/exports/processes?format=csv";

describe("ended sessions and role changes take effect on the next request (production server)", () => {
  let t: TestDatabase;
  let server: AppServer;
  let endOwn: string;
  let endUserSessions: string;
  let setRole: string;

  beforeAll(async () => {
    t = await freshDatabase("sqlite");
    await createUser(t.db, { email: "admin@example.com", role: "admin", password: PASSWORD });
    await createUser(t.db, { email: "rev@example.com", role: "reviewer", password: PASSWORD });
    endOwn = serverActionId("app/(dashboard)/account/actions.ts", "endOwnSessionAction");
    endUserSessions = serverActionId("app/(dashboard)/admin/users/actions.ts", "endUserSessionsAction");
    setRole = serverActionId("app/(dashboard)/admin/users/actions.ts", "setUserRoleAction");
    server = await startAppServer({ databaseUrl: t.url });
  });
  afterAll(async () => {
    await server?.stop();
    await t.drop();
  });

  /** Signs in and returns the client with the id of the session it just opened (the newest). */
  async function signedIn(email: string): Promise<StaffClient & { sessionId: string }> {
    const client = await signInOverHttp(server.url, email, PASSWORD);
    const newest = await t.db.staffSession.findFirstOrThrow({ orderBy: { createdAt: "desc" }, select: { id: true } });
    return { ...client, sessionId: newest.id };
  }

  /** What an ended session gets: the page sends it to sign-in, the action redirects there, the export answers 401. */
  async function expectRefused(client: StaffClient, otherSessionId: string) {
    const page = await client.get("/processes");
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toMatch(/\/sign-in/);
    const action = await callServerAction(
      server.url,
      { page: "/account/sessions", actionId: endOwn, cookie: client.cookie },
      { json: { sessionId: otherSessionId } },
    );
    expect(action.redirect).toMatch(/^\/sign-in/);
    expect((await client.get(EXPORT)).status).toBe(401);
  }

  async function expectLive(client: StaffClient) {
    expect((await client.get("/processes")).status).toBe(200);
    expect((await client.get(EXPORT)).status).toBe(200);
  }

  it("a session ended from my sessions is refused on its next page, action and export", async () => {
    const kept = await signedIn("rev@example.com");
    const ended = await signedIn("rev@example.com");
    await expectLive(kept);
    await expectLive(ended);
    const [keptId, endedId] = [kept.sessionId, ended.sessionId];
    expect(keptId).not.toBe(endedId);

    // The kept session ends the other one through the page's own server action.
    const done = await callServerAction(
      server.url,
      { page: "/account/sessions", actionId: endOwn, cookie: kept.cookie },
      { json: { sessionId: endedId } },
    );
    expect(done.status).toBe(200);
    expect(done.body).toContain("Session ended.");

    await expectRefused(ended, keptId);
    await expectLive(kept);
    expect((await t.db.staffSession.findUnique({ where: { id: keptId } }))?.endedAt).toBeNull();
  });

  it("sessions an admin ends are refused on their next request; a role change applies on the next request", async () => {
    const admin = await signedIn("admin@example.com");
    const reviewer = await signedIn("rev@example.com");

    expect((await reviewer.get("/admin/users")).status).toBe(403);
    const promote = await callServerAction(
      server.url,
      { page: "/admin/users", actionId: setRole, cookie: admin.cookie },
      { form: { email: "rev@example.com", role: "admin" } },
    );
    expect(promote.body).toContain("rev@example.com is now admin.");
    expect((await reviewer.get("/admin/users")).status).toBe(200);
    const demote = await callServerAction(
      server.url,
      { page: "/admin/users", actionId: setRole, cookie: admin.cookie },
      { form: { email: "rev@example.com", role: "auditor" } },
    );
    expect(demote.body).toContain("rev@example.com is now auditor.");
    expect((await reviewer.get("/admin/users")).status).toBe(403);
    expect((await reviewer.get(EXPORT)).status).toBe(200);

    const ended = await callServerAction(
      server.url,
      { page: "/admin/users", actionId: endUserSessions, cookie: admin.cookie },
      { form: { email: "rev@example.com" } },
    );
    expect(ended.body).toMatch(/Ended \d+ open session\(s\) of rev@example.com/);
    await expectRefused(reviewer, admin.sessionId);
    expect((await admin.get("/admin/users")).status).toBe(200);
  });
});
