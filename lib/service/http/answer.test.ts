import { describe, expect, it } from "vitest";
import { apiAnswer, ensureApiHeaders, jsonAnswer } from "./answer";

describe("API answers", () => {
  it("are built with the API's headers, which a caller's own headers cannot weaken", () => {
    const answer = jsonAnswer({ ok: true }, 429, { "Retry-After": "45", "Cache-Control": "max-age=3600" });
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toBe("45");
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
  });

  it("gives an answer built otherwise the same headers, and leaves one built here as it is", () => {
    const other = new Response("{}", { headers: { "content-type": "application/json" } });
    ensureApiHeaders(other);
    const built = apiAnswer("aGk=", 200, { "Content-Type": "text/plain; charset=utf-8" });
    ensureApiHeaders(built);
    for (const response of [other, built]) {
      expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});
