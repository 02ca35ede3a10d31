import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter } from "@/lib/service/http/rate-limit";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";

describe.each(DATABASE_KINDS)("the API rate limit in the database on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("lets exactly the limit through when two servers' limiters are hit in parallel, then says how long to wait", async () => {
    const windowMs = 60_000;
    const servers = [0, 1].map(() => createRateLimiter({ db: () => database.db, limit: 25, windowMs }));
    const now = Math.floor(Date.now() / windowMs) * windowMs + 15_000;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => servers[i % 2]?.hit("credential-a", now)));
    expect(answers.filter((answer) => answer === null)).toHaveLength(25);
    expect(new Set(answers.filter((answer) => answer !== null))).toEqual(new Set([45]));
    // Another credential has its own window; the next window starts from zero.
    expect(await servers[0]?.hit("credential-b", now)).toBeNull();
    expect(await servers[1]?.hit("credential-a", now + windowMs)).toBeNull();
  });

  it("counts nothing when the limit is 0 (turned off)", async () => {
    const off = createRateLimiter({ db: () => database.db, limit: 0, windowMs: 1000 });
    expect(await Promise.all([off.hit("c"), off.hit("c")])).toEqual([null, null]);
    expect(await database.db.apiRateWindow.count({ where: { credentialId: "c" } })).toBe(0);
  });
});
