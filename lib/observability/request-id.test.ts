import { describe, expect, it } from "vitest";
import { pageRoute } from "./observe-request";
import { currentRequestScope, nameRoute, requestIdFrom, withRequestScope } from "./request-id";

describe("request ids", () => {
  it("keeps a caller's well-formed id and replaces any other with a UUID", () => {
    expect(requestIdFrom("req-2026.11:abc_01")).toBe("req-2026.11:abc_01");
    for (const bad of [undefined, "", "short", "has space 12345", 'quote"1234567', "x".repeat(129), "line\nbreak123"])
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(requestIdFrom(["first-id-0001", "second-id-0002"])).toBe("first-id-0001");
  });

  it("carries the scope through awaits, and a route named inside it", async () => {
    const scope = { requestId: "scope-id-0001" };
    await withRequestScope(scope, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestScope()?.requestId).toBe("scope-id-0001");
      nameRoute("/api/processes/:id");
    });
    expect(scope).toEqual({ requestId: "scope-id-0001", route: "/api/processes/:id" });
    expect(currentRequestScope()).toBeUndefined();
  });

  it("labels a page by its pattern: ids and tokens out, query out", () => {
    expect(pageRoute("/verify/cmabc123xyz/document?token=eyJhbGciOi.abc.def")).toBe("/verify/:id/document");
    expect(pageRoute("/queue")).toBe("/queue");
  });
});
