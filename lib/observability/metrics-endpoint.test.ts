import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { mayReadMetrics } from "./metrics-endpoint";

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe("who may read /metrics", () => {
  it("without METRICS_TOKEN: a caller on this machine through no proxy, nobody else", () => {
    expect(mayReadMetrics(request("127.0.0.1"), undefined)).toBe(true);
    expect(mayReadMetrics(request("::1"), undefined)).toBe(true);
    expect(mayReadMetrics(request("10.0.0.5"), undefined)).toBe(false);
    expect(mayReadMetrics(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }), undefined)).toBe(false);
  });

  it("with METRICS_TOKEN: only its bearer, wherever it calls from", () => {
    const token = "metrics-token-0123456789";
    expect(mayReadMetrics(request("10.0.0.5", { authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(mayReadMetrics(request("127.0.0.1"), token)).toBe(false);
    expect(mayReadMetrics(request("127.0.0.1", { authorization: `Bearer ${token}x` }), token)).toBe(false);
  });
});
