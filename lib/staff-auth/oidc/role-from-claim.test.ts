import { describe, expect, it } from "vitest";
import { roleFromClaim } from "./role-from-claim";

const MAP = { "idv-admins": "admin", "idv-reviewers": "reviewer", "idv-auditors": "auditor" } as const;

describe("roleFromClaim", () => {
  it("maps a list of groups or a single value, the widest role winning", () => {
    expect(roleFromClaim(["staff", "idv-reviewers"], MAP)).toBe("reviewer");
    expect(roleFromClaim("idv-auditors", MAP)).toBe("auditor");
    expect(roleFromClaim(["idv-auditors", "idv-admins", "idv-reviewers"], MAP)).toBe("admin");
  });

  it("refuses a user in no mapped group, a missing claim and prototype names", () => {
    expect(roleFromClaim(["staff"], MAP)).toBeNull();
    expect(roleFromClaim(undefined, MAP)).toBeNull();
    expect(roleFromClaim(["__proto__", "constructor", "toString"], MAP)).toBeNull();
    expect(roleFromClaim([{ name: "idv-admins" }], MAP)).toBeNull();
  });
});
