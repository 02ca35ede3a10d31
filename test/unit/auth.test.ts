import { describe, expect, it } from "vitest";
import { can, isRole, ROLES } from "@/lib/security/roles";
import { generatePassword, hashPassword, verifyPassword } from "@/lib/staff-auth/password";

describe("password hashing", () => {
  it("verifies the right password and rejects others", async () => {
    const hash = await hashPassword("s3cret-enough-password");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("s3cret-enough-password", hash)).toBe(true);
    expect(await verifyPassword("s3cret-enough-passwore", hash)).toBe(false);
    expect(await verifyPassword("anything", "md5$abc")).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("generates long random passwords", () => {
    const a = generatePassword();
    expect(a.length).toBeGreaterThanOrEqual(24);
    expect(a).not.toBe(generatePassword());
  });
});

describe("roles", () => {
  it("auditors read and export but never act or administer", () => {
    expect(can("auditor", "records:read")).toBe(true);
    expect(can("auditor", "records:export")).toBe(true);
    expect(can("auditor", "records:act")).toBe(false);
    expect(can("auditor", "admin:manage")).toBe(false);
  });

  it("reviewers act; only admins administer", () => {
    expect(can("reviewer", "records:act")).toBe(true);
    expect(can("reviewer", "admin:manage")).toBe(false);
    expect(can("admin", "admin:manage")).toBe(true);
  });

  it("knows exactly three roles", () => {
    expect(ROLES).toEqual(["admin", "reviewer", "auditor"]);
    expect(isRole("root")).toBe(false);
  });
});
