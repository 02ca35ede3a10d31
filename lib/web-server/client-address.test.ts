import type { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const request = (forwardedFor?: string) => ({
  headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  socket: { remoteAddress: "10.0.0.9" } as Socket,
});

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted", () => {
    expect(clientAddress(request("203.0.113.7"), false)).toBe("10.0.0.9");
  });

  it("takes the entry the trusted proxy appended, never the client's own claims before it", () => {
    expect(clientAddress(request("198.51.100.1, 198.51.100.2, 203.0.113.7"), true)).toBe("203.0.113.7");
    expect(clientAddress(request("203.0.113.7"), true)).toBe("203.0.113.7");
  });

  it("falls back to the socket's address when the proxy sent none", () => {
    expect(clientAddress(request(" , "), true)).toBe("10.0.0.9");
    expect(clientAddress(request(), true)).toBe("10.0.0.9");
  });
});
