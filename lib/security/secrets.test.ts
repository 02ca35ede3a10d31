import { describe, expect, it } from "vitest";

process.env.NEXTAUTH_SECRET ??= "unit-test-secret-of-at-least-32-characters";

const { generateCode, hashCode, randomToken, signToken, verifyToken } = await import("./secrets");

describe("secrets", () => {
  it("signs tokens bound to a purpose that expire and resist tampering", () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = signToken("session:face01", { acc: "a1", prc: "p1", exp });
    expect(verifyToken("session:face01", token)).toMatchObject({ acc: "a1", prc: "p1" });
    expect(verifyToken("session:face06", token)).toBeNull();
    expect(verifyToken("session:face01", token, (exp + 1) * 1000)).toBeNull();
    const [body, mac] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ acc: "a2", prc: "p1", exp, pur: "session:face01" })).toString("base64url");
    expect(verifyToken("session:face01", `${forged}.${mac}`)).toBeNull();
    expect(verifyToken("session:face01", `${body}`)).toBeNull();
  });

  it("makes 6-digit codes and keyed hashes bound to process and step", () => {
    const codes = new Set(Array.from({ length: 200 }, generateCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    expect(hashCode("123456", "p", "s")).not.toBe(hashCode("123456", "p", "t"));
    expect(hashCode("123456", "p", "s")).toBe(hashCode("123456", "p", "s"));
    expect(randomToken(16)).toHaveLength(22);
  });
});
