import "@/test/support/service";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSecret } from "@/lib/records/remote/sealed-secret";
import { runIdv, runIdvWithInput } from "@/test/support/cli";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";

describe("the operator tool's remote-account commands", () => {
  let t: TestDatabase;
  // The tool seals with this process's NEXTAUTH_SECRET, so this test can open what it stored.
  const target = () => ({ databaseUrl: t.url, env: { NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "" } });
  beforeAll(async () => {
    t = await freshDatabase("sqlite");
  });
  afterAll(async () => {
    await t.drop();
  });

  it("adds a remote account from stdin (stored sealed), lists it without the credential, refuses a duplicate, removes it", {
    timeout: 300_000,
  }, async () => {
    const credential = "remote-credential-7f3a9c";
    const added = runIdvWithInput(target(), `${credential}\n`, "remote-account:add", "--name", "Vendor", "--json");
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout + added.stderr).not.toContain(credential);
    const [row] = await t.db.remoteAccount.findMany();
    expect(row?.credentialSealed).not.toContain(credential);
    expect(openSecret(row?.credentialSealed ?? "")).toBe(credential);

    const listed = runIdv(target(), "remote-account:list", "--json");
    expect(JSON.parse(listed.stdout)).toEqual([expect.objectContaining({ name: "Vendor" })]);
    expect(listed.stdout).not.toContain(credential);

    const again = runIdvWithInput(target(), "other", "remote-account:add", "--name", "Vendor");
    expect(again.status).not.toBe(0);
    expect(again.stderr).toContain('A remote account named "Vendor" exists already.');

    expect(runIdv(target(), "remote-account:remove", "--name", "Vendor").status).toBe(0);
    expect(await t.db.remoteAccount.count()).toBe(0);
  });
});
