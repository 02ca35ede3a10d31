import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/lib/staff/users";
import { type AppServer, startAppServer } from "../support/app-server";
import { freshDatabase, type TestDatabase } from "../support/databases";
import { csrfPair, postCredentials, rawGet, signInOverHttp } from "../support/staff-http";

// Defect 2 of issue 12: /locale built its redirect from the Referer and the bind address. Redirects are
// built without the database, so one kind (SQLite) serves.

const PASSWORD = "correct horse battery staple";
const HOSTILE_PATHS = ["//evil.example/x", "/\\evil.example/x", "https://evil.example/x", "/\t/evil.example", "http:/evil.example"];

describe("redirects stay on our origin (production server)", () => {
  let t: TestDatabase;
  let server: AppServer;
  let cookie = "";
  beforeAll(async () => {
    t = await freshDatabase("sqlite");
    await createUser(t.db, { email: "lang@example.com", role: "reviewer", password: PASSWORD });
    server = await startAppServer({ databaseUrl: t.url });
    cookie = (await signInOverHttp(server.url, "lang@example.com", PASSWORD)).cookie;
  });
  afterAll(async () => {
    await server?.stop();
    await t.drop();
  });

  /** Where a browser on our origin would go: the Location resolved against the URL the user used. */
  const target = (location: string | null) => new URL(location ?? "", server.url);

  it("never follows a Referer whose path names another host", async () => {
    for (const origin of [`http://localhost:${server.port}`, server.url]) {
      const answer = await rawGet(server.url, "/locale?to=pt", { cookie, referer: `${origin}//evil.example/x` });
      expect(answer.status).toBe(303);
      expect(answer.location, origin).not.toContain("evil.example");
      expect(target(answer.location).origin, origin).toBe(server.url);
    }
  });

  it("answers an unparsable Referer with 303 to /", async () => {
    const answer = await rawGet(server.url, "/locale?to=en", { cookie, referer: "http://[not-a-url" });
    expect(answer.status).toBe(303);
    expect(target(answer.location).href).toBe(`${server.url}/`);
  });

  it("returns to the page the user was on, on the origin the user used", async () => {
    const back = encodeURIComponent("/processes?status=finished");
    const answer = await rawGet(server.url, `/locale?to=pt&back=${back}`, { cookie, referer: `${server.url}/processes?status=finished` });
    expect(answer.status).toBe(303);
    expect(target(answer.location).href).toBe(`${server.url}/processes?status=finished`);
  });

  it("sends a hostile back path, or a hostile Host header, home instead", async () => {
    for (const back of HOSTILE_PATHS) {
      const answer = await rawGet(server.url, `/locale?to=pt&back=${encodeURIComponent(back)}`, { cookie });
      expect(target(answer.location).href, back).toBe(`${server.url}/`);
    }
    const hostile = await rawGet(server.url, "/locale?to=pt&back=%2Fprocesses", { cookie, host: "evil.example" });
    expect(target(hostile.location).href).toBe(`${server.url}/processes`);
  });

  it("sends an anonymous visitor to our own sign-in page, whatever Host the request claims", async () => {
    const answer = await rawGet(server.url, "/processes?q=1", { host: "evil.example" });
    expect([302, 303, 307]).toContain(answer.status);
    const to = target(answer.location);
    expect(to.origin).toBe(server.url);
    expect(to.pathname).toBe("/sign-in");
    expect(to.searchParams.get("callbackUrl")).toBe("/processes?q=1");
  });

  it("follows a sign-in callbackUrl only to a path on our origin", async () => {
    for (const callbackUrl of ["https://evil.example", "//evil.example", ...HOSTILE_PATHS]) {
      const page = await rawGet(server.url, `/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`, { cookie });
      expect(page.status, callbackUrl).toBe(307);
      expect(target(page.location).origin, callbackUrl).toBe(server.url);
      expect(target(page.location).pathname, callbackUrl).toBe("/");

      const answer = await postCredentials(server.url, await csrfPair(server.url), {
        email: "lang@example.com",
        password: PASSWORD,
        callbackUrl,
      });
      expect(answer.sessionCookie, callbackUrl).toBeTruthy();
      expect(target(answer.url).origin, callbackUrl).toBe(server.url);
      expect(target(answer.url).pathname, callbackUrl).toBe("/");
    }
    const local = await rawGet(server.url, `/sign-in?callbackUrl=${encodeURIComponent("/processes?status=finished")}`, { cookie });
    expect(target(local.location).href).toBe(`${server.url}/processes?status=finished`);
  });
});
