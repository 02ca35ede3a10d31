import "@/test/support/service";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runIdv } from "@/test/support/cli";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";

describe("the operator tool's webhook commands", () => {
  let t: TestDatabase;
  let accountId: string;
  beforeAll(async () => {
    t = await freshDatabase("sqlite");
    accountId = (await accountWithFlow(t.db, [FORM_STEP])).accountId;
  });
  afterAll(async () => {
    await t.drop();
  });

  it("creates an endpoint (printing its id and secret once), lists it without the secret, deletes it; refuses a bad URL with exit 2", {
    timeout: 300_000,
  }, async () => {
    const url = "https://hooks.example.invalid/idv";
    const created = runIdv(
      t.url,
      "webhook:create",
      "--account",
      accountId,
      "--url",
      url,
      "--events",
      "process.finished,process.decided",
      "--json",
    );
    expect(created.status, created.stderr).toBe(0);
    const { endpointId, secret, events } = JSON.parse(created.stdout) as { endpointId: string; secret: string; events: string[] };
    expect(secret).toMatch(/^whsec_/);
    expect(events).toEqual(["process.finished", "process.decided"]);

    const listed = runIdv(t.url, "webhook:list", "--json");
    expect(JSON.parse(listed.stdout)).toEqual([expect.objectContaining({ id: endpointId, accountId, url })]);
    expect(listed.stdout).not.toContain(secret);

    const refused = runIdv(t.url, "webhook:create", "--account", accountId, "--url", "http://10.0.0.1/hooks", "--json");
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("must use https");

    expect(runIdv(t.url, "webhook:delete", endpointId, "--json").status).toBe(0);
    expect(await t.db.webhookEndpoint.count()).toBe(0);
  });
});
