import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { setAccountActive } from "@/lib/provisioning/accounts";
import { revokeCredential } from "@/lib/provisioning/credentials";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";
import { type ApiCall, apiClient, serveFrom } from "@/test/support/service-api";

// Two app servers on one database: each its own client (own connections and, on SQLite, its own prepared statements).
describe.each(DATABASE_KINDS)("credential checks across servers on %s", (kind) => {
  let database: TestDatabase;
  let servers: Db[];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    servers = [createDb(database.url), createDb(database.url)];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.$disconnect()));
    await database.drop();
  });

  /** The same request through each server in turn. */
  async function onEachServer(api: ApiCall, path: string) {
    const statuses: number[] = [];
    for (const server of servers) {
      serveFrom(server);
      statuses.push((await api("GET", path)).status);
    }
    return statuses;
  }

  it("refuses a revoked credential at once on every server, after each has accepted it", async () => {
    const account = await accountWithFlow(database.db, [FORM_STEP]);
    const api = apiClient({ appId: account.appId, credential: account.credential });
    serveFrom(servers[0] as Db);
    const created = await api("POST", "/processes", { body: {} });
    expect(created.status).toBe(201);
    const path = `/processes/${(created.data as { processId: string }).processId}/step`;
    // Twice each: any statement or answer a server keeps from an accepted check is in place before the revocation.
    expect([...(await onEachServer(api, path)), ...(await onEachServer(api, path))]).toEqual([200, 200, 200, 200]);

    await revokeCredential(database.db, account.credentialId);

    const refused = await onEachServer(api, path);
    expect(refused).toEqual([401, 401]);
  });

  it("answers 409 at once on every server when the account is made inactive", async () => {
    const account = await accountWithFlow(database.db, [FORM_STEP]);
    const api = apiClient({ appId: account.appId, credential: account.credential });
    serveFrom(servers[1] as Db);
    const created = await api("POST", "/processes", { body: {} });
    const path = `/processes/${(created.data as { processId: string }).processId}/step`;
    expect(await onEachServer(api, path)).toEqual([200, 200]);

    await setAccountActive(database.db, account.accountId, false);

    expect(await onEachServer(api, path)).toEqual([409, 409]);
  });
});
