import { describe, expect, it } from "vitest";
import { codesInWords } from "./codes-in-words";

const METHODS = { password: "Password", totp: "Authenticator app", sso: "Single sign-on" };

describe("codesInWords", () => {
  it("words a code, and codes joined by +", () => {
    expect(codesInWords("sso", METHODS)).toBe("Single sign-on");
    expect(codesInWords("password+totp", METHODS)).toBe("Password + Authenticator app");
  });
  it("keeps the value as written when any part has no word", () => {
    expect(codesInWords("password+carrier-pigeon", METHODS)).toBe("password+carrier-pigeon");
    expect(codesInWords("toString", METHODS)).toBe("toString");
  });
});
